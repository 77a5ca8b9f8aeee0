import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invoices, orderServices, orders, paymentAllocations, payments, services } from '../../platform/db/schema/all-tables';
import type { OrderRow } from '../../platform/db/schema/orders';
import type { PaymentRow } from '../../platform/db/schema/billing';

/** The reads behind the billing PDFs. Payments are found by their owner, like invoices. */

export async function findOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export interface OrderLineRow {
  name: string;
  serviceIdentity: string;
  quantity: number;
  listPrice: number;
  discountAmount: number;
  totalPrice: number;
}

/** The services of an order in catalogue order. */
export async function findOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select({
      name: services.name,
      serviceIdentity: orderServices.serviceIdentity,
      quantity: orderServices.quantity,
      listPrice: orderServices.listPrice,
      discountAmount: orderServices.discountAmount,
      totalPrice: orderServices.totalPrice,
    })
    .from(orderServices)
    .innerJoin(services, eq(services.identity, orderServices.serviceIdentity))
    .where(eq(orderServices.orderId, orderId))
    .orderBy(asc(services.sortOrder), asc(services.identity));
}

/** The user's succeeded payment with this public id (a receipt exists only for money received). */
export async function findSucceededPayment(db: Db, userId: number, publicId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.publicId, publicId), eq(payments.userId, userId), eq(payments.status, 'succeeded')))
    .limit(1);
  return row ?? null;
}

export interface AllocationRow {
  invoiceNumber: string;
  description: string;
  localization: string;
  amount: number;
}

export async function findPaymentAllocations(db: Db, paymentId: number): Promise<AllocationRow[]> {
  return db
    .select({ invoiceNumber: invoices.invoiceNumber, description: invoices.description, localization: invoices.localization, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(asc(invoices.id));
}

