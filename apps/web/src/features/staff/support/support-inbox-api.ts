import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InboxQuery, InboxResponse, StaffRequest, staffReplySchema } from '@marginalia/contracts/support/support-staff.contract';
import { staffSupportPaths } from '@marginalia/contracts/support/support.paths';
import type { SupportChatSetting } from '@marginalia/contracts/app-config/settings.contract';
import type { SettingView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { staffCataloguePaths } from '@marginalia/contracts/staff/staff.paths';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';

/** The staff inbox's calls (apps/api/src/features/support/README.md). Actions show their 4xx themselves. */
export const INBOX_KEY = ['staff', 'support'] as const;

export function inboxQuery(query: Partial<InboxQuery>) {
  return queryOptions({
    queryKey: [...INBOX_KEY, 'list', query],
    queryFn: ({ signal }) => api.get<InboxResponse>(staffSupportPaths.inbox, { query: { ...query }, signal }),
    // A safety net beside the live events.
    refetchInterval: 60_000,
  });
}

export function staffRequestQuery(number: string) {
  return queryOptions({
    queryKey: [...INBOX_KEY, 'request', number],
    queryFn: ({ signal }) => api.get<StaffRequest>(staffSupportPaths.request(number), { signal }),
    meta: { handledErrors: handles.statuses(404) },
  });
}

function useRequestAction<Body>(number: string, request: (body: Body) => Promise<StaffRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { handledErrors: handles.clientErrors },
    onSuccess: (answer) => queryClient.setQueryData(staffRequestQuery(number).queryKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

export type StaffReplyInput = z.input<typeof staffReplySchema>;

export const useStaffReply = (number: string) => useRequestAction(number, (body: StaffReplyInput) => api.post<StaffRequest>(staffSupportPaths.messages(number), body));
export const useAssign = (number: string) => useRequestAction(number, (assignee: string | null) => api.put<StaffRequest>(staffSupportPaths.assignee(number), { assignee }));
export const useSetStatus = (number: string) => useRequestAction(number, (status: 'open' | 'closed') => api.put<StaffRequest>(staffSupportPaths.status(number), { status }));

/** The chat widget's setting (`supportChat`), edited here through the console's settings call. */
export function chatSettingQuery() {
  return queryOptions({
    queryKey: ['staff', 'settings'] as const,
    queryFn: ({ signal }) => api.get<{ settings: SettingView[] }>(staffCataloguePaths.settings, { signal }),
    select: (data) => data.settings.find((setting) => setting.key === 'supportChat')?.value as SupportChatSetting | undefined,
  });
}

export function useSaveChatSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: SupportChatSetting) => api.put(staffCataloguePaths.setting('supportChat'), { value }),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'settings'] }),
  });
}
