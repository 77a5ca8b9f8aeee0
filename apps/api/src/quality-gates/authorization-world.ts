import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestApp, TestUser } from '../test/test-app';
import { createSignedInUser } from '../test/test-app';
import { generalFapiaoRequest } from '../test/billing-fixtures';
import { digitalEdits, digitalPurchases, digitalTranslations, orderFormFiles, orderForms } from '../platform/db/schema/all-tables';
import { seedDeliveredOrder } from '../features/orders/delivered-order-test-support';
import { seedInvoice } from '../features/invoices/invoices-test-support';
import { fapiaoTester } from '../features/fapiao/fapiao-test-support';
import { call, formOf, signedIn, upload, visitor, type Browser } from '../features/order-form/test-support';
import { createdOf, uploadManuscript } from '../features/grammar-check/grammar-check-test-support';
import { buildDocx } from '../platform/documents/fixtures/docx-builder';

/**
 * Test support of the authorization gate: researchers who each own one real resource of every kind an
 * operation's path or query can name, made through the real API where it can be (forms, quotes, addresses,
 * fapiaos) and through the fixtures of the features' own tests otherwise (delivered orders, invoices).
 */

const CHINA = 46;
/** Chinese organization names for fapiaos (which accept no Latin letters), one per researcher's tag. */
const CHINESE_NAMES: Readonly<Record<string, string>> = { B1: '北辰', O2: '欧阳', A3: '安泰' };
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(600)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface Holdings {
  user: TestUser;
  /** A staff member's internal note on the researcher's order: only staff may read it. */
  staffNote: string;
  /** Words only this researcher's data contains: a response to anybody else must hold none of them. */
  traces: string[];
  orderExternalId: string;
  orderTitle: string;
  deliverableKey: string;
  originalFileId: string;
  certificateCode: string;
  invoiceNumber: string;
  /** The order of the invoice (invoiceNumber). */
  invoicedOrderExternalId: string;
  invoiceAmount: number;
  unpaidInvoiceNumber: string;
  unpaidReceiptCode: string;
  retainerReceiptCode: string;
  paidReceiptCode: string;
  retainerNumber: string;
  paidInvoiceNumber: string;
  paymentId: string;
  fapiaoIdentity: string;
  fapiaoOrganization: string;
  addressId: string;
  formId: string;
  formFileId: string;
  estimateId: string;
  /** A grammar-check assessment of the researcher's manuscript (its check still queued). */
  assessmentId: string;
  /** A support request about the order, with a file attached and a staff note. */
  supportRequestNumber: string;
  supportAttachmentId: string;
  /** A completed digital translation (downloadable) and the receipt code of the purchase that paid for it. */
  digitalOrderId: string;
  purchaseReceiptCode: string;
  /** That purchase, and a completed digital edit (its original and edited files stored). */
  digitalPurchaseIdentity: string;
  digitalEditId: string;
}

async function expectOk(response: LightMyRequestResponse, what: string): Promise<LightMyRequestResponse> {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/** A priced order form of the browser's owner (2,500 words of standard editing), at the services step. */
async function pricedForm(app: FastifyInstance, browser: Browser, goal = 'editing'): Promise<string> {
  const id = formOf(await call(app, browser, 'GET', '/api/order-form/new')).orderForm.id;
  formOf(await call(app, browser, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: goal, uploadLater: true, manuscriptLanguageId: 1, wordCount: 2500, serviceBundlesRequested: false }));
  formOf(await call(app, browser, 'PUT', `/api/order-form/${id}/services`, { serviceIdentities: ['standard-editing'], declineEditing: false }));
  return id;
}

/** One researcher (in China, so fapiaos apply) with one of everything; `tag` makes its words its own. */
export async function researcherWithEverything(t: TestApp, staff: TestUser, tag: string): Promise<Holdings> {
  const { app, database } = t;
  const name = `Quillon${tag}`;
  const user = await createSignedInUser(database, {
    firstName: `Zephyrine${tag}`,
    lastName: name,
    email: `zephyrine.${tag.toLowerCase()}@quillon.example`,
    countryId: CHINA,
    currency: 'CNY',
    localization: 'cn',
    siteLanguage: 'cn',
  });
  const browser = signedIn(user.headers);
  const orderTitle = `Tidal lagoons of ${name}`;
  const delivered = await seedDeliveredOrder(app, user.id, {
    staffId: staff.id,
    title: orderTitle,
    deliverables: [{ name: `${name}-edited.docx`, content: `edited text of ${name}` }],
    originals: [{ name: `${name}-original.txt`, content: `original text of ${name}` }],
    certificate: { title: orderTitle, authors: `Zephyrine ${name}` },
  });
  const invoiceAmount = 48_700 + Number.parseInt(tag.replace(/\D/g, '') || '0', 10);
  const completed = await seedInvoice(database.db, user.id, { total: invoiceAmount, orderStatus: 'completed', title: `Invoiced work of ${name}`, localization: 'us', currency: 'USD' });
  const unpaid = await seedInvoice(database.db, user.id, { total: invoiceAmount + 100, orderStatus: 'in_progress', title: `Unpaid work of ${name}`, localization: 'us', currency: 'USD' });
  const retainer = await seedInvoice(database.db, user.id, { kind: 'retainer', total: invoiceAmount + 200, localization: 'us', currency: 'USD' });
  const fapiaoDesk = fapiaoTester(t);
  const paid = await fapiaoDesk.invoiceOf(user);
  if (!paid.paymentId) throw new Error('no payment recorded');
  const fapiaoOrganization = `${CHINESE_NAMES[tag] ?? '无名'}潮汐研究所`;
  const fapiao = await expectOk(await fapiaoDesk.create(user, generalFapiaoRequest(paid.invoice.receiptCode, { organizationName: fapiaoOrganization })), 'fapiao request');
  const fapiaoIdentity: string = fapiao.json().fapiao.identity;
  const boundary = `----mgauthz${tag}`;
  const fulfilBody = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="number"\r\n\r\n${String(12_345_670 + invoiceAmount % 10)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await expectOk(
    await app.inject({ method: 'POST', url: `/api/staff/fapiaos/${fapiaoIdentity}/fulfil`, headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: fulfilBody }),
    'fapiao issue',
  );
  const address = await expectOk(
    await app.inject({
      method: 'POST',
      url: '/api/account/addresses',
      headers: user.headers,
      payload: { address: { label: `Lab of ${name}`, name: `Zephyrine ${name}`, organization: `${name} Institute`, address1: `7 ${name} Street`, address2: '', city: 'Springfield', state: 'IL', zip: '62701', countryId: 237, phone: '+1 217 555 0100', vat: '' } },
    }),
    'address',
  );
  const addressId = String(address.json().address.id);
  const formId = await pricedForm(app, browser);
  await expectOk(await upload(app, browser, formId, 'figures', `${name}-figure.png`, PNG), 'upload');
  const [form] = await database.db.select({ id: orderForms.id }).from(orderForms).where(eq(orderForms.publicId, formId));
  if (!form) throw new Error('form not found');
  const [file] = await database.db.select({ publicId: orderFormFiles.publicId }).from(orderFormFiles).where(eq(orderFormFiles.orderFormId, form.id));
  if (!file) throw new Error('uploaded file not found');
  const quoteFormId = await pricedForm(app, browser, 'price-quote');
  formOf(await call(app, browser, 'PUT', `/api/order-form/${quoteFormId}/additional-services/continue`));
  const generated = await expectOk(await call(app, browser, 'PUT', `/api/order-form/${quoteFormId}/generate-price-quote`), 'price quote');
  const estimateId: string = generated.json().order.estimateId;
  // An internal note of the staff on the order: the researcher must never read it.
  const staffNote = `Internal note on ${name}: check the invoice before delivery`;
  await expectOk(await app.inject({ method: 'POST', url: `/api/staff/orders/${delivered.externalId}/notes`, headers: staff.headers, payload: { body: staffNote } }), 'staff note');
  const assessmentId = createdOf(
    await uploadManuscript(app, browser, `${name}-manuscript.docx`, buildDocx([{ paragraph: `The tidal lagoons of ${name} were sampled every month.` }])),
  ).identity;
  // A support request about the order, with a file; the staff's internal note on it is theirs alone.
  const supportFile = await expectOk(
    await app.inject({
      method: 'POST',
      url: '/api/support/attachments',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}-receipt.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    }),
    'support attachment',
  );
  const supportAttachmentId: string = supportFile.json().attachment.id;
  const supportRequest = await expectOk(
    await app.inject({ method: 'POST', url: '/api/support/requests', headers: user.headers, payload: { type: 'support', orderExternalId: delivered.externalId, message: `Question of ${name} about the lagoons`, attachmentIds: [supportAttachmentId] } }),
    'support request',
  );
  const supportRequestNumber: string = supportRequest.json().number;
  await expectOk(await app.inject({ method: 'POST', url: `/api/staff/support/requests/${supportRequestNumber}/messages`, headers: staff.headers, payload: { message: staffNote, internal: true } }), 'support note');
  // The quote by e-mail leaves a message in the outbox, which staff may read.
  await expectOk(await call(app, browser, 'POST', `/api/price-quote/${estimateId}/email`, {}), 'quote e-mail');
  const digital = await digitalTranslationOf(t, user.id, name);
  const digitalEditId = await digitalEditOf(t, user.id, name);
  const holdings: Omit<Holdings, 'traces'> = {
    user,
    staffNote,
    orderExternalId: delivered.externalId,
    orderTitle,
    deliverableKey: delivered.deliverableKeys[0] ?? '',
    originalFileId: delivered.originalIds[0] ?? '',
    certificateCode: delivered.certificateCode ?? '',
    invoiceNumber: completed.invoice.invoiceNumber,
    invoicedOrderExternalId: completed.orderExternalId ?? '',
    invoiceAmount,
    unpaidInvoiceNumber: unpaid.invoice.invoiceNumber,
    unpaidReceiptCode: unpaid.invoice.receiptCode,
    retainerReceiptCode: retainer.invoice.receiptCode,
    paidReceiptCode: paid.invoice.receiptCode,
    retainerNumber: retainer.invoice.invoiceNumber,
    paidInvoiceNumber: paid.invoice.invoiceNumber,
    paymentId: paid.paymentId,
    fapiaoIdentity,
    fapiaoOrganization,
    addressId,
    formId,
    formFileId: file.publicId,
    estimateId,
    assessmentId,
    supportRequestNumber,
    supportAttachmentId,
    digitalOrderId: digital.digitalOrderId,
    purchaseReceiptCode: digital.purchaseReceiptCode,
    digitalPurchaseIdentity: digital.purchaseIdentity,
    digitalEditId,
  };
  const traces = [
    name,
    user.email,
    user.identity,
    holdings.orderExternalId,
    holdings.deliverableKey,
    holdings.originalFileId,
    holdings.certificateCode,
    holdings.invoiceNumber,
    holdings.unpaidInvoiceNumber,
    holdings.retainerNumber,
    holdings.paidInvoiceNumber,
    holdings.paymentId,
    holdings.fapiaoIdentity,
    holdings.formId,
    holdings.formFileId,
    holdings.estimateId,
    holdings.assessmentId,
    holdings.supportRequestNumber,
    holdings.supportAttachmentId,
    holdings.fapiaoOrganization,
    holdings.unpaidReceiptCode,
    holdings.retainerReceiptCode,
    holdings.paidReceiptCode,
    holdings.digitalOrderId,
    holdings.purchaseReceiptCode,
    holdings.digitalPurchaseIdentity,
    holdings.digitalEditId,
    completed.orderExternalId ?? '',
    unpaid.orderExternalId ?? '',
    String(invoiceAmount),
    (invoiceAmount / 100).toFixed(2),
  ].filter((word) => word.length >= 4);
  return { ...holdings, traces };
}

/** A paid translation package with a completed translation of the researcher's manuscript (rows arranged directly). */
async function digitalTranslationOf(t: TestApp, userId: number, name: string): Promise<{ digitalOrderId: string; purchaseReceiptCode: string; purchaseIdentity: string }> {
  const purchaseReceiptCode = `RDIGITAL${name}`;
  const [purchase] = await t.database.db
    .insert(digitalPurchases)
    .values({ identity: `D${name}`, userId, kind: 'translation-package', label: '3 translations', source: 'payment', receiptCode: purchaseReceiptCode, allowedLanguages: ['spanish-to-english'], numberOfUses: 3, usesRemaining: 2, startsAt: new Date(), endsAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const digitalOrderId = `T${name}`;
  const resultKey = `digital-translations/${digitalOrderId}/english.docx`;
  const stored = await t.app.platform.storage.write(resultKey, Readable.from([Buffer.from(`english text of ${name}`)]), { contentType: 'application/octet-stream', maxBytes: 1024 });
  await t.database.db.insert(digitalTranslations).values({
    identity: digitalOrderId,
    userId,
    purchaseId: purchase?.id ?? null,
    language: 'spanish-to-english',
    fileName: `${name}-estudio.docx`,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 100,
    storageKey: resultKey,
    wordCount: 900,
    status: 'completed',
    resultKey: stored.key,
    resultSize: stored.size,
    completedAt: new Date(),
  });
  return { digitalOrderId, purchaseReceiptCode, purchaseIdentity: `D${name}` };
}

/** A completed digital edit of the researcher's manuscript under the trial (rows and files arranged directly). */
async function digitalEditOf(t: TestApp, userId: number, name: string): Promise<string> {
  const identity = `E${name}`;
  const original = await t.app.platform.storage.write(`digital-edits/${identity}/original.docx`, Readable.from([Buffer.from(`manuscript of ${name}`)]), { contentType: 'application/octet-stream', maxBytes: 1024 });
  const edited = await t.app.platform.storage.write(`digital-edits/${identity}/edited.docx`, Readable.from([Buffer.from(`edited manuscript of ${name}`)]), { contentType: 'application/octet-stream', maxBytes: 1024 });
  await t.database.db.insert(digitalEdits).values({
    identity,
    userId,
    access: 'trial',
    fileName: `${name}-lagoons.docx`,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: original.size,
    storageKey: original.key,
    wordCount: 1200,
    styleOfEnglish: 'british',
    language: 'en',
    status: 'completed',
    resultKey: edited.key,
    resultSize: edited.size,
    changes: { changes: { grammarMechanics: 2 }, suggestions: {}, protectedSkipped: 0 },
    completedAt: new Date(),
  });
  return identity;
}

/** A visitor's own order-form draft and grammar-check assessment (the visitor cookie is their only key). */
export async function visitorDraft(app: FastifyInstance): Promise<{ browser: Browser; formId: string; assessmentId: string }> {
  const browser = visitor();
  const formId = formOf(await call(app, browser, 'GET', '/api/order-form/new')).orderForm.id;
  formOf(await call(app, browser, 'PUT', `/api/order-form/${formId}/basic-details`, { customerGoal: 'editing', uploadLater: true, manuscriptLanguageId: 1, wordCount: 3100, serviceBundlesRequested: false }));
  const assessmentId = createdOf(await uploadManuscript(app, browser, 'visitor-draft.docx', buildDocx([{ paragraph: 'A visitor checks the English of a draft.' }]))).identity;
  return { browser, formId, assessmentId };
}

/** The visitor's own thing an operation's `{id}` names: their order form, or their assessment; null for other operations. */
export function visitorsOwn(path: string, draft: { formId: string; assessmentId: string }): string | null {
  if (path.startsWith('/api/order-form/{id}')) return draft.formId;
  if (path.startsWith('/api/grammar-check/{id}') || path.startsWith('/api/order-form/from-language-assessment/{id}')) return draft.assessmentId;
  return null;
}

/** Staff-side identifiers that name no researcher's resource: the catalogue's and settings' own rows. */
export interface StaffThings {
  outboxId: string;
  promotionalCodeId: string;
  preferredGroupId: string;
  serviceOptionId: string;
  featureFlagKey: string;
  settingKey: string;
}

export async function staffThings(t: TestApp, staff: TestUser): Promise<StaffThings> {
  // The test app runs no workers: the queued e-mails (the quotes') reach the outbox when the jobs run.
  while ((await t.app.platform.jobs.runDueJobs()) > 0) {
    // until the queue is drained
  }
  const get = async (url: string) => (await expectOk(await t.app.inject({ method: 'GET', url, headers: staff.headers }), url)).json();
  const outbox = await get('/api/staff/outbox');
  const codes = await get('/api/staff/promotional-codes');
  const groups = await get('/api/staff/preferred-groups');
  const services = await get('/api/staff/services');
  const flags = await get('/api/staff/feature-flags');
  const settings = await get('/api/staff/settings');
  return {
    outboxId: String(outbox.messages?.[0]?.id ?? 'none'),
    promotionalCodeId: String(codes.codes?.[0]?.id ?? 1),
    preferredGroupId: String(groups.groups?.[0]?.id ?? 1),
    serviceOptionId: String(services.services?.[0]?.options?.[0]?.id ?? 1),
    featureFlagKey: String(flags.flags?.[0]?.key ?? 'none'),
    settingKey: String(settings.settings?.[0]?.key ?? 'none'),
  };
}
