import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffSystemPaths as paths } from '@marginalia/contracts/staff/staff.paths';
import type { deadJobActionResponseSchema, staffSystemResponseSchema } from '@marginalia/contracts/staff/staff-system.contract';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';

/** The System page's calls (staffSystemPaths). A retried or discarded job refreshes the page. */
type Out<T extends z.ZodType> = z.output<T>;
export type SystemView = Out<typeof staffSystemResponseSchema>;

export const systemKeys = { system: ['staff', 'system'] as const, audit: ['staff', 'audit'] as const };

export const systemQuery = () =>
  queryOptions({ queryKey: systemKeys.system, queryFn: ({ signal }) => api.get<SystemView>(paths.system, { signal }) });

/** Retry or discard one dead job; a 404 (someone else got there first) is shown beside the job, not as a page error. */
export function useDeadJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'retry' | 'discard' }) =>
      action === 'retry'
        ? api.post<Out<typeof deadJobActionResponseSchema>>(paths.retryJob(String(id)), {})
        : api.delete<Out<typeof deadJobActionResponseSchema>>(paths.deadJob(String(id))),
    meta: { handledErrors: handles.clientErrors },
    onSettled: async () => {
      await Promise.all([systemKeys.system, systemKeys.audit].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
