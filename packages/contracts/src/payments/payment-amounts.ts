/**
 * How credits and a prepayment reduce what is due (the two are adjusted against each other). Every figure is integer minor units of the currency being paid. Credits are applied
 * first (they may expire; a prepayment never does), then the prepayment, fully or in part.
 */
export interface PaymentAmountsInput {
  total: number;
  /** The user's credit balance (not prepayments), converted to this currency. */
  creditBalance: number;
  useCredits: boolean;
  /** The user's available prepayment balance, converted to this currency. */
  prepaymentBalance: number;
  prepaymentOption: 'fullPayment' | 'partialPayment' | 'none';
  /** The amount typed for a partial prepayment. */
  prepaymentRequested: number;
}

export interface PaymentAmounts {
  creditsApplied: number;
  prepaymentApplied: number;
  /** The most prepayment that may be applied after credits. */
  maxPrepayment: number;
  /** What the payment method must still take; 0 means the free method ('Complete Order'). */
  amountDue: number;
}

export function paymentAmounts(input: PaymentAmountsInput): PaymentAmounts {
  const total = Math.max(0, input.total);
  const creditsApplied = input.useCredits ? Math.min(Math.max(0, input.creditBalance), total) : 0;
  const afterCredits = total - creditsApplied;
  const maxPrepayment = Math.min(Math.max(0, input.prepaymentBalance), afterCredits);
  let prepaymentApplied = 0;
  if (input.prepaymentOption === 'fullPayment') prepaymentApplied = maxPrepayment;
  else if (input.prepaymentOption === 'partialPayment') prepaymentApplied = Math.min(Math.max(0, input.prepaymentRequested), maxPrepayment);
  return { creditsApplied, prepaymentApplied, maxPrepayment, amountDue: afterCredits - prepaymentApplied };
}

/**
 * Spends a USD-cent balance across credits, oldest expiry first (credits without expiry last), and says how
 * much each gives. Throws when the balances cannot cover the amount (the caller checked beforehand).
 */
export function spendCredits<T extends { id: number; balanceUsdCents: number; expiresAt: Date | null }>(credits: readonly T[], usdCents: number): { id: number; usdCents: number }[] {
  const ordered = [...credits].sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.id - b.id);
  const spent: { id: number; usdCents: number }[] = [];
  let left = usdCents;
  for (const credit of ordered) {
    if (left <= 0) break;
    const take = Math.min(credit.balanceUsdCents, left);
    if (take > 0) spent.push({ id: credit.id, usdCents: take });
    left -= take;
  }
  if (left > 0) throw new RangeError('credit balance does not cover the amount');
  return spent;
}
