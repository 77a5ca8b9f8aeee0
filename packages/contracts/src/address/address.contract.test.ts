import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, addressSchema, countryRequiresPostalCode, type AddressInput, type AddressRules } from './address.contract';

const US = {
  id: 236,
  states: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
  ],
  postalCodeRequired: true,
};
const FRANCE = { id: 75, states: [], postalCodeRequired: true };
const HONG_KONG = { id: 98, states: [], postalCodeRequired: false };
const rules: AddressRules = { countries: [US, FRANCE, HONG_KONG] };

const valid: AddressInput = {
  name: 'Ada Lovelace',
  address1: '1 Analytical Way',
  city: 'Springfield',
  state: 'CA',
  zip: '90210',
  countryId: US.id,
};

/** Field → message key of every problem, as the form and the server would show them. */
function problems(input: Partial<AddressInput>, extra: Partial<AddressRules> = {}): Record<string, string> {
  const result = addressSchema({ ...rules, ...extra }).safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('address rules', () => {
  it('accepts a complete address, trimming its text', () => {
    const result = addressSchema(rules).parse({ ...valid, city: '  Springfield  ' });
    expect(result.city).toBe('Springfield');
  });

  it('requires name, address, city and country with their own messages', () => {
    expect(problems({ name: ' ', address1: '', city: '', countryId: null })).toEqual({
      name: 'customer-name-required',
      address1: 'address-required',
      city: 'city-required',
      countryId: 'country-required',
    });
  });

  it('refuses a country that is not in the list', () => {
    expect(problems({ countryId: 99999 })).toEqual({ countryId: 'country-required' });
  });

  it('limits every field to its maximum length', () => {
    const tooLong = (max: number) => 'x'.repeat(max + 1);
    expect(
      problems({
        label: tooLong(ADDRESS_LIMITS.label),
        name: tooLong(50),
        organization: tooLong(60),
        address1: tooLong(100),
        address2: tooLong(100),
        city: tooLong(40),
        vat: tooLong(ADDRESS_LIMITS.vat),
        zip: tooLong(9),
        countryId: FRANCE.id,
        state: tooLong(30),
      }),
    ).toEqual({
      label: 'field-too-long',
      name: 'field-too-long',
      organization: 'field-too-long',
      address1: 'field-too-long',
      address2: 'field-too-long',
      city: 'field-too-long',
      vat: 'field-too-long',
      zip: 'field-too-long',
      state: 'field-too-long',
    });
    expect(problems({ name: 'x'.repeat(50), city: 'x'.repeat(40), zip: '123456789' })).toEqual({});
  });

  it('requires a state of the list when the country has states', () => {
    expect(problems({ state: '' })).toEqual({ state: 'state-required' });
    expect(problems({ state: null })).toEqual({ state: 'state-required' });
    expect(problems({ state: 'Atlantis' })).toEqual({ state: 'state-invalid' });
    expect(problems({ state: 'NY' })).toEqual({});
  });

  it('takes the state as free text, optional, where the country has none', () => {
    expect(problems({ countryId: FRANCE.id, state: 'Île-de-France' })).toEqual({});
    expect(problems({ countryId: FRANCE.id, state: '' })).toEqual({});
  });

  it('requires the zip code only where the country uses postal codes', () => {
    expect(problems({ zip: '' })).toEqual({ zip: 'zip-required' });
    expect(problems({ countryId: HONG_KONG.id, state: undefined, zip: undefined })).toEqual({});
    expect(countryRequiresPostalCode('US')).toBe(true);
    expect(countryRequiresPostalCode('hk')).toBe(false);
    expect(countryRequiresPostalCode('AE')).toBe(false);
  });

  it('checks the phone length only when a phone is given', () => {
    expect(problems({ phone: '' })).toEqual({});
    expect(problems({ phone: '123456' })).toEqual({ phone: 'phone-number-length' });
    expect(problems({ phone: '1234567' })).toEqual({});
    expect(problems({ phone: '1'.repeat(25) })).toEqual({});
    expect(problems({ phone: '1'.repeat(26) })).toEqual({ phone: 'phone-number-length' });
  });

  it('requires the payer name on invoice addresses', () => {
    expect(problems({ isInvoiceAddress: true })).toEqual({ organization: 'payer-name-required' });
    expect(problems({ isInvoiceAddress: true, organization: 'Northfield University' })).toEqual({});
    expect(problems({}, { invoice: true })).toEqual({ organization: 'payer-name-required' });
  });

  it('offers the payment step the organization and phone requirements', () => {
    expect(problems({}, { organizationRequired: true, phoneRequired: true })).toEqual({
      organization: 'organization-name-required',
      phone: 'phone-required',
    });
  });
});
