import '@mantine/core/styles/Badge.css';

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Text } from '@mantine/core';
import { displayDeadline, formatDate } from '@marginalia/contracts/formatting/dates';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { OrderDetails, OriginalFile } from '@marginalia/contracts/orders/order-details.contract';
import { orderPaths, orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { invoicePaths } from '@marginalia/contracts/payments/payments.paths';
import { useCurrentUser, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { useServiceName } from '../../components/service-name';
import { orderStatusText } from './order-details-rules';
import classes from './orders.module.css';

function FileLinks({ files }: { files: readonly OriginalFile[] }) {
  const { t } = useTranslation('orders');
  return (
    <ul className={classes.plainList}>
      {files.map((file) => (
        <li key={file.identity}>
          {file.expired ? (
            <Text span size="sm" c="dimmed">
              {file.name} ({t('sidebar.expired')})
            </Text>
          ) : (
            <Anchor href={orderPaths.originalFile(file.identity)} size="sm" data-testid="original-file">
              {file.name}
            </Anchor>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The sidebar of the order page: deadline, services, original files, payment, journal, English. */
export function OrderSidebar({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const serviceName = useServiceName();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const lp = useLocalePath();
  const files = [...order.primaryManuscripts, ...order.supportingFiles];
  const status = orderStatusText(order);
  return (
    <aside className={classes.sidebar} aria-label={t('sidebar.label')}>
      <dl className={classes.sideFacts}>
        <dt>{t('sidebar.status')}</dt>
        <dd>
          <Badge variant="light" color={status === 'awaiting-payment' ? 'amber' : status === 'completed' ? 'teal' : status === 'cancelled' ? 'gray' : 'blue'} data-testid="order-status">
            {t(`status.${status}`)}
          </Badge>
        </dd>
        <dt>{order.completedAt ? t('sidebar.completed') : t('sidebar.deadline')}</dt>
        <dd data-testid="order-deadline">
          {order.completedAt ? formatDate(new Date(order.completedAt), user.timeZone, language) : displayDeadline(new Date(order.deadline), user.timeZone, language)}
        </dd>
        <dt>{t('sidebar.services')}</dt>
        <dd>
          <ul className={classes.plainList} data-testid="order-services">
            {order.services.map((service) => (
              <li key={service.id}>{serviceName(service.id, service.name)}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('sidebar.originalFiles')}</dt>
        <dd>{files.length > 0 ? <FileLinks files={files} /> : <Text size="sm">{t('sidebar.noFiles')}</Text>}</dd>
        {!user.hideInvoices && (
          <>
            <dt>{t('sidebar.payment')}</dt>
            <dd data-testid="order-payment">
              <Text size="sm">
                {formatMoney(order.totalAmount, order.currency, { keepDecimals: true, withIsoCode: true })} · {order.paid || order.freeOrder ? t('sidebar.paid') : t('sidebar.unpaid')}
              </Text>
              {order.invoiceNumber && (
                <Anchor href={invoicePaths.pdf(order.invoiceNumber)} target="_blank" rel="noopener" size="sm" display="block">
                  {t('sidebar.invoicePdf', { number: order.invoiceNumber })}
                </Anchor>
              )}
              {order.pendingPayments.map((pending) => (
                <Anchor key={pending.boletoUrl} href={pending.boletoUrl} target="_blank" rel="noopener" size="sm" display="block">
                  {t('sidebar.boleto')}
                </Anchor>
              ))}
              <Anchor component={Link} to={lp(orderRoutes.invoices)} size="sm" display="block">
                {t('sidebar.invoices')}
              </Anchor>
            </dd>
          </>
        )}
        <dt>{t('sidebar.journal')}</dt>
        <dd data-testid="order-journal">
          {order.journal?.name || (order.journal?.url ? '' : t('sidebar.noJournal'))}
          {order.journal?.url && (
            <Anchor href={order.journal.url} target="_blank" rel="noopener noreferrer" size="sm" display="block" data-testid="order-journal-url">
              {t('sidebar.journalWebsite')}
            </Anchor>
          )}
        </dd>
        <dt>{t('sidebar.styleOfEnglish')}</dt>
        <dd data-testid="order-style">{t(`sidebar.style.${order.styleOfEnglish}`)}</dd>
      </dl>
    </aside>
  );
}
