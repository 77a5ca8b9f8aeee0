import { PREPAY_TABLE_ROWS } from '@marginalia/contracts/payments/prepay.contract';
import type { Credit, Prepayment } from '@marginalia/contracts/payments/prepay.contract';

/** The credits table lists only credits with a balance above 0. */
export function creditsToShow(credits: readonly Credit[]): Credit[] {
  return credits.filter((credit) => credit.balance > 0);
}

/** A table shows its first 5 rows, and all of them once expanded. */
export function visibleRows<T>(
  rows: readonly T[],
  expanded: boolean,
  limit: number = PREPAY_TABLE_ROWS,
): { rows: T[]; expandable: boolean } {
  const expandable = rows.length > limit;
  return { rows: expanded || !expandable ? [...rows] : rows.slice(0, limit), expandable };
}

/** The prepayment a /researcher/prepay/{retainerInvoiceNumber} link opens (numbers compare case-insensitively). */
export function findPrepayment(prepayments: readonly Prepayment[], retainerInvoiceNumber: string): Prepayment | null {
  const wanted = retainerInvoiceNumber.trim().toUpperCase();
  return prepayments.find((prepayment) => prepayment.retainerInvoiceNumber.toUpperCase() === wanted) ?? null;
}
