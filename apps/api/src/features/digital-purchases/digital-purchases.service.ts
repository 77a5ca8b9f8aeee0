import { DIGITAL_PRODUCT_IDENTITY, type DigitalProductKind, type GrantDigitalUsesRequest, type PurchaseStatusResponse, type StaffDigitalProduct } from '@marginalia/contracts/digital/digital-purchases.contract';
import { auditFields, recordAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/client';
import type { DigitalPurchaseRow } from '../../platform/db/schema/digital';
import { AppError } from '../../platform/errors/app-error';
import { publicCode } from '../../platform/ids/random-ids';
import * as repo from './digital-purchases.repository';
import { endOf, purchaseRecord } from './purchase-rules';

/** Purchases: the purchase page's poll, uses taken and given back, staff grants, the catalogue and trials (README.md). */

/** GET /api/digital-purchases/receipt/{receiptCode}: completed once the purchase exists; failed when its payment failed. */
export async function purchaseStatus(db: Db, userId: number, receiptCode: string, now: Date): Promise<PurchaseStatusResponse> {
  const purchase = await repo.findPurchaseByReceipt(db, userId, receiptCode);
  if (purchase) return { status: 'completed', purchase: purchaseRecord(purchase, now), failureKey: null };
  const payment = await repo.findPaymentByReceipt(db, userId, receiptCode);
  if (!payment) throw new AppError(404, 'digital-purchase-not-found');
  if (payment.status === 'failed') return { status: 'failed', purchase: null, failureKey: payment.failureKey };
  return { status: 'pending', purchase: null, failureKey: null };
}

/** How widely a purchase may be used: a purchase for one language (a trial) is spent before a general one. */
function breadth(purchase: DigitalPurchaseRow): number {
  return purchase.allowedLanguages.length === 0 ? Number.POSITIVE_INFINITY : purchase.allowedLanguages.length;
}

/**
 * Takes one use of a purchase of `kind` that allows `language`, in the caller's transaction (the one that
 * accepts the upload): the narrowest purchase first (a Chinese-only trial before a package for every
 * language), then the soonest ending. Null when none has a use left.
 */
export async function takeUse(tx: Db, userId: number, kind: DigitalProductKind, language: string, now: Date): Promise<DigitalPurchaseRow | null> {
  const usable = (await repo.findUsablePurchases(tx, userId, kind, now)).filter((purchase) => purchase.allowedLanguages.length === 0 || purchase.allowedLanguages.includes(language));
  // The sort is stable: purchases equally narrow keep the repository's order (soonest ending first).
  for (const purchase of usable.sort((a, b) => breadth(a) - breadth(b))) {
    if (await repo.takeUseOf(tx, userId, purchase.id, now)) return purchase;
  }
  return null;
}

/** Gives a use back (the work it paid for failed). */
export async function giveUseBack(tx: Db, userId: number, purchaseId: number): Promise<void> {
  await repo.giveUseBack(tx, userId, purchaseId);
}

/** Uses left per language over the usable purchases of a kind. */
export async function usesByLanguage(db: Db, userId: number, kind: DigitalProductKind, languages: readonly string[], now: Date): Promise<Map<string, number>> {
  const usable = await repo.findUsablePurchases(db, userId, kind, now);
  return new Map(languages.map((language) => [language, usable.filter((p) => p.allowedLanguages.length === 0 || p.allowedLanguages.includes(language)).reduce((sum, p) => sum + (p.usesRemaining ?? 0), 0)]));
}

/** The customer's purchase records of a kind, newest first. */
export async function purchaseRecords(db: Db, userId: number, kind: DigitalProductKind, now: Date) {
  return (await repo.findPurchases(db, userId, kind)).map((purchase) => purchaseRecord(purchase, now));
}

/** A free trial of a kind, once per account (a unique index holds it even when two requests race). */
export async function grantTrial(db: Db, userId: number, kind: DigitalProductKind, trial: { label: string; allowedLanguages: string[]; numberOfUses: number; validDays: number }, now: Date): Promise<boolean> {
  const created = await repo.insertPurchase(db, {
    identity: publicCode('D', 10),
    userId,
    kind,
    label: trial.label,
    source: 'trial',
    allowedLanguages: trial.allowedLanguages,
    numberOfUses: trial.numberOfUses,
    usesRemaining: trial.numberOfUses,
    startsAt: now,
    endsAt: endOf(now, trial.validDays),
  });
  return created !== null;
}

export async function hadTrial(db: Db, userId: number, kind: DigitalProductKind): Promise<boolean> {
  return (await repo.findPurchases(db, userId, kind)).some((purchase) => purchase.source === 'trial');
}

/** Staff: uses granted to a customer, recorded in the audit trail in the same transaction. */
export async function grantUses(db: Db, staffId: number, customerIdentity: string, grant: GrantDigitalUsesRequest, now: Date) {
  const customer = await repo.findUserByIdentity(db, customerIdentity);
  if (!customer) throw new AppError(404, 'customer-not-found');
  return db.transaction(async (tx) => {
    const purchase = await repo.insertPurchase(tx, {
      identity: publicCode('D', 10),
      userId: customer.id,
      kind: grant.kind,
      label: grant.kind === 'translation-package' ? `${grant.numberOfUses} × translation (granted)` : 'Granted',
      source: 'grant',
      allowedLanguages: grant.allowedLanguages,
      numberOfUses: grant.numberOfUses,
      usesRemaining: grant.numberOfUses,
      startsAt: now,
      endsAt: endOf(now, grant.validDays),
      grantedByStaffId: staffId,
      note: grant.note,
    });
    if (!purchase) throw new Error('grant insert returned nothing');
    await recordAudit(
      tx,
      {
        actorId: staffId,
        action: 'digital-uses.grant',
        subjectType: 'digital-purchase',
        subjectId: purchase.identity,
        customerId: customer.id,
        after: auditFields(purchase, ['kind', 'numberOfUses', 'allowedLanguages', 'endsAt']),
        reason: grant.note,
      },
      now,
    );
    return purchaseRecord(purchase, now);
  });
}

export async function customerPurchases(db: Db, customerIdentity: string, now: Date) {
  const customer = await repo.findUserByIdentity(db, customerIdentity);
  if (!customer) throw new AppError(404, 'customer-not-found');
  const all = [...(await repo.findPurchases(db, customer.id, 'translation-package')), ...(await repo.findPurchases(db, customer.id, 'editing-subscription'))];
  return all.map((purchase) => purchaseRecord(purchase, now));
}

export function productView(row: Awaited<ReturnType<typeof repo.findAllProducts>>[number]): StaffDigitalProduct {
  return {
    identity: row.identity,
    kind: row.kind,
    label: row.label,
    allowedLanguages: row.allowedLanguages,
    numberOfUses: row.numberOfUses,
    validDays: row.validDays,
    prices: row.prices,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

/** Staff: creates or changes a product of the catalogue (audited; prices in every currency's minor units). */
export async function saveProduct(db: Db, staffId: number, identity: string, product: StaffDigitalProduct, now: Date): Promise<StaffDigitalProduct> {
  if (product.identity !== identity || !DIGITAL_PRODUCT_IDENTITY.test(identity)) throw new AppError(422, 'validation-error', {}, { identity: 'digital-product-identity-invalid' });
  return db.transaction(async (tx) => {
    const before = await repo.findProduct(tx, identity);
    const saved = await repo.upsertProduct(tx, product);
    await recordAudit(
      tx,
      {
        actorId: staffId,
        action: before ? 'digital-product.update' : 'digital-product.create',
        subjectType: 'digital-product',
        subjectId: identity,
        before: before ? auditFields(before, ['label', 'prices', 'numberOfUses', 'validDays', 'allowedLanguages', 'active']) : null,
        after: auditFields(saved, ['label', 'prices', 'numberOfUses', 'validDays', 'allowedLanguages', 'active']),
      },
      now,
    );
    return productView(saved);
  });
}
