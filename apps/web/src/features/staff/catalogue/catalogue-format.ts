import { useCallback, useMemo } from 'react';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { formatDate, formatDateTime } from '@marginalia/contracts/formatting/dates';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useApplication, useCurrentUser, useSiteLanguage } from '../../../lib/application-context';

/** US-dollar prices (catalogue prices are US cents), calendar days and instants in the staff member's zone. */
export function useCatalogueFormat() {
  const language = useSiteLanguage();
  const { currencies } = useApplication();
  const user = useCurrentUser();
  const timeZone = user.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const usd = useMemo(() => currencies.find((currency) => currency.isoCode === 'USD'), [currencies]);
  const numbers = useMemo(() => new Intl.NumberFormat(bcp47(language)), [language]);
  const money = useCallback((cents: number) => (usd ? formatMoney(cents, usd) : `$${(cents / 100).toFixed(2)}`), [usd]);
  const day = useCallback((iso: string) => formatDate(new Date(`${iso}T12:00:00Z`), 'UTC', language), [language]);
  const instant = useCallback((iso: string) => formatDateTime(new Date(iso), timeZone, language), [timeZone, language]);
  return { money, day, instant, number: (value: number) => numbers.format(value) };
}
