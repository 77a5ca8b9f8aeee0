import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { invoicePaths } from '@marginalia/contracts/payments/payments.paths';
import type { Invoice, InvoiceLoadResponse } from '@marginalia/contracts/payments/invoices.contract';
import { api } from '../../lib/api-client';
import { INVOICES_KEY } from './invoices-api';

/** Pages read at most when an invoice is opened directly (a bookmark), before saying it is not there. */
const LOOKUP_MAX_PAGES = 50;

function cachedInvoice(queryClient: QueryClient, invoiceNumber: string): Invoice | null {
  for (const [, data] of queryClient.getQueriesData<InvoiceLoadResponse>({ queryKey: [...INVOICES_KEY, 'list'] })) {
    const found = data?.invoices.find((invoice) => invoice.invoiceNumber === invoiceNumber);
    if (found) return found;
  }
  return null;
}

/**
 * One invoice of the user by number, for the fapiao page: from the list already loaded, else read
 * through the history's pages (GET /api/invoice/load has no invoice-number filter). Null when absent.
 */
export function invoiceLookupQuery(queryClient: QueryClient, invoiceNumber: string) {
  return queryOptions({
    queryKey: [...INVOICES_KEY, 'lookup', invoiceNumber],
    queryFn: async ({ signal }): Promise<Invoice | null> => {
      const cached = cachedInvoice(queryClient, invoiceNumber);
      if (cached) return cached;
      let page: number | null = 0;
      for (let read = 0; page !== null && read < LOOKUP_MAX_PAGES; read++) {
        const response: InvoiceLoadResponse = await api.get<InvoiceLoadResponse>(invoicePaths.load, { query: { page }, signal });
        const found = response.invoices.find((invoice) => invoice.invoiceNumber === invoiceNumber);
        if (found) return found;
        page = response.pagination.next;
      }
      return null;
    },
    staleTime: 0,
  });
}
