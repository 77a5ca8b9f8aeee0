import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Table, Text } from '@mantine/core';
import type { StaffOrderRow } from '@marginalia/contracts/staff/staff-orders.contract';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { useLocalePath } from '../../../lib/application-context';
import { EmailAddress } from '../../../components/email-address';
import { PaidBadge, StatusBadge, useNow } from './order-badges';
import { useStaffFormat } from './use-staff-format';
import classes from './staff-orders.module.css';

/** The queue's rows: who, what, how long, when due and how long is left, paid, assigned. */
export function QueueTable({ orders, showStatus }: { orders: StaffOrderRow[]; showStatus: boolean }) {
  const { t } = useTranslation('staff-orders');
  const lp = useLocalePath();
  const format = useStaffFormat();
  const now = useNow();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing={6} horizontalSpacing="sm" highlightOnHover striped className={classes.table} aria-label={t('queue.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.order')}</Table.Th>
            <Table.Th>
              {t('column.title')} · {t('column.services')}
            </Table.Th>
            <Table.Th>{t('column.customer')}</Table.Th>
            <Table.Th className={classes.number}>{t('column.words')}</Table.Th>
            <Table.Th>{t('column.deadline')}</Table.Th>
            <Table.Th>{t('column.payment')}</Table.Th>
            <Table.Th>{t('column.assignee')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const open = order.status !== 'completed' && order.status !== 'cancelled';
            const left = format.left(order.deadline, now);
            return (
              <Table.Tr key={order.externalId} data-testid="queue-row" data-order={order.externalId}>
                <Table.Td>
                  <Anchor component={Link} to={lp(staffRoutes.order(order.externalId))} className={classes.orderLink}>
                    {order.externalId}
                  </Anchor>
                  {showStatus && (
                    <div>
                      <StatusBadge status={order.status} />
                    </div>
                  )}
                  {(order.rush || order.adminCreated) && (
                    <Text className={classes.muted}>{[order.rush ? t('order.rush') : null, order.adminCreated ? t('order.adminCreated') : null].filter(Boolean).join(' · ')}</Text>
                  )}
                </Table.Td>
                <Table.Td className={classes.titleCell}>
                  <Text size="sm" lineClamp={2} title={order.title}>
                    {order.title}
                  </Text>
                  <Text className={classes.muted}>{order.services.map((service) => service.name).join(', ')}</Text>
                </Table.Td>
                <Table.Td className={classes.customerCell}>
                  <Text size="sm">{order.customer.name}</Text>
                  <Text className={classes.muted} component="div">
                    <EmailAddress email={order.customer.email} />
                  </Text>
                </Table.Td>
                <Table.Td className={classes.number}>{format.number(order.wordCount)}</Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{format.dateTime(order.deadline)}</Text>
                  {open && (
                    <Text className={left.overdue || order.overdue ? `${classes.muted} ${classes.overdue}` : classes.muted} data-testid="time-left">
                      {left.text}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <PaidBadge paid={order.paid} />
                  <Text className={classes.muted}>{format.money(order.totalAmount, order.currency)}</Text>
                </Table.Td>
                <Table.Td>{order.assignee ? <Text size="sm">{order.assignee.name}</Text> : <Text className={classes.muted}>{t('order.unassigned')}</Text>}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
