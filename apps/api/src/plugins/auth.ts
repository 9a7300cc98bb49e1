import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthenticatedUser, AuthService } from '../modules/auth/auth.service.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The customer behind the bearer token, when one was presented and is valid. Known only on
     * routes that ask for it with requireUser or identifyUser; reading it elsewhere with a bearer
     * present is a programming error.
     */
    readonly user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid bearer token was presented (before any validation). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for routes open to visitors that use the customer when there is one. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export const UNAUTHENTICATED = 'Unauthenticated. Please log in again.';

/** undefined until a hook has looked the bearer up; then the customer or null. */
const resolvedUser = Symbol('resolvedUser');
type AuthRequest = FastifyRequest & { [resolvedUser]: AuthenticatedUser | null | undefined };

/**
 * Reads `Authorization: Bearer …` on the routes that say they need the customer, and only there:
 * a public call (the catalog, say) costs no database round trip for a logged-in visitor.
 */
export const authPlugin = fp(async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  app.decorateRequest(resolvedUser, undefined);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = (this as AuthRequest)[resolvedUser];
      if (user === undefined && bearerToken(this) !== undefined) {
        throw new Error(`request.user read on ${this.routeOptions.url} without identifyUser`);
      }
      return user ?? null;
    },
  });

  async function identify(request: FastifyRequest): Promise<AuthenticatedUser | null> {
    const state = request as AuthRequest;
    if (state[resolvedUser] === undefined) {
      const token = bearerToken(request);
      state[resolvedUser] =
        token && token.length <= 200 ? ((await auth.authenticate(token)) ?? null) : null;
    }
    return state[resolvedUser];
  }

  app.decorate('identifyUser', async (request: FastifyRequest) => {
    await identify(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await identify(request))) throw new AppError(401, UNAUTHENTICATED);
  });
});

/** The authenticated customer of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(401, UNAUTHENTICATED);
  return request.user;
}
