/**
 * Whether an institutional voucher (payment method 26) may pay an order (a voucher, once applied, sets
 * the payment method to voucher; its error is shown below the voucher field). Pure: the service loads the voucher and the order total in US cents.
 */
export interface VoucherFacts {
  active: boolean;
  expiresAt: Date | null;
  /** null: unlimited. */
  remainingUses: number | null;
  /** The largest order total it covers, in US cents; null covers any amount. */
  maxAmountUsdCents: number | null;
}

export type VoucherRefusal = 'voucher-invalid' | 'voucher-expired' | 'voucher-used-up' | 'voucher-amount-exceeded';

/** The message key saying why the voucher cannot pay this order, or null when it can. */
export function voucherRefusal(voucher: VoucherFacts | null, orderTotalUsdCents: number, now: Date): VoucherRefusal | null {
  if (!voucher || !voucher.active) return 'voucher-invalid';
  if (voucher.expiresAt !== null && voucher.expiresAt.getTime() <= now.getTime()) return 'voucher-expired';
  if (voucher.remainingUses !== null && voucher.remainingUses <= 0) return 'voucher-used-up';
  if (voucher.maxAmountUsdCents !== null && orderTotalUsdCents > voucher.maxAmountUsdCents) return 'voucher-amount-exceeded';
  return null;
}

/** Codes are typed by people: surrounding spaces are dropped and case does not matter. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}
