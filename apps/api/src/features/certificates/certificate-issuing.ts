import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/client';
import { certificates, orderForms, orderServices, services } from '../../platform/db/schema/all-tables';
import { newCertificateCode } from './certificate-code';
import type { CertificateRow } from '../../platform/db/schema/staff';


export interface CertifiableOrder {
  id: number;
  externalId: string;
  userId: number;
  title: string;
  orderFormId: number | null;
}

const ATTEMPTS = 5;

/**
 * Issues the editing certificate of a completed order when one of its services includes one
 * (`services.includesCertificate`), inside the caller's transaction. The title is the project title the
 * researcher gave on the order form (else the order's title), the authors those they gave (else empty:
 * the researcher completes them on the certificate page). Idempotent: an order that already
 * has its certificate keeps it. Returns the certificate, or null when no service includes one.
 */
export async function issueCertificateIfIncluded(tx: Db, order: CertifiableOrder, options: { actorId?: number | null; now?: Date } = {}): Promise<CertificateRow | null> {
  const now = options.now ?? new Date();
  const [included] = await tx
    .select({ identity: services.identity })
    .from(orderServices)
    .innerJoin(services, eq(services.identity, orderServices.serviceIdentity))
    .where(and(eq(orderServices.orderId, order.id), eq(services.includesCertificate, true)))
    .limit(1);
  if (!included) return null;
  const existing = await certificateOf(tx, order.id);
  if (existing) return existing;

  const [form] = order.orderFormId === null ? [] : await tx.select({ title: orderForms.projectTitle, authors: orderForms.projectAuthors }).from(orderForms).where(eq(orderForms.id, order.orderFormId));
  const title = form?.title?.trim() || order.title;
  const authors = form?.authors?.trim() ?? '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [row] = await tx
      .insert(certificates)
      .values({ code: newCertificateCode(), orderId: order.id, userId: order.userId, title, authors, issuedOn: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await recordAudit(tx, { actorId: options.actorId ?? null, action: 'certificate.issue', subjectType: 'certificate', subjectId: row.code, orderId: order.id, customerId: order.userId, after: { code: row.code, title, authors } }, now);
      return row;
    }
    // Either another transaction certified the order at the same moment, or the code was taken: look, then retry.
    const raced = await certificateOf(tx, order.id);
    if (raced) return raced;
  }
  throw new Error(`could not find a free certificate code for order ${order.externalId}`);
}

export async function certificateOf(db: Db, orderId: number): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.orderId, orderId));
  return row ?? null;
}
