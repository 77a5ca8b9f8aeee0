import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Container, Group, List, Loader, Text, Title } from '@mantine/core';
import { reeditStartPath } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderDetailsResponse } from '@marginalia/contracts/orders/order-details.contract';
import { orderPaths, orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { REEDIT_DISCOUNT_PERCENT, reeditLink } from '@marginalia/contracts/orders/reedit-rules';
import { api, isApiError } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/application-context';
import { handles } from '../../../lib/request-failures';
import { useMessageText } from '../../../components/form-messages';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useServiceName } from '../../../components/service-name';
import classes from '../orders.module.css';

/**
 * /researcher/re-edit/{externalId} (also /researcher/index/re-edit/{externalId}):
 * what the re-edit of a completed order is — free (touch-up) or at the re-edit discount — and Continue,
 * which starts the re-edit form (/api/order-form/reedit/{externalId}). An unknown order goes to '/'.
 */
export function ReeditPage() {
  const { externalId = '' } = useParams();
  const { t } = useTranslation('reedit');
  const serviceName = useServiceName();
  const text = useMessageText();
  const lp = useLocalePath();
  useDocumentTitle(t('page.documentTitle', { externalId }));
  const query = useQuery({
    queryKey: ['order-details', externalId, 'reedit'],
    queryFn: ({ signal }) => api.get<OrderDetailsResponse>(orderPaths.view(externalId), { signal }),
    retry: false,
    meta: { handledErrors: handles.clientErrors },
  });

  if (query.isPending) {
    return (
      <Container size="sm" className={classes.page}>
        <div className={classes.loading} role="status">
          <Loader aria-label={t('page.loading')} />
        </div>
      </Container>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.isClientError) return <Navigate to={lp('/')} replace />;
    return (
      <Container size="sm" className={classes.page}>
        <Alert color="red" variant="light" role="alert">
          {text('load-order-failure')}
        </Alert>
      </Container>
    );
  }

  const order = query.data.order;
  const link = reeditLink(order);
  const services = order.services.map((service) => serviceName(service.id, service.name)).join(', ');
  return (
    <Container size="sm" className={classes.page} data-testid="reedit-page">
      <header className={classes.head}>
        <Title order={1} className={classes.title}>
          {link === 'free-reedit' ? t('page.freeTitle') : t('page.title')}
        </Title>
        <Text className={classes.number}>
          <Anchor component={Link} to={lp(orderRoutes.details(order.externalId))}>
            {t('page.order', { externalId: order.externalId, title: order.title })}
          </Anchor>
        </Text>
      </header>
      <section className={classes.card} aria-labelledby="reedit-offer">
        <h2 id="reedit-offer" className={classes.cardTitle}>
          {link === 'free-reedit' ? t('page.freeHeading') : link === 'paid-reedit' ? t('page.paidHeading', { percent: REEDIT_DISCOUNT_PERCENT }) : t('page.unavailableHeading')}
        </h2>
        {link === 'free-reedit' && <Text data-testid="reedit-free-text">{t('page.freeText', { services })}</Text>}
        {link === 'paid-reedit' && <Text data-testid="reedit-paid-text">{t('page.paidText', { services, percent: REEDIT_DISCOUNT_PERCENT })}</Text>}
        {(link === 'free-reedit' || link === 'paid-reedit') && (
          <>
            <Text fw={600} mt="md">
              {t('page.stepsTitle')}
            </Text>
            <List type="ordered" spacing={4} mt={4}>
              <List.Item>{t('page.step1')}</List.Item>
              <List.Item>{t('page.step2')}</List.Item>
              <List.Item>{link === 'free-reedit' ? t('page.step3Free') : t('page.step3Paid')}</List.Item>
            </List>
          </>
        )}
        {link !== 'free-reedit' && link !== 'paid-reedit' && (
          <Alert color="gray" variant="light" data-testid="reedit-unavailable">
            {text('reedit-not-available')}{' '}
            <Anchor component={Link} to={lp(orderRoutes.support(order.externalId, order.containsActiveService ? 'support' : 'inactive-service'))}>
              {t('page.contactSupport')}
            </Anchor>
          </Alert>
        )}
      </section>
      <Group mt="lg">
        {(link === 'free-reedit' || link === 'paid-reedit') && (
          // A navigation: the server starts the re-edit form and opens its first step.
          <Button component="a" href={reeditStartPath(order.externalId)} data-testid="reedit-continue">
            {t('page.continue')}
          </Button>
        )}
        <Button component={Link} to={lp('/')} variant="default">
          {t('page.return')}
        </Button>
      </Group>
    </Container>
  );
}
