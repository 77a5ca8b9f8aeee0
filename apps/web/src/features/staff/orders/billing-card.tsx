import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';

import { useTranslation } from 'react-i18next';
import { Anchor, Table, Text, Title } from '@mantine/core';
import { paymentMethodName, isPaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { certificateRoutes } from '@marginalia/contracts/certificates/certificates.paths';
import type { StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { useLocalePath } from '../../../lib/application-context';
import { useStaffFormat } from './use-staff-format';
import classes from './staff-orders.module.css';

/** The order's invoices and payments, and its editing certificate once issued. */
export function BillingCard({ workbench }: { workbench: StaffOrderWorkbench }) {
  const { t } = useTranslation('staff-orders');
  const lp = useLocalePath();
  const format = useStaffFormat();
  const { invoices, payments, certificate } = workbench;
  const method = (id: number) => (isPaymentMethodId(id) ? t(`method.${paymentMethodName(id)}`) : String(id));

  return (
    <section className={classes.card} aria-labelledby="order-billing">
      <Title order={2} id="order-billing" className={classes.cardTitle}>
        {t('billing.heading')}
      </Title>
      <Title order={3} size="h6" mb={4}>
        {t('billing.invoices')}
      </Title>
      {invoices.length === 0 ? (
        <Text className={classes.muted}>{t('billing.noInvoices')}</Text>
      ) : (
        <Table verticalSpacing={4} className={classes.table} aria-label={t('billing.invoices')}>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.invoiceNumber}>
                <Table.Td className={classes.nowrap}>{invoice.invoiceNumber}</Table.Td>
                <Table.Td className={classes.number}>{format.money(invoice.totalAmount, invoice.currency)}</Table.Td>
                <Table.Td>
                  {invoice.paidAt ? (
                    <Text size="sm">{t('billing.paidOn', { date: format.date(invoice.paidAt) })}</Text>
                  ) : (
                    <Text size="sm" c="orange.8">
                      {t('billing.balance', { amount: format.money(invoice.balance, invoice.currency) })}
                    </Text>
                  )}
                  {invoice.pendingWriteoff && <Text className={classes.muted}>{t('billing.pendingWriteoff')}</Text>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={3} size="h6" mt="md" mb={4}>
        {t('billing.payments')}
      </Title>
      {payments.length === 0 ? (
        <Text className={classes.muted}>{t('billing.noPayments')}</Text>
      ) : (
        <Table verticalSpacing={4} className={classes.table} aria-label={t('billing.payments')}>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>
                  <Text size="sm">{method(payment.methodId)}</Text>
                  <Text className={classes.muted}>{format.date(payment.createdAt)}</Text>
                </Table.Td>
                <Table.Td className={classes.number}>
                  {format.money(payment.amount, payment.currency)}
                  {payment.refunded > 0 && <Text className={classes.muted}>{t('billing.refunded', { amount: format.money(payment.refunded, payment.currency) })}</Text>}
                </Table.Td>
                <Table.Td>{t(`paymentStatus.${payment.status}`, { defaultValue: payment.status })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={3} size="h6" mt="md" mb={4}>
        {t('billing.certificate')}
      </Title>
      {certificate ? (
        <div data-testid="certificate">
          <Anchor href={lp(certificateRoutes.verify(certificate.code))} target="_blank" rel="noopener" className={classes.certificate} data-testid="certificate-code">
            {certificate.code}
          </Anchor>
          <Text className={classes.muted}>{t('billing.certificateIssued', { date: format.date(certificate.issuedOn) })}</Text>
          <Text size="sm">{certificate.title}</Text>
          <Text className={classes.muted}>{certificate.authors}</Text>
        </div>
      ) : (
        <Text className={classes.muted}>{t('billing.noCertificate')}</Text>
      )}
    </section>
  );
}
