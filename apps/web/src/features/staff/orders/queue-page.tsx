import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useDocumentTitle } from '../../../components/use-document-title';
import { QueueFiltersForm } from './queue-filters';
import { QUEUE_TABS, hasFilters, readQueueSearch, tabCount, withFilters, writeQueueSearch, type QueueFilters } from './queue-query';
import { QueueTable } from './queue-table';
import { orderQueueQuery } from './staff-orders-api';
import { useStaffTimeZone } from './use-staff-format';
import desk from '../desk/desk.module.css';
import classes from './staff-orders.module.css';

/** /{lang}/staff/orders: every order, by status, filtered and sorted, the view kept in the address. */
export function OrderQueuePage() {
  const { t } = useTranslation('staff-orders');
  const text = useMessageText();
  const timeZone = useStaffTimeZone();
  useDocumentTitle(t('queue.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readQueueSearch(searchParams);
  const query = useQuery(orderQueueQuery(filters));
  const data = query.data;

  const show = (next: QueueFilters) => setSearchParams(writeQueueSearch(next));
  const change = (partial: Partial<QueueFilters>) => show(withFilters(filters, partial));
  const tabHref = (status: QueueFilters['status']) => `?${writeQueueSearch(withFilters(filters, { status })).toString()}`;
  const loadError = query.isError && !data;

  return (
    <div className={desk.column}>
      <header className={classes.head}>
        <Title order={1} className={desk.title}>
          {t('queue.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('queue.timeZone', { zone: timeZone })}
        </Text>
      </header>

      <nav className={classes.tabs} aria-label={t('queue.tabsLabel')}>
        {QUEUE_TABS.map((tab) => (
          <Link
            key={tab}
            to={tabHref(tab)}
            className={classes.tab}
            data-active={filters.status === tab || undefined}
            aria-current={filters.status === tab ? 'page' : undefined}
            data-testid={`queue-tab-${tab}`}
          >
            {t(`tab.${tab}`)}
            <span className={classes.count}>{data ? tabCount(tab, data.counts) : '–'}</span>
          </Link>
        ))}
      </nav>

      <QueueFiltersForm key={filters.q} filters={filters} onChange={change} onClear={() => show(clearedFilters(filters))} />

      {query.isPending && (
        <div className={classes.loading} role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('queue.loading')}</Text>
        </div>
      )}
      {loadError && (
        <Alert color="red" variant="light" role="alert">
          <Text mb="sm">{isApiError(query.error) && query.error.isClientError ? query.error.message || text(query.error.key, query.error.params) : t('queue.loadError')}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}

      {data &&
        (data.orders.length === 0 ? (
          <Text className={classes.empty} data-testid="queue-empty">
            {hasFilters(filters) ? t('queue.emptyFiltered') : t('queue.empty')}
          </Text>
        ) : (
          <div aria-busy={query.isFetching}>
            <QueueTable orders={data.orders} showStatus={filters.status === 'open' || filters.status === 'all'} />
          </div>
        ))}

      {data && data.pagination.total > 0 && (
        <div className={classes.pager}>
          <Text size="sm" c="dimmed">
            {t('pager.summary', {
              from: data.pagination.page * data.pagination.pageSize + 1,
              to: data.pagination.page * data.pagination.pageSize + data.orders.length,
              total: data.pagination.total,
            })}
          </Text>
          {data.pagination.pageCount > 1 && (
            <Group gap="xs" component="nav" aria-label={t('pager.label')}>
              <Button variant="default" size="xs" disabled={filters.page <= 0} onClick={() => change({ page: filters.page - 1 })}>
                {t('pager.previous')}
              </Button>
              <Text size="sm" aria-current="page" px={6}>
                {t('pager.current', { page: data.pagination.page + 1, pages: data.pagination.pageCount })}
              </Text>
              <Button variant="default" size="xs" disabled={filters.page + 1 >= data.pagination.pageCount} onClick={() => change({ page: filters.page + 1 })}>
                {t('pager.next')}
              </Button>
            </Group>
          )}
        </div>
      )}
    </div>
  );
}

/** Every filter back to its default; the tab and the order stay. */
function clearedFilters(filters: QueueFilters): QueueFilters {
  return { ...filters, service: '', deadlineFrom: '', deadlineTo: '', overdue: false, unassigned: false, unpaid: false, mine: false, country: null, q: '', page: 0 };
}
