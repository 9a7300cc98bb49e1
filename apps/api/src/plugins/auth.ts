import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthenticatedUser, AuthService } from '../modules/auth/auth.service.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer behind the bearer token, when one was presented and is valid. */
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid bearer token was presented (before any validation). */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export const UNAUTHENTICATED = 'Unauthenticated. Please log in again.';

/** Reads `Authorization: Bearer …` on every request; routes that need a customer say so. */
export const authPlugin = fp(async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token && token.length <= 200) request.user = (await auth.authenticate(token)) ?? null;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, UNAUTHENTICATED);
  });
});

/** The authenticated customer of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(401, UNAUTHENTICATED);
  return request.user;
}
