import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { staffOrderWorkbenchSchema, type StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { createInvoice } from '../../../platform/billing/invoices';
import { recordInternalPayment } from '../../../platform/billing/recorded-payments';
import type { Database } from '../../../platform/db/client';
import { currencies, orderForms, orderServices, orders } from '../../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import type { InvoiceRow } from '../../../platform/db/schema/billing';

/** Test support for the staff order API: a staff member, a researcher, orders with invoices and payments. */
export interface StaffWorld {
  t: TestApp;
  staff: TestUser;
  editor: TestUser;
  researcher: TestUser;
  visitor: Record<string, string>;
}

export async function staffWorld(): Promise<StaffWorld> {
  const t = await createTestApp();
  const staff = await createSignedInUser(t.database, { role: 'staff', firstName: 'Jordan', lastName: 'Reyes', timeZone: 'America/New_York' });
  const editor = await createSignedInUser(t.database, { role: 'staff', firstName: 'Lin', lastName: 'Editor', timeZone: 'Asia/Shanghai' });
  const researcher = await createSignedInUser(t.database, { firstName: 'Ada', siteLanguage: 'es', countryId: 237 });
  return { t, staff, editor, researcher, visitor: browserHeaders() };
}

export interface SeedOrderOptions {
  status?: 'received' | 'in_progress' | 'quality_check' | 'completed' | 'cancelled';
  title?: string;
  services?: string[];
  total?: number;
  deadline?: Date;
  createdAt?: Date;
  assignedStaffId?: number | null;
  /** Creates an invoice for the total (the default). */
  invoice?: boolean;
  /** Pays the invoice with a settled card payment (recorded internally, so it can only be refunded as credit). */
  paid?: boolean;
  projectTitle?: string | null;
  projectAuthors?: string | null;
}

export interface SeededOrder {
  id: number;
  externalId: string;
  invoice: InvoiceRow | null;
}

export async function seedOrder(database: Database, userId: number, options: SeedOrderOptions = {}): Promise<SeededOrder> {
  const total = options.total ?? 30_000;
  const createdAt = options.createdAt ?? new Date(Date.now() - 86_400_000);
  const externalId = `S${randomBytes(4).toString('hex').toUpperCase()}`;
  const seeded = await database.db.transaction(async (tx) => {
    const [form] = await tx
      .insert(orderForms)
      .values({ publicId: `f_${randomBytes(8).toString('hex')}`, userId, status: 'converted', projectTitle: options.projectTitle ?? null, projectAuthors: options.projectAuthors ?? null })
      .returning({ id: orderForms.id });
    const [order] = await tx
      .insert(orders)
      .values({
        externalId,
        userId,
        title: options.title ?? 'Coral reef resilience under heat stress',
        status: options.status ?? 'received',
        customerGoal: 'editing',
        wordCount: 4200,
        manuscriptLanguageId: 1,
        currency: 'USD',
        totalAmount: total,
        deadline: options.deadline ?? new Date(createdAt.getTime() + 5 * 86_400_000),
        createdAt,
        completedAt: options.status === 'completed' ? new Date() : null,
        orderFormId: form?.id ?? null,
        assignedStaffId: options.assignedStaffId ?? null,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not created');
    const lines = options.services ?? ['standard-editing'];
    const share = Math.floor(total / lines.length);
    await tx.insert(orderServices).values(
      lines.map((serviceIdentity, index) => {
        const price = index === 0 ? total - share * (lines.length - 1) : share;
        return { orderId: order.id, serviceIdentity, listPrice: price, totalPrice: price };
      }),
    );
    let invoice: InvoiceRow | null = null;
    if (options.invoice ?? true) {
      const [usd] = await tx.select().from(currencies).where(eq(currencies.isoCode, 'USD'));
      invoice = await createInvoice(tx, { userId, localization: 'us', invoicePrefix: 'US', kind: 'order', orderId: order.id, currency: 'USD', totalAmount: total, exchangeRate: usd?.exchangeRate ?? '1', description: 'order' });
    }
    return { id: order.id, externalId, invoice };
  });
  if (options.paid && seeded.invoice) await payInvoice(database, userId, seeded.invoice);
  return seeded;
}

/** A settled card payment of the whole invoice (no gateway behind it). */
export async function payInvoice(database: Database, userId: number, invoice: InvoiceRow): Promise<string> {
  const payment = await database.db.transaction((tx) =>
    recordInternalPayment(tx, {
      userId,
      purpose: 'payoff',
      subject: { invoiceIds: [invoice.id] },
      methodId: 3,
      currency: invoice.currency,
      amount: invoice.balance,
      idempotencyKey: `test-pay-${invoice.id}-${randomBytes(4).toString('hex')}`,
      invoiceId: invoice.id,
    }),
  );
  if (!payment) throw new Error('payment not recorded');
  return payment.publicId;
}

export function workbenchOf(response: LightMyRequestResponse): StaffOrderWorkbench {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return staffOrderWorkbenchSchema.parse(response.json());
}

export function errorKey(response: LightMyRequestResponse): string {
  return (response.json() as { error: { error: string } }).error.error;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
export async function call(app: FastifyInstance, headers: Record<string, string>, method: Method, url: string, payload?: Record<string, unknown>) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** A multipart body with one file. */
export function multipartFile(fileName: string, content: Buffer) {
  const boundary = `----mg${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export async function uploadDeliverable(app: FastifyInstance, user: TestUser, externalId: string, kind: string, fileName = 'edited.pdf', content = SMALL_PDF) {
  const part = multipartFile(fileName, content);
  return app.inject({ method: 'POST', url: `/api/staff/orders/${externalId}/deliverables?kind=${kind}`, headers: { ...user.headers, 'content-type': part.contentType }, payload: part.body });
}
