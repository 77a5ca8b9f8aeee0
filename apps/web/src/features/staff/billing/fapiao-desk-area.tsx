import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, Pagination, Table, Tabs, TextInput, Title } from '@mantine/core';
import { FAPIAO_SERVICE_TYPES } from '@marginalia/contracts/payments/fapiao.contract';
import { STAFF_FAPIAO_STATUSES, type StaffFapiaoRow, type StaffFapiaoStatus } from '@marginalia/contracts/staff/staff-billing.contract';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useDocumentTitle } from '../../../components/use-document-title';
import { fapiaoDeskQuery, useFapiaoDecision } from './billing-api';
import { FulfilFapiaoDialog } from './fulfil-fapiao-dialog';
import { ReasonDialog } from './reason-dialog';
import { useBillingFormat } from './use-billing-format';
import classes from './billing.module.css';

const isStatus = (value: string | null): value is StaffFapiaoStatus =>
  (STAFF_FAPIAO_STATUSES as readonly (string | null)[]).includes(value);
type Dialog = { kind: 'issue' | 'reject' | 'cancel'; fapiao: StaffFapiaoRow } | null;

function Details({ fapiao }: { fapiao: StaffFapiaoRow }) {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const service = FAPIAO_SERVICE_TYPES.find((each) => each.id === fapiao.serviceTypeId);
  const line = (label: string, value: string | null) => (value ? <div>{t(label, { value })}</div> : null);
  return (
    <div className={classes.details}>
      <strong>{fapiao.organizationName}</strong>
      {line('fapiao.taxpayer', fapiao.taxpayerNumber)}
      {line('fapiao.service', service ? text(service.key) : null)}
      {line('fapiao.contact', [fapiao.contactEmail, fapiao.contactPhone].filter(Boolean).join(' · '))}
      {line('fapiao.address', fapiao.shippingAddress)}
      {line('fapiao.instructions', fapiao.specialInstructions)}
      {line('fapiao.numberIs', fapiao.number)}
      {line('fapiao.rejectedBecause', fapiao.status === 'rejected' ? fapiao.rejectionReason : null)}
    </div>
  );
}

/**
 * /{lang}/staff/fapiaos (issue 6 §4): fapiao requests by status (pending first, oldest first); issue with
 * the number and the PDF, reject with a reason, cancel at any time. ?status, ?q, ?page.
 */
export function FapiaoDeskArea() {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const format = useBillingFormat();
  const [params, setParams] = useSearchParams();
  const status: StaffFapiaoStatus = isStatus(params.get('status')) ? (params.get('status') as StaffFapiaoStatus) : 'pending';
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [search, setSearch] = useState(q);
  const [dialog, setDialog] = useState<Dialog>(null);
  const desk = useQuery(fapiaoDeskQuery(status, q, page));
  const decide = useFapiaoDecision();
  useDocumentTitle(t('fapiao.title'));

  const go = (next: { status?: StaffFapiaoStatus; q?: string; page?: number }) => {
    const values = { status, q, page, ...next };
    const entries: Record<string, string> = {};
    if (values.status !== 'pending') entries.status = values.status;
    if (values.q) entries.q = values.q;
    if (values.page > 0) entries.page = String(values.page);
    setParams(entries);
  };
  const data = desk.data;

  return (
    <section aria-labelledby="fapiao-title" className={classes.page}>
      <Title order={1} id="fapiao-title" className={classes.title}>
        {t('fapiao.title')}
      </Title>
      <form role="search" onSubmit={(event) => (event.preventDefault(), go({ q: search.trim(), page: 0 }))} className={classes.searchForm}>
        <TextInput
          label={t('fapiao.search')}
          description={t('fapiao.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
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
      <Tabs value={status} onChange={(value) => go({ status: isStatus(value) ? value : 'pending', page: 0 })} keepMounted={false}>
        <Tabs.List>
          {STAFF_FAPIAO_STATUSES.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {text(`fapiao-status-${each}`)}
              {data && (
                <Badge size="sm" variant="light" ml={6} color={each === 'pending' && data.counts.pending > 0 ? 'orange' : 'gray'}>
                  {data.counts[each]}
                </Badge>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {desk.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {data && data.fapiaos.length === 0 && <p className={classes.empty}>{t('fapiao.none')}</p>}
      {data && data.fapiaos.length > 0 && (
        <Table.ScrollContainer minWidth={940}>
          <Table verticalSpacing="xs" striped aria-label={t('fapiao.tableLabel', { status: text(`fapiao-status-${status}`) })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.requested')}</Table.Th>
                <Table.Th>{t('columns.customer')}</Table.Th>
                <Table.Th>{t('columns.invoice')}</Table.Th>
                <Table.Th>{t('fapiao.details')}</Table.Th>
                <Table.Th className={classes.number}>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.fapiaos.map((fapiao) => (
                <Table.Tr key={fapiao.identity} data-testid="fapiao-row">
                  <Table.Td className={classes.nowrap}>
                    {format.dateTime(fapiao.createdAt)}
                    <div>
                      <Badge size="sm" variant="light" color={fapiao.type === 'special' ? 'grape' : 'blue'}>
                        {text(`fapiao-type-${fapiao.type}`)}
                      </Badge>
                    </div>
                  </Table.Td>
                  <Table.Td>
                    {fapiao.customer.name}
                    <div className={classes.sub}>{fapiao.customer.email}</div>
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    <strong>{fapiao.invoice.invoiceNumber}</strong>
                    <div className={classes.sub}>{format.money(fapiao.invoice.totalAmount, fapiao.invoice.currency)}</div>
                    {fapiao.invoice.paidAt && (
                      <div className={classes.sub}>{t('fapiao.paidOn', { date: format.date(fapiao.invoice.paidAt) })}</div>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Details fapiao={fapiao} />
                  </Table.Td>
                  <Table.Td>
                    <div className={classes.actions}>
                      {fapiao.status === 'pending' && (
                        <>
                          <Button size="xs" onClick={() => setDialog({ kind: 'issue', fapiao })}>
                            {t('fapiao.issue')}
                          </Button>
                          <Button size="xs" variant="light" color="red" onClick={() => setDialog({ kind: 'reject', fapiao })}>
                            {t('fapiao.reject')}
                          </Button>
                        </>
                      )}
                      {fapiao.status !== 'cancelled' && (
                        <Button size="xs" variant="subtle" color="red" onClick={() => setDialog({ kind: 'cancel', fapiao })}>
                          {t('fapiao.cancel')}
                        </Button>
                      )}
                    </div>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.pagination.pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={data.pagination.pageCount}
            value={page + 1}
            onChange={(value) => go({ page: value - 1 })}
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          />
        </Group>
      )}
      {dialog?.kind === 'issue' && <FulfilFapiaoDialog fapiao={dialog.fapiao} onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'reject' || dialog?.kind === 'cancel') && (
        <ReasonDialog
          title={t(`fapiao.${dialog.kind}Title`, { invoiceNumber: dialog.fapiao.invoice.invoiceNumber })}
          lead={t(`fapiao.${dialog.kind}Lead`)}
          submitLabel={t(`fapiao.${dialog.kind}`)}
          danger
          onSubmit={(reason) =>
            decide.mutateAsync({ identity: dialog.fapiao.identity, decision: dialog.kind === 'reject' ? 'reject' : 'cancel', reason })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
