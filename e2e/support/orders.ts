import type { Page } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER } from '../../packages/contracts/src/auth/auth.constants';
import { ORDER_FORM_NEW_PATH, orderFormPaths } from '../../packages/contracts/src/order-form/order-form.paths';
import type { OrderFormResponse } from '../../packages/contracts/src/order-form/order-form-view.contract';
import { fillUsAddress } from './forms';
import { pageApi, unique } from './researchers';

export const STAFF_EMAIL = 'staff@marginalia.test';
export const STAFF_PASSWORD = 'staff-demo-2026';

export interface PaidOrderOptions {
  /** A service identity of the catalogue (standard editing includes a certificate). */
  service?: string;
  wordCount?: number;
  /** The manuscript title (also the certificate's title). */
  title?: string;
  /** 'bank-transfer' leaves the order awaiting payment (its files stay locked once completed). */
  payBy?: 'card' | 'bank-transfer';
}

/**
 * Builds an order form for the signed-in researcher through the order-form API, files to follow, up to the
 * payment step. Resolves to the details step's answer: the form, and where it sends the researcher next.
 */
export async function orderFormToPayment(page: Page, baseUrl: string, options: Pick<PaidOrderOptions, 'service' | 'wordCount' | 'title'> = {}): Promise<OrderFormResponse> {
  const { orderForm } = await pageApi<OrderFormResponse>(page, baseUrl, 'GET', ORDER_FORM_NEW_PATH);
  const id = orderForm.id;
  await pageApi(page, baseUrl, 'PUT', orderFormPaths.basicDetails(id), {
    customerGoal: 'editing',
    uploadLater: true,
    manuscriptLanguageId: 1,
    wordCount: options.wordCount ?? 500,
    serviceBundlesRequested: false,
  });
  await pageApi(page, baseUrl, 'PUT', orderFormPaths.services(id), { serviceIdentities: [options.service ?? 'standard-editing'], declineEditing: false });
  await pageApi(page, baseUrl, 'PUT', orderFormPaths.continueAdditionalServices(id), {});
  return pageApi<OrderFormResponse>(page, baseUrl, 'PUT', orderFormPaths.details(id), {
    projectTitle: options.title ?? `Seagrass meadows and coastal carbon ${unique()}`,
    styleOfEnglish: 'american',
    areaOfStudyId: null,
    journal: null,
    answers: {},
  });
}

/** The same, resolving to the form's id. */
export async function buildOrderForm(page: Page, baseUrl: string, options: Pick<PaidOrderOptions, 'service' | 'wordCount' | 'title'> = {}): Promise<string> {
  return (await orderFormToPayment(page, baseUrl, options)).orderForm.id;
}

/**
 * Places an order for the signed-in researcher and pays it by the sandbox's test card (or by bank transfer,
 * left awaiting payment) through the payment step in the browser, as the payment journeys do: the order form
 * is built through its API, with files to follow, then paid with 4111 1111 1111 1111 and a US billing address.
 * Resolves to the order number shown on the thank-you page.
 */
export async function placePaidOrder(page: Page, baseUrl: string, options: PaidOrderOptions = {}): Promise<string> {
  await buildOrderForm(page, baseUrl, options);
  await page.goto(`${baseUrl}/en/researcher/submit/payment-details`);
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();

  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await methods.waitFor({ timeout: 15_000 });
  const billing = page.getByRole('group', { name: 'Billing address' });
  if (options.payBy === 'bank-transfer') {
    await methods.getByRole('radio', { name: 'Bank transfer', exact: true }).click();
    await page.getByLabel(/Purchase order number/).fill('PO-2026-0311');
    const invoiceAddress = page.getByRole('group', { name: 'Invoice address' });
    await fillUsAddress(page, billing);
    await billing.locator('input[name="billingAddress.organization"]').fill('Hopkins Marine Station');
    await billing.locator('input[name="billingAddress.phone"]').fill('+1 831 655 6200');
    await fillUsAddress(page, invoiceAddress);
    await invoiceAddress.locator('input[name="invoiceAddress.organization"]').fill('Accounts Payable');
  } else {
    await methods.getByRole('radio', { name: 'Credit card', exact: true }).click();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill('12/34');
    await page.getByLabel(/Security code/).fill('123');
    await fillUsAddress(page, billing);
  }
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByTestId('payment-submit').click();

  await page.waitForURL((url) => url.pathname.startsWith('/en/researcher/submit/order-complete/'), { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor({ timeout: 15_000 });
  return (await page.getByTestId('order-number').innerText()).trim();
}

/** Signs in through the login page and waits for `landing` (a path under /en). */
export async function signInAs(page: Page, baseUrl: string, email: string, password: string, landing: string): Promise<void> {
  await page.goto(`${baseUrl}/en/login?redirect=${encodeURIComponent(landing)}`);
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** A staff call from the signed-in staff page, with its CSRF token; multipart (one .docx) when `file` is given. */
export async function staffCall(page: Page, baseUrl: string, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, file?: { name: string; buffer: Buffer }): Promise<unknown> {
  if (!file) return pageApi(page, baseUrl, method, path, body);
  const token = (await page.context().cookies(baseUrl)).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const response = await page.request.post(`${baseUrl}${path}`, {
    headers: { accept: 'application/json', origin: baseUrl, [CSRF_HEADER]: decodeURIComponent(token) },
    multipart: { file: { name: file.name, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: file.buffer } },
  });
  if (response.status() >= 400) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

export interface Delivery {
  kind: 'tracked' | 'clean' | 'formatted' | 'figures' | 'other';
  name: string;
  buffer: Buffer;
}

/**
 * Staff (on `staff`, signed in as STAFF_EMAIL) take the order, deliver the files, pass it through quality
 * check and complete it through the staff API, as the workbench does.
 */
export async function deliverAndComplete(staff: Page, baseUrl: string, orderNumber: string, files: readonly Delivery[]): Promise<void> {
  const order = `/api/staff/orders/${encodeURIComponent(orderNumber)}`;
  const { members } = (await staffCall(staff, baseUrl, 'GET', '/api/staff/members')) as { members: { identity: string; email: string }[] };
  const me = members.find((member) => member.email === STAFF_EMAIL);
  if (!me) throw new Error(`${STAFF_EMAIL} is not among the staff members`);
  await staffCall(staff, baseUrl, 'PUT', `${order}/assignee`, { staffIdentity: me.identity });
  await staffCall(staff, baseUrl, 'POST', `${order}/status`, { status: 'in_progress' });
  for (const file of files) await staffCall(staff, baseUrl, 'POST', `${order}/deliverables?kind=${file.kind}`, undefined, { name: file.name, buffer: file.buffer });
  await staffCall(staff, baseUrl, 'POST', `${order}/status`, { status: 'quality_check' });
  await staffCall(staff, baseUrl, 'POST', `${order}/status`, { status: 'completed' });
}
