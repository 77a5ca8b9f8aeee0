import { useCallback } from 'react';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { formatDate, formatDateTime } from '@marginalia/contracts/formatting/dates';
import type { StaffCurrency } from '@marginalia/contracts/staff/staff-billing.contract';
import { useCurrentUser, useSiteLanguage } from '../../../lib/application-context';

/** Amounts in the row's own currency (shared money formatting), dates in the staff member's zone and language. */
export function useBillingFormat() {
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const money = useCallback((minorUnits: number, currency: StaffCurrency) => formatMoney(minorUnits, currency, { withIsoCode: true }), []);
  const date = useCallback((iso: string) => formatDate(new Date(iso), user.timeZone, language), [user.timeZone, language]);
  const dateTime = useCallback((iso: string) => formatDateTime(new Date(iso), user.timeZone, language), [user.timeZone, language]);
  return { money, date, dateTime };
}

/** Today (YYYY-MM-DD) in a time zone, for the date a transfer was received. */
export function todayIn(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}
