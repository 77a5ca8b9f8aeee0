import { z } from 'zod';
import { applicationSchema, authenticationProviderSchema, configSchema, FEATURE_FLAGS } from './app-config.contract';
import { CHAT_AUDIENCES } from '../support/support.constants';
import { CAPTCHA_DIFFICULTY_MAX, CAPTCHA_DIFFICULTY_MIN } from '../captcha/captcha.contract';

/** Provider ids appear in URLs (`/api/auth/opa/{id}`) and env names (`AUTH_PROVIDER_{ID}_CLIENT_SECRET`). */
export const AUTH_PROVIDER_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const DEFAULT_OIDC_SCOPE = 'openid email profile';

/**
 * A configured OpenID Connect sign-in provider; only enabled ones are offered to users, and only the
 * public fields (authenticationProviderSchema) reach browsers. The client secret is never a setting: it
 * comes from the environment (`AUTH_PROVIDER_{ID}_CLIENT_SECRET` or `AUTH_PROVIDERS_JSON`).
 */
export const storedAuthenticationProviderSchema = authenticationProviderSchema.extend({
  id: z.string().regex(AUTH_PROVIDER_ID_PATTERN),
  enabled: z.boolean(),
  /** The OpenID Connect issuer; its `/.well-known/openid-configuration` is discovered. */
  issuer: z.url({ protocol: /^https?$/ }),
  /** The client id registered at the provider; null until staff register one (the provider stays off). */
  clientId: z.string().min(1).max(500).nullable(),
  scope: z
    .string()
    .max(500)
    .regex(/(^|\s)openid(\s|$)/)
    .default(DEFAULT_OIDC_SCOPE),
});
export type StoredAuthenticationProvider = z.infer<typeof storedAuthenticationProviderSchema>;

/**
 * Limits that keep anyone from filling the disk: order forms a visitor starts per hour and bytes uploaded
 * per day, counted per visitor (their visitor cookie), per address (visitors who drop the cookie) and per
 * signed-in user (who answers for their account). A university's researchers may share one address, so
 * the address limits are the loosest.
 */
export const storageQuotasSchema = z.object({
  visitorFormsPerHour: z.number().int().positive(),
  addressFormsPerHour: z.number().int().positive(),
  visitorUploadBytesPerDay: z.number().int().positive(),
  addressUploadBytesPerDay: z.number().int().positive(),
  userUploadBytesPerDay: z.number().int().positive(),
});
export type StorageQuotas = z.infer<typeof storageQuotasSchema>;

/**
 * The support chat widget: for whom it shows (`everyone` signed in, `customers` — researchers with an order —,
 * or `nobody`), and the answer time promised when no staff member is signed in (the message then becomes a
 * request answered by e-mail).
 */
export const supportChatSettingSchema = z.object({
  audience: z.enum(CHAT_AUDIENCES),
  expectedReplyHours: z.number().int().min(1).max(168),
});
export type SupportChatSetting = z.infer<typeof supportChatSettingSchema>;

/**
 * Every application setting stored in `app_settings` (one row per key), with the type its value must have.
 * Writes are validated against this; a stored value that fails (hand-edited) falls back to the seed default.
 */
export const settingsSchema = z.object({
  adminDomain: applicationSchema.shape.adminDomain,
  allowedFileTypes: applicationSchema.shape.allowedFileTypes,
  allowsAnonymousLanguageAssessment: z.boolean(),
  allowsDigitalEditing: z.boolean(),
  allowsDigitalTranslations: z.boolean(),
  allowsServiceBundles: z.boolean(),
  companyShortName: z.string().min(1),
  hideRushRules: z.boolean(),
  minimumPrepayAmounts: applicationSchema.shape.minimumPrepayAmounts,
  paddle: applicationSchema.shape.paddle,
  heading: z.string(),
  allowLanguageSelection: z.boolean(),
  authenticationProviders: z.array(storedAuthenticationProviderSchema),
  displayReferralRewardsFlyer: z.boolean(),
  displayPreprintCampaign: z.boolean(),
  enforcesDataProtection: z.boolean(),
  fapiaoAvailable: z.boolean(),
  fileAlertsForType: configSchema.shape.fileAlertsForType,
  foundUsOptions: configSchema.shape.foundUsOptions,
  institutionInfoMandatory: z.boolean(),
  links: configSchema.shape.links,
  localAuthEnabled: z.boolean(),
  /**
   * A hosted captcha service's public site key. The built-in captcha (ALTCHA, served by the portal: ADR 0020) has
   * none and does not read it; the application config still carries it, null unless staff set one.
   */
  captchaSiteKey: z.string().nullable(),
  /**
   * How much work the captcha asks of a browser: the highest counter a challenge's solution can have (each step is
   * one PBKDF2 derivation of 1,000 iterations). A challenge asks for between half of it and all of it.
   */
  captchaDifficulty: z.number().int().min(CAPTCHA_DIFFICULTY_MIN).max(CAPTCHA_DIFFICULTY_MAX),
  reeditServiceMap: configSchema.shape.reeditServiceMap,
  referralAmount: z.number().nonnegative(),
  siteLanguages: z.array(z.string()),
  subNavigation: configSchema.shape.subNavigation,
  upsells: configSchema.shape.upsells,
  website: z.string(),
  maxUploadBytes: z.number().int().positive(),
  maxFilesPerUpload: z.number().int().positive(),
  storageQuotas: storageQuotasSchema,
  /** A visitor's order form untouched this many days is deleted with its files (never signed in, never ordered). */
  abandonedVisitorFormDays: z.number().int().positive(),
  /** The grammar check assesses manuscripts of at most this many words; a longer one is skipped with a message giving the limit. */
  languageAssessmentMaxWords: z.number().int().positive(),
  supportChat: supportChatSettingSchema,
  /** Words one digital-translation use covers; a longer manuscript takes no use and gets a warning. */
  digitalTranslationWordLimit: z.number().int().positive(),
  /** The longest manuscript digital editing takes, in words. */
  digitalEditingWordLimit: z.number().int().positive(),
  /** Where researchers download the word-processor add-in of digital editing; null: no add-in, no link. */
  digitalEditingAddinUrl: z.string().url().max(500).nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(settingsSchema.shape) as SettingKey[];

export const featureFlagSchema = z.enum(FEATURE_FLAGS);
