import { z } from 'zod';

/** The `:externalId` of an order's routes, the researcher's and the staff's: the order number as the address carries it. */
export const orderParams = z.object({ externalId: z.string().trim().min(1).max(40) });
