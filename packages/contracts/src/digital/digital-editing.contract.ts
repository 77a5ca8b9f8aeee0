import { z } from 'zod';
import { availableDigitalPurchaseSchema, digitalPurchaseRecordSchema } from './digital-purchases.contract';

/**
 * Digital editing: the annual subscription (a digital product of kind 'editing-subscription') and manuscripts
 * edited automatically, returned as Word files with tracked changes (features/digital-editing/README.md).
 */

/** How the researcher may use digital editing now: the badge `digital-editing-badge-{type}` (warning for NONE). */
export const DIGITAL_EDITING_ACCESS_TYPES = ['NONE', 'TRIAL', 'SUBSCRIPTION'] as const;
export type DigitalEditingAccessType = (typeof DIGITAL_EDITING_ACCESS_TYPES)[number];

export const STYLES_OF_ENGLISH = ['american', 'british'] as const;
export type StyleOfEnglish = (typeof STYLES_OF_ENGLISH)[number];

/** The annual price is shown as this much off the full price. */
export const DIGITAL_EDITING_DISCOUNT_PERCENT = 30;
/** The list is asked for again this often while an edit is processing. */
export const DIGITAL_EDIT_POLL_MS = 5000;
export const DIGITAL_EDIT_PAGE_SIZE = 30;
/** The renewal reminder goes out this many days before the subscription ends. */
export const SUBSCRIPTION_REMINDER_DAYS = 30;

/** The categories of the language engine's findings (the counts of what the editing did). */
export const EDIT_CATEGORIES = ['consistencySpellingTypos', 'grammarMechanics', 'phrasing', 'punctuation', 'wordChoice'] as const;
export type EditCategory = (typeof EDIT_CATEGORIES)[number];

const countsSchema = z.object(Object.fromEntries(EDIT_CATEGORIES.map((category) => [category, z.number().int()])) as Record<EditCategory, z.ZodNumber>);
export type EditCounts = z.infer<typeof countsSchema>;

/** One manuscript edited automatically ("digital edit"). */
export const digitalEditSchema = z.object({
  identity: z.string(),
  file: z.string(),
  fileType: z.enum(['docx', 'doc']),
  createdAt: z.string(),
  color: z.enum(['blue', 'green', 'red']),
  processing: z.boolean(),
  failed: z.boolean(),
  completed: z.boolean(),
  /** Completed or failed: the work is over. */
  finishedProcessing: z.boolean(),
  status: z.enum(['processing', 'completed', 'failed']),
  styleOfEnglish: z.enum(STYLES_OF_ENGLISH),
  wordCount: z.number().int(),
  completedAt: z.string().nullable(),
  /** Once completed: tracked changes and comments written, per category, and findings left out where the text is protected. */
  changes: countsSchema.nullable(),
  suggestions: countsSchema.nullable(),
  protectedSkipped: z.number().int().nullable(),
});
export type DigitalEdit = z.infer<typeof digitalEditSchema>;

/** The purchase a new subscription would be: the product, its price and the end date it would give. */
export const digitalEditingPurchaseSchema = z.object({
  identity: z.string(),
  price: z.number().int(),
  fullPrice: z.number().int(),
  currency: z.string(),
  endsAt: z.string(),
});

export const digitalEditLoadResponseSchema = z.object({
  availableDigitalPurchases: z.array(availableDigitalPurchaseSchema),
  digitalEditingPurchase: digitalEditingPurchaseSchema.nullable(),
  digitalPurchases: z.array(digitalPurchaseRecordSchema),
  /** A subscription runs now. */
  hasDigitalEditingPurchase: z.boolean(),
  hasUploadedDigitalEdit: z.boolean(),
  accessType: z.enum(DIGITAL_EDITING_ACCESS_TYPES),
  /** When the access runs out (the last running subscription's end; null for the trial or none). */
  accessEndsAt: z.string().nullable(),
  /** The end of the last subscription when none runs any more. */
  expiredAt: z.string().nullable(),
  /** An edit is being processed (one at a time). */
  processing: z.boolean(),
  wordLimit: z.number().int(),
  /** The word-processor add-in's download link, when one is configured. */
  addinUrl: z.string().nullable(),
});
export type DigitalEditLoadResponse = z.infer<typeof digitalEditLoadResponseSchema>;

export const digitalEditSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Comma-separated identities: just these rows (the poll, the details page). */
  identities: z.string().max(2000).optional(),
});

export const digitalEditSearchResponseSchema = z.object({
  results: z.array(digitalEditSchema),
  pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), pages: z.number().int() }),
});
export type DigitalEditSearchResponse = z.infer<typeof digitalEditSearchResponseSchema>;

/** POST /api/digital-edit/create answers the new row (errors are 4xx with their key and params). */
export const digitalEditCreateResponseSchema = z.object({
  type: z.literal('success'),
  error: z.null(),
  params: z.null(),
  digitalEdits: z.array(digitalEditSchema),
});
export type DigitalEditCreateResponse = z.infer<typeof digitalEditCreateResponseSchema>;

export const digitalEditArchiveResponseSchema = z.object({ archived: z.boolean(), fileName: z.string() });

/** The side panel's feedback form (path ours). */
export const digitalEditingFeedbackSchema = z.object({
  rating: z.number().int().min(1, 'digital-editing-feedback-rating-required').max(5, 'digital-editing-feedback-rating-required'),
  comment: z.string().trim().max(2000, 'field-too-long').default(''),
  editIdentity: z.string().trim().min(1).max(64).nullish(),
});
export type DigitalEditingFeedbackInput = z.input<typeof digitalEditingFeedbackSchema>;

export const staffDigitalEditingFeedbackSchema = z.object({
  feedback: z.array(
    z.object({
      rating: z.number().int(),
      comment: z.string(),
      createdAt: z.string(),
      customer: z.object({ identity: z.string(), name: z.string(), email: z.string() }),
      editFileName: z.string().nullable(),
    }),
  ),
  pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), pages: z.number().int() }),
});
export type StaffDigitalEditingFeedback = z.infer<typeof staffDigitalEditingFeedbackSchema>;
export const staffFeedbackQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** Staff: a subscription granted (or added after the running one), extended or ended early, with the reason. */
export const staffSubscriptionGrantSchema = z.object({
  days: z.number().int().min(1, 'subscription-days-invalid').max(3650, 'subscription-days-invalid'),
  note: z.string().trim().min(1, 'value-required').max(500, 'field-too-long'),
});
export type StaffSubscriptionGrant = z.infer<typeof staffSubscriptionGrantSchema>;
export const staffPurchaseRevokeSchema = z.object({ note: z.string().trim().min(1, 'value-required').max(500, 'field-too-long') });
export type StaffPurchaseRevoke = z.infer<typeof staffPurchaseRevokeSchema>;

/** The edited file's name: the original's with "(edited)" and the .docx extension. */
export function editedFileName(fileName: string): string {
  return `${fileName.replace(/\.(docx?)$/i, '')} (edited).docx`;
}
