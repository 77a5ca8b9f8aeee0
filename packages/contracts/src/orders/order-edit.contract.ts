import { z } from 'zod';
import { orderDetailsSchema } from './order-details.contract';
import { JOURNAL_URL_MAX, journalWebsiteProblem } from '../journals/journal-website';

/**
 * The details page's edit mode:
 * - GET /api/order/{externalId}/services: the services the order has and those that can be added, each
 *   priced by the server for the order's word count and currency, with its deadline (business days from
 *   now in the company's calendar). Services counted by figures or tables are not offered (edit mode does
 *   not ask for a count).
 * - PUT /api/order/{externalId}/save {orderDetails}: title, style of English, journal and the services.
 *   Added services are billed on a new invoice of the order (payable from the invoice list); see
 *   apps/api/src/features/orders/order-edit.README.md.
 * The paths are `orderEditPaths` (orders.paths.ts).
 */

export const ORDER_TITLE_MAX = 300;
export const JOURNAL_NAME_MAX = 255;

export const editServiceSchema = z.object({
  identity: z.string(),
  name: z.string(),
  serviceType: z.string(),
  /** On the order now. */
  selected: z.boolean(),
  /** canBeRemovedFromOrder. */
  removable: z.boolean(),
  requiresJournalDetails: z.boolean(),
  /** Price to add it, in minor units of the order currency; null when it has no option for the word count. */
  price: z.number().int().nullable(),
  /** When it would be done if added now (ISO); null when unavailable. */
  deadline: z.string().nullable(),
});
export type EditService = z.infer<typeof editServiceSchema>;

export const orderServicesResponseSchema = z.object({
  services: z.array(editServiceSchema),
  currency: z.object({ isoCode: z.string(), sign: z.string(), numDecimals: z.number().int() }),
  deadline: z.string(),
  paid: z.boolean(),
});
export type OrderServicesResponse = z.infer<typeof orderServicesResponseSchema>;

/** The edit form: title and style of English required; the journal name is checked on the server against the services and the website against the journal. */
export const orderEditFormSchema = z.object({
  title: z.string().trim().min(1, 'title-required').max(ORDER_TITLE_MAX, 'value-too-long'),
  styleOfEnglish: z.enum(['american', 'british'], { message: 'style-of-english-required' }),
  journalName: z.string().trim().max(JOURNAL_NAME_MAX, 'value-too-long'),
  /**
   * The journal's website (orders.journal_url): empty clears it; omitted keeps the stored one. Changing the
   * journal without adjusting it is journal-url-change-error (order-edit.rules.ts, checked on the server).
   */
  journalUrl: z
    .string()
    .trim()
    .max(JOURNAL_URL_MAX, 'journal-url-too-long')
    .refine((value) => journalWebsiteProblem(value) !== 'journal-url-invalid', 'journal-url-invalid')
    .optional(),
  serviceIdentities: z.array(z.string().min(1).max(64)).min(1, 'order-service-last').max(20),
});
export type OrderEditForm = z.input<typeof orderEditFormSchema>;

export const orderSaveRequestSchema = z.object({ orderDetails: orderEditFormSchema });
export type OrderSaveRequest = z.input<typeof orderSaveRequestSchema>;

export const orderSaveResponseSchema = z.object({
  orderDetails: orderDetailsSchema,
  /** The invoice for the added services, when any were added. */
  invoice: z.object({ invoiceNumber: z.string(), receiptCode: z.string(), totalAmount: z.number().int() }).nullable(),
});
export type OrderSaveResponse = z.infer<typeof orderSaveResponseSchema>;
