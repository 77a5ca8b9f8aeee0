import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Group, Table, Text, Title } from '@mantine/core';
import type { StaffCustomerDetail } from '@marginalia/contracts/staff/staff-customers.contract';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { useLocalePath } from '../../../lib/application-context';
import { GrantCreditDialog } from './grant-credit-dialog';
import { useStaffFormat } from './use-staff-format';
import desk from '../desk/desk.module.css';
import classes from './customers.module.css';

export function Section({ id, title, children, empty, action }: { id: string; title: string; children: React.ReactNode; empty: string | null; action?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Group justify="space-between" align="center" mb="xs">
        <Title order={2} id={id} className={classes.sectionTitle}>
          {title}
        </Title>
        {action}
      </Group>
      {empty !== null ? <Text c="dimmed">{empty}</Text> : children}
    </section>
  );
}

export function CustomerOrders({ orders }: { orders: StaffCustomerDetail['orders'] }) {
  const { t } = useTranslation('staff-customers');
  const lp = useLocalePath();
  const format = useStaffFormat();
  return (
    <Section id="customer-orders" title={t('orders.title', { count: orders.length })} empty={orders.length === 0 ? t('orders.none') : null}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" striped aria-labelledby="customer-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.number')}</Table.Th>
              <Table.Th>{t('orders.titleColumn')}</Table.Th>
              <Table.Th>{t('orders.status')}</Table.Th>
              <Table.Th>{t('orders.deadline')}</Table.Th>
              <Table.Th>{t('orders.paid')}</Table.Th>
              <Table.Th className={desk.number}>{t('orders.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.externalId}>
                <Table.Td className={desk.nowrap}>
                  <Link to={lp(staffRoutes.order(order.externalId))}>{order.externalId}</Link>
                </Table.Td>
                <Table.Td>
                  {order.title}
                  {order.adminCreated && (
                    <Badge ml="xs" size="xs" variant="outline">
                      {t('orders.adminCreated')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`status.${order.status}`)}</Table.Td>
                <Table.Td className={desk.nowrap}>{format.dateTime(order.deadline)}</Table.Td>
                <Table.Td>{order.paid ? t('common.yes') : <Badge color="orange" variant="light">{t('orders.unpaid')}</Badge>}</Table.Td>
                <Table.Td className={desk.number}>{format.money(order.totalAmount, order.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

export function CustomerInvoices({ invoices }: { invoices: StaffCustomerDetail['invoices'] }) {
  const { t } = useTranslation('staff-customers');
  const format = useStaffFormat();
  return (
    <Section id="customer-invoices" title={t('invoices.title', { count: invoices.length })} empty={invoices.length === 0 ? t('invoices.none') : null}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped aria-labelledby="customer-invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.number')}</Table.Th>
              <Table.Th>{t('invoices.date')}</Table.Th>
              <Table.Th className={desk.number}>{t('invoices.total')}</Table.Th>
              <Table.Th className={desk.number}>{t('invoices.balance')}</Table.Th>
              <Table.Th>{t('invoices.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.invoiceNumber}>
                <Table.Td className={desk.nowrap}>
                  {invoice.invoiceNumber}
                  {invoice.kind === 'retainer' && <Text span size="xs" c="dimmed"> · {t('invoices.retainer')}</Text>}
                </Table.Td>
                <Table.Td className={desk.nowrap}>{format.date(invoice.createdAt)}</Table.Td>
                <Table.Td className={desk.number}>{format.money(invoice.totalAmount, invoice.currency)}</Table.Td>
                <Table.Td className={desk.number}>{format.money(invoice.balance, invoice.currency)}</Table.Td>
                <Table.Td>
                  {invoice.pendingWriteoff ? (
                    <Badge color="grape" variant="light">{t('invoices.finalizing')}</Badge>
                  ) : invoice.paid ? (
                    <Badge color="green" variant="light">{t('invoices.paid')}</Badge>
                  ) : (
                    <Badge color="orange" variant="light">{t('invoices.unpaid')}</Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

export function CustomerCredits({ detail }: { detail: StaffCustomerDetail }) {
  const { t } = useTranslation('staff-customers');
  const format = useStaffFormat();
  const { credits } = detail;
  return (
    <Section
      id="customer-credits"
      title={t('credits.title', { balance: format.money(detail.creditBalanceUsdCents, 'USD') })}
      empty={credits.length === 0 ? t('credits.none') : null}
      action={<GrantCreditDialog identity={detail.profile.identity} />}
    >
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" striped aria-labelledby="customer-credits">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('credits.reference')}</Table.Th>
              <Table.Th>{t('credits.source')}</Table.Th>
              <Table.Th className={desk.number}>{t('credits.total')}</Table.Th>
              <Table.Th className={desk.number}>{t('credits.balance')}</Table.Th>
              <Table.Th>{t('credits.expiry')}</Table.Th>
              <Table.Th>{t('credits.grantedBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {credits.map((credit) => (
              <Table.Tr key={credit.referenceNumber}>
                <Table.Td className={desk.nowrap}>{credit.referenceNumber}</Table.Td>
                <Table.Td>
                  {t(`credits.sources.${credit.source}`)}
                  {credit.note && <div className={desk.sub}>{credit.note}</div>}
                </Table.Td>
                <Table.Td className={desk.number}>{format.money(credit.totalUsdCents, 'USD')}</Table.Td>
                <Table.Td className={desk.number}>{format.money(credit.balanceUsdCents, 'USD')}</Table.Td>
                <Table.Td className={desk.nowrap}>{credit.expiresAt ? format.date(credit.expiresAt) : t('credits.never')}</Table.Td>
                <Table.Td>{credit.grantedBy?.name ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}
