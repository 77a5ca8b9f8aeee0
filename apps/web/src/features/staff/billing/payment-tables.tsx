import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { StaffPaymentRow, StaffPendingPayment, StaffRefundRow } from '@marginalia/contracts/staff/staff-billing.contract';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useMarkBoletoPaid } from './billing-api';
import { RefundDialog } from './refund-dialog';
import { useBillingFormat } from './use-billing-format';
import classes from './billing.module.css';

function Customer({ customer }: { customer: { name: string; email: string } }) {
  return (
    <Table.Td>
      {customer.name}
      <div className={classes.sub}>{customer.email}</div>
    </Table.Td>
  );
}

/** Confirms a boleto the bank says is paid: it is settled like the bank's own notification. */
function MarkPaidDialog({ payment, onClose }: { payment: StaffPendingPayment; onClose: () => void }) {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const format = useBillingFormat();
  const mark = useMarkBoletoPaid();
  const [alert, setAlert] = useState<string | null>(null);
  const confirm = async () => {
    setAlert(null);
    try {
      await mark.mutateAsync(payment.publicId);
      onClose();
    } catch (failure) {
      setAlert(isApiError(failure) ? failure.message || text(failure.key) : text('generic-error'));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('pending.markTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="sm">
        <Text size="sm">
          {t('pending.markLead', {
            amount: format.money(payment.amount, payment.currency),
            customer: payment.customer.name,
            invoices: payment.invoiceNumbers.join(', '),
          })}
        </Text>
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={mark.isPending} onClick={() => void confirm()}>
            {t('pending.markSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Payments waiting for the bank or a hosted page; boletos can be marked paid by hand. */
export function PendingPaymentsTable({ payments }: { payments: StaffPendingPayment[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const [marking, setMarking] = useState<StaffPendingPayment | null>(null);
  if (payments.length === 0) return <p className={classes.empty}>{t('pending.none')}</p>;
  return (
    <>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="xs" striped aria-label={t('tabs.pending')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.payment')}</Table.Th>
              <Table.Th>{t('columns.customer')}</Table.Th>
              <Table.Th>{t('columns.method')}</Table.Th>
              <Table.Th>{t('columns.created')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.amount')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.publicId} data-testid="pending-payment-row">
                <Table.Td className={classes.nowrap}>
                  {payment.invoiceNumbers.join(', ') || '—'}
                  <div className={classes.sub}>{payment.publicId}</div>
                </Table.Td>
                <Customer customer={payment.customer} />
                <Table.Td>
                  {t(`methods.${payment.methodId}`, { defaultValue: String(payment.methodId) })}
                  {payment.boletoUrl && (
                    <div>
                      <Anchor href={payment.boletoUrl} target="_blank" rel="noopener" size="sm">
                        {t('pending.boleto')}
                      </Anchor>
                    </div>
                  )}
                </Table.Td>
                <Table.Td className={classes.nowrap}>{format.dateTime(payment.createdAt)}</Table.Td>
                <Table.Td className={classes.number}>{format.money(payment.amount, payment.currency)}</Table.Td>
                <Table.Td>
                  <div className={classes.actions}>
                    {payment.canMarkPaid ? (
                      <Button size="xs" onClick={() => setMarking(payment)}>
                        {t('pending.mark')}
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t('pending.byProvider')}
                      </Text>
                    )}
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {marking && <MarkPaidDialog payment={marking} onClose={() => setMarking(null)} />}
    </>
  );
}

/** Money that came in, newest first, with what was refunded; refunds open the refund dialog. */
export function PaymentsTable({ payments }: { payments: StaffPaymentRow[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const [refunding, setRefunding] = useState<StaffPaymentRow | null>(null);
  if (payments.length === 0) return <p className={classes.empty}>{t('payments.none')}</p>;
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" striped aria-label={t('tabs.payments')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.payment')}</Table.Th>
              <Table.Th>{t('columns.customer')}</Table.Th>
              <Table.Th>{t('columns.method')}</Table.Th>
              <Table.Th>{t('columns.settled')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.amount')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.refunded')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.publicId} data-testid="payment-row">
                <Table.Td className={classes.nowrap}>
                  {payment.invoiceNumbers.join(', ') || '—'}
                  <div className={classes.sub}>{payment.publicId}</div>
                </Table.Td>
                <Customer customer={payment.customer} />
                <Table.Td>
                  {t(`methods.${payment.methodId}`, { defaultValue: String(payment.methodId) })}
                  {payment.reference && <div className={classes.sub}>{t('payments.reference', { reference: payment.reference })}</div>}
                  {payment.recordedBy && <div className={classes.sub}>{t('payments.recordedBy', { name: payment.recordedBy.name })}</div>}
                </Table.Td>
                <Table.Td className={classes.nowrap}>{payment.settledAt ? format.date(payment.settledAt) : '—'}</Table.Td>
                <Table.Td className={classes.number}>{format.money(payment.amount, payment.currency)}</Table.Td>
                <Table.Td className={classes.number}>
                  {payment.status === 'refunded' ? (
                    <Badge color="gray" variant="light">
                      {t('payments.refundedBadge')}
                    </Badge>
                  ) : payment.refunded > 0 ? (
                    format.money(payment.refunded, payment.currency)
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  <div className={classes.actions}>
                    {payment.refundable && (
                      <Button size="xs" variant="light" color="red" onClick={() => setRefunding(payment)}>
                        {t('payments.refund')}
                      </Button>
                    )}
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

export function RefundsTable({ refunds }: { refunds: StaffRefundRow[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  if (refunds.length === 0) return <p className={classes.empty}>{t('refunds.none')}</p>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" striped aria-label={t('refunds.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.created')}</Table.Th>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.method')}</Table.Th>
            <Table.Th className={classes.number}>{t('columns.amount')}</Table.Th>
            <Table.Th>{t('common.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((refund) => (
            <Table.Tr key={refund.id}>
              <Table.Td className={classes.nowrap}>
                {format.dateTime(refund.createdAt)}
                {refund.staff && <div className={classes.sub}>{refund.staff.name}</div>}
              </Table.Td>
              <Customer customer={refund.customer} />
              <Table.Td>
                {t(`refunds.${refund.method}`)}
                {!refund.confirmed && (
                  <Badge ml={6} size="sm" color="yellow" variant="light">
                    {t('refunds.unconfirmed')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td className={classes.number}>{format.money(refund.amount, refund.currency)}</Table.Td>
              <Table.Td>{refund.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
