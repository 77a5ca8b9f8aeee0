import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffBillingPaths } from '@marginalia/contracts/staff/staff.paths';
import type {
  StaffBankTransferRequest,
  StaffFapiaoList,
  StaffFapiaoRow,
  StaffFapiaoStatus,
  StaffInvoiceRow,
  StaffFapiaoReasonRequest,
  StaffPaymentsDesk,
  StaffRefundRequest,
  StaffWriteOffRequest,
} from '@marginalia/contracts/staff/staff-billing.contract';
import { api } from '../../../lib/api-client';
import { handles } from '../../../lib/request-failures';

/** Every query of the payments and fapiao desks: reloaded together after a change. */
export const BILLING_KEY = ['staff', 'billing'] as const;

export function paymentsDeskQuery(q: string, page: number, paymentsPage: number) {
  return queryOptions({
    queryKey: [...BILLING_KEY, 'desk', q, page, paymentsPage],
    queryFn: ({ signal }) =>
      api.get<StaffPaymentsDesk>(staffBillingPaths.desk, { query: { q: q || undefined, page, paymentsPage }, signal }),
    placeholderData: keepPreviousData,
    meta: { handledErrors: handles.clientErrors },
  });
}

export function fapiaoDeskQuery(status: StaffFapiaoStatus, q: string, page: number) {
  return queryOptions({
    queryKey: [...BILLING_KEY, 'fapiaos', status, q, page],
    queryFn: ({ signal }) => api.get<StaffFapiaoList>(staffBillingPaths.fapiaos, { query: { status, q: q || undefined, page }, signal }),
    placeholderData: keepPreviousData,
    meta: { handledErrors: handles.clientErrors },
  });
}

type InvoiceAnswer = { invoice: StaffInvoiceRow; paymentId: string | null };

/** A mutation of the desks that reloads them when it succeeds; errors are shown by the dialog that asked. */
function useDeskMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handledErrors: handles.clientErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

export const useRecordBankTransfer = () =>
  useDeskMutation(({ invoiceNumber, body }: { invoiceNumber: string; body: StaffBankTransferRequest }) =>
    api.post<InvoiceAnswer>(staffBillingPaths.bankTransfer(invoiceNumber), body),
  );

export const useWriteOff = () =>
  useDeskMutation(
    ({ invoiceNumber, change, reason }: { invoiceNumber: string; change: 'start' | 'cancel' | 'finalize'; reason: string }) => {
      if (change === 'cancel') return api.delete<InvoiceAnswer>(staffBillingPaths.writeOff(invoiceNumber));
      const path = change === 'start' ? staffBillingPaths.writeOff(invoiceNumber) : staffBillingPaths.finalizeWriteOff(invoiceNumber);
      return api.post<InvoiceAnswer>(path, { reason } satisfies StaffWriteOffRequest);
    },
  );

export const useMarkBoletoPaid = () =>
  useDeskMutation((paymentId: string) => api.post<{ paymentId: string; status: string }>(staffBillingPaths.markPaid(paymentId)));

export const useRefund = () =>
  useDeskMutation(({ paymentId, body }: { paymentId: string; body: StaffRefundRequest }) =>
    api.post<{ refundId: number; amount: number; method: string }>(staffBillingPaths.refund(paymentId), body),
  );

/** Issues a fapiao: multipart with the number first, then the PDF (streamed to storage by the API). */
export const useFulfilFapiao = () =>
  useDeskMutation(({ identity, number, file }: { identity: string; number: string; file: File }) => {
    const body = new FormData();
    body.append('number', number);
    body.append('file', file, file.name);
    return api.post<{ fapiao: StaffFapiaoRow }>(staffBillingPaths.fulfilFapiao(identity), body);
  });

export const useFapiaoDecision = () =>
  useDeskMutation(({ identity, decision, reason }: { identity: string; decision: 'reject' | 'cancel'; reason: string }) =>
    api.post<{ fapiao: StaffFapiaoRow }>(
      decision === 'reject' ? staffBillingPaths.rejectFapiao(identity) : staffBillingPaths.cancelFapiao(identity),
      { reason } satisfies StaffFapiaoReasonRequest,
    ),
  );
