import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { arabicErrorBody, arabicMessage, asksForArabic } from '../lib/messages-ar-lookup.ts';

/** An error the customer caused or can act on: its status and message go to the client as is. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(statusCode: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>) {
    super(422, Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }
}

const GENERIC_SERVER_ERROR = 'Server error. Please try again later.';

function fieldErrors(validation: { instancePath: string; message?: string | undefined }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
    (errors[field] ??= []).push(issue.message ?? 'This value is invalid.');
  }
  return errors;
}

/**
 * One error handler: 4xx with `{message, errors?}` a person can act on; 500s are logged, not leaked.
 * A shop call with `lang=ar` in its query gets every sentence in Arabic (decision 136); without it
 * the answer is the English, byte for byte.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const inLanguage = asksForArabic(request.url) ? arabicErrorBody : <T>(body: T): T => body;
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(
          inLanguage(
            error.errors
              ? { message: error.message, errors: error.errors }
              : { message: error.message },
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      return reply.status(422).send(inLanguage({ message: Object.values(errors)[0]![0]!, errors }));
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation);
      return reply.status(422).send(inLanguage({ message: Object.values(errors)[0]![0]!, errors }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(inLanguage({ message: error.message }));
    }
    request.log.error({ err: error }, 'request failed');
    // The id of the log line above, for whoever reports the failure (also in x-request-id).
    return reply
      .status(500)
      .send(inLanguage({ message: GENERIC_SERVER_ERROR, request_id: request.id }));
  });

  // The sentence a successful answer carries ("Address saved"), in Arabic too: what the shop shows
  // in its toast. Only the answer's own `message`, never a customer's text inside its data.
  // The not-found handler's answer to an /api address no route has is no error the handler above
  // sees: it is put in Arabic here too (its `message` only, like a success answer's).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const unknownApiAddress =
      reply.statusCode === 404 && request.is404 && request.url.startsWith('/api/');
    if ((reply.statusCode >= 400 && !unknownApiAddress) || !asksForArabic(request.url)) {
      return payload;
    }
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string') return payload;
    const arabic = arabicMessage(message);
    return arabic === message ? payload : { ...payload, message: arabic };
  });
}
