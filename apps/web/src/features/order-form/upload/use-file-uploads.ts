import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { orderFormPaths, type UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';
import { useUploadQueue, type SendFile } from '../../../components/uploads/use-upload-queue';
import { useOrderForm, useSetOrderForm } from '../order-form-api';
import { uploadOrderFormFile } from './upload-request';

export interface FileUploadHandlers {
  onUploaded?: (response: OrderFormResponse) => void;
  onRemoved?: (response: OrderFormResponse) => void;
}

/**
 * The order form's uploads of one kind (the shared queue of components/uploads) and their removal; each
 * answer is the whole form, which replaces the loaded one.
 */
export function useFileUploads(kind: UploadKind, { onUploaded, onRemoved }: FileUploadHandlers) {
  const form = useOrderForm();
  const setOrderForm = useSetOrderForm();
  const send: SendFile = useCallback(
    async (file, signal, onProgress) => {
      const response = await uploadOrderFormFile({ formId: form.id, kind, file, signal, onProgress });
      setOrderForm(response);
      onUploaded?.(response);
    },
    [form.id, kind, setOrderForm, onUploaded],
  );
  const queue = useUploadQueue(kind, send);

  const remove = useMutation({
    mutationFn: (fileId: string) => api.delete<OrderFormResponse>(orderFormPaths.file(form.id, fileId)),
    meta: { handledErrors: handles.clientErrors },
    onMutate: () => queue.clearProblems(),
    onSuccess: (response) => {
      setOrderForm(response);
      onRemoved?.(response);
    },
    onError: (error, fileId) => queue.report(form.manuscripts[kind].find((each) => each.id === fileId)?.name ?? '', error),
  });

  return {
    ...queue,
    files: form.manuscripts[kind],
    remove: (fileId: string) => remove.mutate(fileId),
    removingId: remove.isPending ? remove.variables : undefined,
  };
}
