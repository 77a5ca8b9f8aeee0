import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { orderForms, preferredGroups, promotionalCodes, services } from '../../../platform/db/schema/all-tables';
import type { PreferredGroupRow, PromotionalCodeRow } from '../../../platform/db/schema/promotions';

export type PromotionalCodeValues = Omit<typeof promotionalCodes.$inferInsert, 'id' | 'createdAt' | 'userId'>;
export type PreferredGroupValues = Omit<typeof preferredGroups.$inferInsert, 'id' | 'createdAt'>;

// Written out qualified: inside a sub-select drizzle would leave the outer column unqualified.
const usesOf = sql<number>`(select count(*) from "promotional_code_uses" u where u."promotional_code_id" = "promotional_codes"."id")`.mapWith(Number);

/** Every code (public and personal), newest first, with how often each was used. */
export function listPromotionalCodes(db: Db) {
  return db
    .select({ code: promotionalCodes, uses: usesOf })
    .from(promotionalCodes)
    .orderBy(sql`${promotionalCodes.id} desc`);
}

export async function findPromotionalCode(db: Db, id: number, lock = false) {
  const query = db.select({ code: promotionalCodes, uses: usesOf }).from(promotionalCodes).where(eq(promotionalCodes.id, id));
  const rows = lock ? await query.for('update', { of: promotionalCodes }) : await query;
  return rows[0] ?? null;
}

export async function promotionalCodeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  const rows = await db.select({ id: promotionalCodes.id }).from(promotionalCodes).where(eq(promotionalCodes.code, code));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertPromotionalCode(db: Db, values: PromotionalCodeValues): Promise<PromotionalCodeRow> {
  const [row] = await db.insert(promotionalCodes).values(values).returning();
  if (!row) throw new Error('promotional code not inserted');
  return row;
}

export async function updatePromotionalCode(db: Db, id: number, values: Partial<PromotionalCodeValues>): Promise<PromotionalCodeRow> {
  const [row] = await db.update(promotionalCodes).set(values).where(eq(promotionalCodes.id, id)).returning();
  if (!row) throw new Error('promotional code not updated');
  return row;
}

/** Whether any order form (open or converted) points at the code: then its row must stay. */
export async function promotionalCodeOnForms(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(orderForms).where(eq(orderForms.promotionalCodeId, id));
  return Number(rows[0]?.n ?? 0) > 0;
}

export async function deletePromotionalCode(db: Db, id: number): Promise<void> {
  await db.delete(promotionalCodes).where(eq(promotionalCodes.id, id));
}

/** The identities among `identities` that name a service of the catalogue. */
export async function knownServiceIdentities(db: Db, identities: string[]): Promise<Set<string>> {
  if (identities.length === 0) return new Set();
  const rows = await db.select({ identity: services.identity }).from(services).where(inArray(services.identity, identities));
  return new Set(rows.map((row) => row.identity));
}

const membersOf = sql<number>`(select count(*) from "users" m where m."preferred_group_id" = "preferred_groups"."id")`.mapWith(Number);

export function listPreferredGroups(db: Db) {
  return db.select({ group: preferredGroups, members: membersOf }).from(preferredGroups).orderBy(asc(preferredGroups.name));
}

export async function findPreferredGroup(db: Db, id: number, lock = false) {
  const query = db.select({ group: preferredGroups, members: membersOf }).from(preferredGroups).where(eq(preferredGroups.id, id));
  const rows = lock ? await query.for('update', { of: preferredGroups }) : await query;
  return rows[0] ?? null;
}

/** Whether another group has the code, in any case (customers' codes are matched without regard to case). */
export async function preferredGroupTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  const rows = await db.select({ id: preferredGroups.id }).from(preferredGroups).where(sql`lower(${preferredGroups.code}) = lower(${code})`);
  return rows.some((row) => row.id !== exceptId);
}

export async function insertPreferredGroup(db: Db, values: PreferredGroupValues): Promise<PreferredGroupRow> {
  const [row] = await db.insert(preferredGroups).values(values).returning();
  if (!row) throw new Error('preferred group not inserted');
  return row;
}

export async function updatePreferredGroup(db: Db, id: number, values: PreferredGroupValues): Promise<PreferredGroupRow> {
  const [row] = await db.update(preferredGroups).set(values).where(eq(preferredGroups.id, id)).returning();
  if (!row) throw new Error('preferred group not updated');
  return row;
}
