import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addBusinessDays, companyTimeZone } from '@marginalia/contracts/order-form/pricing/deadlines';
import { ceilToDeadlineStep } from '@marginalia/contracts/staff/order-workflow';
import { downloadAvailable } from '@marginalia/contracts/orders/download-rules';
import { freeReeditSince, paidReeditServices, reeditState, SCIENTIFIC_REWORK_SERVICES, TOUCH_UP_SERVICE, type ReeditState } from '@marginalia/contracts/orders/reedit-rules';
import type { ReworkRequestResponse } from '@marginalia/contracts/orders/reedit.contract';
import { randomOrderExternalId } from '../../platform/ids/random-ids';
import { AppError } from '../../platform/errors/app-error';
import { requireUser } from '../../platform/session/session';
import { findOrderFormFacts, findOrderServiceLines, findOwnedOrder, type OrderFormFacts, type OrderServiceLine } from './orders.repository';
import { reeditContext } from './order-view.service';
import * as repo from './reedit.repository';
import type { UserRow } from '../../platform/db/schema/users';
import type { OrderRow } from '../../platform/db/schema/orders';

/**
 * Re-edits and reworks of a completed order (reedit-rules.ts, ADR 0009):
 * - `/api/order-form/reedit/{externalId}` starts an order form for the free touch-up or the paid re-edit
 *   (with the re-edit discount), linked to the order, with its manuscript facts and the re-edit service;
 * - `/api/order-form/rework/{externalId}` starts a rework form; its request (what to rework and the files)
 *   becomes a free rework order at once, and the browser shows the rework-success page.
 * Both open on the order form's rework-get-started step.
 */

/** ASSUMPTION: a rework without a known timeline takes the scientific-editing standard of 5 business days. */
const REWORK_DEFAULT_BUSINESS_DAYS = 5;

interface OrderFacts {
  order: OrderRow;
  lines: OrderServiceLine[];
  form: OrderFormFacts | null;
  state: ReeditState;
  context: Awaited<ReturnType<typeof reeditContext>>;
}

async function orderFacts(app: FastifyInstance, user: UserRow, externalId: string): Promise<OrderFacts> {
  const { db } = app.platform;
  const order = await findOwnedOrder(db, user.id, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  const [lines, form, context] = await Promise.all([findOrderServiceLines(db, order.id), findOrderFormFacts(db, order.orderFormId), reeditContext(app, order.id)]);
  const state = reeditState({
    ...context,
    status: order.status,
    completedAt: order.completedAt,
    downloadAvailable: downloadAvailable({ status: order.status, paid: order.paid, overrideDownloadAvailable: user.overrideDownloadAvailable }),
    lines,
    inheritedFreeReeditSince: form?.freeReeditSince ?? null,
    isRework: form?.isRework ?? false,
  });
  return { order, lines, form, state, context };
}

/** The manuscript facts a linked form starts with: the order's title, count, language, English and journal. */
function manuscriptOf(order: OrderRow) {
  return {
    customerGoal: 'rework',
    stepName: 'rework-get-started',
    projectTitle: order.title,
    // The title is the original's on purpose: the duplicate-order check must not stop the re-edit.
    duplicateAcknowledgedTitle: order.title,
    wordCount: order.wordCount,
    manuscriptLanguageId: order.manuscriptLanguageId,
    styleOfEnglish: order.styleOfEnglish,
    journalName: order.journalName,
    journalUrl: order.journalUrl,
    currency: order.currency,
  };
}

/**
 * Opens the user's form linked to `order`: the open one already started from it (brought to the top), or a
 * new one with the order's manuscript facts, `link`'s columns and `services` chosen.
 */
async function openLinkedForm(app: FastifyInstance, user: UserRow, order: OrderRow, link: repo.Link, columns: { freeReeditSince?: Date | null }, services: readonly string[]): Promise<void> {
  const { db } = app.platform;
  const now = new Date();
  const existing = await repo.findOpenLinkedForm(db, user.id, link);
  if (existing) {
    await repo.touchForm(db, existing.id, now);
    return;
  }
  const linkColumns = 'reeditOf' in link ? { reeditOfOrderId: link.reeditOf } : { reworkOfOrderId: link.reworkOf };
  await db.transaction(async (tx) => {
    await repo.insertLinkedForm(
      tx,
      { publicId: randomBytes(16).toString('base64url'), userId: user.id, localization: user.localization, ...manuscriptOf(order), ...linkColumns, ...columns, createdAt: now, updatedAt: now },
      services,
    );
  });
}

/** GET /api/order-form/reedit/{externalId}: the form of the free or paid re-edit (reused when already open). */
export async function startReedit(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<void> {
  const user = requireUser(request);
  const facts = await orderFacts(app, user, externalId);
  const { order, state } = facts;
  if (!state.touchUpAvailable && !state.reeditAvailable) throw new AppError(409, 'reedit-not-available');
  const free = state.touchUpAvailable;
  const services = free ? [TOUCH_UP_SERVICE] : paidReeditServices({ ...facts.context, lines: facts.lines }).slice(0, 1);
  const since = free ? freeReeditSince({ completedAt: order.completedAt, inheritedFreeReeditSince: facts.form?.freeReeditSince ?? null }) : null;
  await openLinkedForm(app, user, order, { reeditOf: order.id }, { freeReeditSince: since }, services);
}

/** GET /api/order-form/rework/{externalId}: the rework form of a scientific-editing order. */
export async function startRework(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<void> {
  const user = requireUser(request);
  const { order, state } = await orderFacts(app, user, externalId);
  if (!state.scientificReworkEligible) throw new AppError(409, 'rework-not-available');
  await openLinkedForm(app, user, order, { reworkOf: order.id }, {}, []);
}

/**
 * POST /api/order-form/{id}/rework-request: what to rework and the files (or 'upload later') make a free
 * rework order now, linked to the original through its form; staff find it in the queue as 'received'.
 * Refused when the form is not a rework form, the request is incomplete, or the order is no longer eligible.
 */
export async function requestRework(app: FastifyInstance, request: FastifyRequest, formId: string, input: { reworkDetails: string; uploadLater: boolean }): Promise<ReworkRequestResponse> {
  const user = requireUser(request);
  const { db } = app.platform;
  const found = await repo.findReworkForm(db, user.id, formId);
  if (!found || found.status !== 'open' || found.reworkOfOrderId === null) throw new AppError(404, 'order-form-not-found');
  const original = await repo.findOwnedOrderById(db, user.id, found.reworkOfOrderId);
  if (!original) throw new AppError(404, 'order-not-found');
  const facts = await orderFacts(app, user, original.externalId);
  if (!facts.state.scientificReworkEligible) throw new AppError(409, 'rework-not-available');
  const details = input.reworkDetails.trim();
  if (details === '') throw new AppError(400, 'validation-error', {}, { reworkDetails: 'value-required' });
  const files = await repo.findFormFileList(db, found.id);
  if (!input.uploadLater && !files.some((file) => file.kind === 'main')) throw new AppError(400, 'manuscript-file-required', {}, { files: 'manuscript-file-required' });
  const services = facts.lines.map((line) => line.serviceIdentity).filter((identity) => SCIENTIFIC_REWORK_SERVICES.has(identity));
  const now = new Date();
  const days = (await repo.originalTimeline(db, original.id, services)) ?? REWORK_DEFAULT_BUSINESS_DAYS;
  const calendar = { holidays: new Set(await repo.upcomingHolidayDays(db, user.localization, now)), timeZone: companyTimeZone(user.localization) };
  const deadline = ceilToDeadlineStep(addBusinessDays(now, days, calendar));

  // The form row lock makes a double submit wait and then find the form converted: one order per form.
  const order = await db.transaction(async (tx) => {
    const form = await repo.lockReworkForm(tx, user.id, formId);
    if (!form || form.status !== 'open') throw new AppError(409, 'rework-already-requested');
    if (await repo.reworkAlreadyRequested(tx, original.id)) throw new AppError(409, 'rework-already-requested');
    await repo.saveReworkAnswers(tx, form.id, { reworkDetails: details, uploadLater: input.uploadLater && files.length === 0 });
    const row = await repo.insertReworkOrder(
      tx,
      {
        externalId: randomOrderExternalId(),
        userId: user.id,
        title: original.title,
        customerGoal: 'rework',
        wordCount: original.wordCount,
        manuscriptLanguageId: original.manuscriptLanguageId,
        styleOfEnglish: original.styleOfEnglish,
        journalName: original.journalName,
        journalUrl: original.journalUrl,
        currency: original.currency,
        totalAmount: 0,
        paid: true,
        paidAt: now,
        createdAt: now,
        deadline,
        orderFormId: form.id,
      },
      services,
    );
    await repo.markReworkFormConverted(tx, form.id);
    return row;
  });
  return {
    order: { externalId: order.externalId },
    original: { externalId: original.externalId },
    files: files.map((file) => ({ identity: file.publicId, name: file.name })),
  };
}
