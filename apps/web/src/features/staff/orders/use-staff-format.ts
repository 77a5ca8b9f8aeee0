import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@marginalia/contracts/formatting/dates';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useApplication, useCurrentUser, useSiteLanguage } from '../../../lib/application-context';
import { timeLeft } from './deadline-rules';
import { formatFileSize } from './workbench-rules';

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The staff member's zone (from the load), or the browser's if the account has none. */
export function useStaffTimeZone(): string {
  const user = useCurrentUser();
  return user.timeZone || browserTimeZone();
}

/**
 * Dates, amounts and time left as the console shows them: instants in the staff member's zone, exactly
 * as stored (no "by" hour added: staff see the moment the work is due), amounts in the order's currency.
 */
export function useStaffFormat() {
  const { t } = useTranslation('staff-orders');
  const language = useSiteLanguage();
  const { currencies } = useApplication();
  const timeZone = useStaffTimeZone();

  const dateTime = useCallback((iso: string) => formatDateTime(new Date(iso), timeZone, language), [timeZone, language]);
  // A calendar day (YYYY-MM-DD, e.g. a certificate's issue date) is the same day everywhere.
  const date = useCallback(
    (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(new Date(`${iso}T12:00:00Z`), 'UTC', language) : formatDate(new Date(iso), timeZone, language)),
    [timeZone, language],
  );
  const money = useCallback(
    (minor: number, isoCode: string) => {
      const currency = currencies.find((candidate) => candidate.isoCode === isoCode);
      if (currency) return formatMoney(minor, currency, { withIsoCode: true });
      return `${(minor / 100).toFixed(2)} ${isoCode}`;
    },
    [currencies],
  );
  const number = useMemo(() => new Intl.NumberFormat(bcp47(language)), [language]);
  const left = useCallback(
    (deadline: string, now: Date) => {
      const value = timeLeft(new Date(deadline), now);
      const amount = value.units.map((part) => t(`time.${part.unit}`, { count: part.count })).join(' ');
      return { overdue: value.overdue, text: value.overdue ? t('time.overdue', { amount }) : t('time.left', { amount }) };
    },
    [t],
  );
  return { timeZone, dateTime, date, money, number: (n: number) => number.format(n), fileSize: (bytes: number) => formatFileSize(bytes, bcp47(language)), left };
}
