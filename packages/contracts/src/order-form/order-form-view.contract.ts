import { z } from 'zod';
import { ORDER_FORM_STEPS, UPLOAD_KINDS } from './order-form.paths';

/**
 * The order form as the browser sees it. Money is in minor units of
 * `currency`; dates are ISO instants (shown in the user's time zone). Names of services are the
 * catalogue's English names: the web translates them by `identity`.
 */
export const stepNameSchema = z.enum(ORDER_FORM_STEPS);

export const orderFormCurrencySchema = z.object({
  isoCode: z.string(),
  shortName: z.string(),
  sign: z.string(),
  numDecimals: z.number().int(),
});

export const customerGoalSchema = z.object({
  name: z.string(),
  requiresWordCount: z.boolean(),
  uploadType: z.enum(['main', 'figures']),
});

export const orderFormFileSchema = z.object({
  id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  /** Document details of a main file: pending while the analysis job runs. */
  analysis: z.enum(['pending', 'done', 'failed', 'skipped']),
  wordCount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OrderFormFile = z.infer<typeof orderFormFileSchema>;

export const serviceOptionSchema = z.object({
  id: z.number().int(),
  price: z.number().int(),
  rush: z.boolean(),
  /** Business days. */
  timeline: z.number().int(),
  /** When this option alone would be done, from now. */
  deadline: z.string(),
  lengthLow: z.number().int(),
  lengthHigh: z.number().int(),
  figureCount: z.number().int().nullable(),
  tableCount: z.number().int().nullable(),
});
export type ServiceOption = z.infer<typeof serviceOptionSchema>;

export const rushDataSchema = z.object({
  nonRushOption: serviceOptionSchema.nullable(),
  rushOption: serviceOptionSchema.nullable(),
  rushPriceDifference: z.number().int().nullable(),
  rushDeadline: z.string().nullable(),
  /** The bin has only a rush option: choosing the service turns rush on. */
  rushOnly: z.boolean(),
});

export const serviceSchema = z.object({
  identity: z.string(),
  name: z.string(),
  serviceType: z.string(),
  featured: z.boolean(),
  recommended: z.boolean(),
  /** Set when the service cannot be chosen; a message key saying why. */
  disabled: z.string().nullable(),
  selected: z.boolean(),
  quantity: z.number().int(),
  optionsDeterminedByCount: z.enum(['words', 'figures', 'tables', 'none']),
  requiresJournalDetails: z.boolean(),
  includesCertificate: z.boolean(),
  removable: z.boolean(),
  /** The option that applies to this form's count and rush flag; null when none fits (no-service). */
  option: serviceOptionSchema.nullable(),
  rushData: rushDataSchema,
  /** Every option of a count-based service (the quantity dropdown); empty for word-based services. */
  serviceOptions: z.array(serviceOptionSchema),
});
export type OrderFormService = z.infer<typeof serviceSchema>;

export const conciergeServiceSchema = z.object({ key: z.string(), supportPath: z.string() });

export const discountTypeSchema = z.enum(['promotional-code', 'preferred-group', 'reedit', 'service']);
export const discountSchema = z.object({
  id: z.string(),
  type: discountTypeSchema,
  code: z.string().nullable(),
  description: z.string(),
  percentBased: z.boolean(),
  /** Percent (0–100) when percent based, else minor units of the order currency. */
  amount: z.number(),
  appliedAmount: z.number().int(),
  applied: z.boolean(),
  removable: z.boolean(),
  endDate: z.string().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

export const lineItemSchema = z.object({
  serviceIdentity: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  rush: z.boolean(),
  listPrice: z.number().int(),
  discountAmount: z.number().int(),
  totalPrice: z.number().int(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const bundleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  primaryServiceName: z.string(),
  primaryService: z.object({ id: z.string(), options: z.array(serviceOptionSchema) }),
  services: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), addOn: z.boolean(), price: z.number().int(), rushPrice: z.number().int().nullable(), options: z.array(serviceOptionSchema) })),
  fullPrice: z.number().int(),
  fullRushPrice: z.number().int(),
  discountPrice: z.number().int(),
  discountRushPrice: z.number().int(),
  discountAmount: z.number().int(),
  discountRushAmount: z.number().int(),
  rushAmount: z.number().int(),
  rushOffered: z.boolean(),
  discount: z.object({ percent: z.number(), rushPercent: z.number(), displayableAmount: z.string() }),
  /** Deadlines keyed by total timeline in business days ('7' → ISO instant). */
  deadlines: z.record(z.string(), z.string()),
  deadline: z.string(),
  rushDeadline: z.string().nullable(),
  learnMoreTerms: z.array(z.string()),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const bundleQuestionSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  type: z.enum(['multiple-choice', 'journal-select', 'int', 'toggle']),
  choices: z.array(z.object({ id: z.number().int(), choice: z.string() })),
});
export type BundleQuestion = z.infer<typeof bundleQuestionSchema>;

export const serviceQuestionSchema = z.object({
  id: z.number().int(),
  serviceIdentity: z.string(),
  term: z.string(),
  type: z.enum(['toggle', 'select', 'text']),
  choices: z.array(z.string()),
  required: z.boolean(),
  /** Display rule on another question's answer; the server already applied goal/language/service rules. */
  showWhenAnswer: z.object({ questionId: z.number().int(), equals: z.union([z.string(), z.boolean()]) }).nullable(),
});
export type ServiceQuestion = z.infer<typeof serviceQuestionSchema>;

export const stepsSchema = z.object({
  list: z.array(z.object({ name: stepNameSchema, url: z.string() })),
  current: z.object({ name: stepNameSchema, url: z.string() }),
  next: z.object({ name: stepNameSchema, url: z.string() }).nullable(),
  previous: z.object({ name: stepNameSchema, url: z.string() }).nullable(),
});

export const journalChoiceSchema = z.object({ id: z.number().int().nullable(), name: z.string(), url: z.string().nullable() });

export const orderFormSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  /** False while a visitor owns the form. */
  loggedIn: z.boolean(),
  currency: orderFormCurrencySchema,
  /** Currencies a visitor may pick (CNY excluded); empty for signed-in users. */
  currencies: z.array(orderFormCurrencySchema),
  customerGoal: customerGoalSchema.nullable(),
  customerGoals: z.array(customerGoalSchema),
  uploadLater: z.boolean(),
  wordCount: z.number().int().nullable(),
  calculatedWordCount: z.number().int().nullable(),
  manuscriptLanguageId: z.number().int().nullable(),
  detectedLanguageId: z.number().int().nullable(),
  manuscriptLanguages: z.array(z.object({ id: z.number().int(), name: z.string() })),
  manuscripts: z.object({ main: z.array(orderFormFileSchema), figures: z.array(orderFormFileSchema), tables: z.array(orderFormFileSchema), references: z.array(orderFormFileSchema) }),
  services: z.array(z.object({ identity: z.string(), rush: z.boolean(), quantity: z.number().int() })),
  availableServices: z.array(serviceSchema),
  additionalServices: z.array(serviceSchema),
  availableConciergeServices: z.array(conciergeServiceSchema),
  declineEditing: z.boolean(),
  rush: z.boolean(),
  steps: stepsSchema,
  deadline: z.string().nullable(),
  nonRushDeadline: z.string().nullable(),
  rushDeadline: z.string().nullable(),
  rushPriceDifference: z.number().int().nullable(),
  rushDiscountEligible: z.boolean(),
  rushDiscountPercent: z.number(),
  holidays: z.array(z.string()),
  discounts: z.array(discountSchema),
  lineItems: z.array(lineItemSchema),
  listTotal: z.number().int(),
  total: z.number().int(),
  referralEmails: z.array(z.string()),
  estimateId: z.string().nullable(),
  adminCreated: z.boolean(),
  suppressInvoiceCreation: z.boolean().nullable(),
  styleOfEnglish: z.enum(['american', 'british']).nullable(),
  projectTitle: z.string().nullable(),
  projectAuthors: z.string().nullable(),
  areaOfStudyId: z.number().int().nullable(),
  journal: journalChoiceSchema.nullable(),
  showJournalDetailsInput: z.boolean(),
  hasJournalRec: z.boolean(),
  hasScientificEditing: z.boolean(),
  hasTargetJournal: z.boolean(),
  hasTranslation: z.boolean(),
  hasVeryLongWordCount: z.boolean(),
  noServiceOption: z.boolean(),
  /** Message keys of the word-count and service notices to show. */
  notices: z.array(z.string()),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  serviceQuestions: z.array(serviceQuestionSchema),
  serviceBundle: z.object({ interested: z.boolean(), selectedBundleId: z.number().int().nullable(), answers: z.record(z.string(), z.unknown()) }),
  availableServiceBundles: z.array(bundleSchema),
  serviceBundleQuestions: z.array(bundleQuestionSchema),
  duplicateOrder: z.object({ externalId: z.string(), title: z.string(), date: z.string(), ageHours: z.number().int() }).nullable(),
  /** The form was started earlier and is being continued: the page shows the reset warning. */
  continued: z.boolean(),
  reeditOf: z.string().nullable(),
  reworkOf: z.string().nullable(),
  reworkDetails: z.string().nullable(),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/** Every successful order-form call answers with the form; `nextUrl` is the step to go to after a save. */
export const orderFormResponseSchema = z.object({
  orderForm: orderFormSchema,
  nextUrl: z.string().nullable(),
  /** For discount calls: whether the requested code is the one applied (else 'best-discount-applied'). */
  requestedCodeApplied: z.boolean().optional(),
});
export type OrderFormResponse = z.infer<typeof orderFormResponseSchema>;
