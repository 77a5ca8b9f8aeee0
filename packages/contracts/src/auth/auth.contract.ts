import { z } from 'zod';
import { currentUserSchema, siteLanguageSchema } from '../app-config/app-config.contract';
export { CSRF_COOKIE, CSRF_HEADER, WECHAT_POLL_INTERVAL_MS, WECHAT_POLL_LIMIT } from './auth.constants';
import { captchaFieldSchema } from '../captcha/captcha.contract';
import { emailSchema, INSTITUTION_MAX_LENGTH, newPasswordSchema, passwordEnteredSchema, personNameSchema } from './credentials';

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordEnteredSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  loggedIn: z.boolean(),
  user: currentUserSchema.nullable(),
  language: siteLanguageSchema,
  /** Where the user must go instead of the redirect target (incomplete account, migration), or null. */
  redirectUri: z.string().nullable(),
  error: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = z.object({
  loggedIn: z.literal(false),
  /** `{secureSite}/api/auth/logout.gif` of every other localization, requested by the browser as images. */
  logoutImages: z.array(z.string()),
});
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const requestPasswordResetSchema = z.object({
  email: emailSchema,
  /** The solved captcha (captcha.contract.ts), required from visitors while the `captcha` flag is on. */
  captcha: captchaFieldSchema.optional(),
});
export type RequestPasswordResetRequest = z.input<typeof requestPasswordResetSchema>;
export const requestPasswordResetResponseSchema = z.object({ email: z.string() });
export type RequestPasswordResetResponse = z.infer<typeof requestPasswordResetResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  password: newPasswordSchema,
  oneTimeLoginHash: z.string().min(1).max(200),
  userIdentity: z.string().min(1).max(100),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.object({ redirectUri: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** What the registration form needs to know from the settings to decide what is required. */
export interface RegistrationRules {
  institutionInfoMandatory: boolean;
  enforcesDataProtection: boolean;
  /** Ids of `foundUsOptions`; when non-empty an answer is required. */
  foundUsOptionIds: readonly string[];
}

const registrationFields = z.object({
  firstName: personNameSchema('first-name-required'),
  lastName: personNameSchema('last-name-required'),
  email: emailSchema,
  /** Empty when the account is created from another provider's sign-in (`externalLoginToken`). */
  password: z.string().max(1000, 'password-too-short'),
  countryId: z.number({ error: 'country-required' }).int('country-required').positive('country-required'),
  foundUs: z.string().max(60).optional(),
  institution: z.string().trim().max(INSTITUTION_MAX_LENGTH, 'field-too-long').optional(),
  dataProtectionConsent: z.boolean().optional(),
  /** IANA time zone of the browser, so deadlines show in the user's time. */
  timeZone: z.string().max(64).optional(),
  /** The secret of a pending sign-in at another provider (from the confirm screen's data). */
  externalLoginToken: z.string().max(200).optional(),
  /** The solved captcha (captcha.contract.ts), required from visitors while the `captcha` flag is on. */
  captcha: captchaFieldSchema.optional(),
});
export type RegistrationFields = z.infer<typeof registrationFields>;

/** The registration form; server and web build it from the same settings. */
export function registrationSchema(rules: RegistrationRules) {
  return registrationFields.superRefine(
    (parsed, ctx) => {
      // Runs even when other fields failed (`when` below), so every problem shows in one round: read defensively.
      const value = parsed as Partial<Record<keyof RegistrationFields, unknown>>;
      const text = (field: unknown) => (typeof field === 'string' ? field.trim() : '');
      if (!text(value.externalLoginToken)) {
        const password = newPasswordSchema.safeParse(value.password);
        if (!password.success) ctx.addIssue({ code: 'custom', path: ['password'], message: 'password-too-short' });
      }
      if (rules.institutionInfoMandatory && !text(value.institution)) {
        ctx.addIssue({ code: 'custom', path: ['institution'], message: 'institution-required' });
      }
      if (rules.enforcesDataProtection && value.dataProtectionConsent !== true) {
        ctx.addIssue({ code: 'custom', path: ['dataProtectionConsent'], message: 'data-protection-consent-required' });
      }
      const foundUs = text(value.foundUs);
      if (rules.foundUsOptionIds.length > 0 && !rules.foundUsOptionIds.includes(foundUs)) {
        ctx.addIssue({ code: 'custom', path: ['foundUs'], message: 'found-us-required' });
      }
    },
    { when: () => true },
  );
}
/** The request body as the route validates it (the settings-dependent rules run in the service). */
export const registerRequestSchema = registrationFields;

export const registerResponseSchema = z.object({
  userDetails: currentUserSchema,
  redirectUri: z.string().nullable(),
  error: z.string().nullable(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * The confirm screen's data (`/{lang}/register/confirm/{data}`, base64 of this JSON): details another
 * provider gave us, prefilled into the registration form.
 */
export const confirmDataSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  externalLoginToken: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  redirect: z.string().nullable(),
});
export type ConfirmData = z.infer<typeof confirmDataSchema>;

/** Starting a WeChat sign-in: where to go once it is approved (a path of this site). */
export const wechatLoginStartRequestSchema = z.object({ redirect: z.string().max(2000).nullable().optional() }).optional();
export type WechatLoginStartRequest = z.input<typeof wechatLoginStartRequestSchema>;

export const wechatLoginStartResponseSchema = z.object({
  loginCode: z.string(),
  ticket: z.string(),
  /** The QR code image to show; scanning it opens the approval page. */
  url: z.string(),
  error: z.string().nullable(),
});
export type WechatLoginStartResponse = z.infer<typeof wechatLoginStartResponseSchema>;

export const wechatLoginStatusResponseSchema = z.object({
  error: z.string().nullable(),
  loggedIn: z.boolean(),
  redirectUri: z.string().nullable(),
  user: currentUserSchema.nullable(),
});
export type WechatLoginStatusResponse = z.infer<typeof wechatLoginStatusResponseSchema>;
