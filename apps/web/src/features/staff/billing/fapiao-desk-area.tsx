import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Loader, Tabs } from '@mantine/core';
import { STAFF_FAPIAO_STATUSES, type StaffFapiaoRow, type StaffFapiaoStatus } from '@marginalia/contracts/staff/staff-billing.contract';
import { useMessageText } from '../../../components/form-messages';
import { useDocumentTitle } from '../../../components/use-document-title';
import { DeskLoadError, DeskPage, DeskPager, DeskSearch, pageOf } from '../desk/desk-page';
import { fapiaoDeskQuery, useFapiaoDecision } from './billing-api';
import { FapiaoTable, type FapiaoDecision } from './fapiao-table';
import { FulfilFapiaoDialog } from './fulfil-fapiao-dialog';
import { ReasonDialog } from './reason-dialog';

const isStatus = (value: string | null): value is StaffFapiaoStatus =>
  (STAFF_FAPIAO_STATUSES as readonly (string | null)[]).includes(value);
type Dialog = { kind: FapiaoDecision; fapiao: StaffFapiaoRow } | null;

/**
 * /{lang}/staff/fapiaos: fapiao requests by status (pending first, oldest first); issue with the number
 * and the PDF, reject with a reason, cancel at any time. ?status, ?q, ?page.
 */
export function FapiaoDeskArea() {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const [params, setParams] = useSearchParams();
  const status: StaffFapiaoStatus = isStatus(params.get('status')) ? (params.get('status') as StaffFapiaoStatus) : 'pending';
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
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
    <DeskPage titleId="fapiao-title" title={t('fapiao.title')}>
      <DeskSearch
        label={t('fapiao.search')}
        description={t('fapiao.searchHint')}
        submitLabel={t('desk.searchSubmit')}
        value={search}
        onChange={setSearch}
        onSubmit={() => go({ q: search.trim(), page: 0 })}
      />
      {desk.isError && <DeskLoadError error={desk.error} fallback={t('desk.failed')} />}
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
      {data && <FapiaoTable fapiaos={data.fapiaos} status={status} onDecide={(kind, fapiao) => setDialog({ kind, fapiao })} />}
      {data && (
        <DeskPager
          pageCount={data.pagination.pageCount}
          page={page}
          onChange={(value) => go({ page: value })}
          controlLabel={(control) => t(`pager.${control}`)}
        />
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
    </DeskPage>
  );
}
