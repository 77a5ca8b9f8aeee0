import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orderDeliverables, orderNotes, orderServices, orders } from '../../platform/db/schema/all-tables';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Orders' part of the data download and of the erasure (platform/privacy). The order rows stay — the
 * invoices and payments of the books point at them — with their title, journal and extra addresses
 * replaced; the delivered files are deleted, and so are the staff's notes about the manuscript.
 */
export const ERASED_TITLE = '(erased)';

export const ordersPersonalData: PersonalDataHolder = {
  name: 'orders',

  async exportFor(db, userId) {
    const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
    const ids = rows.map((row) => row.id);
    const [lines, delivered] = ids.length === 0 ? [[], []] : await Promise.all([db.select().from(orderServices).where(inArray(orderServices.orderId, ids)), db.select().from(orderDeliverables).where(inArray(orderDeliverables.orderId, ids))]);
    return rows.map((order) => ({
      number: order.externalId,
      title: order.title,
      status: order.status,
      wordCount: order.wordCount,
      styleOfEnglish: order.styleOfEnglish,
      journal: order.journalName,
      journalUrl: order.journalUrl,
      notificationEmails: order.notificationEmails,
      currency: order.currency,
      total: order.totalAmount,
      createdAt: order.createdAt.toISOString(),
      deadline: order.deadline.toISOString(),
      completedAt: order.completedAt?.toISOString() ?? null,
      services: lines.filter((line) => line.orderId === order.id).map((line) => ({ service: line.serviceIdentity, quantity: line.quantity, price: line.totalPrice })),
      deliveredFiles: delivered.filter((file) => file.orderId === order.id && file.removedAt === null).map((file) => ({ name: file.name, size: file.size, kind: file.kind })),
    }));
  },

  async erase(tx: Db, userId, now) {
    const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { files: [] };
    const delivered = await tx.delete(orderDeliverables).where(inArray(orderDeliverables.orderId, ids)).returning({ key: orderDeliverables.storageKey });
    await tx.delete(orderNotes).where(inArray(orderNotes.orderId, ids));
    await tx.update(orders).set({ title: ERASED_TITLE, journalName: null, journalUrl: null, notificationEmails: [] }).where(inArray(orders.id, ids));
    void now;
    return { files: delivered.map((row) => row.key) };
  },
};
