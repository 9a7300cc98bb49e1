import { apiErrorSchema } from '@petshop/contracts';
import type { StaffPermission } from '@petshop/contracts/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import fp from 'fastify-plugin';
import type { AuthenticatedStaff, StaffService } from '../modules/staff/staff.service.ts';
import { UNAUTHENTICATED } from './auth.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member behind the bearer token, on routes guarded by requireStaff/requireOwner. */
    staff: AuthenticatedStaff | null;
  }
  interface FastifyInstance {
    /** onRequest hook of every /api/admin route: 401 unless a valid staff token was presented. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** As requireStaff, and 403 for a staff member who is not an owner. */
    requireOwner: (request: FastifyRequest) => Promise<void>;
    /** As requireStaff, and 403 for a staff member without `permission` (decision 076). */
    requirePermission: (permission: StaffPermission) => (request: FastifyRequest) => Promise<void>;
  }
}

export const OWNERS_ONLY = 'Only the shop owner can do this.';
/** The 403 of each permission a staff member lacks: what they may not do, and who can change it. */
export const PERMISSION_MISSING: Record<StaffPermission, string> = {
  refunds:
    'You may not refund money or cancel a paid order. Ask the shop owner for the permission "Refunds and cancelling paid orders".',
  import_prices:
    'You may not change prices by import. Ask the shop owner for the permission "Change prices by import", or import a file without price changes.',
  staff: 'You may not manage staff. Ask the shop owner for the permission "Manage staff".',
};
export const SET_UP_TWO_FACTOR_TO_MOVE_MONEY =
  'Set up two-factor sign-in first: whoever refunds money or cancels a paid order must sign in with a code from an authenticator app. Open Sign-in & Security in the back office.';

/** OpenAPI tags of a route that needs `permission` (the access-matrix test reads them). */
export const permissionTags = (permission: StaffPermission) => [
  'admin',
  `permission:${permission}`,
];

/**
 * 403 unless the staff member may do what `permission` covers; moving money also needs a session
 * signed in with two-factor where owners need it (decision 076).
 */
export function checkPermission(actor: AuthenticatedStaff, permission: StaffPermission) {
  if (!actor.permissions.includes(permission)) {
    throw new AppError(403, PERMISSION_MISSING[permission]);
  }
  if (permission === 'refunds' && actor.moneyNeedsTwoFactor) {
    throw new AppError(403, SET_UP_TWO_FACTOR_TO_MOVE_MONEY);
  }
}

export const SET_UP_TWO_FACTOR_FIRST =
  'Set up two-factor sign-in first: the shop owner must sign in with a code from an authenticator app. Open Sign-in & Security in the back office.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff route an owner who still has to set up two-factor sign-in may use (decision 052). */
    beforeTwoFactor?: boolean;
  }
}

/**
 * Staff tokens are looked up in staff_sessions only: a customer's token is unknown there (401),
 * and a staff token is unknown to the customer routes, which read auth_tokens.
 */
export const staffAuthPlugin = fp(
  async (app: FastifyInstance, { staff }: { staff: StaffService }) => {
    app.decorateRequest('staff', null);

    async function identify(request: FastifyRequest): Promise<AuthenticatedStaff> {
      if (request.staff) return request.staff;
      const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '');
      const found = match ? await staff.authenticate(match[1]!) : undefined;
      if (!found) throw new AppError(401, UNAUTHENTICATED);
      if (found.twoFactorPending && !request.routeOptions.config.beforeTwoFactor) {
        throw new AppError(403, SET_UP_TWO_FACTOR_FIRST);
      }
      request.staff = found;
      return found;
    }

    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await identify(request);
    });
    app.decorate('requireOwner', async (request: FastifyRequest) => {
      if ((await identify(request)).role !== 'owner') throw new AppError(403, OWNERS_ONLY);
    });
    app.decorate(
      'requirePermission',
      (permission: StaffPermission) => async (request: FastifyRequest) => {
        checkPermission(await identify(request), permission);
      },
    );
  },
);

/** The staff member of a route guarded by requireStaff or requireOwner. */
export function currentStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new AppError(401, UNAUTHENTICATED);
  return request.staff;
}

/** The answers every staff route may give besides its own (OpenAPI response schemas). */
export const ADMIN_ERRORS = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** `:id` of a staff route, checked by parsePathId in the handler (a bad id is a 404). */
export const adminIdParams = z.object({ id: z.string() });
