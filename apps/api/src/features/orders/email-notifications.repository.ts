import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { certificates, orderForms, orders } from '../../platform/db/schema/all-tables';
import type { OrderRow } from '../../platform/db/schema/orders';

/** The owner's order with what the thank-you view's forms read: its form's project title and authors, its certificate. */
export interface ThankYouOrderRow {
  id: number;
  title: string;
  status: OrderRow['status'];
  notificationEmails: string[];
  orderFormId: number | null;
  projectTitle: string | null;
  projectAuthors: string | null;
  certificateCode: string | null;
  certificateTitle: string | null;
  certificateAuthors: string | null;
}

export async function findThankYouOrder(db: Db, userId: number, externalId: string): Promise<ThankYouOrderRow | null> {
  const rows = await db
    .select({
      id: orders.id,
      title: orders.title,
      status: orders.status,
      notificationEmails: orders.notificationEmails,
      orderFormId: orders.orderFormId,
      projectTitle: orderForms.projectTitle,
      projectAuthors: orderForms.projectAuthors,
      certificateCode: certificates.code,
      certificateTitle: certificates.title,
      certificateAuthors: certificates.authors,
    })
    .from(orders)
    .leftJoin(orderForms, eq(orderForms.id, orders.orderFormId))
    .leftJoin(certificates, eq(certificates.orderId, orders.id))
    .where(and(eq(orders.externalId, externalId), eq(orders.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateNotificationEmails(db: Db, orderId: number, notificationEmails: string[]): Promise<void> {
  await db.update(orders).set({ notificationEmails }).where(eq(orders.id, orderId));
}

/** Keeps the certificate's title and authors on the order's form until the certificate is issued. */
export async function updateFormCertificateDetails(db: Db, formId: number, details: { title: string; authors: string }): Promise<void> {
  await db.update(orderForms).set({ projectTitle: details.title, projectAuthors: details.authors }).where(eq(orderForms.id, formId));
}
