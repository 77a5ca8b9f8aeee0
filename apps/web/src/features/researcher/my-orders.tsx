import '@mantine/core/styles/Pagination.css';

import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Group, Loader, Pagination, Text, Title } from '@mantine/core';
import { ordersListPath, type OrderSearchFilters } from '@marginalia/contracts/orders/order-search.contract';
import { isApiError } from '../../lib/api-client';
import { useLocalePath } from '../../lib/application-context';
import { OrderCard } from './order-card';
import { OrderSearchForm } from './order-search-form';
import { orderSearchQuery } from './researcher-api';
import classes from './researcher.module.css';

/** My Orders: the search form, the order cards and the pager; the URL holds filters and page. */
export function MyOrders({ filters }: { filters: OrderSearchFilters }) {
  const { t } = useTranslation('researcher');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const search = useQuery(orderSearchQuery(filters));
  const go = (next: OrderSearchFilters) => void navigate(lp(ordersListPath(next)));
  const filtered = Boolean(filters.xid || filters.orderTitle || filters.from || filters.to);
  const fieldErrors = isApiError(search.error) ? Object.fromEntries(Object.entries(search.error.fields ?? {}).map(([field, error]) => [field, error.error])) : {};
  const data = search.isError ? undefined : search.data;

  return (
    <section className={classes.myOrders} aria-labelledby="my-orders-title">
      <Title order={2} id="my-orders-title" className={classes.cardTitle}>
        {t('dashboard.myOrders')}
      </Title>
      {/* A new key when the URL changes from outside (Back, Clear): the form shows the URL's filters. */}
      <OrderSearchForm key={JSON.stringify({ ...filters, page: 0 })} filters={filters} serverErrors={fieldErrors} onSearch={go} />
      {search.isPending && (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t('list.loading')} />
        </Group>
      )}
      {data && (
        <>
          <Text size="sm" c="dimmed" role="status" data-testid="orders-count">
            {t(filtered ? 'list.found' : 'list.total', { count: data.pagination.total })}
          </Text>
          {data.orders.length === 0 ? (
            <Text className={classes.empty} data-testid="orders-empty">
              {filtered ? t('list.noMatch') : t('dashboard.noOrders')}
            </Text>
          ) : (
            <div className={classes.orderList} data-testid="order-list" aria-busy={search.isPlaceholderData}>
              {data.orders.map((order) => (
                <OrderCard key={order.externalId} order={order} />
              ))}
            </div>
          )}
          {data.pagination.pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={data.pagination.pages}
                value={Math.min(filters.page, data.pagination.pages)}
                onChange={(page) => go({ ...filters, page })}
                getControlProps={(control) => ({ 'aria-label': t(`list.pager.${control}`) })}
                getItemProps={(page) => ({ 'aria-label': t('list.pager.page', { page }) })}
                data-testid="orders-pager"
              />
            </Group>
          )}
        </>
      )}
    </section>
  );
}
