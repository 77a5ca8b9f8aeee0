import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';

/**
 * /researcher/details/{externalId}/{status?}/{chatbot?} and /researcher/index/details/{externalId}:
 * what follows `details/`. 'thank-you' marks a freshly placed order.
 */
export interface OrderDetailsRoute {
  externalId: string;
  thankYou: boolean;
  /** /details/{externalId}/rework-success/{data?}: the rework request's success page and its data. */
  reworkSuccess: { data: string | undefined } | null;
}

export function parseOrderDetailsPath(rest: string): OrderDetailsRoute | null {
  const [externalId = '', status = '', extra] = rest.split('/').filter((part) => part !== '');
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(externalId)) return null;
  return { externalId, thankYou: status === 'thank-you', reworkSuccess: status === 'rework-success' ? { data: extra } : null };
}

export type OrderStatusText = 'received' | 'in_progress' | 'quality_check' | 'completed' | 'cancelled' | 'awaiting-payment';

/** The status line: 'Awaiting Payment' when completed and not paid. */
export function orderStatusText(order: Pick<OrderDetails, 'status' | 'paid' | 'freeOrder'>): OrderStatusText {
  if (order.status === 'completed' && !order.paid && !order.freeOrder) return 'awaiting-payment';
  return order.status;
}

/** The archive's file name lives with the shared download module (the dashboard's cards use it too). */
export { archiveFileName } from '../../components/downloads/archive-name';
