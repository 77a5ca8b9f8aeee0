import { formatMoney, type CurrencyFormat } from '@marginalia/contracts/formatting/money';
import { personName } from '@marginalia/contracts/formatting/person-name';
import { ORDER_REQUEST_TYPES, VISITOR_REQUEST_TYPES } from '@marginalia/contracts/support/support.constants';
import type { CreateSupportRequest, CreateSupportResponse, PaymentProofInput } from '@marginalia/contracts/support/support.contract';
import { supportRoutes } from '@marginalia/contracts/support/support.paths';
import { recordAudit } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors/app-error';
import { requireCaptcha } from '../../platform/captcha/captcha-guard';
import { randomBase32 } from '../../platform/ids/random-ids';
import { translateMessage } from '../../platform/i18n/catalogues';
import { consumeRateLimit } from '../../platform/security/rate-limit';
import { isStaffOnline, type SupportContext } from './support-context';
import { sendReceived } from './support-mail';
import { notify } from './support-notify';
import { attachToMessage, findOwnOrder, insertMessage, insertProof, insertRequest, unpaidInvoicesOfOrder, type AttachmentOwner } from './support.repository';
import { loadThread } from './support-thread.service';

/** New support requests (README.md: who may send what, and what happens then). */

const HOUR = 3_600_000;
/** Requests a visitor's address may send an hour, and a signed-in researcher (a forgotten double click is fine). */
const VISITOR_REQUESTS_PER_HOUR = 10;
const USER_REQUESTS_PER_HOUR = 30;

export function newRequestNumber(): string {
  return `SR-${randomBase32(8)}`;
}

/** The calendar day in a time zone (`YYYY-MM-DD`). */
function dayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

async function limitRequests(context: SupportContext): Promise<void> {
  const rule = context.user
    ? { bucket: `support:user:${context.user.id}`, limit: USER_REQUESTS_PER_HOUR, windowMs: HOUR, messageKey: 'support-too-many-requests' }
    : { bucket: `support:address:${context.address}`, limit: VISITOR_REQUESTS_PER_HOUR, windowMs: HOUR, messageKey: 'support-too-many-requests' };
  await consumeRateLimit(context.db, [rule], context.now);
}

/** Who the request is from, checked by its kind: visitors give their name and e-mail and ask only questions and quotes. */
function checkSender(context: SupportContext, body: CreateSupportRequest): void {
  if (context.user) return;
  if (!VISITOR_REQUEST_TYPES.includes(body.type) || body.orderExternalId !== undefined || body.channel === 'chat') throw new AppError(401, 'login-required');
  const fields: Record<string, string> = {};
  if (!body.name) fields.name = 'support-name-required';
  if (!body.email) fields.email = 'emailAddressInvalidFormat';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation-error', {}, fields);
}

function checkKind(body: CreateSupportRequest): void {
  if (body.message === '' && body.type !== 'proof-of-payment') throw new AppError(400, 'validation-error', {}, { message: 'support-message-required' });
  if (ORDER_REQUEST_TYPES.includes(body.type) && body.orderExternalId === undefined) throw new AppError(400, 'support-order-required', {}, { orderExternalId: 'support-order-required' });
  if (body.type === 'quote' && body.quoteService === undefined) throw new AppError(400, 'support-quote-service-invalid', {}, { quoteService: 'support-quote-service-invalid' });
  if (body.type === 'proof-of-payment') {
    if (!body.proof) throw new AppError(400, 'support-proof-required', {}, { proof: 'support-proof-required' });
    if (body.attachmentIds.length === 0) throw new AppError(400, 'support-proof-attachment-required', {}, { attachmentIds: 'support-proof-attachment-required' });
  }
}

/** The stated transfer: an invoice of this order still owed, a day not in the future (in the researcher's zone). */
async function checkProof(context: SupportContext, userId: number, orderId: number, proof: PaymentProofInput) {
  const invoices = await unpaidInvoicesOfOrder(context.db, userId, orderId);
  const invoice = invoices.find((each) => each.invoiceNumber === proof.invoiceNumber);
  if (!invoice) throw new AppError(404, 'support-invoice-not-owed', { invoiceNumber: proof.invoiceNumber }, { 'proof.invoiceNumber': 'support-invoice-not-owed' });
  if (proof.transferredOn > dayIn(context.user?.timeZone ?? 'UTC', context.now))
    throw new AppError(400, 'support-proof-date-future', {}, { 'proof.transferredOn': 'support-proof-date-future' });
  return invoice;
}

/** A proof of payment sent without a message says what was stated, in the request's language. */
function proofMessage(context: SupportContext, invoice: { invoiceNumber: string; currency: CurrencyFormat } | null, proof: PaymentProofInput | undefined): string {
  if (!invoice || !proof) return '';
  return translateMessage(context.language, 'support-proof-message', {
    amount: formatMoney(proof.amount, invoice.currency, { withIsoCode: true }),
    invoiceNumber: invoice.invoiceNumber,
    date: proof.transferredOn,
    reference: proof.bankReference.trim(),
  });
}

/**
 * POST /api/support/requests. Everything is checked before anything is written; then the request, its first
 * message, the attached files, the stated transfer, the audit event, the confirmation e-mail and the staff's
 * real-time notice go in one transaction.
 */
export async function createSupportRequest(context: SupportContext, body: CreateSupportRequest, owner: AttachmentOwner | null): Promise<CreateSupportResponse> {
  checkSender(context, body);
  checkKind(body);
  const { db, user, platform, now } = context;
  const order = user && body.orderExternalId !== undefined ? await findOwnOrder(db, user.id, body.orderExternalId) : null;
  if (body.orderExternalId !== undefined && !order) throw new AppError(404, 'order-not-found');
  const invoice = user && order && body.type === 'proof-of-payment' && body.proof ? await checkProof(context, user.id, order.id, body.proof) : null;
  if (body.attachmentIds.length > 0 && !owner) throw new AppError(400, 'support-attachment-not-found', {}, { attachmentIds: 'support-attachment-not-found' });
  // A visitor proves they are a person before anything is counted or written.
  if (context.captchaRequired) await requireCaptcha(platform, body.captcha);
  await limitRequests(context);
  const chat = body.channel === 'chat';
  const answerByEmail = chat && !(await isStaffOnline(db, now));
  const recipient = user ? { name: personName(context.language, user), email: user.email } : { name: body.name ?? '', email: body.email ?? '' };

  const request = await db.transaction(async (tx) => {
    const created = await insertRequest(tx, {
      number: newRequestNumber(),
      userId: user?.id ?? null,
      contactName: user ? null : (body.name ?? null),
      contactEmail: user ? null : (body.email ?? null),
      language: context.language,
      type: body.type,
      quoteService: body.type === 'quote' ? (body.quoteService ?? null) : null,
      orderId: order?.id ?? null,
      channel: body.channel,
      answerByEmail,
      createdAt: now,
      updatedAt: now,
      // The author has read their own first message.
      customerReadAt: now,
    });
    const message = await insertMessage(tx, { requestId: created.id, kind: 'customer', authorId: user?.id ?? null, body: body.message || proofMessage(context, invoice, body.proof), createdAt: now });
    if (owner && (await attachToMessage(tx, owner, body.attachmentIds, message.id)) !== body.attachmentIds.length)
      throw new AppError(400, 'support-attachment-not-found', {}, { attachmentIds: 'support-attachment-not-found' });
    if (invoice && body.proof) {
      await insertProof(tx, { requestId: created.id, invoiceId: invoice.id, amount: body.proof.amount, currency: invoice.currency.isoCode, transferredOn: body.proof.transferredOn, bankReference: body.proof.bankReference.trim() });
    }
    await recordAudit(
      tx,
      {
        actorId: user?.id ?? null,
        action: 'support.request',
        subjectType: 'support-request',
        subjectId: created.number,
        orderId: order?.id ?? null,
        customerId: user?.id ?? null,
        after: { type: created.type, channel: created.channel, quoteService: created.quoteService, attachments: body.attachmentIds.length, ...(body.proof ? { proof: { ...body.proof } } : {}) },
      },
      now,
    );
    // A live chat needs no e-mail; a form, or a chat nobody is there to answer, is confirmed by e-mail.
    if (!chat || answerByEmail) await sendReceived(platform, tx, created, recipient, context.chat.expectedReplyHours);
    await notify(tx, context, created);
    return created;
  });
  const thread = user ? await loadThread(db, user.id, request.number) : null;
  return { number: request.number, threadPath: user ? supportRoutes.myRequest(request.number) : null, answerByEmail: !user || answerByEmail || !chat, thread };
}
