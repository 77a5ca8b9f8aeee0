import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Certificate } from '@marginalia/contracts/certificates/certificate.contract';
import { downloadAvailable } from '@marginalia/contracts/orders/download-rules';
import { reeditState } from '@marginalia/contracts/orders/reedit-rules';
import type { OrderDetails, OriginalFile } from '@marginalia/contracts/orders/order-details.contract';
import { AppError } from '../../platform/errors/app-error';
import type { Storage } from '../../platform/storage/storage';
import { requireUser } from '../../platform/session/session';
import { findCurrency } from '../../platform/reference/currencies';
import { findCustomerGoal, findOrderCertificate, findOrderFormFacts, findOrderServiceLines, findOriginalFiles, findOwnedOrder, findPendingBoletoUrls, findReworkRequested, type OrderFormFacts, type OrderServiceLine } from './orders.repository';
import { findOrderInvoices } from '../../platform/billing/invoices';
import { reeditSettingsOf, type ReeditSettings } from './reedit-settings';
import type { CertificateRow } from '../../platform/db/schema/staff';
import type { OrderRow } from '../../platform/db/schema/orders';
import type { OrderFormFileRow } from '../../platform/db/schema/order-forms';

export function certificateView(row: CertificateRow, externalId: string): Certificate {
  return { code: row.code, externalId, title: row.title, authors: row.authors, issuedOn: row.issuedOn.toISOString() };
}

/**
 * The discounts the order carries, from its line items: all of them under the kind that gave
 * them — a re-edit, a promotional code (with the code), or the service discount otherwise.
 */
export function orderDiscounts(lines: readonly Pick<OrderServiceLine, 'discountAmount'>[], form: OrderFormFacts | null): OrderDetails['discounts'] {
  const total = lines.reduce((sum, line) => sum + line.discountAmount, 0);
  if (total <= 0) return [];
  if (form?.reedit) return [{ description: 'reedit', code: null, appliedAmount: total }];
  if (form?.promotionalCode) return [{ description: 'promotional-code', code: form.promotionalCode, appliedAmount: total }];
  return [{ description: 'service', code: null, appliedAmount: total }];
}

async function originalFile(storage: Storage, row: OrderFormFileRow): Promise<OriginalFile> {
  const stored = await storage.stat(row.storageKey).catch(() => null);
  return { identity: row.publicId, name: row.name, kind: row.kind, size: row.size, expired: stored === null };
}

/** What the re-edit rules need beyond the order and its lines (reedit-rules.ts). */
export type ReeditContext = ReeditSettings & { reworkRequested: boolean };

/** The pure part: the order and what was read about it, as the page's Order. */
export function orderDetailsView(
  order: OrderRow,
  facts: {
    overrideDownloadAvailable: boolean;
    lines: readonly OrderServiceLine[];
    currency: OrderDetails['currency'];
    customerGoal: OrderDetails['customerGoal'];
    invoices: readonly { invoiceNumber: string; receiptCode: string; kind: string }[];
    boletoUrls: readonly string[];
    form: OrderFormFacts | null;
    files: readonly OriginalFile[];
    certificate: CertificateRow | null;
    reedit: ReeditContext;
  },
): OrderDetails {
  const available = downloadAvailable({ status: order.status, paid: order.paid, overrideDownloadAvailable: facts.overrideDownloadAvailable });
  const reedit = reeditState({
    ...facts.reedit,
    status: order.status,
    completedAt: order.completedAt,
    downloadAvailable: available,
    lines: facts.lines,
    inheritedFreeReeditSince: facts.form?.freeReeditSince ?? null,
    isRework: facts.form?.isRework ?? false,
  });
  // A certificate vouches for finished work: it is handed out with the files, not before.
  const certificateReady = facts.certificate !== null && available;
  const invoice = facts.invoices.find((row) => row.kind === 'order') ?? facts.invoices[0] ?? null;
  const types = new Set(facts.lines.map((line) => line.serviceType));
  return {
    externalId: order.externalId,
    title: order.title,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    deadline: order.deadline.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    completed: order.status === 'completed',
    inProgress: order.status === 'in_progress' || order.status === 'quality_check',
    paid: order.paid,
    deadlineAvailable: order.status !== 'cancelled',
    services: facts.lines.map((line) => ({ id: line.serviceIdentity, key: line.serviceIdentity, name: line.name, type: line.serviceType, fileType: line.serviceType === 'figures' ? 'figures' : 'main' })),
    downloadAvailable: available,
    touchUpAvailable: reedit.touchUpAvailable,
    reeditAvailable: reedit.reeditAvailable,
    containsActiveService: reedit.containsActiveService,
    scientificReworkEligible: reedit.scientificReworkEligible,
    certificate: certificateReady && facts.certificate ? certificateView(facts.certificate, order.externalId) : null,
    certificateReady,
    pendingPayments: order.paid ? [] : facts.boletoUrls.map((boletoUrl) => ({ boletoUrl })),
    freeOrder: order.totalAmount <= 0,
    journal: order.journalName || order.journalUrl ? { name: order.journalName ?? '', url: order.journalUrl } : null,
    styleOfEnglish: order.styleOfEnglish,
    hasFigures: types.has('figures'),
    hasManuscriptFormatting: types.has('formatting'),
    primaryManuscripts: facts.files.filter((file) => file.kind === 'main'),
    supportingFiles: facts.files.filter((file) => file.kind !== 'main'),
    rewardPoints: order.rewardPoints,
    receiptCode: invoice?.receiptCode ?? null,
    invoiceNumber: invoice?.invoiceNumber ?? null,
    currency: facts.currency,
    totalAmount: order.totalAmount,
    lineItems: facts.lines.map((line) => ({ serviceIdentity: line.serviceIdentity, name: line.name, listPrice: line.listPrice, discountAmount: line.discountAmount, totalPrice: line.totalPrice })),
    discounts: orderDiscounts(facts.lines, facts.form),
    wordCount: order.wordCount,
    manuscriptLanguageId: order.manuscriptLanguageId,
    customerGoal: facts.customerGoal,
    adminCreated: order.adminCreated,
    rush: order.rush,
    wordBinMismatch: false,
  };
}

/** GET /api/order/{externalId}: the owner's order for the details page (another user's order is 404). */
export async function loadOrderDetails(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<{ order: OrderDetails }> {
  const user = requireUser(request);
  const { db, storage } = app.platform;
  const order = await findOwnedOrder(db, user.id, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  const [lines, currency, customerGoal, invoices, form, fileRows, certificate, reedit] = await Promise.all([
    findOrderServiceLines(db, order.id),
    findCurrency(db, order.currency),
    findCustomerGoal(db, order.customerGoal),
    findOrderInvoices(db, user.id, order.id),
    findOrderFormFacts(db, order.orderFormId),
    findOriginalFiles(db, order.orderFormId),
    findOrderCertificate(db, order.id),
    reeditContext(app, order.id),
  ]);
  if (!currency) throw new Error(`currency ${order.currency} missing`);
  const [boletoUrls, files] = await Promise.all([
    order.paid ? Promise.resolve([]) : findPendingBoletoUrls(db, user.id, invoices.map((invoice) => invoice.id), order.orderFormId),
    Promise.all(fileRows.map((row) => originalFile(storage, row))),
  ]);
  return {
    order: orderDetailsView(order, {
      overrideDownloadAvailable: user.overrideDownloadAvailable,
      lines,
      currency: { isoCode: currency.isoCode, shortName: currency.shortName, sign: currency.sign, numDecimals: currency.numDecimals },
      customerGoal: customerGoal ?? { name: order.customerGoal, requiresWordCount: true },
      invoices,
      boletoUrls,
      form,
      files,
      certificate,
      reedit,
    }),
  };
}

/** The re-edit rules' context for one order: settings, the active catalogue, whether a rework was asked. */
export async function reeditContext(app: FastifyInstance, orderId: number): Promise<ReeditContext> {
  const [settings, reworkRequested] = await Promise.all([reeditSettingsOf(app), findReworkRequested(app.platform.db, orderId)]);
  return { ...settings, reworkRequested };
}
