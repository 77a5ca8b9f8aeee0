import type { payments } from '../db/schema/all-tables';
import type { PaymentRow } from '../db/schema/billing';
import { publicCode } from '../ids/random-ids';

/** What every payment says of itself, however it is recorded: who pays, for what, how, how much, and its key. */
export interface PaymentBasics {
  userId: number;
  purpose: PaymentRow['purpose'];
  subject: Record<string, unknown>;
  methodId: number;
  currency: string;
  amount: number;
  /** Unique: a second submission of the same attempt finds the first payment instead of paying twice. */
  idempotencyKey: string;
}

/** A new payment row with a fresh public id (the `{id}` of receipts and of the gateway's references). */
export function newPaymentRow(basics: PaymentBasics, status: PaymentRow['status']): typeof payments.$inferInsert {
  return {
    publicId: publicCode('P', 12),
    userId: basics.userId,
    purpose: basics.purpose,
    subject: basics.subject,
    methodId: basics.methodId,
    currency: basics.currency,
    amount: basics.amount,
    status,
    idempotencyKey: basics.idempotencyKey,
  };
}
