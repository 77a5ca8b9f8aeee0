import type { OrderCard } from '@marginalia/contracts/orders/order-search.contract';

/** The home page shows the three latest orders (the search answers newest first). */
export const HOME_RECENT_ORDERS = 3;

export function recentOrders(orders: readonly OrderCard[] | undefined): OrderCard[] {
  return (orders ?? []).slice(0, HOME_RECENT_ORDERS);
}

/** The credit balance widget shows only when invoices are not hidden and the balance is above 0. */
export function showCreditWidget(hideInvoices: boolean, balance: number | null): boolean {
  return !hideInvoices && balance !== null && balance > 0;
}
