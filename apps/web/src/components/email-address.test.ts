import { describe, expect, it } from 'vitest';
import { emailParts } from './email-address';

describe('emailParts', () => {
  it('keeps the @ with the local part, so a line ends with it and the domain starts the next', () => {
    expect(emailParts('staff-orders.mwxt1xylsh@example.test')).toEqual({ local: 'staff-orders.mwxt1xylsh@', domain: 'example.test' });
  });

  it('splits at the last @ and leaves text without a domain whole', () => {
    expect(emailParts('"a@b"@example.test')).toEqual({ local: '"a@b"@', domain: 'example.test' });
    expect(emailParts('not-an-address')).toEqual({ local: 'not-an-address', domain: null });
    expect(emailParts('trailing@')).toEqual({ local: 'trailing@', domain: null });
    expect(emailParts('@leading')).toEqual({ local: '@leading', domain: null });
  });
});
