import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';

import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Group, Loader, Pagination, Text } from '@mantine/core';
import { STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';
import { supportRoutes } from '@marginalia/contracts/support/support.paths';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { isApiError } from '../../lib/api-client';
import { useLocalePath } from '../../lib/application-context';
import { useRealtimeEvents } from '../../lib/realtime';
import { StatusBadge, useRequestTypeLabel } from './request-labels';
import { ReplyForm } from './reply-form';
import { myRequestsQuery, SUPPORT_KEY, threadQuery, useMarkRead } from './support-api';
import { ThreadMessages } from './thread-messages';
import { useWhen } from './use-when';
import classes from './support.module.css';

/** /{lang}/account/support and /{lang}/account/support/{number}: the researcher's requests and one thread. */
export function MyRequestsArea() {
  const { '*': rest = '' } = useParams();
  const number = rest.replace(/\/+$/, '');
  return number === '' ? <MyRequestsPage /> : <RequestThreadPage key={number} number={decodeURIComponent(number)} />;
}

/** Every support notice reloads the lists and threads shown (and a new stream: notices may have been missed). */
function useLiveSupport() {
  const queryClient = useQueryClient();
  useRealtimeEvents(['support.message', 'support.status', STREAM_OPEN_EVENT], () => void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }));
}

function MyRequestsPage() {
  const { t } = useTranslation('support');
  const lp = useLocalePath();
  const when = useWhen();
  const typeLabel = useRequestTypeLabel();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const list = useQuery(myRequestsQuery(page));
  useLiveSupport();
  useDocumentTitle(t('mine.title'));
  return (
    <Page size="md">
      <PageHeader title={t('mine.title')} lead={t('mine.lead')} />
      <PanelSection className={classes.panel} titleId="my-requests" title={t('mine.listTitle')}>
        {list.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {list.data && list.data.requests.length === 0 && (
          <Text>
            {t('mine.empty')}{' '}
            <Anchor component={Link} to={lp(supportRoutes.home)} underline="always">
              {t('mine.ask')}
            </Anchor>
          </Text>
        )}
        {list.data && list.data.requests.length > 0 && (
          <ul className={classes.requestList} data-testid="my-requests">
            {list.data.requests.map((request) => (
              <li key={request.number} className={classes.requestRow}>
                <div>
                  <Anchor component={Link} to={lp(supportRoutes.myRequest(request.number))} fw={600}>
                    {request.number} · {typeLabel(request)}
                  </Anchor>
                  {request.order && (
                    <Text size="sm" c="dimmed">
                      {t('mine.order', { order: request.order.externalId, title: request.order.title })}
                    </Text>
                  )}
                  <Text size="sm">{request.excerpt}</Text>
                </div>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  {request.unread > 0 && (
                    <Badge color="red" size="sm">
                      {t('mine.unread', { n: request.unread })}
                    </Badge>
                  )}
                  <StatusBadge status={request.status} />
                  <Text size="xs" c="dimmed">
                    <time dateTime={request.updatedAt}>{when(request.updatedAt)}</time>
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
        )}
        {list.data && list.data.pageCount > 1 && (
          <Pagination mt="md" total={list.data.pageCount} value={page + 1} onChange={(value) => setParams(value === 1 ? {} : { page: String(value - 1) })} />
        )}
      </PanelSection>
    </Page>
  );
}

function RequestThreadPage({ number }: { number: string }) {
  const { t } = useTranslation('support');
  const lp = useLocalePath();
  const typeLabel = useRequestTypeLabel();
  const thread = useQuery(threadQuery(number));
  const markRead = useMarkRead(number);
  useLiveSupport();
  const unread = thread.data?.request.unread ?? 0;
  useEffect(() => {
    // Seen on the page: the staff replies shown are read (markRead is a stable mutation).
    if (unread > 0 && !markRead.isPending) markRead.mutate();
  }, [unread]);
  useDocumentTitle(thread.data ? `${number} · ${typeLabel(thread.data.request)}` : number);
  const data = thread.data;
  return (
    <Page size="md">
      <Anchor component={Link} to={lp(supportRoutes.myRequests)} size="sm">
        {t('thread.back')}
      </Anchor>
      {thread.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {thread.isError && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {isApiError(thread.error) && thread.error.status === 404 ? t('thread.notFound') : t('common.failed')}
        </Alert>
      )}
      {data && (
        <>
          <PageHeader title={`${data.request.number} · ${typeLabel(data.request)}`} lead={data.request.order ? t('mine.order', { order: data.request.order.externalId, title: data.request.order.title }) : undefined} />
          <Group mb="md" gap="xs">
            <StatusBadge status={data.request.status} />
            {data.request.status === 'closed' && <Text size="sm">{t('thread.closedHint')}</Text>}
          </Group>
          {data.proof && (
            <Alert color="blue" variant="light" mb="md" title={t('proof.stated')}>
              {t('proof.statedText', {
                amount: formatMoney(data.proof.amount, data.proof.currency, { withIsoCode: true }),
                invoice: data.proof.invoiceNumber,
                date: data.proof.transferredOn,
                reference: data.proof.bankReference,
              })}
            </Alert>
          )}
          <PanelSection className={classes.panel} titleId="thread-title" title={t('thread.title')}>
            <ThreadMessages messages={data.messages} />
            <ReplyForm number={number} />
          </PanelSection>
        </>
      )}
    </Page>
  );
}
