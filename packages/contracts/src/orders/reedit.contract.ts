import { z } from 'zod';

/** POST /api/order-form/{id}/rework-request (path ours): the rework order made from a rework form. */
export const reworkRequestResponseSchema = z.object({
  /** The new rework order. */
  order: z.object({ externalId: z.string() }),
  /** The completed order the rework is for (the success page lives under its details path). */
  original: z.object({ externalId: z.string() }),
  /** The files received with the request. */
  files: z.array(z.object({ identity: z.string(), name: z.string() })),
});
export type ReworkRequestResponse = z.infer<typeof reworkRequestResponseSchema>;
