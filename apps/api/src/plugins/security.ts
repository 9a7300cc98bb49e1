import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers on every response: CSP, HSTS, no framing, no MIME sniffing. */
export async function registerSecurityHeaders(app: FastifyInstance, webOrigins: string[] = []) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The simulated card page's forms redirect back to the web app, which may live elsewhere.
        formAction: ["'self'", ...webOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
