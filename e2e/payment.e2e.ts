// The payment step in the browser: each journey builds a fresh
// order form through the order-form API from the page, then pays through the UI — a test card; a declined
// card and then a good one; a bank transfer whose unpaid invoice and PDF appear; Alipay approved on the
// sandbox's hosted page; a boleto; credits covering the whole total ('Complete Order'); and a Brazilian
// researcher's options and validation messages.
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { OrderFormResponse } from '../packages/contracts/src/order-form/order-form-view.contract';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption, fillUsAddress } from './support/forms';
import { orderFormToPayment } from './support/orders';
import { registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage, newContext } = useJourneyBrowser();
const DEMO_PASSWORD = 'researcher-demo-2026';

const pathOf = (page: Page) => new URL(page.url()).pathname;

type Country = 'United States' | 'China' | 'Brazil';
const UNITED_STATES: Country = 'United States';
const CHINA: Country = 'China';
const BRAZIL: Country = 'Brazil';

/**
 * A page signed in as this file's new researcher of the country. Registration is limited per address
 * and hour, so each country's researcher is registered once and shared by the journeys, each of which
 * builds its own order form and looks only at what it made.
 */
const sessions = new Map<Country, Promise<Awaited<ReturnType<BrowserContext['storageState']>>>>();
async function newResearcherPage(country: Country = UNITED_STATES): Promise<Page> {
  let session = sessions.get(country);
  if (!session) {
    session = (async () => {
      const page = await freshPage();
      await registerResearcher(page, baseUrl, { country, emailPrefix: 'payment', firstName: 'Rosalind', lastName: 'Franklin', institution: 'King’s College London' });
      return page.context().storageState();
    })();
    sessions.set(country, session);
  }
  const context = await newContext({ storageState: await session });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en/researcher`);
  return page;
}

async function signIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/en/login?redirect=${encodeURIComponent('/en/researcher')}`);
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/en/researcher');
}

/**
 * A new order form at the payment step (the order-form API): editing of `wordCount` words with
 * files to follow; then the payment step is opened in the browser.
 */
async function orderAtPayment(page: Page, { wordCount = 500, service = 'standard-editing' } = {}): Promise<OrderFormResponse['orderForm']> {
  const details = await orderFormToPayment(page, baseUrl, { wordCount, service, title: `Coastal wetland carbon burial ${unique()}` });
  expect(details.nextUrl).toBe('/researcher/submit/payment-details');
  await page.goto(`${baseUrl}/en/researcher/submit/payment-details`);
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  return details.orderForm;
}

const methods = (page: Page) => page.getByRole('radiogroup', { name: 'Payment method' });
const billing = (page: Page) => page.getByRole('group', { name: 'Billing address' });
const invoiceAddress = (page: Page) => page.getByRole('group', { name: 'Invoice address' });
const submitButton = (page: Page) => page.getByTestId('payment-submit');

async function chooseMethod(page: Page, name: string) {
  await methods(page).waitFor({ timeout: 15_000 });
  await methods(page).getByRole('radio', { name, exact: true }).click();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel(/Security code/).fill('123');
}

async function acceptTermsAndSubmit(page: Page) {
  await page.getByLabel('I accept the terms and conditions').check();
  await submitButton(page).click();
}

async function waitForOrderComplete(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith('/en/researcher/submit/order-complete/'), { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor({ timeout: 15_000 });
  return (await page.getByTestId('order-number').innerText()).trim();
}

/** The order's payment badge, as written (the badge shows it in capitals). */
const paymentStatus = async (page: Page) => ((await page.getByTestId('order-payment-status').textContent()) ?? '').trim();

/** The names of the method buttons, in order (the badges' lettering left out). */
const methodNames = (page: Page) => methods(page).locator('[role=radio] > span').allInnerTexts();

async function expectPdf(page: Page, link: Locator) {
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href ?? '', baseUrl).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

describe('paying by card', () => {
  it('pays by test card and sees the paid order with its receipt', async () => {
    const page = await newResearcherPage();
    const form = await orderAtPayment(page);
    expect(form.total).toBeGreaterThan(0);

    // Nothing chosen yet: the method is asked for first (and the terms).
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await page.getByText('Please choose a payment method.').waitFor();
    await page.getByText('Please accept the terms and conditions to continue.').waitFor();

    await chooseMethod(page, 'Credit card');
    // The card details and the address are checked before anything is sent.
    await page.getByLabel('I accept the terms and conditions').check();
    await submitButton(page).click();
    await page.getByText('Please enter your card details.').waitFor();
    await page.getByText('Please enter your address.').waitFor();
    await fillCard(page, '4111 1111 1111 1112');
    await submitButton(page).click();
    await page.getByText('Please enter a valid card number.').waitFor();

    await fillCard(page, '4111 1111 1111 1111');
    await fillUsAddress(page, billing(page));
    await screenshot(page, 'payment-card-form');
    await submitButton(page).click();
    const orderNumber = await waitForOrderComplete(page);
    expect(orderNumber).not.toBe('');
    expect(await paymentStatus(page)).toBe('Paid');
    await expectPdf(page, page.getByTestId('receipt-pdf-link'));
    await screenshot(page, 'payment-card-complete');

    // The order form starts afresh.
    await page.getByRole('link', { name: 'Go to my orders' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher');
  });

  it('shows a declined card in the payment error modal, then pays with a good card', async () => {
    const page = await newResearcherPage();
    await orderAtPayment(page);
    await chooseMethod(page, 'Credit card');
    await fillCard(page, '4000 0000 0000 0002');
    await fillUsAddress(page, billing(page));
    await acceptTermsAndSubmit(page);

    const modal = page.getByRole('dialog', { name: 'Payment not completed' });
    await modal.waitFor({ timeout: 20_000 });
    await modal.getByText(/^There was a problem saving your payment: Your payment was declined/).waitFor();
    await screenshot(page, 'payment-card-declined');
    await modal.getByRole('button', { name: 'Go Back' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/en/researcher/submit/payment-details');

    await fillCard(page, '5555 5555 5555 4444');
    await submitButton(page).click();
    await waitForOrderComplete(page);
    expect(await paymentStatus(page)).toBe('Paid');
  });

  it('confirms a card that asks for an extra check on the sandbox page', async () => {
    const page = await newResearcherPage();
    await orderAtPayment(page);
    await chooseMethod(page, 'Credit card');
    await fillCard(page, '4000 0000 0000 3220');
    await fillUsAddress(page, billing(page));
    await acceptTermsAndSubmit(page);
    await page.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await waitForOrderComplete(page);
    expect(await paymentStatus(page)).toBe('Paid');
  });
});

describe('paying by bank transfer', () => {
  it('asks for the purchase order and the payer, then places the order awaiting payment with its invoice', async () => {
    const page = await newResearcherPage();
    await orderAtPayment(page);
    await chooseMethod(page, 'Bank transfer');
    await page.getByTestId('bank-transfer-download-warning').waitFor();
    // Bank transfer forces the invoice address (with the payer's name).
    const differs = page.getByLabel('Invoice address differs from billing');
    expect(await differs.isChecked()).toBe(true);
    expect(await differs.isDisabled()).toBe(true);

    await acceptTermsAndSubmit(page);
    await page.getByText('Please enter your purchase order number.').waitFor();
    await billing(page).getByText('Organization name is required').waitFor();
    await billing(page).getByText('Phone number is required').waitFor();
    await invoiceAddress(page).getByText('Payer name is required').waitFor();
    await screenshot(page, 'payment-bank-transfer-validation');

    await page.getByLabel(/Purchase order number/).fill('PO-2026-0147');
    await fillUsAddress(page, billing(page));
    await billing(page).locator('input[name="billingAddress.organization"]').fill('MIT Department of Biology');
    await billing(page).locator('input[name="billingAddress.phone"]').fill('+1 617 253 1000');
    await fillUsAddress(page, invoiceAddress(page));
    await invoiceAddress(page).locator('input[name="invoiceAddress.organization"]').fill('MIT Accounts Payable');
    await submitButton(page).click();

    await waitForOrderComplete(page);
    expect(await paymentStatus(page)).toBe('Awaiting Payment');
    await page.getByText('Our bank details are on the invoice.', { exact: false }).waitFor();
    const invoiceLink = page.getByTestId('invoice-pdf-link');
    const invoiceNumber = ((await invoiceLink.innerText()).match(/Invoice (\S+) \(PDF\)/) ?? [])[1] ?? '';
    expect(invoiceNumber).toMatch(/^US\d+$/);
    await expectPdf(page, invoiceLink);
    await screenshot(page, 'payment-bank-transfer-complete');

    // The unpaid invoice is listed with the invoices awaiting payment.
    await page.getByRole('link', { name: 'View my invoices' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/en/researcher/invoices'));
    await page.goto(`${baseUrl}/en/researcher/invoices/unpaid`);
    await page.getByRole('heading', { level: 2, name: 'Unpaid invoices' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('invoice-row').filter({ hasText: invoiceNumber }).waitFor();
    await screenshot(page, 'payment-bank-transfer-unpaid-invoice');
  });
});

describe('paying with Alipay', () => {
  it('approves the payment on the sandbox page and comes back to the paid order', async () => {
    const page = await newResearcherPage(CHINA);
    await orderAtPayment(page);
    await chooseMethod(page, 'Alipay');
    // Users in China give their name and phone; the postal address is optional.
    await acceptTermsAndSubmit(page);
    await billing(page).getByText('Phone number is required').waitFor();
    expect(await billing(page).getByText('Please enter your address.').count()).toBe(0);
    await billing(page).locator('input[name="billingAddress.phone"]').fill('13800138000');
    const fapiao = page.getByRole('radiogroup', { name: 'Do you need a fapiao?' });
    if ((await fapiao.count()) > 0) await fapiao.getByRole('radio', { name: 'No' }).check();
    await screenshot(page, 'payment-alipay-form');
    await submitButton(page).click();

    await page.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'), { timeout: 20_000 });
    await screenshot(page, 'payment-alipay-sandbox-page');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith('/en/researcher/submit/payment-return/') ||
        url.pathname.startsWith('/en/researcher/submit/order-complete/'),
    );
    await waitForOrderComplete(page);
    expect(await paymentStatus(page)).toBe('Paid');
    await screenshot(page, 'payment-alipay-complete');
  });

  it('goes back to the payment step with the error modal when the payment is refused', async () => {
    const page = await newResearcherPage(CHINA);
    await orderAtPayment(page);
    await chooseMethod(page, 'Alipay');
    await billing(page).locator('input[name="billingAddress.phone"]').fill('13800138000');
    const fapiao = page.getByRole('radiogroup', { name: 'Do you need a fapiao?' });
    if ((await fapiao.count()) > 0) await fapiao.getByRole('radio', { name: 'No' }).check();
    await acceptTermsAndSubmit(page);
    await page.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Refuse payment' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/payment-details', { timeout: 30_000 });
    await page
      .getByRole('dialog', { name: 'Payment not completed' })
      .getByText(/There was a problem saving your payment|An error occurred processing your payment/)
      .waitFor();
    await screenshot(page, 'payment-alipay-refused');
  });
});

describe('a Brazilian researcher', () => {
  it('pays by boleto: the order waits for the money, with the boleto PDF', async () => {
    const page = await newResearcherPage(BRAZIL);
    await orderAtPayment(page);
    await page.getByRole('radiogroup', { name: 'Payment requirements' }).getByRole('radio', { name: 'No special requirements' }).check();
    await chooseMethod(page, 'Boleto');
    await chooseOption(page, 'Tax type', 'CPF');
    await page.getByRole('textbox', { name: 'Tax number', exact: true }).fill('529.982.247-25');
    await page.getByLabel('Boleto payer').fill('Rosalind Franklin');
    await billing(page).locator('input[name="billingAddress.address1"]').fill('Avenida Paulista, 1578');
    await billing(page).locator('input[name="billingAddress.city"]').fill('São Paulo');
    await billing(page).getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
    await billing(page).locator('input[name="billingAddress.zip"]').fill('01310-200');
    await screenshot(page, 'payment-boleto-form');
    await acceptTermsAndSubmit(page);

    await waitForOrderComplete(page);
    expect(await paymentStatus(page)).toBe('Awaiting Payment');
    await expectPdf(page, page.getByTestId('boleto-link'));
    await screenshot(page, 'payment-boleto-complete');
  });

  it('pays by card in the embedded Allpago checkout, in installments', async () => {
    const page = await newResearcherPage(BRAZIL);
    await orderAtPayment(page);
    await page.getByRole('radiogroup', { name: 'Payment requirements' }).getByRole('radio', { name: 'No special requirements' }).check();
    await chooseMethod(page, 'Credit card (Allpago)');
    await chooseOption(page, 'Installments', /^3 ×/);
    const checkout = page.frameLocator('[data-testid="allpago-frame"]');
    await checkout.getByLabel('Name on card').fill('Rosalind Franklin');
    await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
    await checkout.getByLabel(/Expiry date/).fill('12/34');
    await checkout.getByLabel('Security code').fill('123');
    await checkout.getByRole('button', { name: 'Confirm card' }).click();
    await checkout.locator('.done').waitFor({ timeout: 15_000 });
    await billing(page).locator('input[name="billingAddress.organization"]').fill('Universidade de São Paulo');
    await billing(page).locator('input[name="billingAddress.address1"]').fill('Rua do Matão, 1010');
    await billing(page).locator('input[name="billingAddress.city"]').fill('São Paulo');
    await billing(page).getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
    await billing(page).locator('input[name="billingAddress.zip"]').fill('05508090');
    await screenshot(page, 'payment-allpago-card');
    await acceptTermsAndSubmit(page);
    // Allpago confirms the checkout on its own page.
    await page.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await waitForOrderComplete(page);
    expect(await paymentStatus(page)).toBe('Paid');
  });

  it('sees the Brazil-style options and the CPF/CNPJ and postcode messages', async () => {
    const page = await freshPage();
    await signIn(page, 'researcher.br@marginalia.test');
    await orderAtPayment(page);

    // The option comes first; no method buttons until then.
    expect(await methods(page).count()).toBe(0);
    await page.getByLabel('I accept the terms and conditions').check();
    await submitButton(page).click();
    await page.getByText('You must select an option').waitFor();

    // The requirements are the customer's own; the gateway is not one of them.
    const options = page.getByRole('radiogroup', { name: 'Payment requirements' });
    expect(await options.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''))).toEqual([
      'No special requirements',
      'FAPESP funds',
    ]);
    await options.getByRole('radio', { name: 'No special requirements' }).check();
    await methods(page).waitFor();
    // The gateway stays where it is one: on the methods it takes.
    expect(await methodNames(page)).toEqual(['Credit card', 'Boleto', 'Credit card (Allpago)', 'PayPal (Allpago)', 'PayPal', 'Bank transfer']);
    await chooseMethod(page, 'Credit card (Allpago)');
    const frame = page.getByTestId('allpago-frame');
    await frame.waitFor();
    expect((await frame.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(247);
    await screenshot(page, 'payment-brazil-allpago');

    await chooseMethod(page, 'Boleto');
    await submitButton(page).click();
    await page.getByText('Please select your tax type.').waitFor();
    await page.getByText('Please enter your tax number.').waitFor();
    await page.getByText("Value is required and can't be empty").waitFor();

    await chooseOption(page, 'Tax type', 'CPF');
    await page.getByRole('textbox', { name: 'Tax number', exact: true }).fill('123.456.789-00');
    await billing(page).locator('input[name="billingAddress.zip"]').fill('1310');
    await submitButton(page).click();
    await page.getByText('This CPF or CNPJ number is not valid.').waitFor();
    await billing(page).getByText('Postcode must be 8 digits.').waitFor();
    await screenshot(page, 'payment-brazil-validation');

    await options.getByRole('radio', { name: 'FAPESP funds' }).check();
    expect(await methodNames(page)).toEqual(['Credit card', 'Bank transfer']);
  });
});

describe('a researcher in China', () => {
  it('sees the online banking and QR code payments named as a customer would, in Chinese', async () => {
    const page = await freshPage();
    await signIn(page, 'researcher.cn@marginalia.test');
    await orderFormToPayment(page, baseUrl, { title: `Karst groundwater recharge ${unique()}` });
    await page.goto(`${baseUrl}/cn/researcher/submit/payment-details`);
    const cnMethods = page.getByRole('radiogroup', { name: '付款方式' });
    await cnMethods.waitFor({ timeout: 15_000 });
    const names = await cnMethods.locator('[role=radio] > span').allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['网银支付', '扫码支付']));
    expect(names.join(' ')).not.toMatch(/WFOE/i);
    await screenshot(page, 'payment-china-methods-cn');
  });
});

describe('credits and vouchers', () => {
  it('a small order paid with the demo credit is free: Complete Order', async () => {
    const page = await freshPage();
    await signIn(page, 'researcher@marginalia.test');
    const form = await orderAtPayment(page);
    expect(form.total).toBeLessThanOrEqual(30000);

    // A wrong voucher: the server's message under the field.
    await page.getByLabel('Voucher code').fill('  NOT-A-VOUCHER ');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('This voucher code is not valid.').waitFor();

    // Credits are on by default and cover everything: the free method, no payment buttons.
    const credits = page.getByRole('radiogroup', { name: /Use my credits/ });
    expect(await credits.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    await page.getByTestId('paid-order-notice').waitFor();
    expect(await page.getByTestId('payment-amount-due').innerText()).toBe('$0.00 USD');
    expect(await methods(page).count()).toBe(0);
    // Without credits the methods come back.
    await credits.getByRole('radio', { name: 'No' }).check();
    await methods(page).waitFor();
    await page.getByRole('button', { name: 'Submit Payment' }).waitFor();
    await credits.getByRole('radio', { name: 'Yes' }).check();

    const complete = page.getByRole('button', { name: 'Complete Order' });
    await complete.waitFor();
    await screenshot(page, 'payment-credits-free');
    await acceptTermsAndSubmit(page);
    await waitForOrderComplete(page);
    expect(await paymentStatus(page)).toBe('Paid');
    await screenshot(page, 'payment-credits-complete');
  });
});
