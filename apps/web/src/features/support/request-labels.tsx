import '@mantine/core/styles/Badge.css';

import { useTranslation } from 'react-i18next';
import { Badge } from '@mantine/core';
import type { SupportStatus } from '@marginalia/contracts/support/support.constants';

/** A request's kind in words: its type, and for a quote the service asked about. */
export function useRequestTypeLabel(): (request: { type: string; quoteService: string | null }) => string {
  const { t } = useTranslation('support');
  return (request) => (request.type === 'quote' && request.quoteService ? t('types.quoteFor', { service: t(`services.${request.quoteService}`) }) : t(`types.${request.type}`));
}

const STATUS_COLOR: Record<SupportStatus, string> = { open: 'blue', waiting: 'teal', closed: 'gray' };

/** `open` reads "With our team", `waiting` "Answered", `closed` "Closed" to the customer. */
export function StatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
