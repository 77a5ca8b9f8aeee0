import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CERTIFIED_FILE_KINDS, type CertifiedFile } from '@marginalia/contracts/certificates/certificate.contract';
import type { Db } from '../../platform/db/client';
import { certificates, localizations, orderDeliverables, orderForms, orderServices, orders, services, users } from '../../platform/db/schema/all-tables';

/** The reads and the one write of certificates. Owner-scoped reads take the user's id. */

export interface CertificateFacts {
  id: number;
  code: string;
  title: string;
  authors: string;
  issuedOn: Date;
  userId: number;
  orderId: number;
  externalId: string;
  orderStatus: string;
  paid: boolean;
  wordCount: number;
  completedAt: Date | null;
  overrideDownloadAvailable: boolean;
  ownerTimeZone: string;
  /** The company that sold the order (its form's localization, else the customer's). */
  companyName: string;
}

const factsColumns = {
  id: certificates.id,
  code: certificates.code,
  title: certificates.title,
  authors: certificates.authors,
  issuedOn: certificates.issuedOn,
  userId: certificates.userId,
  orderId: certificates.orderId,
  externalId: orders.externalId,
  orderStatus: orders.status,
  paid: orders.paid,
  wordCount: orders.wordCount,
  completedAt: orders.completedAt,
  overrideDownloadAvailable: users.overrideDownloadAvailable,
  ownerTimeZone: users.timeZone,
  companyName: localizations.companyName,
};

async function findOne(db: Db, condition: SQL | undefined): Promise<CertificateFacts | null> {
  const rows = await db
    .select(factsColumns)
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderForms, eq(orderForms.id, orders.orderFormId))
    .innerJoin(localizations, eq(localizations.identity, sql`coalesce(${orderForms.localization}, ${users.localization})`))
    .where(condition)
    .limit(1);
  return rows[0] ?? null;
}

/** A certificate by its code, whoever asks (the public verification). */
export function findCertificateByCode(db: Db, code: string): Promise<CertificateFacts | null> {
  return findOne(db, eq(certificates.code, code));
}

/** The certificate of an order, if it has one. */
export function findOrderCertificate(db: Db, orderId: number): Promise<CertificateFacts | null> {
  return findOne(db, eq(certificates.orderId, orderId));
}

/** A certificate by its code, only when it is of one of the user's orders. */
export function findOwnedCertificate(db: Db, userId: number, code: string): Promise<CertificateFacts | null> {
  return findOne(db, and(eq(certificates.code, code), eq(orders.userId, userId)));
}

export async function findServiceNames(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ name: services.name })
    .from(orderServices)
    .innerJoin(services, eq(services.identity, orderServices.serviceIdentity))
    .where(eq(orderServices.orderId, orderId))
    .orderBy(asc(services.sortOrder));
  return rows.map((row) => row.name);
}

export async function updateCertificateDetails(db: Db, id: number, details: { title: string; authors: string }, now: Date): Promise<{ title: string; authors: string; issuedOn: Date } | null> {
  const [row] = await db
    .update(certificates)
    .set({ title: details.title, authors: details.authors, updatedAt: now })
    .where(eq(certificates.id, id))
    .returning({ title: certificates.title, authors: certificates.authors, issuedOn: certificates.issuedOn });
  return row ?? null;
}


/**
 * The fingerprints of the edited files a certificate covers (tracked, clean and formatted deliverables
 * still delivered), oldest first. Kind, size and SHA-256 only: never the researcher's file names.
 */
export async function findCertifiedFiles(db: Db, orderId: number): Promise<CertifiedFile[]> {
  const rows = await db
    .select({ kind: orderDeliverables.kind, size: orderDeliverables.size, sha256: orderDeliverables.sha256 })
    .from(orderDeliverables)
    .where(and(eq(orderDeliverables.orderId, orderId), inArray(orderDeliverables.kind, [...CERTIFIED_FILE_KINDS]), isNull(orderDeliverables.removedAt)))
    .orderBy(asc(orderDeliverables.createdAt), asc(orderDeliverables.id));
  return rows.flatMap((row) => {
    const kind = CERTIFIED_FILE_KINDS.find((known) => known === row.kind);
    const sha256 = row.sha256.toLowerCase();
    return kind && /^[0-9a-f]{64}$/.test(sha256) ? [{ kind, size: row.size, sha256 }] : [];
  });
}
