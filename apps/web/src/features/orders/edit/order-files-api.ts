import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFilesResponse } from '@marginalia/contracts/orders/order-files.contract';
import { orderPaths } from '@marginalia/contracts/orders/orders.paths';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';
import { sendUpload } from '../../../components/uploads/upload-request';
import { useUploadQueue, type SendFile } from '../../../components/uploads/use-upload-queue';
import { ORDER_DETAILS_KEY } from '../orders-api';

const filesKey = (externalId: string) => [...ORDER_DETAILS_KEY, externalId, 'files'] as const;

/** GET /api/order/{externalId}/files: the order's own files, each saying whether it may be removed. */
export function orderFilesQuery(externalId: string) {
  return queryOptions({
    queryKey: filesKey(externalId),
    queryFn: ({ signal }) => api.get<OrderFilesResponse>(orderPaths.files(externalId), { signal }),
    staleTime: 0,
    meta: { handledErrors: handles.clientErrors },
  });
}

function isFilesAnswer(body: unknown): body is OrderFilesResponse {
  return typeof body === 'object' && body !== null && 'files' in body && Array.isArray(body.files);
}

/**
 * Edit mode's uploads of one kind (POST /api/order/{externalId}/files, the shared queue of components/uploads)
 * and removal (DELETE …/files/{identity}); each answer replaces the file list and refreshes the order.
 */
export function useOrderFileUploads(externalId: string, kind: UploadKind) {
  const queryClient = useQueryClient();
  const stored = useCallback(
    (response: OrderFilesResponse) => {
      queryClient.setQueryData(filesKey(externalId), response);
      void queryClient.invalidateQueries({ queryKey: [...ORDER_DETAILS_KEY, externalId], exact: true });
    },
    [queryClient, externalId],
  );
  const send: SendFile = useCallback(
    async (file, signal, onProgress) => stored(await sendUpload({ url: orderPaths.files(externalId), kind, file, isAnswer: isFilesAnswer, signal, onProgress })),
    [externalId, kind, stored],
  );
  const queue = useUploadQueue(kind, send);
  const remove = useMutation({
    mutationFn: (identity: string) => api.delete<OrderFilesResponse>(orderPaths.file(externalId, identity)),
    meta: { handledErrors: handles.clientErrors },
    onMutate: () => queue.clearProblems(),
    onSuccess: stored,
    onError: (error, identity) => queue.report(queryClient.getQueryData<OrderFilesResponse>(filesKey(externalId))?.files.find((file) => file.identity === identity)?.name ?? '', error),
  });
  return { queue, remove: (identity: string) => remove.mutate(identity), removingId: remove.isPending ? remove.variables : undefined };
}
