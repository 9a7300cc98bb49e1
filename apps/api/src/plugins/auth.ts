import type { FastifyError, FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionKey } from '../modules/auth/auth.repo.ts';
import {
  sessionKey,
  type AuthenticatedUser,
  type AuthService,
} from '../modules/auth/auth.service.ts';
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
    /**
     * Route options (spread them into the route's) for a hot route that checks the session in its
     * own statement, saving requireUser's round trip: the route takes bearerSession(request) and
     * answers 401 itself when its statement finds no valid session. The answers stay those of
     * requireUser: 401 at once without a bearer, and 401 before any error raised ahead of the
     * handler (a body that is not JSON or fails validation) when the token is not valid.
     */
    requireBearer: {
      onRequest: onRequestHookHandler;
      errorHandler: (error: FastifyError, request: FastifyRequest) => Promise<never>;
    };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The bearer token, unless it is missing or longer than any token the shop issues. */
function presentedToken(request: FastifyRequest): string | undefined {
  const token = bearerToken(request);
  return token && token.length <= 200 ? token : undefined;
}

export const UNAUTHENTICATED = 'Unauthenticated. Please log in again.';

/** undefined until a hook has looked the bearer up; then the customer or null. */
const resolvedUser = Symbol('resolvedUser');
/** Set when a requireBearer route took its session to check it itself (bearerSession). */
const checkedByRoute = Symbol('checkedByRoute');
type AuthRequest = FastifyRequest & {
  [resolvedUser]: AuthenticatedUser | null | undefined;
  [checkedByRoute]: boolean;
};

/**
 * Reads `Authorization: Bearer …` on the routes that say they need the customer, and only there:
 * a public call (the catalog, say) costs no database round trip for a logged-in visitor.
 */
export const authPlugin = fp(async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  app.decorateRequest(resolvedUser, undefined);
  app.decorateRequest(checkedByRoute, false);
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
      const token = presentedToken(request);
      state[resolvedUser] = token ? ((await auth.authenticate(token)) ?? null) : null;
    }
    return state[resolvedUser];
  }

  app.decorate('identifyUser', async (request: FastifyRequest) => {
    await identify(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await identify(request))) throw new AppError(401, UNAUTHENTICATED);
  });
  app.decorate('requireBearer', {
    // A callback hook: no promise on the cart's hot calls.
    onRequest(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) {
      done(presentedToken(request) ? undefined : new AppError(401, UNAUTHENTICATED));
    },
    // Thrown on to the app's error handler. An error from before the handler is answered as
    // requireUser would have: 401 first when the token is not valid (one lookup, on this path
    // only). The handler's own errors come after its statement checked the session.
    async errorHandler(error: FastifyError, request: FastifyRequest): Promise<never> {
      if (!(request as AuthRequest)[checkedByRoute] && !(await identify(request))) {
        throw new AppError(401, UNAUTHENTICATED);
      }
      throw error;
    },
  });
});

/**
 * The session a requireBearer route checks in its own statement (validSessionSql). From here
 * the route answers for it: 401 (UNAUTHENTICATED) before anything else when no valid session
 * is found.
 */
export function bearerSession(request: FastifyRequest): SessionKey {
  const token = presentedToken(request);
  if (!token) throw new AppError(401, UNAUTHENTICATED);
  (request as AuthRequest)[checkedByRoute] = true;
  return sessionKey(token);
}

/** The authenticated customer of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(401, UNAUTHENTICATED);
  return request.user;
}
