import { z } from 'zod';
import { orderSearchPaginationSchema } from '../orders/order-search.contract';
import { FINDING_CATEGORIES, SCORE_CATEGORIES } from './assessment-score';

/**
 * The grammar check (language assessment): the calls of its pages and their answers. Paths in
 * grammar-check.paths.ts; the feature's rules in apps/api/src/features/grammar-check/README.md.
 */

/** Of the score and of the error count alike. */
export const ASSESSMENT_STATUSES = ['processing', 'completed', 'failed', 'skipped'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const findingCategorySchema = z.enum(FINDING_CATEGORIES);
export const errorCountSchema = z.object(Object.fromEntries(FINDING_CATEGORIES.map((category) => [category, z.number().int().nonnegative()])) as Record<(typeof FINDING_CATEGORIES)[number], z.ZodNumber>);
export type ErrorCount = z.infer<typeof errorCountSchema>;

/** Why an assessment failed or was skipped: a message key of the catalogue, its parameters and the text in the request's language. */
export const assessmentReasonSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type AssessmentReason = z.infer<typeof assessmentReasonSchema>;

export const languageAssessmentSchema = z.object({
  identity: z.string(),
  /** The uploaded file's name. */
  name: z.string(),
  createdAt: z.string(),
  fileIdentity: z.string(),
  /** The score is completed and the error count completed or skipped. */
  completed: z.boolean(),
  scoreCompleted: z.boolean(),
  scoreProcessing: z.boolean(),
  scoreFailed: z.boolean(),
  /** 0 to 10, one decimal; null until completed. */
  score: z.number().nullable(),
  scoreStatus: z.enum(ASSESSMENT_STATUSES),
  errorCountStatus: z.enum(ASSESSMENT_STATUSES),
  /** 0–99: better than about this percent of the manuscripts assessed; null until completed. */
  percentile: z.number().int().nullable(),
  category: z.enum(SCORE_CATEGORIES).nullable(),
  color: z.string().nullable(),
  trailColor: z.string(),
  errorCount: errorCountSchema,
  errorCountSkipped: z.boolean(),
  errorCountProcessing: z.boolean(),
  errorCountFailed: z.boolean(),
  totalErrorCount: z.number().int().nonnegative(),
  /** Beyond the listed fields: the words counted, the English the text was held to, and why it failed or was skipped. */
  wordCount: z.number().int().nullable(),
  style: z.enum(['american', 'british']).nullable(),
  reason: assessmentReasonSchema.nullable(),
});
export type LanguageAssessment = z.infer<typeof languageAssessmentSchema>;

export const percentileRowSchema = z.object({ percentile: z.number().int(), minimumScore: z.number() });

export const ASSESSMENT_PAGE_SIZE = 10;
/** At most this many identities in one search (the page asks only for the ones it shows). */
export const ASSESSMENT_IDENTITIES_MAX = 20;
const IDENTITY = /^[A-Za-z0-9_-]{1,64}$/;

/** GET /api/grammar-check/search: `page` (1-based, default 1), or `identities` (comma-separated) for those assessments alone. */
export const assessmentSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  identities: z
    .string()
    .max(ASSESSMENT_IDENTITIES_MAX * 65)
    .refine((value) => parseIdentities(value) !== null, { message: 'validation-field-invalid' })
    .optional(),
});
export type AssessmentSearchQuery = z.infer<typeof assessmentSearchQuerySchema>;

/** The identities of a search, or null when one is malformed or there are too many. */
export function parseIdentities(value: string): string[] | null {
  const identities = [...new Set(value.split(',').map((part) => part.trim()).filter((part) => part !== ''))];
  if (identities.length > ASSESSMENT_IDENTITIES_MAX || identities.some((identity) => !IDENTITY.test(identity))) return null;
  return identities;
}

/** The same pagination as the dashboard's order list: 1-based, previous and next pages, totals. */
export const assessmentPaginationSchema = orderSearchPaginationSchema;
export type AssessmentPagination = z.infer<typeof assessmentPaginationSchema>;

export const assessmentSearchResponseSchema = z.object({
  pagination: assessmentPaginationSchema,
  percentiles: z.array(percentileRowSchema),
  results: z.array(languageAssessmentSchema),
});
export type AssessmentSearchResponse = z.infer<typeof assessmentSearchResponseSchema>;

/**
 * POST /api/grammar-check/create, multipart: the field `captcha` (the solved captcha, for visitors when
 * the flag `captcha` is on) before one `file` (.doc or .docx). Refusals are the usual error body.
 */
export const CREATE_FILE_FIELD = 'file';
export const CREATE_CAPTCHA_FIELD = 'captcha';
export const createAssessmentResponseSchema = z.object({ languageAssessments: z.array(languageAssessmentSchema) });
export type CreateAssessmentResponse = z.infer<typeof createAssessmentResponseSchema>;

/** POST /api/grammar-check/{id}/archive: the assessment left the list ('%(fileName)s archived'). */
export const archiveAssessmentResponseSchema = z.object({ identity: z.string(), name: z.string() });
export type ArchiveAssessmentResponse = z.infer<typeof archiveAssessmentResponseSchema>;

/** A finding of the report: its span within its sentence (UTF-16 offsets), what is wrong and what to write. */
export const reportFindingSchema = z.object({
  /** Index into the report's `sentences`. */
  sentence: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  category: findingCategorySchema,
  rule: z.string(),
  /** The rule's message in the request's language. */
  message: z.string(),
  /** Replacements for [start, end), best first; '' means delete the span. */
  suggestions: z.array(z.string()),
  confidence: z.number(),
});
export type ReportFinding = z.infer<typeof reportFindingSchema>;

/** GET /api/grammar-check/{id}/report (path ours): the Language Quality Report with every finding. */
export const assessmentReportSchema = z.object({
  assessment: languageAssessmentSchema,
  percentiles: z.array(percentileRowSchema),
  /** The sentences that hold findings, in reading order. */
  sentences: z.array(z.string()),
  findings: z.array(reportFindingSchema),
  /** For visitors: the first-order discount running now (the professional-services panel's banner); null otherwise. */
  welcomeDiscount: z.object({ code: z.string(), percent: z.number() }).nullable(),
});
export type AssessmentReport = z.infer<typeof assessmentReportSchema>;

export const assessmentIdParamsSchema = z.object({ id: z.string().regex(IDENTITY) });

/** The editing services' price shown in the next steps: 75 in the user's currency. */
export const EDITING_PRICE_SHOWN = 75;

/** EDITING_PRICE_SHOWN in minor units of a currency with `numDecimals` decimals (7500 cents, 75 yen). */
export function editingPriceShown(currency: { numDecimals: number }): number {
  return EDITING_PRICE_SHOWN * 10 ** currency.numDecimals;
}
