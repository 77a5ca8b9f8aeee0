import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, Pagination, Tabs, TextInput, Title } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../components/use-document-title';
import { paymentsDeskQuery } from './billing-api';
import { UnpaidInvoicesTable, WriteOffsTable } from './invoice-tables';
import { PaymentsTable, PendingPaymentsTable, RefundsTable } from './payment-tables';
import classes from './billing.module.css';

const TABS = ['unpaid', 'pending', 'payments', 'write-offs'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);
const pageOf = (value: string | null) => Math.max(0, Number.parseInt(value ?? '0', 10) || 0);

function Pager({ pageCount, page, onChange }: { pageCount: number; page: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('staff-billing');
  if (pageCount <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pageCount}
        value={page + 1}
        onChange={(value) => onChange(value - 1)}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      />
    </Group>
  );
}

/**
 * /{lang}/staff/payments (issue 6 §3): unpaid invoices (record a bank transfer, write off), pending payments
 * (mark a boleto paid), payments with their refunds, and write-offs waiting to be finalized.
 * ?q (invoice number, order number or e-mail), ?tab, ?page, ?paymentsPage.
 */
export function PaymentsArea() {
  const { t } = useTranslation('staff-billing');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'unpaid';
  const page = pageOf(params.get('page'));
  const paymentsPage = pageOf(params.get('paymentsPage'));
  const [text, setText] = useState(q);
  const desk = useQuery(paymentsDeskQuery(q, page, paymentsPage));
  useDocumentTitle(t('desk.title'));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === '0') next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    update({ q: text.trim(), page: null, paymentsPage: null });
  };
  const data = desk.data;
  const count = (value: number) => (
    <Badge size="sm" variant="light" ml={6} color="gray">
      {value}
    </Badge>
  );

  return (
    <section aria-labelledby="payments-title" className={classes.page}>
      <Title order={1} id="payments-title" className={classes.title}>
        {t('desk.title')}
      </Title>
      <form role="search" onSubmit={submit} className={classes.searchForm}>
        <TextInput
          label={t('desk.search')}
          description={t('desk.searchHint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={120}
          className={classes.searchInput}
        />
        <Button type="submit">{t('desk.searchSubmit')}</Button>
      </form>
      {desk.isError && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(desk.error) && desk.error.message ? desk.error.message : t('desk.failed')}
        </Alert>
      )}
      {desk.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {data && (
        <Tabs value={tab} onChange={(value) => update({ tab: value === 'unpaid' ? null : value })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="unpaid">
              {t('tabs.unpaid')}
              {count(data.invoicesPagination.total)}
            </Tabs.Tab>
            <Tabs.Tab value="pending">
              {t('tabs.pending')}
              {count(data.pendingPayments.length)}
            </Tabs.Tab>
            <Tabs.Tab value="payments">{t('tabs.payments')}</Tabs.Tab>
            <Tabs.Tab value="write-offs">
              {t('tabs.writeOffs')}
              {count(data.writeOffs.length)}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="unpaid" pt="md">
            <UnpaidInvoicesTable invoices={data.invoices} />
            <Pager pageCount={data.invoicesPagination.pageCount} page={page} onChange={(value) => update({ page: String(value) })} />
          </Tabs.Panel>
          <Tabs.Panel value="pending" pt="md">
            <PendingPaymentsTable payments={data.pendingPayments} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <PaymentsTable payments={data.payments} />
            <Pager
              pageCount={data.paymentsPagination.pageCount}
              page={paymentsPage}
              onChange={(value) => update({ paymentsPage: String(value) })}
            />
            <Title order={2} className={classes.sectionTitle}>
              {t('refunds.title')}
            </Title>
            <RefundsTable refunds={data.refunds} />
          </Tabs.Panel>
          <Tabs.Panel value="write-offs" pt="md">
            <WriteOffsTable invoices={data.writeOffs} />
          </Tabs.Panel>
        </Tabs>
      )}
    </section>
  );
}
