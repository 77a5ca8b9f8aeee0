import { personName } from '@marginalia/contracts/formatting/person-name';
import { downloadAvailable } from '@marginalia/contracts/orders/download-rules';
import { addBusinessDays, orderTimeline, type TimedService, companyTimeZone } from '@marginalia/contracts/order-form/pricing/deadlines';
import { selectOption } from '@marginalia/contracts/order-form/pricing/service-options';
import { allowedTransitions, ceilToDeadlineStep } from '@marginalia/contracts/staff/order-workflow';
import type { StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { listAudit } from '../../../platform/audit/audit-log';
import type { Db } from '../../../platform/db/client';
import { translateMessage } from '../../../platform/i18n/catalogues';
import { staffMemberView, type StaffContext } from '../staff-context';
import { findOrder, usersByIds } from './staff-orders.repository';
import * as repo from './staff-order-workbench.repository';
import type { OrderRow } from '../../../platform/db/schema/orders';

/** The company's working zone per localization (as the order form counts deadlines). */
const HISTORY_LIMIT = 200;

type Member = Parameters<typeof staffMemberView>[0];
const member = (user: Member | null | undefined, language: SiteLanguage) => (user ? staffMemberView(user, language) : null);

/**
 * The deadline the order's services would give if work started now: each service's option for the
 * order's word count (or its figure/table count), its business-day timeline, counted in the company's
 * calendar of the customer's localization and rounded up to the 30-minute step. Null when a service has
 * no option for that count (a catalogue change since the order).
 */
export async function suggestedDeadline(db: Db, order: OrderRow, localization: string, now: Date): Promise<Date | null> {
  const lines = await repo.orderLines(db, order.id);
  if (lines.length === 0) return null;
  const options = await repo.optionsOf(db, lines.map((line) => line.identity));
  const timed: TimedService[] = [];
  for (const line of lines) {
    const own = options.filter((option) => option.serviceIdentity === line.identity);
    const count = line.countedBy === 'words' ? order.wordCount : line.countedBy === 'none' ? (own[0]?.lengthLow ?? 0) : line.quantity;
    const option = selectOption(own, count, order.rush) ?? selectOption(own, count, !order.rush);
    if (!option) return null;
    timed.push({ serviceType: line.type, timelineBusinessDays: option.timelineBusinessDays });
  }
  const calendar = { holidays: new Set(await repo.upcomingHolidays(db, localization, now)), timeZone: companyTimeZone(localization) };
  return ceilToDeadlineStep(addBusinessDays(now, orderTimeline(timed), calendar));
}

/** A toggle reads yes/no, a select's choice is a message key; free text stays as the researcher wrote it. */
function answerText(type: string, value: unknown, language: SiteLanguage): string {
  if (typeof value === 'boolean') return translateMessage(language, value ? 'staff-answer-yes' : 'staff-answer-no');
  if (typeof value === 'string') return type === 'select' ? translateMessage(language, value) : value;
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** A re-edit or rework names the order it comes from and what the researcher asked for, first among the answers. */
async function linkedRequestAnswers(
  db: Db,
  form: { reeditOfOrderId: number | null; reworkOfOrderId: number | null; reworkDetails: string | null } | null,
  language: SiteLanguage,
): Promise<{ label: string; value: string }[]> {
  if (!form) return [];
  const answers: { label: string; value: string }[] = [];
  const original = form.reworkOfOrderId ?? form.reeditOfOrderId;
  const number = original === null ? null : await repo.orderNumberOf(db, original);
  if (number) answers.push({ label: translateMessage(language, form.reworkOfOrderId !== null ? 'staff-rework-of' : 'staff-reedit-of'), value: number });
  if (form.reworkDetails) answers.push({ label: translateMessage(language, 'staff-rework-details'), value: form.reworkDetails });
  return answers;
}

export async function orderWorkbench(context: StaffContext, externalId: string, language: SiteLanguage): Promise<StaffOrderWorkbench> {
  const { db, now } = context;
  const order = await findOrder(db, externalId);
  const [customerRow, lines, form, files, deliverables, notes, history, invoices, payments, certificate, manuscriptLanguage] = await Promise.all([
    repo.customerOf(db, order.userId),
    repo.orderLines(db, order.id),
    repo.orderFormOf(db, order.orderFormId),
    repo.customerFiles(db, order.orderFormId),
    repo.activeDeliverables(db, order.id),
    repo.notesOf(db, order.id),
    listAudit(db, { orderId: order.id, limit: HISTORY_LIMIT }),
    repo.invoicesOf(db, order.id),
    repo.paymentsOf(db, order.id),
    repo.certificateRow(db, order.id),
    repo.languageName(db, order.manuscriptLanguageId),
  ]);
  if (!customerRow) throw new Error(`order ${order.externalId} has no customer`);
  const customer = customerRow.user;
  const questions = await repo.questionsOf(db, lines.map((line) => line.identity));
  const assignee = order.assignedStaffId === null ? null : ((await usersByIds(db, [order.assignedStaffId])).get(order.assignedStaffId) ?? null);
  const suggestion = ['completed', 'cancelled'].includes(order.status) ? null : await suggestedDeadline(db, order, customer.localization, now);
  const given = (form?.answers ?? {}) as Record<string, unknown>;
  const linkedRequest = await linkedRequestAnswers(db, form, language);

  return {
    order: {
      externalId: order.externalId,
      title: order.title,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      deadline: order.deadline.toISOString(),
      completedAt: order.completedAt?.toISOString() ?? null,
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      paid: order.paid,
      paidAt: order.paidAt?.toISOString() ?? null,
      downloadAvailable: downloadAvailable({ status: order.status, paid: order.paid, overrideDownloadAvailable: customer.overrideDownloadAvailable }),
      wordCount: order.wordCount,
      manuscriptLanguage,
      manuscriptLanguageId: order.manuscriptLanguageId,
      customerGoal: order.customerGoal,
      styleOfEnglish: order.styleOfEnglish,
      journalName: order.journalName,
      projectTitle: form?.projectTitle ?? null,
      projectAuthors: form?.projectAuthors ?? null,
      rush: order.rush,
      adminCreated: order.adminCreated,
      currency: order.currency,
      totalAmount: order.totalAmount,
      rewardPoints: order.rewardPoints,
      answers: [
        ...linkedRequest,
        ...questions
          .filter((question) => given[String(question.id)] !== undefined && given[String(question.id)] !== '')
          .map((question) => ({ label: translateMessage(language, question.term), value: answerText(question.type, given[String(question.id)], language) })),
      ],
    },
    customer: {
      identity: customer.identity,
      name: personName(language, customer),
      email: customer.email,
      country: customerRow.country,
      siteLanguage: customer.siteLanguage,
      localization: customer.localization,
      timeZone: customer.timeZone,
    },
    services: lines.map((line) => ({ identity: line.identity, name: line.name, type: line.type, quantity: line.quantity, totalPrice: line.totalPrice })),
    files: files.map((file) => ({ id: file.publicId, kind: file.kind, name: file.name, size: file.size, wordCount: file.wordCount, createdAt: file.createdAt.toISOString() })),
    deliverables: deliverables.map(({ deliverable, uploader }) => ({
      key: deliverable.publicId,
      kind: deliverable.kind,
      name: deliverable.name,
      size: deliverable.size,
      createdAt: deliverable.createdAt.toISOString(),
      uploadedBy: member(uploader, language),
    })),
    notes: notes.map(({ note, author }) => ({ id: note.id, body: note.body, author: staffMemberView(author, language), createdAt: note.createdAt.toISOString() })),
    history: history.map((event) => ({
      id: event.id,
      action: event.action,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      actor: event.actorIdentity === null ? null : { identity: event.actorIdentity, name: `${event.actorName ?? ''} ${event.actorLastName ?? ''}`.trim(), email: event.actorEmail ?? '' },
      before: event.before,
      after: event.after,
      reason: event.reason,
      createdAt: event.createdAt.toISOString(),
    })),
    invoices: invoices.map((invoice) => ({
      invoiceNumber: invoice.invoiceNumber,
      totalAmount: invoice.totalAmount,
      balance: invoice.balance,
      currency: invoice.currency,
      paidAt: invoice.paidAt?.toISOString() ?? null,
      pendingWriteoff: invoice.pendingWriteoff,
    })),
    payments: payments.map((payment) => ({
      id: payment.publicId,
      methodId: payment.methodId,
      amount: payment.amount,
      refunded: Number(payment.refunded),
      currency: payment.currency,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
    certificate: certificate ? { code: certificate.code, title: certificate.title, authors: certificate.authors, issuedOn: certificate.issuedOn.toISOString() } : null,
    assignee: member(assignee, language),
    allowedTransitions: [...allowedTransitions(order.status)],
    suggestedDeadline: suggestion?.toISOString() ?? null,
  };
}
