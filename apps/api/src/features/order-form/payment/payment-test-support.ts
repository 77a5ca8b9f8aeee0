import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentFormInput } from '@marginalia/contracts/payments/payment-form.contract';
import type { Database } from '../../../platform/db/client';
import { credits, invoices, orderFormFiles, orderFormServices, orderForms, orders, payments, promotionalCodes, vouchers } from '../../../platform/db/schema/all-tables';
import { grantCredit } from '../../../platform/billing/credits';
import type { TestApp, TestUser } from '../../../test/test-app';
import { call, signedIn } from '../test-support';

/** Test support for the payment API: a form ready to pay, valid payment forms, sandbox cards, and reads. */
export const US = 237;
export const BRAZIL = 32;
export const CHINA = 46;

export interface ReadyFormOptions {
  services?: { identity: string; quantity?: number }[];
  goal?: string;
  wordCount?: number;
  uploadLater?: boolean;
  withFile?: boolean;
  promoCode?: string;
  adminCreated?: boolean;
  title?: string;
}

/** An order form at the payment step, written directly: 2,500 words of standard editing ($135) by default. */
export async function readyForm(database: Database, user: TestUser, options: ReadyFormOptions = {}): Promise<{ id: number; publicId: string }> {
  const { db } = database;
  const promo = options.promoCode ? (await db.select().from(promotionalCodes).where(eq(promotionalCodes.code, options.promoCode)))[0] : undefined;
  const [form] = await db
    .insert(orderForms)
    .values({
      publicId: randomBytes(16).toString('base64url'),
      userId: user.id,
      stepName: 'payment-details',
      customerGoal: options.goal ?? 'editing',
      uploadLater: options.uploadLater ?? !options.withFile,
      wordCount: options.wordCount ?? 2500,
      manuscriptLanguageId: 1,
      projectTitle: options.title ?? 'Thermal stability of engineered lysozyme variants',
      styleOfEnglish: 'american',
      promotionalCodeId: promo?.id ?? null,
      adminCreated: options.adminCreated ?? false,
    })
    .returning();
  if (!form) throw new Error('form not created');
  const selection = options.services ?? [{ identity: 'standard-editing' }];
  if (selection.length > 0) {
    await db.insert(orderFormServices).values(selection.map((item, index) => ({ orderFormId: form.id, serviceIdentity: item.identity, quantity: item.quantity ?? 1, addedAt: new Date(Date.now() + index) })));
  }
  if (options.withFile) {
    await db.insert(orderFormFiles).values({ publicId: randomBytes(8).toString('hex'), orderFormId: form.id, kind: 'main', name: 'paper.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1000, storageKey: `test/${form.id}`, sha256: '0'.repeat(64) });
  }
  return { id: form.id, publicId: form.publicId };
}

export const usAddress = { name: 'Ada Tester', organization: 'Institute of Proteins', address1: '77 Massachusetts Ave', city: 'Cambridge', state: 'MA', zip: '02139', countryId: US, phone: '+1 617 555 0100' };

/** A card payment form of a US user, without the nonce. */
export function cardPayment(nonce: string, extra: Partial<PaymentFormInput> = {}): PaymentFormInput {
  return { paymentMethodId: 3, acceptedTermsAndConditions: true, billingAddress: usAddress, creditCard: { nonce, currency: 'USD', type: 'Visa', lastFour: '1111' }, ...extra };
}

export function bankTransferPayment(extra: Partial<PaymentFormInput> = {}): PaymentFormInput {
  return {
    paymentMethodId: 9,
    acceptedTermsAndConditions: true,
    billingAddress: usAddress,
    invoiceAddressDiffersFromBilling: true,
    invoiceAddress: { ...usAddress, organization: 'Grants Office, Institute of Proteins' },
    purchaseOrder: 'PO-2026-0042',
    ...extra,
  };
}

/** A one-time nonce for a sandbox test card, as the card form gets it. */
export async function tokenize(app: FastifyInstance, user: TestUser, number: string): Promise<string> {
  const token = await call(app, signedIn(user.headers), 'GET', '/api/payment/braintree-client-token');
  if (token.statusCode !== 200) throw new Error(`client token: ${token.statusCode} ${token.body}`);
  const body = token.json() as Record<string, unknown>;
  const clientToken = String(body.clientToken ?? body.token ?? '');
  const response = await call(app, signedIn(user.headers), 'POST', '/api/payment/sandbox/tokenize', { clientToken, number, expiry: '12/39', cvv: '123' });
  if (response.statusCode !== 200) throw new Error(`tokenize: ${response.statusCode} ${response.body}`);
  return String((response.json() as { nonce: string }).nonce);
}

export async function pay(t: TestApp, user: TestUser, publicId: string, payment: PaymentFormInput) {
  return call(t.app, signedIn(user.headers), 'PUT', `/api/order-form/${publicId}/payments`, payment);
}

export async function ordersOfForm(database: Database, formId: number) {
  return database.db.select().from(orders).where(eq(orders.orderFormId, formId));
}

export async function invoicesOfOrder(database: Database, orderId: number) {
  return database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
}

export async function paymentsOfUser(database: Database, userId: number) {
  return database.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
}

export async function formStatus(database: Database, formId: number): Promise<string | undefined> {
  return (await database.db.select({ status: orderForms.status }).from(orderForms).where(eq(orderForms.id, formId)))[0]?.status;
}

export async function creditBalance(database: Database, userId: number): Promise<number> {
  const [row] = await database.db.select({ total: sql<string>`coalesce(sum(${credits.balanceUsdCents}), 0)` }).from(credits).where(and(eq(credits.userId, userId)));
  return Number(row?.total ?? 0);
}

export async function giveCredit(database: Database, userId: number, usdCents: number, source: 'courtesy' | 'prepayment' = 'courtesy'): Promise<void> {
  await grantCredit(database.db, { userId, source, usdCents, expiresAt: source === 'courtesy' ? new Date(Date.now() + 365 * 86_400_000) : null });
}

export async function addVoucher(database: Database, values: Partial<typeof vouchers.$inferInsert> & { code: string }): Promise<void> {
  await database.db.insert(vouchers).values({ institution: 'Test grant office', ...values });
}

/** Runs the queued mail jobs and answers the outbox (the order confirmations among them). */
export async function deliveredMail(t: TestApp) {
  await t.app.platform.jobs.runDueJobs();
  return t.app.platform.mail.listOutbox(100);
}
