import '@mantine/core/styles/Badge.css';

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Badge, Button, Container, Loader, Text, Title } from '@mantine/core';
import { displayDeadline } from '@marginalia/contracts/formatting/dates';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { invoicePaths, paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { useCurrentUser, useLocalePath, useSiteLanguage } from '../../../lib/application-context';
import { CheckIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ORDER_FORM_KEY } from '../order-form-api';
import { useDisplayTimeZone } from '../use-display-time-zone';
import { orderPaymentQuery } from './payment-api';
import layout from '../../../components/layout/layout.module.css';
import shell from '../shell/order-form-shell.module.css';
import classes from './payment.module.css';

/**
 * /researcher/submit/order-complete/{orderExternalId}: 'Thank you' with the order, what it cost, when it
 * is due, and whether it is paid — or 'Awaiting Payment' with its invoice (bank transfer) or boleto; then on
 * to the order's thank-you view (certificate details, notification e-mails, rewards), or to My Orders.
 */
export function OrderCompletePage({ orderExternalId }: { orderExternalId: string }) {
  const { t } = useTranslation('payment');
  const { t: orderText } = useTranslation('orders');
  const user = useCurrentUser();
  useDocumentTitle(t('complete.title'));
  const lp = useLocalePath();
  const language = useSiteLanguage();
  const timeZone = useDisplayTimeZone();
  const queryClient = useQueryClient();
  const query = useQuery(orderPaymentQuery(orderExternalId));

  // The form became this order: the order form starts afresh next time.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: ORDER_FORM_KEY });
  }, [queryClient]);

  if (query.isPending) {
    return (
      <Container size="sm" className={classes.complete} role="status">
        <Loader role="progressbar" aria-label={t('page.loading')} />
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container size="sm" className={classes.complete}>
        <Alert color="red" variant="light" role="alert" title={t('complete.loadFailed')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('page.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }

  const { order } = query.data;
  const awaiting = !order.paid;
  const bankTransfer = order.paymentMethodId === PAYMENT_METHOD.bankTransfer;
  return (
    <Container size="sm" className={classes.complete} data-testid="order-complete">
      <span className={`${layout.roundIcon} ${classes.checkmark}`} aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <Title order={1} className={classes.title}>
        {t('complete.title')}
      </Title>
      <Text className={layout.lead}>{awaiting ? t('complete.leadAwaiting') : t('complete.leadPaid')}</Text>

      <section className={`${layout.panel} ${shell.stepCard} ${classes.card}`} aria-labelledby="order-complete-details" style={{ marginTop: 24 }}>
        <h2 id="order-complete-details" className={shell.stepCardTitle}>
          {t('complete.details')}
        </h2>
        <dl className={classes.facts}>
          <dt>{t('complete.orderNumber')}</dt>
          <dd data-testid="order-number">{order.externalId}</dd>
          <dt>{t('complete.orderTitle')}</dt>
          <dd>{order.title}</dd>
          <dt>{t('complete.total')}</dt>
          <dd data-testid="order-total">{formatMoney(order.totalAmount, order.currency, { keepDecimals: true, withIsoCode: true })}</dd>
          <dt>{t('complete.deadline')}</dt>
          <dd>{displayDeadline(new Date(order.deadline), timeZone, language)}</dd>
          <dt>{t('complete.status')}</dt>
          <dd>
            <Badge color={awaiting ? 'amber' : 'teal'} variant="light" data-testid="order-payment-status">
              {awaiting ? t('complete.awaitingPayment') : t('complete.paid')}
            </Badge>
          </dd>
          {order.invoiceNumber && !user.hideInvoices && (
            <>
              <dt>{t('complete.invoiceNumber')}</dt>
              <dd>
                <Anchor href={invoicePaths.pdf(order.invoiceNumber)} target="_blank" rel="noopener" data-testid="invoice-pdf-link">
                  {t('complete.invoicePdf', { number: order.invoiceNumber })}
                </Anchor>
              </dd>
            </>
          )}
        </dl>
        {awaiting && bankTransfer && (
          <Alert color="ink" variant="light" mt="lg" title={t('complete.bankTitle')}>
            {t('complete.bankText')}
          </Alert>
        )}
        {awaiting && order.boletoUrl && (
          <Alert color="amber" variant="light" mt="lg" title={t('complete.boletoTitle')}>
            <Text size="sm" mb="xs">
              {t('complete.boletoText')}
            </Text>
            <Anchor href={order.boletoUrl} target="_blank" rel="noopener" data-testid="boleto-link">
              {t('complete.boletoLink')}
            </Anchor>
          </Alert>
        )}
        {!awaiting && order.paymentId && (
          <Text mt="lg">
            <Anchor href={paymentPaths.receiptPdf(order.paymentId)} target="_blank" rel="noopener" data-testid="receipt-pdf-link">
              {t('complete.receiptPdf')}
            </Anchor>
          </Text>
        )}
      </section>

      <div className={classes.links}>
        <Button component={Link} to={lp(orderRoutes.thankYou(order.externalId))} data-testid="order-thank-you-link">
          {orderText('complete.continue')}
        </Button>
        <Button component={Link} to={lp(orderRoutes.dashboard)} variant="default">
          {t('complete.myOrders')}
        </Button>
        {!user.hideInvoices && (
          <Button component={Link} to={lp(orderRoutes.invoices)} variant="default">
            {t('complete.invoices')}
          </Button>
        )}
      </div>
    </Container>
  );
}
