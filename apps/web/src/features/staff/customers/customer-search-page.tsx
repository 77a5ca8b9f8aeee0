import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, Pagination, Table, Text, TextInput, Title } from '@mantine/core';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { isApiError } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/application-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { customerSearchQuery } from './customers-api';
import { useStaffFormat } from './use-staff-format';
import classes from './customers.module.css';

/** /{lang}/staff/customers: find a researcher by name, e-mail or order number (?q=…&page=…). */
export function CustomerSearchPage() {
  const { t } = useTranslation('staff-customers');
  const lp = useLocalePath();
  const format = useStaffFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [text, setText] = useState(q);
  const search = useQuery(customerSearchQuery(q, page));
  useDocumentTitle(t('search.title'));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <section aria-labelledby="customers-title" className={classes.page}>
      <Title order={1} id="customers-title" className={classes.title}>
        {t('search.title')}
      </Title>
      <form role="search" onSubmit={submit} className={classes.searchForm}>
        <TextInput
          label={t('search.label')}
          description={t('search.hint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={120}
          className={classes.searchInput}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>

      {search.isError && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(search.error) && search.error.message ? search.error.message : t('search.failed')}
        </Alert>
      )}
      {search.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {search.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {q ? t('search.resultsFor', { count: search.data.pagination.total, q }) : t('search.newest', { count: search.data.pagination.total })}
          </Text>
          {search.data.customers.length > 0 && (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs" highlightOnHover striped aria-label={t('search.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.name')}</Table.Th>
                    <Table.Th>{t('columns.email')}</Table.Th>
                    <Table.Th>{t('columns.country')}</Table.Th>
                    <Table.Th className={classes.number}>{t('columns.orders')}</Table.Th>
                    <Table.Th className={classes.number}>{t('columns.unpaid')}</Table.Th>
                    <Table.Th>{t('columns.created')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {search.data.customers.map((customer) => (
                    <Table.Tr key={customer.identity} data-testid="customer-row">
                      <Table.Td>
                        <Link to={lp(staffRoutes.customer(customer.identity))}>{customer.name || customer.email}</Link>
                        {!customer.active && (
                          <Badge ml="xs" color="gray" variant="light">
                            {t('profile.closed')}
                          </Badge>
                        )}
                        {customer.institution && <div className={classes.sub}>{customer.institution}</div>}
                      </Table.Td>
                      <Table.Td>{customer.email}</Table.Td>
                      <Table.Td>{customer.country ?? '—'}</Table.Td>
                      <Table.Td className={classes.number}>{customer.numberOfOrders}</Table.Td>
                      <Table.Td className={classes.number}>
                        {customer.unpaidInvoices > 0 ? (
                          <Badge color="orange" variant="light">
                            {customer.unpaidInvoices}
                          </Badge>
                        ) : (
                          0
                        )}
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>{format.date(customer.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {search.data.pagination.pageCount > 1 && (
            <Group justify="center">
              <Pagination
                total={search.data.pagination.pageCount}
                value={page + 1}
                onChange={(value) => setParams(q ? { q, page: String(value - 1) } : { page: String(value - 1) })}
                getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
              />
            </Group>
          )}
        </>
      )}
    </section>
  );
}
