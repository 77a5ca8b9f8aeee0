import { useCallback } from 'react';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { displayDeadline } from '@marginalia/contracts/formatting/dates';
import { useSiteLanguage } from '../../../lib/application-context';
import { useDisplayTimeZone } from '../use-display-time-zone';
import { useOrderForm } from '../order-form-api';

/** Money of this form in its currency (integer minor units in, `$1,234.50` out). */
export function useFormMoney(): (minor: number) => string {
  const { currency } = useOrderForm();
  return useCallback((minor: number) => formatMoney(minor, currency), [currency]);
}

/** A returned-by date in the user's zone (the browser's for visitors) and the page language. */
export function useDeadlineText(): (iso: string) => string {
  const language = useSiteLanguage();
  const zone = useDisplayTimeZone();
  return useCallback((iso: string) => displayDeadline(new Date(iso), zone, language), [zone, language]);
}
