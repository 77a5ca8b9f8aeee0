import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AttachmentView,
  ChatState,
  CreateSupportResponse,
  createSupportRequestSchema,
  OrderSupportContext,
  supportReplySchema,
  SupportRequestList,
  SupportThread,
} from '@marginalia/contracts/support/support.contract';
import { supportPaths } from '@marginalia/contracts/support/support.paths';
import { api } from '../../lib/api-client';
import { handles } from '../../lib/request-failures';
import { sendUpload } from '../../components/uploads/upload-request';

/** The customer's support calls (apps/api/src/features/support/README.md). Forms show their 4xx answers. */
export const SUPPORT_KEY = ['support'] as const;
const formErrors = { handledErrors: handles.clientErrors };

export type CreateSupportInput = z.input<typeof createSupportRequestSchema>;
export type ReplyInput = z.input<typeof supportReplySchema>;

export function myRequestsQuery(page: number) {
  return queryOptions({
    queryKey: [...SUPPORT_KEY, 'list', page],
    queryFn: ({ signal }) => api.get<SupportRequestList>(supportPaths.requests, { query: { page }, signal }),
  });
}

export function threadQuery(number: string) {
  return queryOptions({
    queryKey: [...SUPPORT_KEY, 'thread', number],
    queryFn: ({ signal }) => api.get<SupportThread>(supportPaths.request(number), { signal }),
    meta: { handledErrors: handles.statuses(404) },
  });
}

export function orderContextQuery(externalId: string) {
  return queryOptions({
    queryKey: [...SUPPORT_KEY, 'order', externalId],
    queryFn: ({ signal }) => api.get<OrderSupportContext>(supportPaths.orderContext(externalId), { signal }),
    meta: { handledErrors: handles.statuses(404) },
  });
}

export function chatQuery() {
  return queryOptions({
    queryKey: [...SUPPORT_KEY, 'chat'],
    queryFn: ({ signal }) => api.get<ChatState>(supportPaths.chat, { signal }),
    // A safety net beside the live events (which may be missed while offline).
    refetchInterval: 120_000,
    staleTime: 15_000,
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupportInput) => api.post<CreateSupportResponse>(supportPaths.requests, body),
    meta: formErrors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }),
  });
}

export function useReply(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyInput) => api.post<SupportThread>(supportPaths.messages(number), body),
    meta: formErrors,
    onSuccess: (thread) => {
      queryClient.setQueryData(threadQuery(number).queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
    },
  });
}

/** The staff replies of a thread are read: the unread badge goes. */
export function useMarkRead(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<{ ok: true }>(supportPaths.read(number)),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'chat'] }),
  });
}

function isAttachmentAnswer(body: unknown): body is { attachment: AttachmentView } {
  return typeof body === 'object' && body !== null && typeof (body as { attachment?: { id?: unknown } }).attachment?.id === 'string';
}

/** POST /api/support/attachments with progress. */
export function uploadAttachment(file: File, onProgress?: (loaded: number, total: number) => void, signal?: AbortSignal) {
  return sendUpload({ url: supportPaths.attachments, kind: 'attachment', file, isAnswer: isAttachmentAnswer, onProgress, signal });
}
