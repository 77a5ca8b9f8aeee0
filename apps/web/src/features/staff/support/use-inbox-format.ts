import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from '@marginalia/contracts/support/support.constants';

/** Request kinds and the time to first response, as the inbox words them (namespace `staff-support`). */
export function useInboxFormat() {
  const { t } = useTranslation('staff-support');
  const type = useCallback(
    (request: { type: string; quoteService: string | null }) => (request.type === 'quote' && request.quoteService ? t('types.quoteFor', { service: t(`services.${request.quoteService}`) }) : t(`types.${request.type}`)),
    [t],
  );
  const duration = useCallback(
    (minutes: number | null) => {
      if (minutes === null) return t('response.none');
      const parts = durationParts(minutes);
      if (parts.days > 0) return t('response.days', { days: parts.days, hours: parts.hours });
      if (parts.hours > 0) return t('response.hours', { hours: parts.hours, minutes: parts.minutes });
      return t('response.minutes', { minutes: parts.minutes });
    },
    [t],
  );
  return { type, duration };
}
