import { z } from 'zod';
import { JOURNAL_URL_MAX, journalWebsiteProblem } from '../journals/journal-website';
import { ORDER_FORM_STEPS } from './order-form.paths';
import { REFERRAL_EMAILS_MAX, WORD_COUNT_INPUT_CAP, WORD_COUNT_MAX_BASIC } from './pricing/word-count';

/**
 * Payloads of the order-form calls, with their validation rules. Messages are message keys of
 * packages/contracts/src/i18n/locales/<lang>/messages.json, so server and browser show the same text.
 */
export const PROJECT_TITLE_MAX = 512;
export const JOURNAL_NAME_MAX = 255;
export const PROMO_CODE_MAX = 64;
export const REWORK_DETAILS_MAX = 4000;

export const wordCountSchema = z
  .number({ message: 'value-required' })
  .int('word-count-range-error')
  .min(1, 'word-count-range-error')
  .max(WORD_COUNT_MAX_BASIC, 'word-count-range-error');

export const loadQuerySchema = z.object({
  /** The order-form version the browser was built for. */
  version: z.coerce.number().int().optional(),
  goal: z.string().max(40).optional(),
  promo: z.string().max(PROMO_CODE_MAX).optional(),
  bundles: z.enum(['1', '0']).optional(),
});

export const basicDetailsSchema = z
  .object({
    customerGoal: z.string({ message: 'selection-required' }).min(1, 'selection-required').max(40),
    uploadLater: z.boolean(),
    manuscriptLanguageId: z.number({ message: 'value-required' }).int().positive().nullable(),
    wordCount: wordCountSchema.nullable(),
    serviceBundlesRequested: z.boolean().default(false),
  })
  .strict();
export type BasicDetailsInput = z.infer<typeof basicDetailsSchema>;
/** What the browser sends (`serviceBundlesRequested` may be left out); BasicDetailsInput is what the server reads. */
export type BasicDetailsRequest = z.input<typeof basicDetailsSchema>;

export const reworkBasicDetailsSchema = z
  .object({
    reworkDetails: z.string().trim().min(1, 'value-required').max(REWORK_DETAILS_MAX),
    uploadLater: z.boolean(),
  })
  .strict();
export type ReworkBasicDetailsRequest = z.input<typeof reworkBasicDetailsSchema>;

export const manuscriptDetailsSchema = z
  .object({ manuscriptLanguageId: z.number({ message: 'value-required' }).int().positive(), wordCount: wordCountSchema })
  .strict();
export type ManuscriptDetailsRequest = z.input<typeof manuscriptDetailsSchema>;

export const documentDetailsResponseSchema = z.object({
  documentDetailsReceived: z.boolean(),
  /** The analysis finished without an answer (e.g. a PDF): the manual details form should open. */
  documentDetailsFailed: z.boolean(),
  manuscriptLanguageId: z.number().int().nullable(),
  wordCount: z.number().int().nullable(),
  /** Why the file could not be read (a message key such as document-encrypted), when it could not. */
  error: z.string().nullable(),
});

export const rushSchema = z.object({ rushed: z.boolean() }).strict();
export type RushRequest = z.input<typeof rushSchema>;
export const currencyChoiceSchema = z.object({ currencyIso: z.string().length(3) }).strict();
export type CurrencyChoiceRequest = z.input<typeof currencyChoiceSchema>;
export const promoCodeParamSchema = z.object({ id: z.string().min(1).max(64), code: z.string().trim().min(1, 'promo-code-required').max(PROMO_CODE_MAX, 'promo-code-required') });

export const promotionalCodeBenefitsResponseSchema = z.object({
  benefits: z.array(z.object({ code: z.string(), description: z.string(), percentBased: z.boolean(), amount: z.number(), endDate: z.string().nullable() })),
});

export const referralEmailsSchema = z.object({ referralEmails: z.string().max(4000) }).strict();
export type ReferralEmailsRequest = z.input<typeof referralEmailsSchema>;
export const referralEmailsResponseSchema = z.object({ referralEmails: z.array(z.string()).max(REFERRAL_EMAILS_MAX) });

export const bundleAnswersSchema = z
  .object({
    answers: z.record(z.string().regex(/^\d+$/), z.union([z.boolean(), z.number().int().min(0).max(20), z.array(z.number().int()).max(20), z.object({ id: z.number().int().nullable(), name: z.string().max(JOURNAL_NAME_MAX) }), z.null()])),
  })
  .strict();
export type BundleAnswersRequest = z.input<typeof bundleAnswersSchema>;
export const bundleSelectionSchema = z
  .object({
    bundleId: z.number().int(),
    /** Add-on services chosen on the card. */
    addOns: z.array(z.string().max(64)).max(10),
    rush: z.boolean(),
    tableCount: z.number().int().min(1).max(20).optional(),
  })
  .strict();
export type BundleSelectionRequest = z.input<typeof bundleSelectionSchema>;
export const bundleInterestSchema = z.object({ interested: z.boolean() }).strict();
export type BundleInterestRequest = z.input<typeof bundleInterestSchema>;

export const selectedServiceSchema = z.object({ serviceIdentity: z.string().min(1).max(64) }).strict();
export type SelectServiceRequest = z.input<typeof selectedServiceSchema>;
export const chooseServicesSchema = z
  .object({ serviceIdentities: z.array(z.string().min(1).max(64)).max(20), declineEditing: z.boolean().default(false) })
  .strict();
export type ChooseServicesRequest = z.input<typeof chooseServicesSchema>;
export const serviceQuantitySchema = z.object({ serviceIdentity: z.string().min(1).max(64), quantity: z.number().int().min(1).max(20) }).strict();
export type ServiceQuantityRequest = z.input<typeof serviceQuantitySchema>;
export const addServiceSchema = z.object({ quantity: z.number().int().min(1).max(20).optional() }).strict();
export type AddServiceRequest = z.input<typeof addServiceSchema>;
export const stepChangeSchema = z.object({ step: z.enum(ORDER_FORM_STEPS) }).strict();
export type StepChangeRequest = z.input<typeof stepChangeSchema>;

export const binPriceQuerySchema = z.object({ newWordCount: z.coerce.number({ message: 'value-required' }).int().min(1, 'value-cannot-be-zero').max(WORD_COUNT_INPUT_CAP) });
export const binPriceResponseSchema = z.object({
  /** The word bin the new count falls in, e.g. '1501-3000'; null when no service option exists for it. */
  newService: z.object({ name: z.string(), price: z.number().int(), serviceIdentity: z.string() }).nullable(),
});
export const updateWordCountSchema = z.object({ newWordCount: z.number({ message: 'value-required' }).int().min(1, 'value-cannot-be-zero').max(WORD_COUNT_INPUT_CAP) }).strict();
export type UpdateWordCountRequest = z.input<typeof updateWordCountSchema>;

export const detailsSchema = z
  .object({
    projectTitle: z.string({ message: 'project-title-required' }).trim().min(1, 'project-title-required').max(PROJECT_TITLE_MAX, 'project-title-too-long'),
    projectAuthors: z.string().trim().max(1000).nullable().optional(),
    styleOfEnglish: z.enum(['american', 'british'], { message: 'style-of-english-required' }).nullable(),
    areaOfStudyId: z.number({ message: 'area-of-study-error' }).int().positive('area-of-study-error').nullable(),
    journal: z
      .object({
        id: z.number().int().nullable(),
        name: z.string().trim().min(1, 'journal-details-required').max(JOURNAL_NAME_MAX),
        url: z
          .string()
          .trim()
          .max(JOURNAL_URL_MAX, 'journal-url-too-long')
          .refine((value) => journalWebsiteProblem(value) !== 'journal-url-invalid', 'journal-url-invalid')
          .nullable(),
      })
      .nullable(),
    answers: z.record(z.string().regex(/^\d+$/), z.union([z.string().max(2000), z.boolean()])),
    /** A visitor's currency choice carried to the signed-in form. */
    currencyIso: z.string().length(3).optional(),
    suppressInvoiceCreation: z.boolean().nullable().optional(),
  })
  .strict();
export type DetailsInput = z.infer<typeof detailsSchema>;
export type DetailsRequest = z.input<typeof detailsSchema>;

export const duplicateQuerySchema = z.object({ title: z.string().trim().min(1).max(PROJECT_TITLE_MAX) });
export const duplicateResponseSchema = z.object({
  order: z.object({ externalId: z.string(), title: z.string(), date: z.string(), ageHours: z.number().int() }).nullable(),
});
export const duplicateChoiceSchema = z.object({ choice: z.enum(['continue', 'support'], { message: 'selection-required' }) }).strict();
export type DuplicateChoiceRequest = z.input<typeof duplicateChoiceSchema>;
export const duplicateChoiceResponseSchema = z.object({ nextUrl: z.string() });

export const generateQuoteResponseSchema = z.object({ order: z.object({ estimateId: z.string() }) });
export const quoteEmailSchema = z.object({ email: z.email('emailAddressInvalidFormat').optional() }).strict();
export type QuoteEmailRequest = z.input<typeof quoteEmailSchema>;
export const quoteEmailResponseSchema = z.object({ recipientEmail: z.string() });
export const quotePdfQuerySchema = z.object({ display: z.enum(['inline', 'attachment']).optional() });

export const orderCountResponseSchema = z.object({ numberOfOrders: z.number().int() });
