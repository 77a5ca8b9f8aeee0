import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffCataloguePaths as paths } from '@marginalia/contracts/staff/staff.paths';
import type {
  FeatureFlagUpdateInput,
  featureFlagsResponseSchema,
  HolidayInput,
  holidaysResponseSchema,
  outboxMessageResponseSchema,
  outboxResponseSchema,
  PreferredGroupInput,
  preferredGroupsResponseSchema,
  PromotionalCodeInput,
  promotionalCodeRetiredSchema,
  promotionalCodesResponseSchema,
  ServiceOptionInput,
  ServiceUpdateInput,
  SettingUpdateInput,
  settingsResponseSchema,
  staffAuditResponseSchema,
  staffServicesResponseSchema,
} from '@marginalia/contracts/staff/staff-catalogue.contract';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';

/** The catalogue, settings, outbox and audit desks' calls (staffCataloguePaths). Forms show their own 4xx answers. */
type Out<T extends z.ZodType> = z.output<T>;
const formErrors = { handledErrors: handles.clientErrors };

export const catalogueKeys = {
  codes: ['staff', 'promotional-codes'] as const,
  groups: ['staff', 'preferred-groups'] as const,
  services: ['staff', 'services'] as const,
  holidays: (localization: string) => ['staff', 'holidays', localization] as const,
  flags: ['staff', 'feature-flags'] as const,
  settings: ['staff', 'settings'] as const,
  outbox: ['staff', 'outbox'] as const,
  audit: ['staff', 'audit'] as const,
};

export const promotionalCodesQuery = () =>
  queryOptions({ queryKey: catalogueKeys.codes, queryFn: ({ signal }) => api.get<Out<typeof promotionalCodesResponseSchema>>(paths.promotionalCodes, { signal }) });
export const preferredGroupsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.groups, queryFn: ({ signal }) => api.get<Out<typeof preferredGroupsResponseSchema>>(paths.preferredGroups, { signal }) });
export const servicesQuery = () =>
  queryOptions({ queryKey: catalogueKeys.services, queryFn: ({ signal }) => api.get<Out<typeof staffServicesResponseSchema>>(paths.services, { signal }) });
export const holidaysQuery = (localization: string) =>
  queryOptions({
    queryKey: catalogueKeys.holidays(localization),
    queryFn: ({ signal }) => api.get<Out<typeof holidaysResponseSchema>>(paths.holidays, { signal, query: { localization: localization || undefined } }),
  });
export const featureFlagsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.flags, queryFn: ({ signal }) => api.get<Out<typeof featureFlagsResponseSchema>>(paths.featureFlags, { signal }) });
export const settingsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.settings, queryFn: ({ signal }) => api.get<Out<typeof settingsResponseSchema>>(paths.settings, { signal }) });
export const outboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.outbox, 'message', id],
    queryFn: ({ signal }) => api.get<Out<typeof outboxMessageResponseSchema>>(paths.outboxMessage(id), { signal }),
    meta: { handledErrors: handles.statuses(404) },
  });

export type OutboxPage = Out<typeof outboxResponseSchema>;
export const fetchOutboxPage = (before: string | null, signal?: AbortSignal) => api.get<OutboxPage>(paths.outbox, { signal, query: { before } });

export type AuditPage = Out<typeof staffAuditResponseSchema>;
export interface AuditFilters {
  actor: string;
  action: string;
  subjectType: string;
}
export const fetchAuditPage = (filters: AuditFilters, beforeId: number | null, signal?: AbortSignal) =>
  api.get<AuditPage>(paths.audit, { signal, query: { actor: filters.actor || undefined, action: filters.action || undefined, subjectType: filters.subjectType || undefined, beforeId } });

/** A mutation that refreshes the given lists (and the audit) once it succeeded. */
function useStaffMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>, refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: formErrors,
    onSuccess: async () => {
      await Promise.all([...refresh, catalogueKeys.audit].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useSavePromotionalCode = () =>
  useStaffMutation(({ id, body }: { id: number | null; body: PromotionalCodeInput }) => (id === null ? api.post(paths.promotionalCodes, body) : api.put(paths.promotionalCode(id), body)), [catalogueKeys.codes]);
export const useRetirePromotionalCode = () =>
  useStaffMutation((id: number) => api.delete<Out<typeof promotionalCodeRetiredSchema>>(paths.promotionalCode(id)), [catalogueKeys.codes]);
export const useSavePreferredGroup = () =>
  useStaffMutation(({ id, body }: { id: number | null; body: PreferredGroupInput }) => (id === null ? api.post(paths.preferredGroups, body) : api.put(paths.preferredGroup(id), body)), [catalogueKeys.groups]);
export const useSaveService = () =>
  useStaffMutation(({ identity, body }: { identity: string; body: ServiceUpdateInput }) => api.put(paths.service(identity), body), [catalogueKeys.services]);
export const useSaveOption = () =>
  useStaffMutation(
    ({ identity, id, body }: { identity: string; id: number | null; body: ServiceOptionInput }) =>
      id === null ? api.post(paths.serviceOptions(identity), body) : api.put(paths.serviceOption(identity, id), body),
    [catalogueKeys.services],
  );
export const useDeleteOption = () => useStaffMutation(({ identity, id }: { identity: string; id: number }) => api.delete(paths.serviceOption(identity, id)), [catalogueKeys.services]);
export const useAddHoliday = () => useStaffMutation((body: HolidayInput) => api.post(paths.holidays, body), [['staff', 'holidays']]);
export const useRemoveHoliday = () =>
  useStaffMutation(({ localization, day }: { localization: string; day: string }) => api.delete(paths.holiday(localization, day)), [['staff', 'holidays']]);
export const useToggleFlag = () => useStaffMutation(({ key, enabled }: { key: string; enabled: boolean }) => api.put(paths.featureFlag(key), { enabled } satisfies FeatureFlagUpdateInput), [catalogueKeys.flags]);
export const useSaveSetting = () => useStaffMutation(({ key, value }: { key: string; value: unknown }) => api.put(paths.setting(key), { value } satisfies SettingUpdateInput), [catalogueKeys.settings]);
