import type { Page } from 'playwright-core';
import { ORDER_FORM_NEW_PATH, orderFormPaths } from '../../packages/contracts/src/order-form/order-form.paths';
import type { OrderFormResponse } from '../../packages/contracts/src/order-form/order-form-view.contract';
import { pageApi, unique } from './researchers';

export interface PaidOrderOptions {
  /** A service identity of the catalogue (standard editing includes a certificate). */
  service?: string;
  wordCount?: number;
  /** The manuscript title (also the certificate's title). */
  title?: string;
}

/**
 * Places an order for the signed-in researcher and pays it by the sandbox's test card through the
 * payment step in the browser (as the payment journeys do): the order form is built through its API
 * (spec 2 §7), with files to follow, then paid with 4111 1111 1111 1111 and a US billing address.
 * Resolves to the order number shown on the thank-you page.
 */
export async function placePaidOrder(page: Page, baseUrl: string, options: PaidOrderOptions = {}): Promise<string> {
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
  await pageApi<OrderFormResponse>(page, baseUrl, 'PUT', orderFormPaths.details(id), {
    projectTitle: options.title ?? `Seagrass meadows and coastal carbon ${unique()}`,
    styleOfEnglish: 'american',
    areaOfStudyId: null,
    journal: null,
    answers: {},
  });
  await page.goto(`${baseUrl}/en/researcher/submit/payment-details`);
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();

  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await methods.waitFor({ timeout: 15_000 });
  await methods.getByRole('radio', { name: 'Credit card', exact: true }).click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel(/Security code/).fill('123');
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.locator('input[name$=".address1"]').fill('77 Massachusetts Avenue');
  await billing.locator('input[name$=".city"]').fill('Cambridge');
  await billing.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Massachusetts' }).click();
  await billing.locator('input[name$=".zip"]').fill('02139');
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
