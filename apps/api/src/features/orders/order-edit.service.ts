import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addBusinessDays, type BusinessCalendar, companyTimeZone } from '@marginalia/contracts/order-form/pricing/deadlines';
import { convertUsdCents } from '@marginalia/contracts/order-form/pricing/money-conversion';
import { selectOption } from '@marginalia/contracts/order-form/pricing/service-options';
import type { EditService, OrderEditForm, OrderSaveResponse, OrderServicesResponse } from '@marginalia/contracts/orders/order-edit.contract';
import { journalUrlChangeProblem, savedDeadline, serviceRemovalProblem } from '@marginalia/contracts/orders/order-edit.rules';
import { createInvoice, lockOrderInvoices, reduceUnpaidInvoice, reservedInvoiceIds } from '../../platform/billing/invoices';
import { markOrderPaidWhenSettled } from '../../platform/billing/allocations';
import { recordAudit } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors/app-error';
import { requireUser } from '../../platform/session/session';
import { loadOrderDetails } from './order-view.service';
import { findOwnedOrder } from './orders.repository';
import { deleteOrderLines, findOrderLocalization, findOrderServiceIdentities, insertOrderLines, lockOwnedOrder, readEditCatalogue, updateEditedOrder, type EditCatalogue } from './order-edit.repository';
import type { OrderRow } from '../../platform/db/schema/orders';
import type { ServiceRow } from '../../platform/db/schema/catalogue';

/** Services a researcher may add after ordering: the extras done from the manuscript (README). */
const ADDABLE_TYPES = new Set(['formatting', 'figures', 'journalrec', 'promotion']);

function closed(order: OrderRow): boolean {
  return order.status === 'completed' || order.status === 'cancelled';
}

/** The company's working zone per localization: deadlines count its business days (as the order form). */

interface Quote {
  service: ServiceRow;
  optionId: number;
  price: number;
  deadline: Date;
}

/**
 * The price and deadline of each service if it were added now, by the contracts' price engine (never the
 * browser's numbers): the non-rush option for the order's word count (or the single fixed option), converted
 * from US cents at the stored rate and rounded to the currency's price step as on the order form, due after
 * its business days in the company's calendar.
 */
function quoteServices(catalogue: EditCatalogue, order: OrderRow, localization: string, list: readonly ServiceRow[], now: Date): Map<string, Quote> {
  const calendar: BusinessCalendar = { holidays: new Set(catalogue.holidays), timeZone: companyTimeZone(localization) };
  const { currency } = catalogue;
  const quotes = new Map<string, Quote>();
  for (const service of list) {
    const count = service.optionsDeterminedByCount === 'words' ? order.wordCount : 1;
    const option = selectOption(catalogue.optionsByService.get(service.identity) ?? [], count, false);
    if (!option) continue;
    const price = convertUsdCents(option.priceUsdCents, { isoCode: currency.isoCode, numDecimals: currency.numDecimals, perUsd: String(currency.perUsd) });
    quotes.set(service.identity, { service, optionId: option.id, price, deadline: addBusinessDays(now, option.timelineBusinessDays, calendar) });
  }
  return quotes;
}

function offered(catalogue: EditCatalogue, selected: ReadonlySet<string>): ServiceRow[] {
  return [...catalogue.services.values()].filter(
    (service) => selected.has(service.identity) || (ADDABLE_TYPES.has(service.serviceType) && (service.optionsDeterminedByCount === 'words' || service.optionsDeterminedByCount === 'none')),
  );
}

/** GET /api/order/{externalId}/services: what edit mode offers (owner only). */
export async function loadEditServices(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<OrderServicesResponse> {
  const user = requireUser(request);
  const { db } = app.platform;
  const order = await findOwnedOrder(db, user.id, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  const now = new Date();
  const [lines, localization] = await Promise.all([findOrderServiceIdentities(db, order.id), findOrderLocalization(db, order)]);
  const catalogue = await readEditCatalogue(db, order.currency, localization.identity, now.toISOString().slice(0, 10));
  const selected = new Set(lines.map((line) => line.serviceIdentity));
  const services = offered(catalogue, selected);
  const quotes = quoteServices(catalogue, order, localization.identity, services, now);
  const { currency } = catalogue;
  return {
    services: services.map((service): EditService => {
      const quote = quotes.get(service.identity);
      return {
        identity: service.identity,
        name: service.name,
        serviceType: service.serviceType,
        selected: selected.has(service.identity),
        removable: service.canBeRemovedFromOrder,
        requiresJournalDetails: service.requiresJournalDetails,
        price: quote ? quote.price : null,
        deadline: quote ? quote.deadline.toISOString() : null,
      };
    }),
    currency: { isoCode: currency.isoCode, sign: currency.sign, numDecimals: currency.numDecimals },
    deadline: order.deadline.toISOString(),
    paid: order.paid,
  };
}

/**
 * PUT /api/order/{externalId}/save, in one transaction: title, style of English and journal; added services
 * get their line and one new invoice for their price (the order is unpaid until it is paid); removed services
 * lower the unpaid, untouched invoice, and are refused on a paid order (a refund is staff work).
 */
export async function saveOrderEdit(app: FastifyInstance, request: FastifyRequest, externalId: string, form: OrderEditForm): Promise<OrderSaveResponse> {
  const user = requireUser(request);
  const { db } = app.platform;
  const now = new Date();
  const invoice = await db.transaction(async (tx) => {
    const order = await lockOwnedOrder(tx, user.id, externalId);
    if (!order) throw new AppError(404, 'order-not-found');
    if (closed(order)) throw new AppError(409, 'order-closed');
    const localization = await findOrderLocalization(tx, order);
    const catalogue = await readEditCatalogue(tx, order.currency, localization.identity, now.toISOString().slice(0, 10));
    const current = await findOrderServiceIdentities(tx, order.id);
    const currentIds = new Set(current.map((line) => line.serviceIdentity));
    const wanted = new Set(form.serviceIdentities);
    const allowed = new Set(offered(catalogue, currentIds).map((service) => service.identity));
    const addedIds = [...wanted].filter((identity) => !currentIds.has(identity));
    const removed = current.filter((line) => !wanted.has(line.serviceIdentity));
    for (const identity of addedIds) if (!allowed.has(identity)) throw new AppError(400, 'order-service-not-offered', {}, { 'orderDetails.serviceIdentities': 'order-service-not-offered' });
    const services = [...wanted].map((identity) => catalogue.services.get(identity)).filter((service): service is ServiceRow => service !== undefined);
    if (services.some((service) => service.requiresJournalDetails) && (form.journalName ?? '').trim() === '') {
      throw new AppError(400, 'journal-details-required', {}, { 'orderDetails.journalName': 'journal-details-required' });
    }
    const journalName = (form.journalName ?? '').trim() || null;
    // An omitted website keeps the stored one; an empty one clears it.
    const journalUrl = form.journalUrl === undefined ? order.journalUrl : form.journalUrl.trim() || null;
    const urlProblem = journalUrlChangeProblem({ name: order.journalName, url: order.journalUrl }, { name: journalName, url: journalUrl });
    if (urlProblem) throw new AppError(400, urlProblem, {}, { 'orderDetails.journalUrl': urlProblem });
    for (const line of removed) {
      const problem = serviceRemovalProblem({ selectedCount: wanted.size + 1, removable: catalogue.services.get(line.serviceIdentity)?.canBeRemovedFromOrder ?? false, paid: order.paid });
      if (problem) throw new AppError(problem === 'order-service-last' ? 400 : 409, problem);
    }
    const quotes = quoteServices(catalogue, order, localization.identity, addedIds.map((identity) => catalogue.services.get(identity)).filter((s): s is ServiceRow => s !== undefined), now);
    const added = addedIds.map((identity) => {
      const quote = quotes.get(identity);
      if (!quote) throw new AppError(400, 'service-unavailable-for-word-count', {}, { 'orderDetails.serviceIdentities': 'service-unavailable-for-word-count' });
      return quote;
    });
    const removedTotal = removed.reduce((sum, line) => sum + line.totalPrice, 0);
    if (removed.length > 0) {
      const invoices = await lockOrderInvoices(tx, order.id);
      const reserved = await reservedInvoiceIds(tx, invoices.map((row) => row.id));
      const open = invoices.filter((row) => row.balance > 0);
      const target = open.length === 1 ? open[0] : undefined;
      if (!target || target.balance !== target.totalAmount || reserved.size > 0 || target.totalAmount < removedTotal) throw new AppError(409, 'order-removal-paid-in-part');
      await reduceUnpaidInvoice(tx, target.id, removedTotal, now);
      await deleteOrderLines(tx, order.id, removed.map((line) => line.serviceIdentity));
    }
    const addedTotal = added.reduce((sum, quote) => sum + quote.price, 0);
    await insertOrderLines(
      tx,
      added.map((quote) => ({ orderId: order.id, serviceIdentity: quote.service.identity, serviceOptionId: quote.optionId, quantity: 1, listPrice: quote.price, discountAmount: 0, totalPrice: quote.price })),
    );
    const deadline = new Date(savedDeadline(order.deadline.toISOString(), added.map((quote) => ({ deadline: quote.deadline.toISOString() }))));
    const billed = addedTotal > 0;
    await updateEditedOrder(tx, order.id, {
      title: form.title.trim(),
      styleOfEnglish: form.styleOfEnglish,
      journalName,
      journalUrl,
      totalAmount: order.totalAmount + addedTotal - removedTotal,
      deadline,
      ...(billed ? { paid: false, paidAt: null } : {}),
    });
    const created = billed
      ? await createInvoice(tx, {
          userId: user.id,
          localization: localization.identity,
          invoicePrefix: localization.invoicePrefix,
          kind: 'order',
          orderId: order.id,
          currency: order.currency,
          totalAmount: addedTotal,
          exchangeRate: String(catalogue.currency.exchangeRate),
          description: `${form.title.trim()} (${added.map((quote) => quote.service.name).join(', ')})`,
        })
      : null;
    if (removed.length > 0 && !billed) await markOrderPaidWhenSettled(tx, order.id, now);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'order.edit',
      subjectType: 'order',
      subjectId: String(order.id),
      orderId: order.id,
      customerId: user.id,
      before: { title: order.title, styleOfEnglish: order.styleOfEnglish, journalName: order.journalName, journalUrl: order.journalUrl, services: [...currentIds], deadline: order.deadline.toISOString(), totalAmount: order.totalAmount },
      after: { title: form.title.trim(), styleOfEnglish: form.styleOfEnglish, journalName, journalUrl, services: [...wanted], deadline: deadline.toISOString(), invoice: created?.invoiceNumber ?? null },
    }, now);
    return created ? { invoiceNumber: created.invoiceNumber, receiptCode: created.receiptCode, totalAmount: created.totalAmount } : null;
  });
  const { order } = await loadOrderDetails(app, request, externalId);
  return { orderDetails: order, invoice };
}
