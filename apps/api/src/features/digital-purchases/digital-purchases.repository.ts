import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { countries, currencies, digitalProducts, digitalPurchases, localizations, payments, users } from '../../platform/db/schema/all-tables';
import type { DigitalProductKind, DigitalProductRow, DigitalPurchaseRow } from '../../platform/db/schema/digital';
import type { CurrencyRow, LocalizationRow } from '../../platform/db/schema/reference';

/** The only queries of digital products and purchases; a customer's purchases are always read by their owner. */

export async function findActiveProducts(db: Db, kind: DigitalProductKind): Promise<DigitalProductRow[]> {
  return db.select().from(digitalProducts).where(and(eq(digitalProducts.kind, kind), eq(digitalProducts.active, true))).orderBy(asc(digitalProducts.sortOrder), asc(digitalProducts.id));
}

export async function findAllProducts(db: Db): Promise<DigitalProductRow[]> {
  return db.select().from(digitalProducts).orderBy(asc(digitalProducts.kind), asc(digitalProducts.sortOrder), asc(digitalProducts.id));
}

export async function findProduct(db: Db, identity: string): Promise<DigitalProductRow | null> {
  const [row] = await db.select().from(digitalProducts).where(eq(digitalProducts.identity, identity));
  return row ?? null;
}

export async function upsertProduct(db: Db, values: typeof digitalProducts.$inferInsert): Promise<DigitalProductRow> {
  const [row] = await db
    .insert(digitalProducts)
    .values(values)
    .onConflictDoUpdate({ target: digitalProducts.identity, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('product upsert returned nothing');
  return row;
}

export async function findCurrencyMap(db: Db): Promise<Map<string, CurrencyRow>> {
  return new Map((await db.select().from(currencies)).map((row) => [row.isoCode, row]));
}

export async function findLocalization(db: Db, identity: string): Promise<LocalizationRow | null> {
  const [row] = await db.select().from(localizations).where(eq(localizations.identity, identity));
  return row ?? null;
}

export async function findCountryOf(db: Db, countryId: number | null): Promise<{ id: number; iso2: string; name: string } | null> {
  if (countryId === null) return null;
  const [row] = await db.select({ id: countries.id, iso2: countries.iso2, name: countries.name }).from(countries).where(eq(countries.id, countryId));
  return row ?? null;
}

/** The owner's purchases of a kind, newest first. */
export async function findPurchases(db: Db, userId: number, kind: DigitalProductKind): Promise<DigitalPurchaseRow[]> {
  return db.select().from(digitalPurchases).where(and(eq(digitalPurchases.userId, userId), eq(digitalPurchases.kind, kind))).orderBy(desc(digitalPurchases.createdAt), desc(digitalPurchases.id));
}

export async function findPurchaseByReceipt(db: Db, userId: number, receiptCode: string): Promise<DigitalPurchaseRow | null> {
  const [row] = await db.select().from(digitalPurchases).where(and(eq(digitalPurchases.userId, userId), eq(digitalPurchases.receiptCode, receiptCode)));
  return row ?? null;
}

export async function findPurchaseOfPayment(db: Db, paymentId: number): Promise<DigitalPurchaseRow | null> {
  const [row] = await db.select().from(digitalPurchases).where(eq(digitalPurchases.paymentId, paymentId));
  return row ?? null;
}

export async function insertPurchase(db: Db, values: typeof digitalPurchases.$inferInsert): Promise<DigitalPurchaseRow | null> {
  const [row] = await db.insert(digitalPurchases).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Takes one use of the owner's purchase with `id`, if it still has one and is still valid: one conditional
 * update, so two uploads racing for the last use cannot both get it.
 */
export async function takeUseOf(db: Db, userId: number, purchaseId: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(digitalPurchases)
    .set({ usesRemaining: sql`${digitalPurchases.usesRemaining} - 1` })
    .where(
      and(
        eq(digitalPurchases.id, purchaseId),
        eq(digitalPurchases.userId, userId),
        gt(digitalPurchases.usesRemaining, 0),
        or(isNull(digitalPurchases.endsAt), gt(digitalPurchases.endsAt, now)),
      ),
    )
    .returning({ id: digitalPurchases.id });
  return taken.length > 0;
}

export async function giveUseBack(db: Db, userId: number, purchaseId: number): Promise<void> {
  await db
    .update(digitalPurchases)
    .set({ usesRemaining: sql`least(${digitalPurchases.usesRemaining} + 1, ${digitalPurchases.numberOfUses})` })
    .where(and(eq(digitalPurchases.id, purchaseId), eq(digitalPurchases.userId, userId)));
}

/** A user without a currency gets the one they paid a purchase in. */
export async function setCurrencyIfUnset(db: Db, userId: number, isoCode: string): Promise<void> {
  await db.update(users).set({ currency: isoCode }).where(and(eq(users.id, userId), isNull(users.currency)));
}

/** The latest payment of the owner whose subject carries this receipt code (the purchase page's poll). */
export async function findPaymentByReceipt(db: Db, userId: number, receiptCode: string): Promise<{ status: string; failureKey: string | null } | null> {
  const [row] = await db
    .select({ status: payments.status, failureKey: payments.failureKey })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'digital-purchase'), sql`${payments.subject} ->> 'receiptCode' = ${receiptCode}`))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The purchases of a kind that can still be used now, soonest ending first (uses expire). */
export async function findUsablePurchases(db: Db, userId: number, kind: DigitalProductKind, now: Date): Promise<DigitalPurchaseRow[]> {
  return db
    .select()
    .from(digitalPurchases)
    .where(
      and(
        eq(digitalPurchases.userId, userId),
        eq(digitalPurchases.kind, kind),
        gt(digitalPurchases.usesRemaining, 0),
        or(isNull(digitalPurchases.endsAt), gt(digitalPurchases.endsAt, now)),
      ),
    )
    .orderBy(sql`${digitalPurchases.endsAt} asc nulls last`, asc(digitalPurchases.id));
}

/** Locks the customer's row until the transaction ends (purchases of one customer made one after another). */
export async function lockCustomer(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findPurchaseByIdentity(db: Db, identity: string): Promise<DigitalPurchaseRow | null> {
  const [row] = await db.select().from(digitalPurchases).where(eq(digitalPurchases.identity, identity));
  return row ?? null;
}

/** Moves a purchase's period (staff extend or end it; a refund ends it). */
export async function updatePurchasePeriod(db: Db, id: number, values: { startsAt?: Date; endsAt: Date; revokedAt?: Date | null }): Promise<DigitalPurchaseRow> {
  const [row] = await db.update(digitalPurchases).set(values).where(eq(digitalPurchases.id, id)).returning();
  if (!row) throw new Error('purchase update returned nothing');
  return row;
}

/**
 * Subscriptions of `kind` whose end falls in [from, to), not revoked, not yet reminded, and not followed by a
 * later period of the same customer (whose end is the one to remind of).
 */
export async function findEndingUnreminded(db: Db, kind: DigitalProductKind, from: Date, to: Date): Promise<(DigitalPurchaseRow & { email: string; firstName: string; siteLanguage: string; timeZone: string })[]> {
  const later = sql`exists (select 1 from ${digitalPurchases} as later where later.user_id = ${digitalPurchases.userId} and later.kind = ${digitalPurchases.kind} and later.revoked_at is null and later.ends_at > ${digitalPurchases.endsAt})`;
  const rows = await db
    .select({ purchase: digitalPurchases, email: users.email, firstName: users.firstName, siteLanguage: users.siteLanguage, timeZone: users.timeZone })
    .from(digitalPurchases)
    .innerJoin(users, eq(users.id, digitalPurchases.userId))
    .where(and(eq(digitalPurchases.kind, kind), isNull(digitalPurchases.reminderSentAt), isNull(digitalPurchases.revokedAt), gte(digitalPurchases.endsAt, from), lt(digitalPurchases.endsAt, to), sql`not ${later}`, eq(users.active, true)))
    .orderBy(asc(digitalPurchases.endsAt));
  return rows.map((row) => ({ ...row.purchase, email: row.email, firstName: row.firstName, siteLanguage: row.siteLanguage, timeZone: row.timeZone }));
}

/** Marks the reminder sent; false when another run sent it first. */
export async function markReminded(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(digitalPurchases).set({ reminderSentAt: now }).where(and(eq(digitalPurchases.id, id), isNull(digitalPurchases.reminderSentAt))).returning({ id: digitalPurchases.id });
  return rows.length > 0;
}

export async function findUserByIdentity(db: Db, identity: string): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.identity, identity));
  return row ?? null;
}
