import { z } from 'zod';

/**
 * The site's own pages that read live data: the price list (generated from the catalogue with the order
 * form's price engine) and the contact details.
 */
export const pricingQuerySchema = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'currency-invalid')
    .transform((code) => code.toUpperCase())
    .optional(),
});

const currencySchema = z.object({ isoCode: z.string(), shortName: z.string(), sign: z.string(), numDecimals: z.number().int() });

/** One bin of a service: the counts it covers (words, figures or tables), its price and turnaround, with rush beside. */
export const priceBinSchema = z.object({
  low: z.number().int(),
  high: z.number().int(),
  /** Minor units of the currency, as the order form charges it. */
  price: z.number().int(),
  /** Business days. */
  timeline: z.number().int(),
  rushPrice: z.number().int().nullable(),
  rushTimeline: z.number().int().nullable(),
});
export type PriceBin = z.infer<typeof priceBinSchema>;

export const pricedServiceSchema = z.object({
  identity: z.string(),
  name: z.string(),
  serviceType: z.string(),
  /** What the bins count: `words`, `figures`, `tables`, or `none` (one price). */
  countedBy: z.enum(['words', 'figures', 'tables', 'none']),
  includesCertificate: z.boolean(),
  bins: z.array(priceBinSchema),
});
export type PricedService = z.infer<typeof pricedServiceSchema>;

export const pricingResponseSchema = z.object({
  currency: currencySchema,
  currencies: z.array(currencySchema),
  groups: z.array(z.object({ slug: z.string(), name: z.string(), services: z.array(pricedServiceSchema) })),
  bundles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      discountPercent: z.number().int(),
      rushDiscountPercent: z.number().int(),
      services: z.array(z.string()),
      addOns: z.array(z.string()),
      /** The bundle priced as the order form prices it, for a manuscript of `wordCount` words (one figure, no tables). */
      example: z.object({ wordCount: z.number().int(), fullPrice: z.number().int(), discountPrice: z.number().int(), fullRushPrice: z.number().int(), discountRushPrice: z.number().int() }),
    }),
  ),
  /** Services a person prices: a quote request each. */
  conciergeServices: z.array(z.string()),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const contactResponseSchema = z.object({
  companyName: z.string(),
  address: z.array(z.string()),
  supportEmail: z.string(),
  billingEmail: z.string(),
  /** Office hours: Monday to Friday, in the company's zone. */
  hours: z.object({ timeZone: z.string(), opens: z.string(), closes: z.string() }),
  expectedReplyHours: z.number().int(),
  staffOnline: z.boolean(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
