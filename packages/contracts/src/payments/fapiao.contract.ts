import { z } from 'zod';
import { fapiaoPaths } from './payments.paths';

/**
 * Fapiao (Chinese tax receipts): the form of the payment step and the request made afterwards for a paid
 * invoice or prepayment.
 */
export const FAPIAO_TYPES = ['general', 'special'] as const;
export type FapiaoType = (typeof FAPIAO_TYPES)[number];

/** Delivery timelines of the payment-step form: with the payment, or once the order is completed. */
export const FAPIAO_DELIVERY_TIMELINES = ['on-payment', 'on-completion'] as const;

/** Service types printed on the fapiao (the tax category of the sale). Names are translated by id. */
export const FAPIAO_SERVICE_TYPES = [
  { id: 1, key: 'fapiao-service-editing' },
  { id: 2, key: 'fapiao-service-translation' },
  { id: 3, key: 'fapiao-service-technical' },
] as const;

export const FAPIAO_LIMITS = {
  organizationName: 100,
  organizationSearchMin: 2,
  taxpayerNumberMin: 6,
  taxpayerNumberMax: 20,
  phone: 15,
  /** A fapiao may be cancelled within one year of the payment. */
  cancellableDays: 365,
} as const;

/** 6 to 20 upper-case letters or digits. */
export const TAXPAYER_NUMBER_PATTERN = /^[A-Z0-9]{6,20}$/;
const LATIN_LETTER = /[A-Za-z]/;

/** The payment step's fapiao. */
export const fapiaoOrderFormSchema = z.object({
  type: z.enum(FAPIAO_TYPES, { error: 'fapiao-type-required' }).nullish(),
  deliveryTimeline: z.enum(FAPIAO_DELIVERY_TIMELINES, { error: 'fapiao-delivery-timeline-required' }).nullish(),
  title: z.string().trim().max(FAPIAO_LIMITS.organizationName, 'field-too-long').nullish(),
  taxpayerNumber: z.string().trim().max(FAPIAO_LIMITS.taxpayerNumberMax, 'fapiao-taxpayer-number-error').nullish(),
  specialInstructions: z.string().trim().max(500, 'field-too-long').nullish(),
});
export type FapiaoOrderForm = z.infer<typeof fapiaoOrderFormSchema>;

/** Field → message key for the payment step's fapiao form. */
export function fapiaoOrderFormProblems(fapiao: FapiaoOrderForm | null | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!fapiao?.type) problems['fapiao.type'] = 'fapiao-type-required';
  if (!fapiao?.deliveryTimeline) problems['fapiao.deliveryTimeline'] = 'fapiao-delivery-timeline-required';
  if (!fapiao?.title) problems['fapiao.title'] = 'fapiao-title-required';
  else if (LATIN_LETTER.test(fapiao.title)) problems['fapiao.title'] = 'fapiao-organization-name-error';
  if (!fapiao?.taxpayerNumber) problems['fapiao.taxpayerNumber'] = 'taxpayer-number-required';
  else if (!TAXPAYER_NUMBER_PATTERN.test(fapiao.taxpayerNumber)) problems['fapiao.taxpayerNumber'] = 'fapiao-taxpayer-number-error';
  return problems;
}

const optionalTrimmed = (max: number, key: string) => z.string().trim().max(max, key).optional().nullable();

/** POST /api/fapiao, with every field rule of the request. */
export const fapiaoRequestSchema = z
  .object({
    type: z.enum(FAPIAO_TYPES, { error: 'fapiao-type-required' }),
    serviceType: z
      .number({ error: 'value-required' })
      .int()
      .refine((id) => FAPIAO_SERVICE_TYPES.some((service) => service.id === id), 'value-required'),
    organizationName: z
      .string({ error: 'fapiao-title-required' })
      .trim()
      .min(1, 'fapiao-title-required')
      .max(FAPIAO_LIMITS.organizationName, 'fapiao-organization-name-error')
      .refine((value) => !LATIN_LETTER.test(value), 'fapiao-organization-name-error'),
    taxpayerNumber: optionalTrimmed(FAPIAO_LIMITS.taxpayerNumberMax, 'fapiao-taxpayer-number-error'),
    contactEmail: z.email({ error: 'emailAddressInvalidFormat' }).max(254, 'emailAddressInvalidFormat'),
    contactPhone: optionalTrimmed(FAPIAO_LIMITS.phone, 'phone-number-too-long'),
    shippingAddress: optionalTrimmed(300, 'field-too-long'),
    /** The payment the fapiao is for (a payment's public id), and the invoice's receipt code. */
    paymentId: z.string().max(60).optional().nullable(),
    receiptCode: z.string().min(1).max(60),
  })
  .superRefine((value, ctx) => {
    const number = value.taxpayerNumber ?? '';
    if (value.type === 'special' && number === '') ctx.addIssue({ code: 'custom', path: ['taxpayerNumber'], message: 'taxpayer-number-required' });
    else if (number !== '' && !TAXPAYER_NUMBER_PATTERN.test(number)) ctx.addIssue({ code: 'custom', path: ['taxpayerNumber'], message: 'fapiao-taxpayer-number-error' });
    if (value.type === 'special' && !value.contactPhone) ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: 'phone-required' });
  });
export type FapiaoRequest = z.infer<typeof fapiaoRequestSchema>;

export const FAPIAO_STATUSES = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export type FapiaoStatus = (typeof FAPIAO_STATUSES)[number];
export const fapiaoStatusSchema = z.enum(FAPIAO_STATUSES);

/** A fapiao as the invoice list, the prepay page and GET /api/fapiao show it. */
export const fapiaoSchema = z.object({
  identity: z.string(),
  type: z.enum(FAPIAO_TYPES),
  status: fapiaoStatusSchema,
  number: z.string().nullable(),
  /** The issued PDF, once completed. */
  url: z.string().nullable(),
  completed: z.boolean(),
  /** The receipt code of the invoice it is for. */
  receiptCode: z.string(),
  invoiceNumber: z.string(),
  organizationName: z.string(),
  taxpayerNumber: z.string().nullable(),
  createdAt: z.string(),
  /** Cancellable now: completed and paid within the last year. */
  cancellable: z.boolean(),
  rejectionReason: z.string().nullable(),
});
export type Fapiao = z.infer<typeof fapiaoSchema>;

export const fapiaoListResponseSchema = z.object({ fapiaos: z.array(fapiaoSchema) });
export const fapiaoCreateResponseSchema = z.object({ fapiao: fapiaoSchema });
export const fapiaoOrganizationsResponseSchema = z.object({
  organizations: z.array(z.object({ organizationName: z.string(), taxpayerNumber: z.string().nullable() })),
});

/** GET /api/fapiao/organizations?name= — the server answers 400 organization-search-too-short below 2 characters. */
export const fapiaoOrganizationsQuerySchema = z.object({ name: z.string().max(FAPIAO_LIMITS.organizationName).default('') });

const DAY_MS = 24 * 3600 * 1000;

/** A pending or issued fapiao stands: another request for the same invoice is refused until it is rejected or cancelled. */
export function fapiaoBlocksNewRequest(status: FapiaoStatus): boolean {
  return status === 'pending' || status === 'completed';
}

/** Cancellable only when issued and the payment was made within the last year. */
export function fapiaoCancellable(status: FapiaoStatus, paidAt: Date | null, now: Date): boolean {
  if (status !== 'completed' || !paidAt) return false;
  return now.getTime() - paidAt.getTime() <= FAPIAO_LIMITS.cancellableDays * DAY_MS;
}

export interface FapiaoRequestableInput {
  invoiceBalance: number;
  invoiceTotal: number;
  /** Staff wrote the balance off (balance 0 without a payment): nothing was paid, so no tax receipt. */
  invoiceWrittenOff: boolean;
  invoiceLocalization: string;
  userLocalization: string;
  /** The invoice localization's allowsFapiaoProcessingAfterPayment. */
  allowsFapiaoProcessingAfterPayment: boolean;
  /** Statuses of the fapiaos already requested for the invoice. */
  fapiaoStatuses: readonly FapiaoStatus[];
}

/**
 * A fapiao may be asked for a paid invoice (or paid retainer invoice) of a localization that
 * processes fapiao after payment, the user's own localization (another one → 'consult support'), when none stands.
 */
export function fapiaoAvailableFor(input: Omit<FapiaoRequestableInput, 'fapiaoStatuses'>): boolean {
  return input.invoiceTotal > 0 && input.invoiceBalance === 0 && !input.invoiceWrittenOff && input.allowsFapiaoProcessingAfterPayment && input.invoiceLocalization === input.userLocalization;
}

export function fapiaoRequestable(input: FapiaoRequestableInput): boolean {
  return fapiaoAvailableFor(input) && !input.fapiaoStatuses.some(fapiaoBlocksNewRequest);
}

/** A stored fapiao with what its view needs (the invoice it is for, when that was paid). */
export interface FapiaoRecord {
  identity: string;
  type: FapiaoType;
  status: FapiaoStatus;
  number: string | null;
  /** Staff uploaded the issued PDF. */
  hasFile: boolean;
  receiptCode: string;
  invoiceNumber: string;
  organizationName: string;
  taxpayerNumber: string | null;
  createdAt: Date;
  /** When the payment the fapiao is for was made (the invoice's paidAt when no payment is named). */
  paidAt: Date | null;
  rejectionReason: string | null;
}

export function fapiaoView(record: FapiaoRecord, now: Date): Fapiao {
  const completed = record.status === 'completed';
  return {
    identity: record.identity,
    type: record.type,
    status: record.status,
    number: record.number,
    url: completed && record.hasFile ? fapiaoPaths.pdf(record.identity) : null,
    completed,
    receiptCode: record.receiptCode,
    invoiceNumber: record.invoiceNumber,
    organizationName: record.organizationName,
    taxpayerNumber: record.taxpayerNumber,
    createdAt: record.createdAt.toISOString(),
    cancellable: fapiaoCancellable(record.status, record.paidAt, now),
    rejectionReason: record.status === 'rejected' ? record.rejectionReason : null,
  };
}
