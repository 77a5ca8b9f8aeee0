import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ScrollArea.css';

import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Loader, Tabs, Text } from '@mantine/core';
import { INBOX_VIEWS, type InboxView } from '@marginalia/contracts/support/support.constants';
import type { InboxRow } from '@marginalia/contracts/support/support-staff.contract';
import { staffSupportRoutes } from '@marginalia/contracts/support/support.paths';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLocalePath } from '../../../lib/application-context';
import { DeskLoadError, DeskPage, DeskPager, DeskSearch, pageOf, useDeskParams } from '../desk/desk-page';
import { DeskTable, type DeskColumn } from '../desk/desk-table';
import { useStaffFormat } from '../customers/use-staff-format';
import { ChatSettingsCard } from './chat-settings-card';
import { RequestStatusBadge } from './request-status-badge';
import { inboxQuery } from './support-inbox-api';
import { useInboxFormat } from './use-inbox-format';

const isView = (value: string | null): value is InboxView => (INBOX_VIEWS as readonly (string | null)[]).includes(value);
const COUNTED: readonly InboxView[] = ['open', 'unassigned', 'mine', 'waiting'];

/** The inbox: open requests by view (unassigned, mine, waiting on the customer, closed), the longest waiting first. */
export function InboxListPage() {
  const { t } = useTranslation('staff-support');
  const lp = useLocalePath();
  const format = useStaffFormat();
  const inboxFormat = useInboxFormat();
  const [params, update] = useDeskParams();
  const view: InboxView = isView(params.get('view')) ? (params.get('view') as InboxView) : 'open';
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const [text, setText] = useState(q);
  const inbox = useQuery(inboxQuery({ view, q: q || undefined, page }));
  useDocumentTitle(t('inbox.title'));

  const columns: DeskColumn<InboxRow>[] = [
    {
      header: t('columns.request'),
      kind: 'nowrap',
      cell: (row) => (
        <Anchor component={Link} to={lp(staffSupportRoutes.request(row.number))} fw={600}>
          {row.number}
        </Anchor>
      ),
    },
    {
      header: t('columns.customer'),
      cell: (row) => (
        <div>
          <Text size="sm">{row.customer.name || row.customer.email}</Text>
          <Text size="xs" c="dimmed">
            {row.customer.identity ? row.customer.email : t('inbox.visitor', { email: row.customer.email })}
          </Text>
        </div>
      ),
    },
    {
      header: t('columns.about'),
      cell: (row) => (
        <div>
          <Text size="sm">
            {inboxFormat.type(row)}
            {row.channel === 'chat' && (
              <Badge size="xs" variant="light" ml={6}>
                {t('inbox.chat')}
              </Badge>
            )}
          </Text>
          {row.order && <Text size="xs" c="dimmed">{row.order.externalId}</Text>}
          <Text size="xs" c="dimmed" lineClamp={1}>
            {row.excerpt}
          </Text>
        </div>
      ),
    },
    { header: t('columns.status'), cell: (row) => <RequestStatusBadge status={row.status} awaitingReply={row.awaitingReply} /> },
    { header: t('columns.assignee'), cell: (row) => row.assignee?.name ?? t('inbox.unassigned') },
    { header: t('columns.firstResponse'), kind: 'nowrap', cell: (row) => inboxFormat.duration(row.firstResponseMinutes) },
    { header: t('columns.updated'), kind: 'nowrap', cell: (row) => format.dateTime(row.updatedAt) },
  ];

  const data = inbox.data;
  return (
    <DeskPage titleId="inbox-title" title={t('inbox.title')}>
      <DeskSearch label={t('inbox.search')} description={t('inbox.searchHint')} submitLabel={t('inbox.searchSubmit')} value={text} onChange={setText} onSubmit={() => update({ q: text.trim(), page: null })} />
      {inbox.isError && <DeskLoadError error={inbox.error} fallback={t('inbox.failed')} />}
      <Tabs value={view} onChange={(value) => update({ view: value === 'open' ? null : value, page: null })} keepMounted={false}>
        <Tabs.List>
          {INBOX_VIEWS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`views.${each}`)}
              {data && COUNTED.includes(each) && (
                <Badge size="sm" variant="light" color="gray" ml={6}>
                  {data.counts[each as keyof typeof data.counts]}
                </Badge>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {inbox.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {data && (
        <>
          <DeskTable rows={data.requests} columns={columns} rowKey={(row) => row.number} label={t(`views.${view}`)} minWidth={900} empty={t('inbox.empty')} rowTestId="inbox-row" />
          <DeskPager pageCount={data.pageCount} page={page} onChange={(value) => update({ page: String(value) })} controlLabel={(control) => t(`pager.${control}`)} />
        </>
      )}
      <ChatSettingsCard />
    </DeskPage>
  );
}
