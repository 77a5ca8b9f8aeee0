import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Group, Loader, Text, Title } from '@mantine/core';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { isApiError } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/application-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useErrorText } from './action-error';
import { BillingCard } from './billing-card';
import { DeadlineCard } from './deadline-card';
import { DeliverablesCard } from './deliverables-card';
import { HistoryCard } from './history-card';
import { NotesCard } from './notes-card';
import { SupportRequestsCard } from '../support/support-requests-card';
import { PaidBadge, StatusBadge } from './order-badges';
import { workbenchQuery } from './staff-orders-api';
import { CustomerFilesCard, OrderFactsCard } from './workbench-facts';
import { WorkflowCard } from './workflow-card';
import desk from '../desk/desk.module.css';
import classes from './staff-orders.module.css';

/** /{lang}/staff/orders/{externalId}: everything about one order and everything staff do to it. */
export function WorkbenchPage({ externalId }: { externalId: string }) {
  const { t } = useTranslation('staff-orders');
  const lp = useLocalePath();
  const errorText = useErrorText();
  useDocumentTitle(t('workbench.documentTitle', { externalId }));
  const query = useQuery(workbenchQuery(externalId));
  const data = query.data;

  const back = (
    <Anchor component={Link} to={lp(staffRoutes.orders)} size="sm">
      {t('workbench.back')}
    </Anchor>
  );

  if (!data) {
    return (
      <div className={desk.column}>
        {back}
        {query.isPending ? (
          <div className={classes.loading} role="status">
            <Loader size="sm" />
            <Text c="dimmed">{t('workbench.loading')}</Text>
          </div>
        ) : (
          <Alert color="red" variant="light" role="alert">
            <Text mb="sm">{errorText(query.error) ?? t('workbench.loadError')}</Text>
            {!(isApiError(query.error) && query.error.status === 404) && (
              <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
                {t('common.retry')}
              </Button>
            )}
          </Alert>
        )}
      </div>
    );
  }

  const { order } = data;
  return (
    <div className={desk.column}>
      {back}
      <header className={classes.head}>
        <div>
          <Title order={1} className={desk.title}>
            {t('workbench.title', { externalId: order.externalId })}
          </Title>
          <Text c="dimmed" mt={4}>
            {order.title}
          </Text>
        </div>
        <Group gap="xs">
          <StatusBadge status={order.status} />
          <PaidBadge paid={order.paid} />
        </Group>
      </header>
      <div className={classes.workbench}>
        <div className={classes.column}>
          <OrderFactsCard workbench={data} />
          <CustomerFilesCard workbench={data} />
          <DeliverablesCard workbench={data} />
          <NotesCard workbench={data} />
          <SupportRequestsCard order={order.externalId} />
          <HistoryCard workbench={data} />
        </div>
        <div className={classes.column}>
          {/* Keyed by the facts its checks read, so a stale refusal goes once they change. */}
          <WorkflowCard key={`${order.status}|${data.assignee?.identity ?? ''}|${data.deliverables.length}`} workbench={data} />
          <DeadlineCard key={order.deadline} workbench={data} />
          <BillingCard workbench={data} />
        </div>
      </div>
    </div>
  );
}
