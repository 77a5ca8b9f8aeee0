import { z } from 'zod';
import { configSchema, siteLanguageSchema } from '../app-config/app-config.contract';
import { emailSchema, INSTITUTION_MAX_LENGTH, newPasswordSchema, personNameSchema } from '../auth/credentials';
import { addressCountrySchema, addressFieldsSchema, optionalPhoneSchema, savedAddressSchema } from '../address/address.contract';
import { SITE_LANGUAGES } from '../i18n/languages';

/** An e-mail change link works once, for a day. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 3600 * 1000;

/** True for an IANA time zone name the runtime knows ('Europe/Paris', 'UTC'); offsets and junk are refused. */
export function isValidTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The account as its owner sees it on /account. */
export const accountSchema = z.object({
  identity: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  institution: z.string().nullable(),
  countryId: z.number().int().nullable(),
  foundUs: z.string().nullable(),
  siteLanguage: siteLanguageSchema,
  timeZone: z.string(),
  currency: z.string().nullable(),
  dataProtectionConsent: z.boolean(),
  /** False for accounts made through another sign-in provider: they may set a password without a current one. */
  hasPassword: z.boolean(),
  linkedProviders: z.array(z.object({ provider: z.string() })),
  /** The address of an unexpired e-mail change waiting for confirmation. */
  pendingEmail: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountCurrencySchema = z.object({ isoCode: z.string(), shortName: z.string(), sign: z.string() });

/** GET /api/account. */
export const accountResponseSchema = z.object({
  account: accountSchema,
  foundUsOptions: configSchema.shape.foundUsOptions,
  countries: z.array(addressCountrySchema),
  /** The currencies a user may choose. */
  currencies: z.array(accountCurrencySchema),
  addresses: z.array(savedAddressSchema),
  maxAddresses: z.number().int(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** The personal details, each field on its own. */
export const accountDetailsFieldsSchema = z.object({
  firstName: personNameSchema('first-name-required'),
  lastName: personNameSchema('last-name-required'),
  phone: optionalPhoneSchema,
  institution: z.string().trim().max(INSTITUTION_MAX_LENGTH, 'field-too-long').nullish(),
  countryId: z.number().int().positive('country-required').nullable(),
  foundUs: z.string().max(60, 'found-us-required').nullish(),
  timeZone: z.string().trim().max(64, 'time-zone-invalid').refine(isValidTimeZone, 'time-zone-invalid'),
  currency: z.string().trim().max(3, 'currency-invalid').nullish(),
  siteLanguage: z.enum(SITE_LANGUAGES, { error: 'language-not-supported' }),
  /** Agreement to the privacy policy where `enforcesDataProtection` is on; only `true` is recorded. */
  dataProtectionConsent: z.boolean().optional(),
});
export type AccountDetailsInput = z.input<typeof accountDetailsFieldsSchema>;
/** The detail fields' names, for the form and for merging a partial update into the stored account. */
export const ACCOUNT_DETAIL_FIELDS = Object.keys(accountDetailsFieldsSchema.shape) as (keyof AccountDetailsInput)[];

/** What the details rules need from the settings and reference data. */
export interface AccountDetailsRules {
  institutionInfoMandatory: boolean;
  foundUsOptionIds: readonly string[];
  currencyCodes: readonly string[];
  countryIds: readonly number[];
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** The personal details form; the server checks the merged account with the same rules. */
export function accountDetailsSchema(rules: AccountDetailsRules) {
  return accountDetailsFieldsSchema.superRefine((value, ctx) => {
    if (value.countryId === null || !rules.countryIds.includes(value.countryId)) {
      ctx.addIssue({ code: 'custom', path: ['countryId'], message: 'country-required' });
    }
    if (rules.institutionInfoMandatory && blank(value.institution)) {
      ctx.addIssue({ code: 'custom', path: ['institution'], message: 'institution-required' });
    }
    if (!blank(value.foundUs) && !rules.foundUsOptionIds.includes(value.foundUs ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['foundUs'], message: 'found-us-required' });
    }
    if (!blank(value.currency) && !rules.currencyCodes.includes(value.currency ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'currency-invalid' });
    }
  });
}

/**
 * PUT /api/account/{id}/update-details. Every part is optional: the details fields given are merged into
 * the account and checked as a whole; `newPassword`, `newEmail` and `closeAccount` are actions that need
 * `currentPassword` when the account has a password.
 */
export const updateDetailsRequestSchema = accountDetailsFieldsSchema.partial().extend({
  currentPassword: z.string().max(1000, 'password-required').optional(),
  newPassword: newPasswordSchema.optional(),
  newEmail: emailSchema.optional(),
  closeAccount: z.boolean().optional(),
  /** With closeAccount: also erase the personal data (README of features/account; the books are kept, anonymised). */
  deleteData: z.boolean().optional(),
});
export type UpdateDetailsRequest = z.infer<typeof updateDetailsRequestSchema>;

export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const updateDetailsResponseSchema = z.object({
  /** False once the account is closed: the web app then goes to /logout. */
  active: z.boolean(),
  account: accountSchema,
  /** A message key of the catalogue, with its parameters. */
  message: z.string(),
  messageParams: messageParamsSchema,
});
export type UpdateDetailsResponse = z.infer<typeof updateDetailsResponseSchema>;

function currentPasswordRule(hasPassword: boolean) {
  return (value: { currentPassword?: string | undefined }, ctx: z.RefinementCtx) => {
    if (hasPassword && blank(value.currentPassword))
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'password-required' });
  };
}

/** The password form: the current password (when the account has one), the new one twice. */
export function passwordChangeFormSchema(hasPassword: boolean) {
  return z
    .object({
      currentPassword: z.string().max(1000, 'password-required').optional(),
      newPassword: newPasswordSchema,
      newPasswordConfirmation: z.string(),
    })
    .superRefine(currentPasswordRule(hasPassword))
    .superRefine((value, ctx) => {
      if (value.newPassword !== value.newPasswordConfirmation) {
        ctx.addIssue({ code: 'custom', path: ['newPasswordConfirmation'], message: 'password-confirmation-mismatch' });
      }
    });
}

export function emailChangeFormSchema(hasPassword: boolean) {
  return z
    .object({ newEmail: emailSchema, currentPassword: z.string().max(1000, 'password-required').optional() })
    .superRefine(currentPasswordRule(hasPassword));
}

export function closeAccountFormSchema(hasPassword: boolean) {
  return z
    .object({ currentPassword: z.string().max(1000, 'password-required').optional(), deleteData: z.boolean().default(false) })
    .superRefine(currentPasswordRule(hasPassword));
}

export const identityParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const addressIdParamsSchema = z.object({ id: z.string().min(1).max(20) });
export const confirmEmailParamsSchema = z.object({ secret: z.string().min(1).max(200) });

export const confirmEmailResponseSchema = z.object({ email: z.string(), message: z.string(), messageParams: messageParamsSchema });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** POST /api/account/addresses and PUT /api/account/addresses/{id}. */
export const addressRequestSchema = z.object({ address: addressFieldsSchema });
export type AddressRequest = z.input<typeof addressRequestSchema>;

export const addressResponseSchema = z.object({ address: savedAddressSchema, message: z.string(), messageParams: messageParamsSchema });
export type AddressResponse = z.infer<typeof addressResponseSchema>;

export const deleteAddressResponseSchema = z.object({ id: z.number().int(), message: z.string(), messageParams: messageParamsSchema });
export type DeleteAddressResponse = z.infer<typeof deleteAddressResponseSchema>;
