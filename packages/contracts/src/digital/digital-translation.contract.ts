import { z } from 'zod';
import { availableDigitalPurchaseSchema, digitalPurchaseRecordSchema } from './digital-purchases.contract';

/** The pairs of digital translation, into English. */
export const DIGITAL_TRANSLATION_LANGUAGES = ['spanish-to-english', 'portuguese-to-english', 'chinese-to-english'] as const;
export type DigitalTranslationLanguage = (typeof DIGITAL_TRANSLATION_LANGUAGES)[number];
export const CHINESE_TO_ENGLISH: DigitalTranslationLanguage = 'chinese-to-english';

/** The source language (ISO 639-1) of each pair, as language detection names it. */
export const SOURCE_LANGUAGE_OF: Record<DigitalTranslationLanguage, 'es' | 'pt' | 'zh'> = {
  'spanish-to-english': 'es',
  'portuguese-to-english': 'pt',
  'chinese-to-english': 'zh',
};

/** The list is asked for again this often while a translation is processing. */
export const DIGITAL_TRANSLATION_POLL_MS = 5000;
export const DIGITAL_ORDER_PAGE_SIZE = 30;

export function isDigitalTranslationLanguage(value: unknown): value is DigitalTranslationLanguage {
  return typeof value === 'string' && (DIGITAL_TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

/** One translated manuscript ("digital order"). */
export const digitalOrderSchema = z.object({
  identity: z.string(),
  file: z.string(),
  language: z.string(),
  wordCount: z.number().int(),
  createdAt: z.string(),
  color: z.enum(['blue', 'green', 'red']),
  processing: z.boolean(),
  failed: z.boolean(),
  completed: z.boolean(),
  status: z.enum(['processing', 'completed', 'failed']),
});
export type DigitalOrder = z.infer<typeof digitalOrderSchema>;

/** A pair the upload form offers: whether a purchase still has uses for it and whether its engine runs here. */
export const translationLanguageOptionSchema = z.object({
  language: z.enum(DIGITAL_TRANSLATION_LANGUAGES),
  usesRemaining: z.number().int(),
  engineAvailable: z.boolean(),
});

export const digitalOrderLoadResponseSchema = z.object({
  availableDigitalTranslationPurchases: z.array(availableDigitalPurchaseSchema),
  digitalTranslationPurchases: z.array(digitalPurchaseRecordSchema),
  hasUploadedDigitalEdit: z.boolean(),
  hasUploadedDigitalTranslation: z.boolean(),
  numberOfUsesAvailable: z.number().int(),
  languages: z.array(translationLanguageOptionSchema),
  wordLimit: z.number().int(),
  chineseTrialEligible: z.boolean(),
});
export type DigitalOrderLoadResponse = z.infer<typeof digitalOrderLoadResponseSchema>;

export const digitalOrderSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Comma-separated identities: just these rows (the poll of processing ones). */
  identities: z.string().max(2000).optional(),
});

export const digitalOrderSearchResponseSchema = z.object({
  results: z.array(digitalOrderSchema),
  pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), pages: z.number().int() }),
});
export type DigitalOrderSearchResponse = z.infer<typeof digitalOrderSearchResponseSchema>;

/** POST /api/digital-order/create answers the new rows (errors are 4xx with their key and params). */
export const digitalOrderCreateResponseSchema = z.object({
  type: z.literal('success'),
  error: z.null(),
  jsonEncodedParams: z.null(),
  digitalOrders: z.array(digitalOrderSchema),
});
export type DigitalOrderCreateResponse = z.infer<typeof digitalOrderCreateResponseSchema>;

export const chineseTrialResponseSchema = z.object({ eligible: z.boolean() });
export const CHINESE_TRIAL_TYPES = ['digital-order', 'digital-translation'] as const;
