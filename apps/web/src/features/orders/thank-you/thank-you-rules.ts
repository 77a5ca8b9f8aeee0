import type { RewardPointsResponse } from '@marginalia/contracts/rewards/loyalty.contract';
import type { OrderSearchResponse } from '@marginalia/contracts/orders/order-search.contract';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_LIMIT } from '@marginalia/contracts/orders/orders.paths';

/** The thank-you view asks for the certificate every 10 s, up to 5 times, until one exists. */
export const CERTIFICATE_POLL_INTERVAL_MS = 10_000;
export const CERTIFICATE_POLL_LIMIT = 5;
export const TOP_LOYALTY_LEVEL = 'level6';

/**
 * The reward points of a new order are asked like the order itself (every 3 s, up to 80 times) until
 * they are available. `answers` counts the answers received so far. False stops the poll.
 */
export function rewardPointsPollInterval(data: RewardPointsResponse | undefined, answers: number): number | false {
  if (data && data.rewardPoints !== null) return false;
  return answers >= ORDER_POLL_LIMIT ? false : ORDER_POLL_INTERVAL_MS;
}

/** The certificate of the order (orders[0].certificate of the search by its number), once issued. */
export function polledCertificate(data: OrderSearchResponse | undefined, externalId: string) {
  const order = data?.orders[0];
  return order && order.externalId === externalId ? order.certificate : null;
}

export function certificatePollInterval(data: OrderSearchResponse | undefined, externalId: string, answers: number): number | false {
  if (polledCertificate(data, externalId)) return false;
  return answers >= CERTIFICATE_POLL_LIMIT ? false : CERTIFICATE_POLL_INTERVAL_MS;
}

/** The rewards card's bar is full at level6, otherwise the percentage capped at 0 … 100. */
export function rewardsBarPercent(levelIdentity: string | null | undefined, progress: number): number {
  if (levelIdentity === TOP_LOYALTY_LEVEL) return 100;
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}
