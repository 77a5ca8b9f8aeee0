import { z } from 'zod';

/**
 * The body of every non-2xx answer the error handler sends: `error.error` is the message key,
 * `error.message` its translation, `fields` the problems of single form fields. A route that declares a
 * response schema for an error status must accept this body, or the handler's answer cannot be
 * serialized and the caller gets a 500 instead.
 */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    error: z.object({
      error: z.string(),
      message: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      fields: z.record(z.string(), z.object({ error: z.string(), message: z.string() })),
    }),
  })
  .describe('An error: its message key and the translation in the request language');

export type ErrorBody = z.infer<typeof errorBodySchema>;
