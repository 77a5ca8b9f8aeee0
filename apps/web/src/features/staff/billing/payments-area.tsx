import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Loader, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../components/use-document-title';
import { DeskLoadError, DeskPage, DeskPager, DeskSearch, pageOf, useDeskParams } from '../desk/desk-page';
import { paymentsDeskQuery } from './billing-api';
import { UnpaidInvoicesTable, WriteOffsTable } from './invoice-tables';
import { PaymentsTable, PendingPaymentsTable, RefundsTable } from './payment-tables';
import classes from './billing.module.css';

const TABS = ['unpaid', 'pending', 'payments', 'write-offs'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

function Count({ value }: { value: number }) {
  return (
    <Badge size="sm" variant="light" ml={6} color="gray">
      {value}
    </Badge>
  );
}

/**
 * /{lang}/staff/payments: unpaid invoices (record a bank transfer, write off), pending payments (mark a
 * boleto paid), payments with their refunds, and write-offs waiting to be finalized.
 * ?q (invoice number, order number or e-mail), ?tab, ?page, ?paymentsPage.
 */
export function PaymentsArea() {
  const { t } = useTranslation('staff-billing');
  const [params, update] = useDeskParams();
  const q = params.get('q') ?? '';
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'unpaid';
  const page = pageOf(params.get('page'));
  const paymentsPage = pageOf(params.get('paymentsPage'));
  const [text, setText] = useState(q);
  const desk = useQuery(paymentsDeskQuery(q, page, paymentsPage));
  useDocumentTitle(t('desk.title'));

  const pagerLabel = (control: string) => t(`pager.${control}`);
  const data = desk.data;

  return (
    <DeskPage titleId="payments-title" title={t('desk.title')}>
      <DeskSearch
        label={t('desk.search')}
        description={t('desk.searchHint')}
        submitLabel={t('desk.searchSubmit')}
        value={text}
        onChange={setText}
        onSubmit={() => update({ q: text.trim(), page: null, paymentsPage: null })}
      />
      {desk.isError && <DeskLoadError error={desk.error} fallback={t('desk.failed')} />}
      {desk.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {data && (
        <Tabs value={tab} onChange={(value) => update({ tab: value === 'unpaid' ? null : value })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="unpaid">
              {t('tabs.unpaid')}
              <Count value={data.invoicesPagination.total} />
            </Tabs.Tab>
            <Tabs.Tab value="pending">
              {t('tabs.pending')}
              <Count value={data.pendingPayments.length} />
            </Tabs.Tab>
            <Tabs.Tab value="payments">{t('tabs.payments')}</Tabs.Tab>
            <Tabs.Tab value="write-offs">
              {t('tabs.writeOffs')}
              <Count value={data.writeOffs.length} />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="unpaid" pt="md">
            <UnpaidInvoicesTable invoices={data.invoices} />
            <DeskPager
              pageCount={data.invoicesPagination.pageCount}
              page={page}
              onChange={(value) => update({ page: String(value) })}
              controlLabel={pagerLabel}
            />
          </Tabs.Panel>
          <Tabs.Panel value="pending" pt="md">
            <PendingPaymentsTable payments={data.pendingPayments} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <PaymentsTable payments={data.payments} />
            <DeskPager
              pageCount={data.paymentsPagination.pageCount}
              page={paymentsPage}
              onChange={(value) => update({ paymentsPage: String(value) })}
              controlLabel={pagerLabel}
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
    </DeskPage>
  );
}
