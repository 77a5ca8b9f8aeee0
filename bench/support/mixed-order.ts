import { ORDER_FORM_LOAD_CURRENT_PATH, ORDER_FORM_NEW_PATH, orderFormPaths } from '../../packages/contracts/src/order-form/order-form.paths';
import type { OrderFormResponse } from '../../packages/contracts/src/order-form/order-form-view.contract';
import { orderPaths } from '../../packages/contracts/src/orders/orders.paths';
import type { OrderDetailsResponse } from '../../packages/contracts/src/orders/order-details.contract';
import type { PaymentFormInput, PaymentStatusResponse, PaymentSubmissionResponse } from '../../packages/contracts/src/payments/payment-form.contract';
import { paymentPaths } from '../../packages/contracts/src/payments/payments.paths';
import { sandboxPaths } from '../../packages/contracts/src/payments/payment-sandbox.paths';
import { DOCUMENT_DETAILS_MAX_POLLS, DOCUMENT_DETAILS_POLL_MS } from '../../packages/contracts/src/order-form/pricing/word-count';
import { MANUSCRIPT_LANGUAGES_PATH } from '../../packages/contracts/src/reference/reference.paths';
import { chance, pause, type Person } from './mixed-person';

const US = 237;
const ENGLISH = 1;
const CARD_APPROVED = '4111111111111111';
/** A sandbox card that asks for a 3-D Secure confirmation on the gateway's hosted page. */
const CARD_CONFIRM = '4000000000003220';
const billingAddress = { name: 'Grace Hopper', organization: 'Yale University', address1: '77 Prospect St', city: 'New Haven', state: 'CT', zip: '06511', countryId: US, phone: '+1 203 555 0100' };

interface DocumentDetails {
  documentDetailsReceived: boolean;
  documentDetailsFailed: boolean;
  manuscriptLanguageId: number | null;
  wordCount: number | null;
}

/**
 * The get-started step with a manuscript: the form is loaded, the .docx uploaded (multipart, `kind` then
 * `file`), the analysis the worker runs is polled every second up to five times, and its language and
 * word count saved; when it does not arrive in time, the researcher types them, as the manual form asks.
 */
async function getStarted(person: Person, formId: string): Promise<void> {
  const { client } = person;
  const { manuscript } = person.world;
  const form = new FormData();
  form.append('kind', 'main');
  form.append('file', new Blob([new Uint8Array(manuscript.bytes)], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), manuscript.name);
  await client.call('POST', orderFormPaths.files.template, orderFormPaths.files(formId), { form });
  let details: DocumentDetails | null = null;
  for (let poll = 1; poll <= DOCUMENT_DETAILS_MAX_POLLS; poll++) {
    await pause(DOCUMENT_DETAILS_POLL_MS);
    details = await client.json<DocumentDetails>('GET', orderFormPaths.documentDetails.template, orderFormPaths.documentDetails(formId));
    if (details.documentDetailsReceived || details.documentDetailsFailed) break;
  }
  const detected = details?.documentDetailsReceived && details.manuscriptLanguageId !== null && details.wordCount !== null;
  const manuscriptLanguageId = detected ? details!.manuscriptLanguageId! : ENGLISH;
  const wordCount = detected ? details!.wordCount! : manuscript.wordCount;
  if (detected) await client.call('PUT', orderFormPaths.manuscriptDetails.template, orderFormPaths.manuscriptDetails(formId), { json: { manuscriptLanguageId, wordCount } });
  else await person.think(); // typing the language and the count
  await client.call('PUT', orderFormPaths.basicDetails.template, orderFormPaths.basicDetails(formId), {
    json: { customerGoal: 'editing', uploadLater: false, manuscriptLanguageId, wordCount, serviceBundlesRequested: false },
  });
}

/** Tokenizes a sandbox card as the card form does. */
async function tokenize(person: Person, number: string): Promise<string> {
  const token = await person.client.json<{ clientToken?: string; token?: string }>('GET', paymentPaths.clientToken, paymentPaths.clientToken);
  const answer = await person.client.json<{ nonce: string }>('POST', paymentPaths.sandboxTokenize, paymentPaths.sandboxTokenize, {
    json: { clientToken: token.clientToken ?? token.token ?? '', number, expiry: '12/34', cvv: '123' },
  });
  return answer.nonce;
}

/**
 * The 3-D Secure path: the gateway's hosted page, its 'approve' form post (which sends the signed webhook),
 * then the return page polling the payment's state every second until it has succeeded.
 */
async function confirmOnHostedPage(person: Person, submission: PaymentSubmissionResponse): Promise<string> {
  const { client } = person;
  const transactionId = new URL(submission.redirectUrl ?? '', person.world.baseUrl).pathname.split('/').pop() ?? '';
  await client.call('GET', sandboxPaths.pay.template, sandboxPaths.pay(transactionId), { page: true });
  await person.think();
  await client.call('POST', sandboxPaths.approve.template, sandboxPaths.approve(transactionId), { urlencoded: '', expect: [303] });
  for (let poll = 0; poll < 30; poll++) {
    const status = await client.json<PaymentStatusResponse>('GET', paymentPaths.status.template, paymentPaths.status(submission.paymentId ?? ''));
    if (status.status === 'succeeded' && status.orderExternalId) return status.orderExternalId;
    if (status.status === 'failed' || status.status === 'refunded') throw new Error(`the confirmed payment ended ${status.status}`);
    await pause(1000);
  }
  throw new Error('the confirmed payment was still pending after 30 s');
}

/** The payment step: the step's load, then a card (one in four asks for a confirmation). Resolves to the order and payment. */
async function pay(person: Person, formId: string): Promise<{ orderExternalId: string; paymentId: string }> {
  const { client } = person;
  await client.call('GET', paymentPaths.load, paymentPaths.load, { query: { orderFormId: formId } });
  await person.think(); // choosing the card, typing it and the address
  const confirm = chance(0.25);
  const nonce = await tokenize(person, confirm ? CARD_CONFIRM : CARD_APPROVED);
  const payment: PaymentFormInput = {
    paymentMethodId: 3,
    acceptedTermsAndConditions: true,
    billingAddress,
    creditCard: { nonce, currency: 'USD', type: 'Visa', lastFour: confirm ? '3220' : '1111' },
  };
  const submission = await client.json<PaymentSubmissionResponse>('PUT', paymentPaths.orderFormPayments.template, paymentPaths.orderFormPayments(formId), { json: payment });
  const paymentId = submission.paymentId ?? '';
  if (submission.status === 'succeeded' && submission.orderExternalId) return { orderExternalId: submission.orderExternalId, paymentId };
  if (submission.redirectUrl) return { orderExternalId: await confirmOnHostedPage(person, submission), paymentId };
  throw new Error(`unexpected payment answer: ${JSON.stringify(submission)}`);
}

/**
 * A new order, step by step as the web app calls the API: a fresh form, the manuscript uploaded and
 * analysed, standard editing chosen, no additional services, the details, then payment by card; then the
 * confirmation page, the receipt PDF and the order's page with the uploaded manuscript downloaded back.
 */
export async function placeOrder(person: Person): Promise<void> {
  const { client } = person;
  // The get-started page asks for the form and the manuscript languages at once.
  const [started] = await Promise.all([
    client.json<OrderFormResponse>('GET', ORDER_FORM_LOAD_CURRENT_PATH, ORDER_FORM_LOAD_CURRENT_PATH),
    client.call('GET', MANUSCRIPT_LANGUAGES_PATH, MANUSCRIPT_LANGUAGES_PATH),
  ]);
  // A form left at a later step by an earlier, interrupted session is restarted, as the 'start again' link does.
  const fresh = started.orderForm.steps.current.name === 'get-started' && started.orderForm.manuscripts.main.length === 0;
  const form = fresh ? started : await client.json<OrderFormResponse>('GET', ORDER_FORM_NEW_PATH, ORDER_FORM_NEW_PATH);
  const formId = form.orderForm.id;
  await person.think();
  await getStarted(person, formId);
  await person.think();
  await client.call('PUT', orderFormPaths.services.template, orderFormPaths.services(formId), { json: { serviceIdentities: ['standard-editing'], declineEditing: false } });
  await person.think();
  await client.call('PUT', orderFormPaths.continueAdditionalServices.template, orderFormPaths.continueAdditionalServices(formId), { json: {} });
  await person.think();
  await client.call('PUT', orderFormPaths.details.template, orderFormPaths.details(formId), {
    json: { projectTitle: `Soil moisture and nitrogen mineralisation ${person.index}-${Date.now().toString(36)}`, styleOfEnglish: 'american', areaOfStudyId: null, journal: null, answers: {} },
  });
  await person.think();
  const { orderExternalId, paymentId } = await pay(person, formId);
  await client.call('GET', paymentPaths.orderPayment.template, paymentPaths.orderPayment(orderExternalId));
  await person.think();
  if (chance(0.5) && paymentId) await client.call('GET', paymentPaths.receiptPdf.template, paymentPaths.receiptPdf(paymentId));
  const { order } = await client.json<OrderDetailsResponse>('GET', orderPaths.view.template, orderPaths.view(orderExternalId));
  const file = order.primaryManuscripts[0];
  if (file && chance(0.5)) {
    await person.think();
    await client.call('GET', orderPaths.originalFile.template, orderPaths.originalFile(file.identity));
  }
}
