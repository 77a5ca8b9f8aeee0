import '@mantine/core/styles/Badge.css';

import { useTranslation } from 'react-i18next';
import { Badge } from '@mantine/core';
import type { SupportStatus } from '@marginalia/contracts/support/support.constants';

const COLOR: Record<SupportStatus, string> = { open: 'blue', waiting: 'teal', closed: 'gray' };

/** A request's state for staff; an open one whose last word is the customer's reads "Needs a reply". */
export function RequestStatusBadge({ status, awaitingReply }: { status: SupportStatus; awaitingReply: boolean }) {
  const { t } = useTranslation('staff-support');
  if (status !== 'closed' && awaitingReply) {
    return (
      <Badge color="orange" variant="light" size="sm">
        {t('status.awaitingReply')}
      </Badge>
    );
  }
  return (
    <Badge color={COLOR[status]} variant="light" size="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
