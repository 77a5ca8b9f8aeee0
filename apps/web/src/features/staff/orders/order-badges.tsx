import '@mantine/core/styles/Badge.css';

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@mantine/core';
import type { OrderStatus } from '@marginalia/contracts/staff/order-workflow';

const STATUS_COLOR: Record<OrderStatus, string> = {
  received: 'gray',
  in_progress: 'blue',
  quality_check: 'grape',
  completed: 'teal',
  cancelled: 'red',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('staff-orders');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" radius="sm" data-testid="order-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PaidBadge({ paid }: { paid: boolean }) {
  const { t } = useTranslation('staff-orders');
  return (
    <Badge color={paid ? 'teal' : 'orange'} variant={paid ? 'light' : 'outline'} radius="sm">
      {paid ? t('payment.paid') : t('payment.unpaid')}
    </Badge>
  );
}

/** The current time, moving on every minute (time left in the queue and the workbench). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
