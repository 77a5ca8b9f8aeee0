import { z } from 'zod';
import { countrySchema } from '../reference/countries.contract';

/**
 * Address rules, shared by the saved addresses of the account and the
 * billing address of the payment step. `addressFieldsSchema` checks each field on its own (lengths,
 * required text); `addressSchema(rules)` adds the rules that need context: the chosen country's states
 * and postal code, and the payer name of invoice addresses.
 */
export const ADDRESS_LIMITS = {
  label: 40,
  name: 50,
  organization: 60,
  address1: 100,
  address2: 100,
  city: 40,
  state: 30,
  zip: 9,
  vat: 30,
  phoneMin: 7,
  phoneMax: 25,
} as const;

/** Saved addresses one account may keep. */
export const MAX_ADDRESSES_PER_USER = 20;

/**
 * Countries and territories whose addresses have no postal code (or where it is optional in practice,
 * as Ireland's Eircode): the zip code is not required there. ISO 3166-1 alpha-2.
 */
// prettier-ignore
export const COUNTRIES_WITHOUT_POSTAL_CODE: ReadonlySet<string> = new Set([
  'AE', 'AG', 'AO', 'AW', 'BF', 'BI', 'BJ', 'BO', 'BQ', 'BS', 'BW', 'BZ', 'CD', 'CF', 'CG', 'CI', 'CK', 'CM', 'CW',
  'DJ', 'DM', 'ER', 'FJ', 'GA', 'GD', 'GH', 'GM', 'GQ', 'GY', 'HK', 'IE', 'KI', 'KM', 'KN', 'KP', 'LC', 'ML', 'MO',
  'MR', 'MS', 'MW', 'NR', 'NU', 'PA', 'QA', 'RW', 'SB', 'SC', 'SL', 'SR', 'ST', 'SX', 'SY', 'TD', 'TF', 'TG', 'TK',
  'TL', 'TO', 'TV', 'UG', 'VU', 'YE', 'ZW',
]);

export function countryRequiresPostalCode(iso2: string): boolean {
  return !COUNTRIES_WITHOUT_POSTAL_CODE.has(iso2.toUpperCase());
}

/** A country as the address form needs it: its states (empty when it has none) and whether a zip code is required. */
export const addressCountrySchema = countrySchema.extend({ postalCodeRequired: z.boolean() });
export type AddressCountry = z.infer<typeof addressCountrySchema>;

/** Optional free text: absent, null or '' mean "not given"; at most `max` characters once trimmed. */
function optionalText(max: number) {
  return z.string().trim().max(max, 'field-too-long').nullish();
}

/** A phone number, when given: 7 to 25 characters. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (value.length >= ADDRESS_LIMITS.phoneMin && value.length <= ADDRESS_LIMITS.phoneMax),
    'phone-number-length',
  )
  .nullish();

/** Each field on its own. `countryId` may be null here so that a missing country is reported with the other fields. */
export const addressFieldsSchema = z.object({
  /** The user's own name for the address ("Lab", "Home"). */
  label: optionalText(ADDRESS_LIMITS.label),
  /** An invoice address: `organization` is the payer name and is required. */
  isInvoiceAddress: z.boolean().optional(),
  name: z.string().trim().min(1, 'customer-name-required').max(ADDRESS_LIMITS.name, 'field-too-long'),
  organization: optionalText(ADDRESS_LIMITS.organization),
  address1: z.string().trim().min(1, 'address-required').max(ADDRESS_LIMITS.address1, 'field-too-long'),
  address2: optionalText(ADDRESS_LIMITS.address2),
  city: z.string().trim().min(1, 'city-required').max(ADDRESS_LIMITS.city, 'field-too-long'),
  /** A state code of the country's list when it has states; free text otherwise. */
  state: optionalText(ADDRESS_LIMITS.state),
  zip: optionalText(ADDRESS_LIMITS.zip),
  countryId: z.number().int().positive('country-required').nullable(),
  phone: optionalPhoneSchema,
  vat: optionalText(ADDRESS_LIMITS.vat),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;
export type AddressInput = z.input<typeof addressFieldsSchema>;

/** What the rules need to know besides the fields themselves. */
export interface AddressRules {
  /** The countries that may be chosen, with their states and postal-code rule. */
  countries: readonly Pick<AddressCountry, 'id' | 'states' | 'postalCodeRequired'>[];
  /** Treat as an invoice address whatever `isInvoiceAddress` says (the payment step's billing address). */
  invoice?: boolean;
  /** The organization is required (some payment methods): 'organization-name-required'. */
  organizationRequired?: boolean;
  /** The phone is required (some payment methods): 'phone-required'. */
  phoneRequired?: boolean;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The full address rules. The same object validates the web form (zodResolver) and the server's input,
 * so both give the same message keys on the same fields.
 */
export function addressSchema(rules: AddressRules) {
  const byId = new Map(rules.countries.map((country) => [country.id, country]));
  return addressFieldsSchema.superRefine((value, ctx) => {
    const country = value.countryId === null ? undefined : byId.get(value.countryId);
    if (!country) ctx.addIssue({ code: 'custom', path: ['countryId'], message: 'country-required' });

    if (rules.invoice === true || value.isInvoiceAddress === true) {
      if (blank(value.organization)) ctx.addIssue({ code: 'custom', path: ['organization'], message: 'payer-name-required' });
    } else if (rules.organizationRequired && blank(value.organization)) {
      ctx.addIssue({ code: 'custom', path: ['organization'], message: 'organization-name-required' });
    }
    if (rules.phoneRequired && blank(value.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone-required' });
    if (!country) return;

    if (country.states.length > 0) {
      if (blank(value.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: 'state-required' });
      else if (!country.states.some((state) => state.code === value.state?.trim())) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'state-invalid' });
      }
    }
    if (country.postalCodeRequired && blank(value.zip)) ctx.addIssue({ code: 'custom', path: ['zip'], message: 'zip-required' });
  });
}

/** A saved address. */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  isInvoiceAddress: z.boolean(),
  name: z.string(),
  organization: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  phone: z.string().nullable(),
  vat: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
