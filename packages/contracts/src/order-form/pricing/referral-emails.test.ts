import { describe, expect, it } from 'vitest';
import { isEmailAddress, mergeReferralEmails } from './referral-emails';

const addresses = (count: number): string[] => Array.from({ length: count }, (_, i) => `colleague${i + 1}@uni.edu`);

describe('mergeReferralEmails', () => {
  it('splits on commas, trims, drops blanks and appends to the existing list', () => {
    expect(mergeReferralEmails(' a@uni.edu , ,b@lab.org,', ['x@inst.cn'])).toEqual({
      emails: ['x@inst.cn', 'a@uni.edu', 'b@lab.org'],
      valid: true,
    });
  });

  it('does not repeat an address, comparing case-insensitively', () => {
    expect(mergeReferralEmails('A@Uni.edu, a@uni.edu', ['a@uni.edu']).emails).toEqual(['a@uni.edu']);
  });

  it('is invalid when the combined list is empty', () => {
    expect(mergeReferralEmails(' , ', [])).toEqual({ emails: [], valid: false });
  });

  it('allows 10 entries and rejects 11', () => {
    expect(mergeReferralEmails(addresses(10).join(','), []).valid).toBe(true);
    expect(mergeReferralEmails(addresses(1).join(','), addresses(10).slice(1)).valid).toBe(true);
    const eleven = mergeReferralEmails('eleven@uni.edu', addresses(10));
    expect(eleven.emails).toHaveLength(11);
    expect(eleven.valid).toBe(false);
  });

  it('is invalid when an entry is not an e-mail address', () => {
    expect(mergeReferralEmails('a@uni.edu, not-an-address', []).valid).toBe(false);
    expect(mergeReferralEmails('a@uni.edu b@uni.edu', []).valid).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it('accepts ordinary addresses and rejects typing mistakes', () => {
    expect(isEmailAddress('li.wei+papers@pku.edu.cn')).toBe(true);
    expect(isEmailAddress('maria@usp.br')).toBe(true);
    expect(isEmailAddress('maria@usp')).toBe(false);
    expect(isEmailAddress('maria@@usp.br')).toBe(false);
    expect(isEmailAddress('@usp.br')).toBe(false);
    expect(isEmailAddress('maria@usp.b')).toBe(false);
  });
});
