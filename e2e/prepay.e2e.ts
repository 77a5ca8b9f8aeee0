// Prepay in the browser: a new researcher prepays $150 by test card (a
// below-minimum amount is refused first), sees the prepayment with its available amount, spends it on a
// small order that becomes free ('Complete Order'), and back on the prepay page the available amount went
// down by the order's total.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../packages/contracts/src/formatting/money';
import { paymentPaths, prepayPaths } from '../packages/contracts/src/payments/payments.paths';
import type { PaymentSubmissionResponse } from '../packages/contracts/src/payments/payment-form.contract';
import type { OrderFormResponse } from '../packages/contracts/src/order-form/order-form-view.contract';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption } from './support/forms';
import { orderFormToPayment } from './support/orders';
import { pageApi, registerResearcher, unique } from './support/researchers';
import { enterTestCard, enterUsBillingAddress } from './support/payments';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
const USD = { sign: '$', numDecimals: 2 };

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Standard editing of 500 words with files to follow, up to the payment step (order-form API). */
async function smallOrderAtPayment(page: Page): Promise<OrderFormResponse['orderForm']> {
  const details = await orderFormToPayment(page, baseUrl, { title: `Prepaid soil carbon study ${unique()}` });
  expect(details.nextUrl).toBe('/researcher/submit/payment-details');
  return details.orderForm;
}

/** A prepayment paid by the approving test card through the API, as the page would send it (US billing address). */
async function prepayByApi(page: Page, total: number): Promise<void> {
  const token = await pageApi<{ clientToken?: string; token?: string }>(page, baseUrl, 'GET', paymentPaths.clientToken);
  const card = await pageApi<{ nonce: string; type: string; lastFour: string }>(page, baseUrl, 'POST', paymentPaths.sandboxTokenize, {
    clientToken: token.clientToken ?? token.token ?? '',
    number: '4111111111111111',
    expiry: '12/34',
    cvv: '123',
  });
  const answer = await pageApi<PaymentSubmissionResponse>(page, baseUrl, 'POST', prepayPaths.payment, {
    paymentMethodId: 3,
    acceptedTermsAndConditions: true,
    amount: total,
    billingAddress: { name: 'Grace Hopper', address1: '2 Hillhouse Avenue', city: 'New Haven', state: 'CT', zip: '06511', countryId: 237 },
    invoiceAddressDiffersFromBilling: false,
    invoiceAddressSameAsBilling: true,
    creditCard: { ...card, currency: 'USD' },
    total,
  });
  expect(answer.status).toBe('succeeded');
}

/** The prepayments table's row of a retainer invoice. */
const prepaymentRow = (page: Page, number: string) => page.getByTestId(`prepayment-${number}`);

/** Chooses the credit card, enters the approving test card and accepts the terms (the billing address is filled by the caller). */
async function payByTestCard(page: Page) {
  await enterTestCard(page);
  await page.getByLabel('I accept the terms and conditions').check();
}

/** The retainer invoice number of the newest prepayment in the table. */
async function newestPrepayment(page: Page): Promise<string> {
  const row = page.getByTestId(/^prepayment-RET/).first();
  await row.waitFor();
  return ((await row.getAttribute('data-testid')) ?? '').replace('prepayment-', '');
}

describe('prepay', () => {
  it('prepays $150 by card, then spends it on an order that becomes free', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'prepay' });

    // The amount: required, at least the minimum ($100 for US dollars).
    await page.goto(`${baseUrl}/en/researcher/prepay`);
    await page.getByRole('heading', { name: 'Make a prepayment' }).waitFor();
    await page.getByText('You have not made any prepayments yet.').waitFor();
    const amount = page.getByLabel(/Prepayment amount/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText("Value is required and can't be empty").waitFor();
    await amount.fill('50');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('The amount needs to be more than $100').waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Payment method' }).count()).toBe(0);
    await screenshot(page, 'prepay-amount-too-low');

    // Next locks the amount and reveals the payment options; Start over unlocks it.
    await amount.fill('150');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Payment method' }).waitFor();
    expect(await amount.inputValue()).toBe('$150 USD');
    expect(await amount.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
    expect(await amount.inputValue()).toBe('');
    await amount.fill('150');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Prepay offers no bank transfer and no credits.
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    await methods.waitFor();
    expect(await methods.getByRole('radio', { name: 'Bank transfer' }).count()).toBe(0);
    await payByTestCard(page);
    await enterUsBillingAddress(page);
    await screenshot(page, 'prepay-payment-options');
    await page.getByRole('button', { name: 'Submit Payment' }).click();

    // Paid at once: the message, the form cleared, the prepayment listed with $150 to spend.
    await page.getByText('Thank you! Your prepayment is being processed').waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe('/en/researcher/prepay');
    const number = await newestPrepayment(page);
    expect(number).toMatch(/^RET\d+US$/);
    await expect.poll(() => prepaymentRow(page, number).getByTestId('prepayment-available').innerText()).toBe('$150');
    expect(await amount.inputValue()).toBe('');
    const pdf = prepaymentRow(page, number).getByRole('link', { name: `Retainer invoice ${number} (PDF)` });
    expect(await pdf.getAttribute('href')).toBe(`/api/retainer-invoice/${number}/pdf`);
    const pdfResponse = await page.request.get(new URL(`/api/retainer-invoice/${number}/pdf`, baseUrl).toString());
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, 'prepay-paid');

    // A small order, paid entirely with the prepayment: nothing is due, so the button says 'Complete Order'.
    const form = await smallOrderAtPayment(page);
    expect(form.total).toBeGreaterThan(0);
    expect(form.total).toBeLessThanOrEqual(15000);
    await page.goto(`${baseUrl}/en/researcher/submit/payment-details`);
    const usePrepayment = page.getByRole('radiogroup', { name: /Use my prepayment/ });
    await usePrepayment.waitFor({ timeout: 15_000 });
    await usePrepayment.getByRole('radio', { name: 'As much as possible' }).check();
    await page.getByTestId('prepayment-applied').waitFor();
    expect(await page.getByTestId('prepayment-applied').innerText()).toContain(formatMoney(form.total, USD, { keepDecimals: true }));
    const complete = page.getByRole('button', { name: 'Complete Order' });
    await complete.waitFor();
    await page.getByLabel('I accept the terms and conditions').check();
    await screenshot(page, 'prepay-order-free');
    await complete.click();
    await page.waitForURL((url) => url.pathname.startsWith('/en/researcher/submit/order-complete/'), { timeout: 20_000 });
    await page.getByTestId('order-complete').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('order-total').innerText()).toContain(formatMoney(form.total, USD, { keepDecimals: true }));
    await screenshot(page, 'prepay-order-complete');

    // The prepayment's available amount went down by the order's total.
    await page.goto(`${baseUrl}/en/researcher/prepay`);
    const left = formatMoney(15000 - form.total, USD);
    await expect.poll(() => prepaymentRow(page, number).getByTestId('prepayment-available').innerText(), { timeout: 10_000 }).toBe(left);
    await screenshot(page, 'prepay-spent');
  });

  it('a landing after an outside payment shows its message on the prepay page', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'prepay' });
    await page.goto(`${baseUrl}/en/researcher/prepay/complete/error`);
    await page.waitForURL((url) => url.pathname === '/en/researcher/prepay');
    await page.getByText('An error occurred processing your payment').waitFor();
    await page.goto(`${baseUrl}/en/researcher/prepay/complete/success`);
    await page.waitForURL((url) => url.pathname === '/en/researcher/prepay');
    await page.getByText('Thank you! Your prepayment is being processed').waitFor();
    // A prepayment that does not exist (or is another user's) is not found.
    await page.goto(`${baseUrl}/en/researcher/prepay/RET999999US`);
    await page.getByText('We could not find that prepayment.').waitFor();
  });

  it('a researcher in China prepays in yuan and requests a fapiao for the prepayment', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'prepay', country: 'China' });
    await page.goto(`${baseUrl}/en/researcher/prepay`);
    const amount = page.getByLabel(/Prepayment amount \(CNY\)/);
    await amount.waitFor();
    // The minimum for yuan is ¥700.
    await amount.fill('500');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('The amount needs to be more than ¥700').waitFor();
    await amount.fill('800');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    await methods.waitFor();
    // No Alipay and no bank transfer for prepayments.
    expect(await methods.getByRole('radio', { name: 'Alipay' }).count()).toBe(0);
    expect(await methods.getByRole('radio', { name: 'Bank transfer' }).count()).toBe(0);
    await payByTestCard(page);
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await page.getByText('Thank you! Your prepayment is being processed').waitFor({ timeout: 20_000 });
    const number = await newestPrepayment(page);
    await expect.poll(() => prepaymentRow(page, number).getByTestId('prepayment-available').innerText()).toBe('¥800');

    // Paid: a fapiao may be requested from the table.
    await prepaymentRow(page, number).getByRole('link', { name: 'Create fapiao' }).click();
    await page.waitForURL((url) => url.pathname === `/en/researcher/prepay/${number}/fapiao`);
    await page.getByRole('heading', { name: 'Request a fapiao' }).waitFor();
    await page.getByRole('link', { name: /Return to Prepay/ }).waitFor();
    await page.getByRole('radio', { name: /General fapiao/ }).check();
    await chooseOption(page, 'Service type', 'Editing services');
    await page.getByRole('combobox', { name: 'Organization name' }).fill('北京大学');
    await screenshot(page, 'prepay-fapiao-form');
    await page.getByRole('button', { name: 'Request fapiao' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/prepay');
    await page.getByText('Your general fapiao has been requested.').waitFor();
    await expect.poll(() => prepaymentRow(page, number).innerText()).toContain('Pending');
    expect(await prepaymentRow(page, number).getByRole('link', { name: 'Create fapiao' }).count()).toBe(0);
    await screenshot(page, 'prepay-fapiao-requested');

    // Asked for again, the page says a fapiao exists already.
    await page.goto(`${baseUrl}/en/researcher/prepay/${number}/fapiao`);
    await page.getByText('A fapiao has already been requested for this invoice.').waitFor();
  });

  it('a researcher in Brazil prepays by boleto, which counts once the bank confirms it', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'prepay', country: 'Brazil' });
    await page.goto(`${baseUrl}/en/researcher/prepay`);
    const amount = page.getByLabel(/Prepayment amount \(BRL\)/);
    await amount.fill('600,50');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await amount.inputValue()).toBe('R$600,50 BRL');
    await page.getByRole('radio', { name: 'No special requirements' }).check();
    await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Boleto' }).click();
    await page.getByRole('combobox', { name: 'Tax type' }).click();
    await page.getByRole('option', { name: 'CPF' }).click();
    await page.locator('input[name="taxNumber"]').fill('52998224725');
    await page.getByLabel('Boleto payer').fill('Ada Lovelace');
    const billing = page.getByRole('group', { name: 'Billing address' });
    await billing.locator('input[name="billingAddress.address1"]').fill('Avenida Paulista 1000');
    await billing.locator('input[name="billingAddress.city"]').fill('São Paulo');
    await billing.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'São Paulo' }).click();
    await billing.locator('input[name="billingAddress.zip"]').fill('01310-100');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Submit Payment' }).click();

    // The boleto is issued: nothing to spend yet, the whole amount still due, the voucher linked.
    await page.getByText('Your boleto has been issued').waitFor({ timeout: 20_000 });
    const number = await newestPrepayment(page);
    const row = prepaymentRow(page, number);
    await expect.poll(() => row.getByTestId('prepayment-available').innerText()).toBe('R$0');
    expect(await row.innerText()).toContain('R$600,50');
    const boleto = row.getByRole('link', { name: 'View boleto' });
    const boletoUrl = (await boleto.getAttribute('href')) ?? '';
    const transactionId = /\/api\/payment\/sandbox\/boleto\/([^/]+)\/pdf$/.exec(boletoUrl)?.[1];
    expect(transactionId).toBeTruthy();
    const voucher = await page.request.get(new URL(boletoUrl, baseUrl).toString());
    expect(voucher.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, 'prepay-boleto-issued');

    // Opening the prepayment shows its balance and the boleto, and offers no second payment meanwhile.
    await page.goto(`${baseUrl}/en/researcher/prepay/${number}`);
    await page.getByRole('heading', { name: `Pay prepayment ${number}` }).waitFor();
    expect(await page.getByTestId('prepayment-due').innerText()).toBe('R$600,50');
    await page.getByTestId('prepayment-boleto').waitFor();
    expect(await page.getByRole('button', { name: 'Submit Payment' }).count()).toBe(0);
    await screenshot(page, 'prepay-existing-boleto');

    // The bank confirms the boleto (a signed webhook): the prepayment becomes spendable.
    await page.goto(`${baseUrl}/api/payment/sandbox/boleto/${transactionId}`);
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await page.waitForLoadState();
    await page.goto(`${baseUrl}/en/researcher/prepay`);
    await expect
      .poll(() => prepaymentRow(page, number).getByTestId('prepayment-available').innerText(), { timeout: 10_000 })
      .toBe('R$600,50');
    expect(await prepaymentRow(page, number).getByRole('link', { name: 'View boleto' }).count()).toBe(0);
    await page.goto(`${baseUrl}/en/researcher/prepay/${number}`);
    await page.getByText(`Invoice ${number} has already been paid.`).waitFor();
  });

  it('lists 5 prepayments, then all of them after Show more', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'prepay' });
    // Six prepayments of different amounts (the same amount on the same day is one payment).
    for (const dollars of [100, 110, 120, 130, 140, 150]) await prepayByApi(page, dollars * 100);
    await page.goto(`${baseUrl}/en/researcher/prepay`);
    const rows = page.getByTestId(/^prepayment-RET/);
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
    const more = page.getByRole('button', { name: 'Show more' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await expect.poll(() => rows.count()).toBe(6);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'prepay-show-more');
    await page.getByRole('button', { name: 'Show less' }).click();
    await expect.poll(() => rows.count()).toBe(5);
  });
});
