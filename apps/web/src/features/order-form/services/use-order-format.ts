import { useCallback } from 'react';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { displayDeadline } from '@marginalia/contracts/formatting/dates';
import { useCurrentUser, useSiteLanguage } from '../../../app/application-context';
import { useOrderForm } from '../order-form-api';

/** The browser's own zone, for visitors (whose load carries the site default rather than their zone). */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Money of this form in its currency (integer minor units in, `$1,234.50` out). */
export function useFormMoney(): (minor: number) => string {
  const { currency } = useOrderForm();
  return useCallback((minor: number) => formatMoney(minor, currency), [currency]);
}

/** A returned-by date in the user's zone (the browser's for visitors) and the page language. */
export function useDeadlineText(): (iso: string) => string {
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const zone = user.loggedIn && user.timeZone ? user.timeZone : browserTimeZone();
  return useCallback((iso: string) => displayDeadline(new Date(iso), zone, language), [zone, language]);
}
