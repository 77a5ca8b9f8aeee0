/** The order total: the sum of the line totals, never below 0. */
export function orderTotal(lineItems: readonly { totalPrice: number }[]): number {
  return Math.max(
    0,
    lineItems.reduce((total, line) => total + line.totalPrice, 0),
  );
}

/**
 * A total of 0 or less needs no payment: the form forces the free method, shows 'Complete Order' and the
 * paid-order-notice.
 */
export function isFreeOrder(total: number): boolean {
  return total <= 0;
}
