import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registrationSchema } from './auth.contract';
import { normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './credentials';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const strict = { institutionInfoMandatory: true, enforcesDataProtection: true, foundUsOptionIds: ['colleague', 'journal'] };
const valid = { firstName: 'Ana', lastName: 'Souza', email: ' ana@example.org ', password: 'correct horse', countryId: 32, foundUs: 'colleague', institution: 'USP', dataProtectionConsent: true };

describe('the login form', () => {
  it('asks for a valid e-mail and a password', () => {
    expect(issues(loginRequestSchema.safeParse({ email: 'not-an-email', password: '' }))).toEqual({ email: 'emailAddressInvalidFormat', password: 'password-required' });
    expect(loginRequestSchema.parse({ email: ' ada@example.org ', password: 'x' }).email).toBe('ada@example.org');
  });
});

describe('the registration form', () => {
  it('accepts a complete form and trims the e-mail', () => {
    expect(registrationSchema(strict).parse(valid).email).toBe('ana@example.org');
  });

  it('reports every problem in one round, also when basic fields are wrong', () => {
    const result = registrationSchema(strict).safeParse({ firstName: '', lastName: 'Souza', email: 'bad', password: 'short', countryId: 0 });
    expect(issues(result)).toEqual({
      firstName: 'first-name-required',
      email: 'emailAddressInvalidFormat',
      countryId: 'country-required',
      password: 'password-too-short',
      institution: 'institution-required',
      dataProtectionConsent: 'data-protection-consent-required',
      foundUs: 'found-us-required',
    });
  });

  it('bounds the password length', () => {
    const schema = registrationSchema(strict);
    expect(schema.safeParse({ ...valid, password: 'x'.repeat(PASSWORD_MIN_LENGTH) }).success).toBe(true);
    expect(issues(schema.safeParse({ ...valid, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) }))).toEqual({ password: 'password-too-short' });
    expect(issues(schema.safeParse({ ...valid, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }))).toEqual({ password: 'password-too-short' });
  });

  it('needs no password when another provider signed the person in', () => {
    expect(registrationSchema(strict).safeParse({ ...valid, password: '', externalLoginToken: 'secret' }).success).toBe(true);
  });

  it('asks for institution, consent and how they found us only when the settings say so', () => {
    const relaxed = { institutionInfoMandatory: false, enforcesDataProtection: false, foundUsOptionIds: [] };
    const { institution: _i, dataProtectionConsent: _c, foundUs: _f, ...bare } = valid;
    expect(registrationSchema(relaxed).safeParse(bare).success).toBe(true);
    expect(issues(registrationSchema(strict).safeParse({ ...valid, foundUs: 'television' }))).toEqual({ foundUs: 'found-us-required' });
  });
});

describe('normalizeEmail', () => {
  it('compares addresses without case or surrounding spaces', () => {
    expect(normalizeEmail('  Ada@Example.ORG ')).toBe('ada@example.org');
  });
});
