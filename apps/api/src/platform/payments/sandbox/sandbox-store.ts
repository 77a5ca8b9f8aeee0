import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, sandboxTransactions } from '../../db/schema/all-tables';
import type { GatewayMethod, SaleResult } from '../payment-gateway';
import type { CardOutcome } from './sandbox-cards';
import type { SandboxTransactionRow } from '../../db/schema/billing';

/**
 * The sandbox gateway's own state (table sandbox_transactions, owned by the sandbox): one-time card nonces
 * and allpago checkouts (kind 'nonce': status 'created' until used, then 'settled'), sales and refunds.
 * Sale and refund keys are stored prefixed (`sale:` / `refund:`) since they share one unique column.
 */

export interface NonceData {
  userIdentity: string;
  card: { type: string; lastFour: string };
  outcome: CardOutcome;
  expiresAt: string;
  /** Set on an allpago checkout created by the embedded frame. */
  checkout?: { receiptCode: string; amount: string; installments: number; holder: string };
}

export interface BoletoData {
  dueDate: string;
  barcode: string;
  digitableLine: string;
}

export interface SaleData {
  result: SaleResult;
  reference: string;
  description: string;
  customer: { email: string; name: string; taxId?: string | null };
  returnUrl: string;
  cancelUrl: string;
  numDecimals: number;
  method: GatewayMethod;
  card?: { type: string; lastFour: string };
  installments?: number;
  boleto?: BoletoData;
  /** Minor units refunded so far. */
  refunded?: number;
  decision?: 'approved' | 'refused';
}

export interface RefundData {
  saleId: string;
  result: { status: 'succeeded'; refundId: string } | { status: 'failed'; code: string };
}

export function newSandboxId(prefix: 'nonce' | 'chk' | 'txn' | 'ref'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export async function insertNonce(db: Db, id: string, data: NonceData): Promise<void> {
  await db.insert(sandboxTransactions).values({ id, kind: 'nonce', status: 'created', data: { ...data } });
}

/** Marks a nonce used and answers what it stood for; null when unknown, used already or expired. */
export async function consumeNonce(db: Db, id: string, now: Date): Promise<NonceData | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ status: 'settled' })
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.kind, 'nonce'), eq(sandboxTransactions.status, 'created')))
    .returning();
  if (!row) return null;
  const data = row.data as unknown as NonceData;
  return new Date(data.expiresAt).getTime() >= now.getTime() ? data : null;
}

export async function findByKey(db: Db, key: string): Promise<SandboxTransactionRow | null> {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.idempotencyKey, key));
  return row ?? null;
}

/** Inserts unless the key exists: null means another request holds the key (read it with findByKey). */
export async function insertKeyed(db: Db, row: typeof sandboxTransactions.$inferInsert): Promise<SandboxTransactionRow | null> {
  const [inserted] = await db.insert(sandboxTransactions).values(row).onConflictDoNothing({ target: sandboxTransactions.idempotencyKey }).returning();
  return inserted ?? null;
}

export async function findSandboxRow(db: Db, id: string, kind: SandboxTransactionRow['kind']): Promise<SandboxTransactionRow | null> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.kind, kind)));
  return row ?? null;
}

export async function updateSandboxRow(db: Db, id: string, patch: Partial<Pick<SandboxTransactionRow, 'status' | 'data'>>, onlyWhenStatus?: SandboxTransactionRow['status']): Promise<SandboxTransactionRow | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set(patch)
    .where(onlyWhenStatus ? and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, onlyWhenStatus)) : eq(sandboxTransactions.id, id))
    .returning();
  return row ?? null;
}

/** Locks a sale for a refund (FOR UPDATE), so two partial refunds never exceed the sale together. */
export async function lockSale(tx: Db, id: string): Promise<SandboxTransactionRow | null> {
  const [row] = await tx
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.kind, 'sale')))
    .for('update');
  return row ?? null;
}

export function saleData(row: SandboxTransactionRow): SaleData {
  return row.data as unknown as SaleData;
}

/** The sign of a currency for the hosted pages (`R$`, `¥` …); the ISO code when unknown. */
export async function currencySign(db: Db, isoCode: string): Promise<string> {
  const [row] = await db.select({ sign: currencies.sign }).from(currencies).where(eq(currencies.isoCode, isoCode));
  return row?.sign ?? isoCode;
}
