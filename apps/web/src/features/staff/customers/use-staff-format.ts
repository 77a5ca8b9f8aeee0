import { useCallback } from 'react';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { formatDate, formatDateTime } from '@marginalia/contracts/formatting/dates';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useApplication, useCurrentUser, useSiteLanguage } from '../../../lib/application-context';

/** Amounts and dates as the console shows them: the currency's own sign, the staff member's zone and language. */
export function useStaffFormat() {
  const application = useApplication();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const money = useCallback(
    (minorUnits: number, isoCode: string) => {
      const currency = application.currencies.find((each) => each.isoCode === isoCode) ?? { sign: `${isoCode} `, numDecimals: 2 };
      return formatMoney(minorUnits, { ...currency, isoCode }, { withIsoCode: true });
    },
    [application.currencies],
  );
  const date = useCallback((iso: string) => formatDate(new Date(iso), user.timeZone, language), [user.timeZone, language]);
  const dateTime = useCallback((iso: string) => formatDateTime(new Date(iso), user.timeZone, language), [user.timeZone, language]);
  return { money, date, dateTime, locale: bcp47(language) };
}
