import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createInvoice } from '../../platform/billing/invoices';
import type { Db } from '../../platform/db/client';
import { currencies, invoices, orderServices, orders, type BillingAddressSnapshot } from '../../platform/db/schema/all-tables';
import type { InvoiceRow } from '../../platform/db/schema/billing';

/** Test support: invoices seeded through the ledger, with an order and its services when asked. */
export interface SeedInvoiceOptions {
  /** Minor units; the order has two services adding up to it (with a discount on the first). */
  total?: number;
  currency?: string;
  localization?: string;
  kind?: 'order' | 'retainer';
  createdAt?: Date;
  orderStatus?: 'received' | 'in_progress' | 'completed';
  title?: string;
  purchaseOrder?: string | null;
  billingAddress?: BillingAddressSnapshot | null;
  invoiceAddress?: BillingAddressSnapshot | null;
  pendingWriteoff?: boolean;
}

export interface SeededInvoice {
  invoice: InvoiceRow;
  orderId: number | null;
  orderExternalId: string | null;
}

export async function seedInvoice(db: Db, userId: number, options: SeedInvoiceOptions = {}): Promise<SeededInvoice> {
  const total = options.total ?? 25_000;
  const currencyCode = options.currency ?? 'USD';
  const localization = options.localization ?? 'us';
  const kind = options.kind ?? 'order';
  const createdAt = options.createdAt ?? new Date();
  return db.transaction(async (tx) => {
    const [currency] = await tx.select().from(currencies).where(eq(currencies.isoCode, currencyCode));
    if (!currency) throw new Error(`unknown currency ${currencyCode}`);
    let orderId: number | null = null;
    let orderExternalId: string | null = null;
    if (kind === 'order') {
      orderExternalId = `T${randomBytes(4).toString('hex').toUpperCase()}`;
      const status = options.orderStatus ?? 'in_progress';
      const [order] = await tx
        .insert(orders)
        .values({
          externalId: orderExternalId,
          userId,
          title: options.title ?? 'Coral reef resilience under heat stress',
          status,
          customerGoal: 'editing',
          wordCount: 4200,
          manuscriptLanguageId: 1,
          currency: currencyCode,
          totalAmount: total,
          deadline: new Date(createdAt.getTime() + 5 * 86_400_000),
          createdAt,
          completedAt: status === 'completed' ? new Date(createdAt.getTime() + 4 * 86_400_000) : null,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('order not created');
      orderId = order.id;
      // Two lines: editing with a 1 000-unit discount, and formatting for the rest.
      const editing = Math.round(total * 0.7);
      await tx.insert(orderServices).values([
        { orderId, serviceIdentity: 'standard-editing', listPrice: editing + 1_000, discountAmount: 1_000, totalPrice: editing },
        { orderId, serviceIdentity: 'formatting', listPrice: total - editing, discountAmount: 0, totalPrice: total - editing },
      ]);
    }
    const created = await createInvoice(tx, {
      userId,
      localization,
      invoicePrefix: localization.toUpperCase(),
      kind,
      orderId,
      currency: currencyCode,
      totalAmount: total,
      exchangeRate: currency.exchangeRate,
      description: kind === 'retainer' ? 'Prepayment' : (options.title ?? 'Coral reef resilience under heat stress'),
      purchaseOrder: options.purchaseOrder ?? null,
      billingAddress: options.billingAddress ?? null,
      invoiceAddress: options.invoiceAddress ?? null,
    });
    const [invoice] = await tx
      .update(invoices)
      .set({ createdAt, pendingWriteoff: options.pendingWriteoff ?? false })
      .where(eq(invoices.id, created.id))
      .returning();
    if (!invoice) throw new Error('invoice vanished');
    return { invoice, orderId, orderExternalId };
  });
}

export async function invoiceRow(db: Db, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new Error(`invoice ${id} not found`);
  return row;
}

/** A one-time nonce of the sandbox card form for a test card (GET client token, POST /api/payment/sandbox/tokenize). */
export async function sandboxNonce(app: FastifyInstance, headers: Record<string, string>, number: string): Promise<{ nonce: string; type: string; lastFour: string }> {
  const token = await app.inject({ method: 'GET', url: '/api/payment/braintree-client-token', headers });
  const { clientToken } = token.json() as { clientToken: string };
  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  const response = await app.inject({ method: 'POST', url: '/api/payment/sandbox/tokenize', headers, payload: { clientToken, number, expiry: `12/${year}`, cvv: '123' } });
  if (response.statusCode !== 200) throw new Error(`tokenize failed: ${response.statusCode} ${response.body}`);
  return response.json() as { nonce: string; type: string; lastFour: string };
}

export const TEST_BILLING_ADDRESS = {
  name: 'Ada Tester',
  organization: 'Institute of Marine Biology',
  address1: '1 Harbour Road',
  address2: null,
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  countryId: 237,
  phone: '+1 617 555 0100',
  vat: null,
};
