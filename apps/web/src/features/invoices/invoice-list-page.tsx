import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { INVOICE_PAGER_FROM } from '@marginalia/contracts/payments/invoices.contract';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser, useLocalePath } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { useDocumentTitle } from '../../components/use-document-title';
import { CancelFapiaoDialog } from './cancel-fapiao-dialog';
import { InvoiceFiltersForm } from './invoice-filters';
import { InvoicePager } from './invoice-pager';
import { InvoiceTable } from './invoice-table';
import { readListSearch, showsFapiaoColumn, showsPager, toggleSelection, writeListSearch, type InvoiceFilters, type InvoiceListStatus } from './invoice-rules';
import { invoiceListQuery } from './invoices-api';
import { LoadError } from '../../components/layout/load-error';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import classes from './invoices.module.css';

/** Navigation state another page may pass: open the list filtered to one order. */
function orderNumberFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('orderNumber' in state)) return null;
  const { orderNumber } = state as { orderNumber: unknown };
  return typeof orderNumber === 'string' && orderNumber.trim() !== '' ? orderNumber.trim() : null;
}

/** 'My Invoices': the unpaid list or the history, with filters, pages, selection and fapiao. */
export function InvoiceListPage({ status }: { status: InvoiceListStatus }) {
  const { t } = useTranslation('invoices');
  const user = useCurrentUser();
  useDocumentTitle(t('page.title'));

  return (
    <Page size="lg">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      {user.hideInvoices ? (
        <Alert color="gray" variant="light" data-testid="invoices-hidden">
          {t('page.hidden')}
        </Alert>
      ) : (
        <InvoiceList status={status} />
      )}
    </Page>
  );
}

function InvoiceList({ status }: { status: InvoiceListStatus }) {
  const { t } = useTranslation('invoices');
  const text = useMessageText();
  const lp = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = readListSearch(searchParams);
  const unpaid = status === 'unpaid';

  // An order number passed in navigation state becomes the filter (kept in the address from then on).
  const stateOrderNumber = orderNumberFromState(location.state);
  useEffect(() => {
    if (stateOrderNumber === null) return;
    void navigate({ pathname: location.pathname, search: writeListSearch({ ...filters, orderNumber: stateOrderNumber }, 0).toString() }, { replace: true, state: null });
  }, [stateOrderNumber, filters, location.pathname, navigate]);

  const query = useQuery({ ...invoiceListQuery(status, filters, page), enabled: stateOrderNumber === null });

  // The selection belongs to one list and one set of filters: it is dropped when they change.
  const scope = `${status}|${filters.from}|${filters.to}|${filters.orderNumber}`;
  const [selectionState, setSelectionState] = useState<{ scope: string; numbers: string[] }>({ scope, numbers: [] });
  const selection = unpaid && selectionState.scope === scope ? selectionState.numbers : [];
  const select = (invoiceNumber: string, selected: boolean) => setSelectionState({ scope, numbers: toggleSelection(selection, invoiceNumber, selected) });

  const [cancelling, setCancelling] = useState<Fapiao | null>(null);

  const applyFilters = (next: InvoiceFilters) => {
    setSelectionState({ scope: '', numbers: [] });
    setSearchParams(writeListSearch(next, 0));
  };
  const goToPage = (next: number) => {
    setSearchParams(writeListSearch(filters, next));
    window.scrollTo({ top: 0 });
  };

  const data = query.data;
  const filtered = filters.from !== '' || filters.to !== '' || filters.orderNumber !== '';
  const loadError = query.isError && !data;

  return (
    <section className={`${layout.panel} ${classes.card}`} aria-labelledby="invoice-list-heading">
      <div className={classes.listHead}>
        <Title order={2} id="invoice-list-heading" className={layout.panelTitle}>
          {unpaid ? t('list.unpaidHeading') : t('list.historyHeading')}
        </Title>
        <nav className={classes.views} aria-label={t('list.views')}>
          <Link to={lp(billingRoutes.invoices('unpaid'))} className={classes.view} data-active={unpaid || undefined} aria-current={unpaid ? 'page' : undefined}>
            {t('list.viewUnpaid')}
          </Link>
          <Link to={lp(billingRoutes.invoices())} className={classes.view} data-active={!unpaid || undefined} aria-current={unpaid ? undefined : 'page'}>
            {t('list.viewHistory')}
          </Link>
        </nav>
      </div>

      <InvoiceFiltersForm key={scope} filters={filters} onApply={applyFilters} />

      {(query.isPending || stateOrderNumber !== null) && !loadError && (
        <div className={classes.loading} role="status">
          <Loader size="sm" />
          <Text c="dimmed">{text('invoices-loading')}</Text>
        </div>
      )}
      {loadError && (
        <LoadError
          message={isApiError(query.error) && query.error.isClientError ? text(query.error.key, query.error.params) : t('page.loadError')}
          retryLabel={t('page.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}

      {data && stateOrderNumber === null && (
        <>
          {data.invoices.length === 0 ? (
            <Text className={classes.empty} data-testid="invoices-empty">
              {filtered ? t('list.emptyFiltered') : unpaid ? t('list.emptyUnpaid') : t('list.emptyHistory')}
            </Text>
          ) : (
            <div className={classes.tableWrap} aria-busy={query.isFetching}>
              <InvoiceTable
                invoices={data.invoices}
                unpaid={unpaid}
                fapiaoLocalization={showsFapiaoColumn(data) ? data.currentLocalization.identity : null}
                selection={selection}
                onSelect={select}
                onCancelFapiao={setCancelling}
              />
            </div>
          )}

          {(unpaid && data.invoices.length > 0) || showsPager(data.pagination.total, INVOICE_PAGER_FROM) ? (
            <Group justify="space-between" align="center" mt="md" gap="md">
              {unpaid && data.invoices.length > 0 ? (
                <Group gap="sm">
                  {selection.length === 0 ? (
                    <Button disabled>{t('list.paySelected')}</Button>
                  ) : (
                    <Button component={Link} to={lp(billingRoutes.payInvoices(selection))}>
                      {t('list.paySelected')}
                    </Button>
                  )}
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {selection.length > 0 ? t('list.selectedCount', { count: selection.length }) : t('list.selectHint')}
                  </Text>
                </Group>
              ) : (
                <span />
              )}
              {showsPager(data.pagination.total, INVOICE_PAGER_FROM) && <InvoicePager pagination={data.pagination} onPage={goToPage} />}
            </Group>
          ) : null}
        </>
      )}

      <CancelFapiaoDialog fapiao={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
