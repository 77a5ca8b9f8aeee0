import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fapiaos } from '../db/schema/all-tables';
import type { FapiaoRow } from '../db/schema/billing';
import { publicCode } from '../ids/random-ids';

/**
 * Fapiao (the Chinese tax invoice) requests and what staff do with them: requested (at payment or later,
 * for a paid invoice), issued with its number and PDF, rejected with a reason, or cancelled. The callers
 * check who may do what and record the audit event; these functions only write.
 */
export type NewFapiaoRequest = Omit<typeof fapiaos.$inferInsert, 'id' | 'identity' | 'status'>;

export async function recordFapiaoRequest(tx: Db, request: NewFapiaoRequest): Promise<FapiaoRow> {
  const [row] = await tx
    .insert(fapiaos)
    .values({ ...request, identity: publicCode('F', 9) })
    .returning();
  if (!row) throw new Error('fapiao insert returned nothing');
  return row;
}

async function change(tx: Db, id: number, values: Partial<FapiaoRow>): Promise<FapiaoRow> {
  const [row] = await tx.update(fapiaos).set(values).where(eq(fapiaos.id, id)).returning();
  if (!row) throw new Error(`fapiao ${id} vanished`);
  return row;
}

export async function issueFapiao(tx: Db, id: number, issued: { number: string; fileKey: string; at: Date }): Promise<FapiaoRow> {
  return change(tx, id, { status: 'completed', number: issued.number, fileKey: issued.fileKey, completedAt: issued.at });
}

export async function rejectFapiaoRequest(tx: Db, id: number, reason: string): Promise<FapiaoRow> {
  return change(tx, id, { status: 'rejected', rejectionReason: reason });
}

/** Staff may cancel at any time (an issued one voided with the tax office, a request withdrawn). */
export async function cancelFapiao(tx: Db, id: number, at: Date): Promise<FapiaoRow> {
  return change(tx, id, { status: 'cancelled', cancelledAt: at });
}

/** The researcher cancels their own issued fapiao; false when it is no longer issued (changed meanwhile). */
export async function cancelOwnIssuedFapiao(db: Db, userId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(fapiaos)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(fapiaos.id, id), eq(fapiaos.userId, userId), eq(fapiaos.status, 'completed')))
    .returning({ id: fapiaos.id });
  return rows.length > 0;
}
