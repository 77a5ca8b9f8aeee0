import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import type { StaffPaymentRow, StaffPendingPayment, StaffRefundRow } from '@marginalia/contracts/staff/staff-billing.contract';
import { DeskTable, personCell, WithSub, type DeskColumn } from '../desk/desk-table';
import { MarkPaidDialog } from './mark-paid-dialog';
import { RefundDialog } from './refund-dialog';
import { useBillingFormat } from './use-billing-format';
import classes from '../desk/desk.module.css';

type Payment = StaffPendingPayment | StaffPaymentRow;

/** The invoices a payment paid, with the payment's own id under them. */
const paymentCell = (payment: Payment) => <WithSub main={payment.invoiceNumbers.join(', ') || '—'} sub={payment.publicId} />;

/** Payments waiting for the bank or a hosted page; boletos can be marked paid by hand. */
export function PendingPaymentsTable({ payments }: { payments: StaffPendingPayment[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const [marking, setMarking] = useState<StaffPendingPayment | null>(null);
  const columns: DeskColumn<StaffPendingPayment>[] = [
    { header: t('columns.payment'), kind: 'nowrap', cell: paymentCell },
    { header: t('columns.customer'), cell: (payment) => personCell(payment.customer) },
    {
      header: t('columns.method'),
      cell: (payment) => (
        <>
          {t(`methods.${payment.methodId}`, { defaultValue: String(payment.methodId) })}
          {payment.boletoUrl && (
            <div>
              <Anchor href={payment.boletoUrl} target="_blank" rel="noopener" size="sm">
                {t('pending.boleto')}
              </Anchor>
            </div>
          )}
        </>
      ),
    },
    { header: t('columns.created'), kind: 'nowrap', cell: (payment) => format.dateTime(payment.createdAt) },
    { header: t('columns.amount'), kind: 'number', cell: (payment) => format.money(payment.amount, payment.currency) },
    {
      header: t('columns.actions'),
      kind: 'actions',
      cell: (payment) =>
        payment.canMarkPaid ? (
          <Button size="xs" onClick={() => setMarking(payment)}>
            {t('pending.mark')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t('pending.byProvider')}
          </Text>
        ),
    },
  ];
  return (
    <>
      <DeskTable
        rows={payments}
        columns={columns}
        rowKey={(payment) => payment.publicId}
        rowTestId="pending-payment-row"
        label={t('tabs.pending')}
        minWidth={820}
        empty={t('pending.none')}
      />
      {marking && <MarkPaidDialog payment={marking} onClose={() => setMarking(null)} />}
    </>
  );
}

/** Money that came in, newest first, with what was refunded; refunds open the refund dialog. */
export function PaymentsTable({ payments }: { payments: StaffPaymentRow[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const [refunding, setRefunding] = useState<StaffPaymentRow | null>(null);
  const columns: DeskColumn<StaffPaymentRow>[] = [
    { header: t('columns.payment'), kind: 'nowrap', cell: paymentCell },
    { header: t('columns.customer'), cell: (payment) => personCell(payment.customer) },
    {
      header: t('columns.method'),
      cell: (payment) => (
        <>
          {t(`methods.${payment.methodId}`, { defaultValue: String(payment.methodId) })}
          {payment.reference && <div className={classes.sub}>{t('payments.reference', { reference: payment.reference })}</div>}
          {payment.recordedBy && <div className={classes.sub}>{t('payments.recordedBy', { name: payment.recordedBy.name })}</div>}
        </>
      ),
    },
    { header: t('columns.settled'), kind: 'nowrap', cell: (payment) => (payment.settledAt ? format.date(payment.settledAt) : '—') },
    { header: t('columns.amount'), kind: 'number', cell: (payment) => format.money(payment.amount, payment.currency) },
    {
      header: t('columns.refunded'),
      kind: 'number',
      cell: (payment) =>
        payment.status === 'refunded' ? (
          <Badge color="gray" variant="light">
            {t('payments.refundedBadge')}
          </Badge>
        ) : payment.refunded > 0 ? (
          format.money(payment.refunded, payment.currency)
        ) : (
          '—'
        ),
    },
    {
      header: t('columns.actions'),
      kind: 'actions',
      cell: (payment) =>
        payment.refundable && (
          <Button size="xs" variant="light" color="red" onClick={() => setRefunding(payment)}>
            {t('payments.refund')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <DeskTable
        rows={payments}
        columns={columns}
        rowKey={(payment) => payment.publicId}
        rowTestId="payment-row"
        label={t('tabs.payments')}
        minWidth={900}
        empty={t('payments.none')}
      />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

export function RefundsTable({ refunds }: { refunds: StaffRefundRow[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const columns: DeskColumn<StaffRefundRow>[] = [
    {
      header: t('columns.created'),
      kind: 'nowrap',
      cell: (refund) => (
        <>
          {format.dateTime(refund.createdAt)}
          {refund.staff && <div className={classes.sub}>{refund.staff.name}</div>}
        </>
      ),
    },
    { header: t('columns.customer'), cell: (refund) => personCell(refund.customer) },
    {
      header: t('columns.method'),
      cell: (refund) => (
        <>
          {t(`refunds.${refund.method}`)}
          {!refund.confirmed && (
            <Badge ml={6} size="sm" color="yellow" variant="light">
              {t('refunds.unconfirmed')}
            </Badge>
          )}
        </>
      ),
    },
    { header: t('columns.amount'), kind: 'number', cell: (refund) => format.money(refund.amount, refund.currency) },
    { header: t('common.reason'), cell: (refund) => refund.reason },
  ];
  return (
    <DeskTable
      rows={refunds}
      columns={columns}
      rowKey={(refund) => refund.id}
      label={t('refunds.title')}
      minWidth={760}
      empty={t('refunds.none')}
    />
  );
}
