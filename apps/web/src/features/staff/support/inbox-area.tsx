import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';
import { useRealtimeEvents } from '../../../lib/realtime';
import { InboxListPage } from './inbox-list-page';
import { InboxRequestPage } from './inbox-request-page';
import { INBOX_KEY } from './support-inbox-api';

/**
 * /{lang}/staff/support and /{lang}/staff/support/{number}: the inbox and one request. Both follow the
 * staff's real-time notices: a new request or a customer's message shows without a reload.
 */
export function InboxArea() {
  const { '*': rest = '' } = useParams();
  const number = rest.replace(/\/+$/, '');
  const queryClient = useQueryClient();
  useRealtimeEvents(['support.request', STREAM_OPEN_EVENT], () => void queryClient.invalidateQueries({ queryKey: INBOX_KEY }));
  return number === '' ? <InboxListPage /> : <InboxRequestPage key={number} number={decodeURIComponent(number)} />;
}
