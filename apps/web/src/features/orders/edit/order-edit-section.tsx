import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';
import type { OrderSaveResponse } from '@marginalia/contracts/orders/order-edit.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { useCurrentUser, useLocalePath } from '../../../lib/application-context';
import { OrderEditForm } from './order-edit-form';

/** 'Edit this order' and edit mode; nothing on a completed or cancelled order. */
export function OrderEditSection({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lp = useLocalePath();
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<OrderSaveResponse | null>(null);
  if (order.status === 'completed' || order.status === 'cancelled') return null;
  if (editing) {
    return (
      <OrderEditForm
        order={order}
        onDone={(result) => {
          setSaved(result);
          setEditing(false);
        }}
      />
    );
  }
  return (
    <>
      {saved && (
        <Alert color="teal" variant="light" role="status" mb="md" data-testid="edit-saved">
          {t('edit.saved')}
          {saved.invoice && !user.hideInvoices && (
            <>
              {' '}
              {t('edit.invoiceCreated', { number: saved.invoice.invoiceNumber, amount: formatMoney(saved.invoice.totalAmount, order.currency, { keepDecimals: true, withIsoCode: true }) })}{' '}
              <Anchor component={Link} to={lp(orderRoutes.unpaidInvoices)} data-testid="edit-invoice-link">
                {t('edit.payInvoice')}
              </Anchor>
            </>
          )}
        </Alert>
      )}
      <Button variant="light" mb="md" onClick={() => setEditing(true)} data-testid="edit-order">
        {t('edit.button')}
      </Button>
    </>
  );
}
