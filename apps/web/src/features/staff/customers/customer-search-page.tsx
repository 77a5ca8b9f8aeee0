import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Loader, Text } from '@mantine/core';
import type { StaffCustomerRow } from '@marginalia/contracts/staff/staff-customers.contract';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { useLocalePath } from '../../../lib/application-context';
import { EmailAddress } from '../../../components/email-address';
import { useDocumentTitle } from '../../../components/use-document-title';
import { DeskLoadError, DeskPage, DeskPager, DeskSearch, pageOf } from '../desk/desk-page';
import { DeskTable, type DeskColumn } from '../desk/desk-table';
import { customerSearchQuery } from './customers-api';
import { useStaffFormat } from './use-staff-format';
import desk from '../desk/desk.module.css';

/** /{lang}/staff/customers: find a researcher by name, e-mail or order number (?q=…&page=…). */
export function CustomerSearchPage() {
  const { t } = useTranslation('staff-customers');
  const lp = useLocalePath();
  const format = useStaffFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const [text, setText] = useState(q);
  const search = useQuery(customerSearchQuery(q, page));
  useDocumentTitle(t('search.title'));

  const columns: DeskColumn<StaffCustomerRow>[] = [
    {
      header: t('columns.name'),
      cell: (customer) => (
        <>
          <Link to={lp(staffRoutes.customer(customer.identity))}>{customer.name || customer.email}</Link>
          {!customer.active && (
            <Badge ml="xs" color="gray" variant="light">
              {t('profile.closed')}
            </Badge>
          )}
          {customer.institution && <div className={desk.sub}>{customer.institution}</div>}
        </>
      ),
    },
    { header: t('columns.email'), cell: (customer) => <EmailAddress email={customer.email} /> },
    { header: t('columns.country'), cell: (customer) => customer.country ?? '—' },
    { header: t('columns.orders'), kind: 'number', headerRight: true, cell: (customer) => customer.numberOfOrders },
    {
      header: t('columns.unpaid'),
      kind: 'number',
      headerRight: true,
      cell: (customer) =>
        customer.unpaidInvoices > 0 ? (
          <Badge color="orange" variant="light">
            {customer.unpaidInvoices}
          </Badge>
        ) : (
          0
        ),
    },
    { header: t('columns.created'), kind: 'nowrap', cell: (customer) => format.date(customer.createdAt) },
  ];

  return (
    <DeskPage titleId="customers-title" title={t('search.title')}>
      <DeskSearch
        label={t('search.label')}
        description={t('search.hint')}
        submitLabel={t('search.submit')}
        value={text}
        onChange={setText}
        onSubmit={() => {
          const next = text.trim();
          setParams(next ? { q: next } : {});
        }}
      />
      {search.isError && <DeskLoadError error={search.error} fallback={t('search.failed')} />}
      {search.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {search.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {q
              ? t('search.resultsFor', { count: search.data.pagination.total, q })
              : t('search.newest', { count: search.data.pagination.total })}
          </Text>
          {search.data.customers.length > 0 && (
            <DeskTable
              rows={search.data.customers}
              columns={columns}
              rowKey={(customer) => customer.identity}
              rowTestId="customer-row"
              label={t('search.tableLabel')}
              minWidth={760}
              highlightOnHover
            />
          )}
          <DeskPager
            pageCount={search.data.pagination.pageCount}
            page={page}
            onChange={(value) => setParams(q ? { q, page: String(value) } : { page: String(value) })}
            controlLabel={(control) => t(`pager.${control}`)}
          />
        </>
      )}
    </DeskPage>
  );
}
