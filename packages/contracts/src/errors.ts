import { z } from 'zod';

/** Every 4xx/5xx body the API sends: a sentence a person can act on, and per-field messages. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
