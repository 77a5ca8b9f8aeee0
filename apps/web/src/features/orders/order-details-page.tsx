import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Container, Loader, Text, Title } from '@mantine/core';
import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { useLocalePath } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { useDocumentTitle } from '../../components/use-document-title';
import { CertificateCard } from './certificate-card';
import { CompletedFilesCard } from './completed-files-card';
import { OrderEditSection } from './edit/order-edit-section';
import { orderDetailsQuery } from './orders-api';
import { OrderSidebar } from './order-sidebar';
import { ReeditCard } from './reedit/reedit-card';
import { ThankYouView } from './thank-you/thank-you-view';
import classes from './orders.module.css';

/** Back to where the researcher came from within the app, or to the dashboard. */
function BackLink() {
  const { t } = useTranslation('orders');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <Anchor component={Link} to={lp(orderRoutes.dashboard)} onClick={onClick} className={classes.back} data-testid="back-link">
      ← {t('page.back')}
    </Anchor>
  );
}

/**
 * /researcher/details/{externalId} in its viewing state: loading (a
 * poll for a new order), load failure, then the order with its sidebar, completed files, certificate and
 * support, re-edits, edit mode and the thank-you view.
 */
export function OrderDetailsPage({ externalId, thankYou }: { externalId: string; thankYou: boolean }) {
  const { t } = useTranslation('orders');
  const text = useMessageText();
  useDocumentTitle(t('page.documentTitle', { externalId }));
  const query = useQuery(orderDetailsQuery(externalId));

  if (query.isPending) {
    return (
      <Container size="lg" className={classes.page}>
        <div className={classes.loading} role="status">
          <Loader aria-label={t('page.loading')} />
          <Text c="dimmed">{t('page.loading')}</Text>
        </div>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container size="lg" className={classes.page}>
        <BackLink />
        <Alert color="red" variant="light" role="alert" data-testid="load-order-failure">
          {text('load-order-failure')}
          <Button size="xs" variant="light" mt="sm" display="block" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('page.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  return <OrderView order={query.data.order} thankYou={thankYou} />;
}

function OrderView({ order, thankYou }: { order: OrderDetails; thankYou: boolean }) {
  const { t } = useTranslation('orders');
  const lp = useLocalePath();
  return (
    <Container size="lg" className={classes.page} data-testid="order-details">
      <BackLink />
      <header className={classes.head}>
        {thankYou && (
          <Text fw={650} c="teal.8" mb={4} data-testid="thank-you">
            {t('page.thankYou')}
          </Text>
        )}
        <Title order={1} className={classes.title}>
          {order.title}
        </Title>
        <Text className={classes.number}>{t('page.orderNumber', { externalId: order.externalId })}</Text>
      </header>
      <div className={classes.layout}>
        <div className={classes.main}>
          {thankYou && <ThankYouView order={order} />}
          <OrderEditSection order={order} />
          <CompletedFilesCard order={order} />
          {order.certificateReady && order.certificate && <CertificateCard externalId={order.externalId} certificate={order.certificate} />}
          <ReeditCard order={order} />
          <section className={classes.card} aria-labelledby="support-title">
            <h2 id="support-title" className={classes.cardTitle}>
              {t('support.title')}
            </h2>
            <Text size="sm" mb="sm">
              {t('support.text')}
            </Text>
            <Anchor component={Link} to={lp(orderRoutes.support(order.externalId, 'support'))} data-testid="contact-support">
              {t('support.link')}
            </Anchor>
          </section>
        </div>
        <OrderSidebar order={order} />
      </div>
    </Container>
  );
}
