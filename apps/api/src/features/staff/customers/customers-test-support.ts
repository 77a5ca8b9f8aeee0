import { randomBytes } from 'node:crypto';
import { createInvoice } from '../../../platform/billing/invoices';
import type { Db } from '../../../platform/db/client';
import { orders } from '../../../platform/db/schema/all-tables';

/** Test support: an order of the customer with its unpaid invoice, through the ledger. */
export async function seedUnpaidOrder(db: Db, userId: number, title: string, total: number): Promise<{ externalId: string; invoiceNumber: string }> {
  return db.transaction(async (tx) => {
    const externalId = `T${randomBytes(4).toString('hex').toUpperCase()}`;
    const [order] = await tx
      .insert(orders)
      .values({ externalId, userId, title, status: 'in_progress', customerGoal: 'editing', wordCount: 3000, manuscriptLanguageId: 1, currency: 'USD', totalAmount: total, deadline: new Date(Date.now() + 5 * 86_400_000) })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not created');
    const invoice = await createInvoice(tx, { userId, localization: 'us', invoicePrefix: 'US', kind: 'order', orderId: order.id, currency: 'USD', totalAmount: total, exchangeRate: '1', description: title });
    return { externalId, invoiceNumber: invoice.invoiceNumber };
  });
}
