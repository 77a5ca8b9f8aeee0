// The invoice area in the browser: the history and unpaid lists with
// their filters and pages, the invoice PDF, paying two invoices at once by test card (a new researcher whose
// two unpaid invoices are bank-transfer orders made through the API), and a fapiao requested in Chinese.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ORDER_FORM_NEW_PATH, orderFormPaths } from '../packages/contracts/src/order-form/order-form.paths';
import type { OrderFormResponse } from '../packages/contracts/src/order-form/order-form-view.contract';
import type { PaymentLoadResponse } from '../packages/contracts/src/payments/payment-load.contract';
import type { PaymentSubmissionResponse } from '../packages/contracts/src/payments/payment-form.contract';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption } from './support/forms';
import { pageApi, registerResearcher, unique } from './support/researchers';
import { signInAs } from './support/orders';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The demo researchers' password. */
const DEMO_PASSWORD = 'researcher-demo-2026';

interface LoadAnswer {
  invoices: { invoiceNumber: string; formattedDate: string; balance: number; customFields: { Submission: string }; orderExternalId: string | null }[];
  pagination: { total: number; pageSize: number };
}

/** What GET /api/invoice/load answers this user, read from the page (same cookies). */
function loadInvoices(page: Page, query = ''): Promise<LoadAnswer> {
  return page.evaluate(async (search) => {
    const response = await fetch(`/api/invoice/load${search}`, { headers: { accept: 'application/json' } });
    return (await response.json()) as LoadAnswer;
  }, query);
}

const rows = (page: Page) => page.getByTestId('invoice-row');

/**
 * `count` orders paid by bank transfer through the order-form API, each leaving an unpaid
 * invoice (a bank transfer turns the form into an order and an unpaid invoice at once). Their numbers.
 */
async function unpaidInvoicesByBankTransfer(page: Page, count: number): Promise<string[]> {
  const orders: string[] = [];
  for (let made = 0; made < count; made++) {
    const { orderForm } = await pageApi<OrderFormResponse>(page, baseUrl, 'GET', ORDER_FORM_NEW_PATH);
    const id = orderForm.id;
    await pageApi(page, baseUrl, 'PUT', orderFormPaths.basicDetails(id), { customerGoal: 'editing', uploadLater: true, manuscriptLanguageId: 1, wordCount: 800 + made * 400, serviceBundlesRequested: false });
    await pageApi(page, baseUrl, 'PUT', orderFormPaths.services(id), { serviceIdentities: ['standard-editing'], declineEditing: false });
    const details = await pageApi<OrderFormResponse>(page, baseUrl, 'PUT', orderFormPaths.details(id), {
      projectTitle: `Tidal marsh sediment accretion ${unique()}`,
      styleOfEnglish: 'american',
      areaOfStudyId: null,
      journal: null,
      answers: {},
    });
    const load = await pageApi<PaymentLoadResponse>(page, baseUrl, 'GET', `/api/payment/load?orderFormId=${encodeURIComponent(id)}`);
    const address = { name: 'Grace Hopper', organization: 'Yale University', address1: '10 Hillhouse Avenue', city: 'New Haven', state: 'CT', zip: '06511', countryId: load.user.country?.id ?? null, phone: '+1 203 555 0100' };
    const paid = await pageApi<PaymentSubmissionResponse>(page, baseUrl, 'PUT', `/api/order-form/${encodeURIComponent(id)}/payments`, {
      paymentMethodId: 9,
      acceptedTermsAndConditions: true,
      amount: details.orderForm.total,
      billingAddress: address,
      invoiceAddress: address,
      invoiceAddressDiffersFromBilling: true,
      invoiceAddressSameAsBilling: false,
      purchaseOrder: `PO-${unique()}`,
    });
    expect(paid.status).toBe('awaiting-payment');
    if (paid.orderExternalId) orders.push(paid.orderExternalId);
  }
  const numbers: string[] = [];
  for (let pageNumber = 0; pageNumber * 10 < count; pageNumber++) {
    const unpaid = await pageApi<LoadAnswer>(page, baseUrl, 'GET', `/api/invoice/load?status=unpaid&page=${pageNumber}`);
    numbers.push(...unpaid.invoices.filter((invoice) => invoice.orderExternalId !== null && orders.includes(invoice.orderExternalId)).map((invoice) => invoice.invoiceNumber));
  }
  expect(numbers).toHaveLength(count);
  return numbers;
}

describe('the researcher’s invoice history (demo data, read only)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await freshPage();
    await signInAs(page, baseUrl, 'researcher@marginalia.test', DEMO_PASSWORD, '/en/researcher/invoices');
  });

  it('lists the invoices under My Invoices, and the invoice PDF downloads', async () => {
    await page.getByRole('heading', { level: 1, name: 'My Invoices' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Invoice history' }).waitFor();
    await rows(page).first().waitFor();
    // No fapiao column outside China, and no selection on the history.
    expect(await page.getByRole('columnheader', { name: 'Fapiao' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'invoices-history-en');

    const link = rows(page).first().getByRole('link', { name: /^Invoice .+ \(PDF\)$/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/invoice\/[^/]+\/pdf/);
    const pdf = await page.request.get(`${baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A payment's receipt and a completed order's statement of delivery are PDFs too.
    for (const name of [/^Receipt /, 'Download']) {
      const other = await rows(page).getByRole('link', { name }).first().getAttribute('href');
      const answer = await page.request.get(`${baseUrl}${other}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/pdf');
    }
  });

  it('filters by exact order number and by dates (month/day/year), and clears the filters', async () => {
    const answer = await loadInvoices(page);
    const first = answer.invoices.find((invoice) => invoice.orderExternalId !== null);
    if (!first?.orderExternalId) throw new Error('the demo researcher has no order invoices');

    await page.getByRole('textbox', { name: 'Order number', exact: true }).fill(first.orderExternalId);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('orderNumber') === first.orderExternalId);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().getAttribute('data-invoice-number')).toBe(first.invoiceNumber);

    // A part of the number is not the number.
    await page.getByRole('textbox', { name: 'Order number', exact: true }).fill(first.orderExternalId.slice(0, -1));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No invoices match these filters.').waitFor();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => rows(page).count()).toBe(Math.min(answer.pagination.total, answer.pagination.pageSize));

    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-01-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('Please enter a date as month/day/year.').waitFor();
    await screenshot(page, 'invoices-filter-error-en');

    await page.getByRole('textbox', { name: 'From', exact: true }).fill('01/01/2099');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No invoices match these filters.').waitFor();

    // One day as both bounds: inclusive by day, so the invoices of that day (made after midnight) are in.
    await page.getByRole('button', { name: 'Clear' }).click();
    const newest = answer.invoices[0];
    if (!newest) throw new Error('no invoices');
    const day = new Date(newest.formattedDate);
    const usDate = `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
    const sameDay = answer.invoices.filter((invoice) => invoice.formattedDate === newest.formattedDate).map((invoice) => invoice.invoiceNumber);
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(usDate);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(usDate);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('to') === usDate);
    await expect.poll(async () => (await rows(page).evaluateAll((found) => found.map((row) => row.getAttribute('data-invoice-number')))).sort()).toEqual(sameDay.sort());

    await page.getByRole('button', { name: 'Clear' }).click();
    await rows(page).first().waitFor();
  });

  it('shows the pager only from 10 invoices', async () => {
    const answer = await loadInvoices(page);
    const pager = page.getByRole('navigation', { name: 'Invoice pages' });
    expect(await pager.count()).toBe(answer.pagination.total >= 10 ? 1 : 0);
  });

  it('shows the unpaid list with its heading and selection', async () => {
    await page.goto(`${baseUrl}/en/researcher/invoices/unpaid`);
    await page.getByRole('heading', { level: 2, name: 'Unpaid invoices' }).waitFor();
    await page.getByRole('button', { name: 'Pay selected' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay selected' }).isDisabled()).toBe(true);
    const unpaid = await loadInvoices(page, '?status=unpaid');
    expect(await rows(page).count()).toBe(unpaid.invoices.length);
    expect(unpaid.invoices.every((invoice) => invoice.balance > 0)).toBe(true);
  });

  it('says why a paid invoice cannot be paid again', async () => {
    const answer = await loadInvoices(page);
    const paid = answer.invoices.find((invoice) => invoice.balance === 0);
    if (!paid) throw new Error('the demo researcher has no paid invoice');
    await page.goto(`${baseUrl}/en/researcher/invoices/pay/${encodeURIComponent(paid.invoiceNumber)}`);
    // The server's refusal, translated (already paid: not payable online).
    await page.getByTestId('payoff-load-error').getByText(new RegExp(`^Invoice ${paid.invoiceNumber} (has already been paid|cannot be paid online)\\.$`)).waitFor();
    await page.getByRole('link', { name: 'Back to unpaid invoices' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/invoices/unpaid');
  });

  it('lands on the unpaid list with the error after a failed outside payment', async () => {
    await page.goto(`${baseUrl}/en/researcher/invoices/unpaid/error`);
    await page.waitForURL((url) => url.pathname === '/en/researcher/invoices/unpaid');
    await page.getByText('An error occurred processing your payment').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Unpaid invoices' }).waitFor();
  });
});

describe('a new researcher paying two invoices at once', () => {
  it('selects both unpaid invoices, pays them by test card and sees them gone from the unpaid list', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'invoices' });
    const numbers = await unpaidInvoicesByBankTransfer(page, 2);

    await page.goto(`${baseUrl}/en/researcher/invoices/unpaid`);
    await page.getByRole('heading', { level: 2, name: 'Unpaid invoices' }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    for (const number of numbers) await page.getByRole('checkbox', { name: `Select invoice ${number}` }).check();
    await page.getByText('2 invoices selected').waitFor();
    await screenshot(page, 'invoices-unpaid-selected-en');
    await page.getByRole('link', { name: 'Pay selected' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/en/researcher/invoices/pay/'));
    expect(decodeURIComponent(pathOf(page).split('/pay/')[1] ?? '').split(',').sort()).toEqual([...numbers].sort());
    await page.getByRole('heading', { level: 1, name: 'Pay invoices' }).waitFor();
    await expect.poll(() => page.getByTestId('payoff-invoice').count()).toBe(2);

    await payByTestCard(page);
    await page.waitForURL((url) => url.pathname === '/en/researcher/invoices/unpaid');
    await page.getByText('Thank you! Your payment is being processed, and your invoices will be updated shortly.').waitFor();
    await page.getByText('You have no unpaid invoices.').waitFor();
    await screenshot(page, 'invoices-paid-en');

    // Both are paid in the history, each with its receipt.
    await page.getByRole('link', { name: 'All invoices' }).click();
    await page.getByRole('heading', { level: 2, name: 'Invoice history' }).waitFor();
    for (const number of numbers) {
      const row = page.locator(`[data-testid="invoice-row"][data-invoice-number="${number}"]`);
      await row.getByRole('link', { name: /^Receipt / }).waitFor();
      expect(await row.getByRole('link', { name: 'Pay', exact: true }).count()).toBe(0);
    }
    await page.context().close();
  });
});

describe('a new researcher with eleven unpaid invoices', () => {
  it('pages by 10 from page 0; a filter goes back to the first page and clears the selection', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'invoices' });
    const numbers = await unpaidInvoicesByBankTransfer(page, 11);

    await page.goto(`${baseUrl}/en/researcher/invoices/unpaid`);
    const pager = page.getByRole('navigation', { name: 'Invoice pages' });
    await pager.getByText('Page 1 of 2').waitFor();
    expect(await rows(page).count()).toBe(10);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const first = await rows(page).first().getAttribute('data-invoice-number');
    await page.getByRole('checkbox', { name: `Select invoice ${first}` }).check();
    await page.getByText('1 invoice selected').waitFor();

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText('Page 2 of 2').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // The selection holds across pages.
    await page.getByText('1 invoice selected').waitFor();
    await screenshot(page, 'invoices-page-two-en');

    await page.getByRole('textbox', { name: 'To', exact: true }).fill('12/31/2099');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await pager.getByText('Page 1 of 2').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByText('Select the invoices to pay together.').waitFor();
    expect(await page.getByRole('checkbox', { name: `Select invoice ${first}` }).isChecked()).toBe(false);

    // The history of the same user holds them too, with amounts rather than balances and no selection.
    await page.goto(`${baseUrl}/en/researcher/invoices`);
    await pager.getByText('Page 1 of 2').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Amount' }).count()).toBe(1);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(numbers).toHaveLength(11);
    await page.context().close();
  });
});

/** The shared payment panel: credit card 4111 1111 1111 1111 (approves), a US billing address, Submit Payment. */
async function payByTestCard(page: Page) {
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await methods.waitFor({ timeout: 15_000 });
  await methods.getByRole('radio', { name: 'Credit card', exact: true }).click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel(/Security code/).fill('123');
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.locator('input[name$=".address1"]').fill('10 Hillhouse Avenue');
  await billing.locator('input[name$=".city"]').fill('New Haven');
  await billing.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Connecticut' }).click();
  await billing.locator('input[name$=".zip"]').fill('06511');
  await page.getByLabel('I accept the terms and conditions').check();
  await screenshot(page, 'invoices-pay-two-en');
  await page.getByTestId('payment-submit').click();
}

describe('a fapiao requested in Chinese (researcher.cn@)', () => {
  it('creates a fapiao for a paid invoice from the list, fixing validation errors on the way', async () => {
    const page = await freshPage();
    await signInAs(page, baseUrl, 'researcher.cn@marginalia.test', DEMO_PASSWORD, '/cn/researcher/invoices');
    await page.getByRole('heading', { level: 1, name: '我的账单' }).waitFor();
    await page.getByRole('columnheader', { name: '发票' }).waitFor();
    await screenshot(page, 'invoices-history-cn');

    const row = rows(page).filter({ has: page.getByRole('link', { name: '创建发票' }) }).first();
    const invoiceNumber = await row.getAttribute('data-invoice-number');
    if (!invoiceNumber) throw new Error('no invoice offers a fapiao');
    await row.getByRole('link', { name: '创建发票' }).click();
    await page.waitForURL((url) => url.pathname === `/cn/researcher/invoices/${encodeURIComponent(invoiceNumber)}/fapiao`);
    await page.getByRole('heading', { level: 1, name: '申请发票' }).waitFor();
    await page.getByRole('link', { name: '返回我的账单' }).waitFor();

    await page.getByRole('button', { name: '提交发票申请' }).click();
    await page.getByText('您必须选择发票类型').waitFor();
    await page.getByText('此项为必填项，不能为空').waitFor();
    await page.getByText('发票抬头为必填项').waitFor();

    await page.getByRole('radio', { name: '增值税普通发票' }).check();
    await chooseOption(page, '服务类型', '编辑服务', { exact: true });
    await page.getByRole('combobox', { name: '单位名称' }).fill('East China 理工学院');
    await page.getByLabel('纳税人识别号').fill('91310000abc123');
    await page.getByLabel('手机号码').fill('13800138000');
    await page.getByRole('button', { name: '提交发票申请' }).click();
    await page.getByText('请用中文填写机构名称，不得包含拉丁字母（最多 100 个字符）。').waitFor();
    // The number is upper-cased as typed.
    expect(await page.getByLabel('纳税人识别号').inputValue()).toBe('91310000ABC123');
    await screenshot(page, 'invoices-fapiao-errors-cn');

    await page.getByRole('combobox', { name: '单位名称' }).fill('华东理工学院');
    await page.getByRole('button', { name: '提交发票申请' }).click();
    await page.waitForURL((url) => url.pathname === '/cn/researcher/invoices');
    await page.getByText('您的增值税普通发票申请已提交。发票开具后我们会通知您。').waitFor();
    const requested = page.locator(`[data-testid="invoice-row"][data-invoice-number="${invoiceNumber}"]`);
    await requested.getByTestId('fapiao-status').getByText('处理中').waitFor();
    await screenshot(page, 'invoices-fapiao-requested-cn');

    // The organization is offered the next time, with its taxpayer number.
    const other = rows(page).filter({ has: page.getByRole('link', { name: '创建发票' }) }).first();
    if ((await other.count()) > 0) {
      await other.getByRole('link', { name: '创建发票' }).click();
      await page.getByRole('combobox', { name: '单位名称' }).fill('华东');
      await page.getByRole('option', { name: '华东理工学院' }).click();
      expect(await page.getByLabel('纳税人识别号').inputValue()).toBe('91310000ABC123');
    }
    await page.context().close();
  });
});
