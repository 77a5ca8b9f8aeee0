import { z } from 'zod';
import { userPreferredGroupSchema } from '../users/preferred-group.contract';
import { SITE_LANGUAGES } from '../i18n/languages';

/** The feature flags of the application. */
export const FEATURE_FLAGS = [
  'curie_is_launched',
  'premiumAdvancedEditing',
  'chinese_digital_translation',
  'wechat_sso',
  'upload_files_ui',
  'service_bundles',
  'order_form_language_detection',
  'featured_editing_service_component',
  'captcha',
  'prepay_enabled',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const siteLanguageSchema = z.enum(SITE_LANGUAGES);

export const currencySchema = z.object({
  isoCode: z.string(),
  shortName: z.string(),
  sign: z.string(),
  numDecimals: z.number().int(),
  /** US dollars per one unit of this currency (usdBalance = balance × exchangeRate). */
  exchangeRate: z.number(),
  /**
   * Units of this currency per one US dollar as an exact decimal string (`'0.86'`, `'150'`): what
   * catalogue amounts are converted with (`convertUsdCents`), in the browser as on the server.
   */
  perUsd: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

export const localizationSchema = z.object({
  identity: z.string(),
  name: z.string(),
  secureSite: z.string(),
  allowsFapiaoProcessingAfterPayment: z.boolean(),
});

export const authenticationProviderSchema = z.object({
  id: z.string(),
  icon: z.string(),
  name: z.string(),
  supportedLanguages: z.array(z.string()),
  supportedLocalizations: z.array(z.string()),
});

export const serviceSummarySchema = z.object({
  identity: z.string(),
  name: z.string(),
  serviceType: z.string(),
  featured: z.boolean(),
  optionsDeterminedByCount: z.string(),
  requiresJournalDetails: z.boolean(),
  includesCertificate: z.boolean(),
});

export const serviceGroupSchema = z.object({
  slug: z.string(),
  name: z.string(),
  serviceType: z.string(),
  brand: z.string().nullable(),
  brandUrl: z.string().nullable(),
  priceLabel: z.string().nullable(),
  delayServiceSelection: z.boolean(),
  /** The lowest standard (non-rush) price among the group's services, in US cents. */
  basePrice: z.number().int().nullable(),
  services: z.array(serviceSummarySchema),
});

export const subNavigationItemSchema = z.object({ key: z.string(), path: z.string() });

export const configSchema = z.object({
  allowLanguageSelection: z.boolean(),
  authenticationProviders: z.array(authenticationProviderSchema),
  displayReferralRewardsFlyer: z.boolean(),
  displayPreprintCampaign: z.boolean(),
  enforcesDataProtection: z.boolean(),
  fapiaoAvailable: z.boolean(),
  fileAlertsForType: z.record(z.string(), z.unknown()),
  foundUsOptions: z.array(z.object({ id: z.string(), label: z.string() })),
  institutionInfoMandatory: z.boolean(),
  links: z.record(z.string(), z.string()),
  localAuthEnabled: z.boolean(),
  captchaSiteKey: z.string().nullable(),
  reeditServiceMap: z.record(z.string(), z.string()),
  referralAmount: z.number(),
  serviceGroups: z.array(serviceGroupSchema),
  siteLanguages: z.array(z.object({ code: siteLanguageSchema, locale: z.string(), name: z.string(), nativeName: z.string() })),
  subNavigation: z.array(subNavigationItemSchema),
  upsells: z.object({ figures: z.boolean(), formatting: z.boolean(), journalRec: z.boolean() }),
  website: z.string(),
});
export type AppConfigSettings = z.infer<typeof configSchema>;

export const applicationSchema = z.object({
  adminDomain: z.string(),
  allowedFileTypes: z.record(z.string(), z.unknown()),
  /** Upload limits, checked again by the server (the browser warns before sending). */
  maxUploadBytes: z.number().int(),
  maxFilesPerUpload: z.number().int(),
  allowsAnonymousLanguageAssessment: z.boolean(),
  allowsDigitalEditing: z.boolean(),
  allowsDigitalTranslations: z.boolean(),
  allowsServiceBundles: z.boolean(),
  companyShortName: z.string(),
  currentLocalization: localizationSchema,
  localizations: z.array(localizationSchema),
  hideRushRules: z.boolean(),
  /** Minimum prepayment per currency ISO code, in major units (default 100). */
  minimumPrepayAmounts: z.record(z.string(), z.number()),
  /** The welcome banner for a user in a preferred group with an unused discount. */
  preferredGroup: z.object({ code: z.string(), greetingText: z.string(), discountUsed: z.boolean() }).nullable(),
  paddle: z.object({ enabled: z.boolean(), vendorId: z.string().nullable() }),
  siteLanguage: siteLanguageSchema,
  /** UI strings of the application shell (namespace `common`) in the site language. */
  translations: z.record(z.string(), z.string()),
  /** The message catalogue (errors, notices, validation) in the site language. */
  messages: z.record(z.string(), z.string()),
  heading: z.string(),
  featureFlags: z.record(z.string(), z.boolean()),
  currencies: z.array(currencySchema),
  /** Bumped whenever settings or flags change; clients may compare it to refresh. */
  settingsVersion: z.number().int(),
  config: configSchema,
});
export type Application = z.infer<typeof applicationSchema>;

export const wfoeMigrationStatusSchema = z.object({
  inMigratingGroup: z.boolean(),
  acceptedTermsOfService: z.boolean(),
  migrated: z.boolean(),
});

/** The current user; a visitor has loggedIn false and null personal fields. */
export const currentUserSchema = z.object({
  loggedIn: z.boolean(),
  identity: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  role: z.enum(['visitor', 'researcher', 'staff']),
  currency: currencySchema,
  country: z.object({ id: z.number().int(), name: z.string(), iso2: z.string() }).nullable(),
  siteLanguage: siteLanguageSchema,
  localization: z.string(),
  timeZone: z.string(),
  homeDirectory: z.string(),
  hideInvoices: z.boolean(),
  languageAssessmentEnabled: z.boolean(),
  hasRewards: z.boolean(),
  totalRewardPoints: z.number().int(),
  loyaltyLevelIdentity: z.string().nullable(),
  referralCode: z.string().nullable(),
  /** The user's active preferred group; joined and left on the dashboard. Null for none. */
  preferredGroup: userPreferredGroupSchema.nullable().optional(),
  voucherAvailable: z.boolean(),
  overrideDownloadAvailable: z.boolean(),
  showCheckSpamMessage: z.boolean(),
  submittedTestimonial: z.boolean(),
  impersonatorIdentity: z.string().nullable(),
  /** The impersonating staff member's name, for the impersonation banner; null otherwise. */
  impersonatorName: z.string().nullable().optional(),
  active: z.boolean(),
  missingFields: z.array(z.string()),
  numberOfOrders: z.number().int(),
  wfoeMigrationStatus: wfoeMigrationStatusSchema,
  /** Staff locked the account while a credit note is issued: the portal shows a warning instead of the app. */
  creditNoteLockout: z.boolean(),
  /** The user's localization when this site belongs to another one: a warning replaces the app. */
  localizationMismatch: localizationSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loadResponseSchema = z.object({ application: applicationSchema, user: currentUserSchema });
export type LoadResponse = z.infer<typeof loadResponseSchema>;

export const updateLanguageQuerySchema = z.object({ language: z.string().min(1).max(10) });
/** The body of the signed-in user's language change; an unknown language is answered `language-not-supported`. */
export const accountLanguageRequestSchema = z.object({ language: z.string().min(1).max(10) });
export type AccountLanguageRequest = z.input<typeof accountLanguageRequestSchema>;
export const updateLanguageResponseSchema = z.object({ siteLanguage: siteLanguageSchema });
export type UpdateLanguageResponse = z.infer<typeof updateLanguageResponseSchema>;

