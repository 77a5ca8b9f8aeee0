import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { credits, fapiaos, invoices, payments } from '../db/schema/all-tables';
import type { PersonalDataHolder } from '../privacy/personal-data';

/**
 * The books' part of the data download and of the erasure (platform/privacy). Invoices, payments, credits and
 * fapiaos are accounting records the law makes us keep (ten years): on erasure their rows stay, pointing at
 * the anonymised account, and each invoice keeps the billing details it was issued with. What is not part of
 * the record goes: the rest of the payment form a payment was made with (phone, addresses typed there) and a
 * fapiao's delivery contact (phone, e-mail, shipping address).
 */
export const billingPersonalData: PersonalDataHolder = {
  name: 'billing',

  async exportFor(db, userId) {
    const [invoiceRows, paymentRows, creditRows, fapiaoRows] = await Promise.all([
      db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.createdAt)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
      db.select().from(credits).where(eq(credits.userId, userId)).orderBy(asc(credits.createdAt)),
      db.select().from(fapiaos).where(eq(fapiaos.userId, userId)).orderBy(asc(fapiaos.createdAt)),
    ]);
    return {
      invoices: invoiceRows.map((row) => ({
        invoiceNumber: row.invoiceNumber,
        description: row.description,
        currency: row.currency,
        total: row.totalAmount,
        balance: row.balance,
        purchaseOrder: row.purchaseOrder,
        billingAddress: row.billingAddress,
        invoiceAddress: row.invoiceAddress,
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
      })),
      payments: paymentRows.map((row) => ({
        id: row.publicId,
        methodId: row.methodId,
        currency: row.currency,
        amount: row.amount,
        status: row.status,
        card: row.cardType ? { type: row.cardType, lastFour: row.cardLastFour } : null,
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
      })),
      credits: creditRows.map((row) => ({ referenceNumber: row.referenceNumber, source: row.source, totalUsdCents: row.totalUsdCents, balanceUsdCents: row.balanceUsdCents, expiresAt: row.expiresAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })),
      fapiaos: fapiaoRows.map((row) => ({ type: row.type, organizationName: row.organizationName, taxpayerNumber: row.taxpayerNumber, number: row.number, status: row.status, contactEmail: row.contactEmail, contactPhone: row.contactPhone, shippingAddress: row.shippingAddress, createdAt: row.createdAt.toISOString() })),
    };
  },

  async erase(tx: Db, userId) {
    await tx.update(payments).set({ form: {} }).where(eq(payments.userId, userId));
    await tx.update(fapiaos).set({ contactEmail: '', contactPhone: null, shippingAddress: null, specialInstructions: null }).where(eq(fapiaos.userId, userId));
    return { files: [] };
  },
};
