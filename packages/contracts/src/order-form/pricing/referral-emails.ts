import { REFERRAL_EMAILS_MAX } from './word-count';

/** One address: something@domain.tld, no spaces, commas or second @ (what a person can type by mistake). */
const EMAIL_PATTERN = /^[^\s@,;<>()"]+@[^\s@,;<>()"]+\.[^\s@,;<>()".]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export interface MergedReferralEmails {
  emails: string[];
  /** False → message key referral-email-validation-error. */
  valid: boolean;
}

/**
 * Referral invite input: comma-separated, trimmed, blanks dropped, appended to the existing
 * list without repeating an address (compared case-insensitively). Valid only when the combined list is
 * non-empty, has at most 10 entries and every entry is an e-mail address.
 */
export function mergeReferralEmails(input: string, existing: readonly string[]): MergedReferralEmails {
  const emails: string[] = [];
  const seen = new Set<string>();
  for (const entry of [...existing, ...input.split(',')]) {
    const email = entry.trim();
    const key = email.toLowerCase();
    if (email === '' || seen.has(key)) continue;
    seen.add(key);
    emails.push(email);
  }
  const valid = emails.length > 0 && emails.length <= REFERRAL_EMAILS_MAX && emails.every(isEmailAddress);
  return { emails, valid };
}
