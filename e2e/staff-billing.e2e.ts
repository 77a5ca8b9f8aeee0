// The payments and fapiao desks of the staff console: a new researcher orders paying by
// bank transfer, a staff member records the transfer on /staff/payments and the researcher's invoice is
// paid (the order no longer awaits payment); a Chinese researcher asks for a fapiao for a paid invoice, a
// staff member issues it with its number and PDF on /staff/fapiaos, and the researcher's invoice list shows
// it issued with a link to the PDF.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { InvoiceLoadResponse } from '../packages/contracts/src/payments/invoices.contract';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, useJourneyBrowser } from './support/browser';
import { fillUsAddress } from './support/forms';
import { buildOrderForm, deliverAndComplete, signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';
import { pageApi, registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser({ viewport: { width: 1360, height: 900 } });

const work = mkdtempSync(join(tmpdir(), 'mg-staff-billing-e2e-'));
const fapiaoPdf = join(work, 'fapiao-25442000000012345678.pdf');
beforeAll(async () => {
  writeFileSync(
    fapiaoPdf,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
});

const staffPage = async (landing: string) => {
  const page = await freshPage();
  await signInAs(page, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, landing);
  return page;
};

/** Orders editing through the order-form API, then pays by bank transfer on the payment step. The order and invoice numbers. */
async function orderByBankTransfer(page: Page): Promise<{ orderNumber: string; invoiceNumber: string }> {
  await buildOrderForm(page, baseUrl, { title: `Kelp forest recovery after marine heatwaves ${unique()}` });
  await page.goto(`${baseUrl}/en/researcher/submit/payment-details`);
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await methods.waitFor({ timeout: 15_000 });
  await methods.getByRole('radio', { name: 'Bank transfer', exact: true }).click();
  await page.getByLabel(/Purchase order number/).fill('PO-2026-0311');
  const billing = page.getByRole('group', { name: 'Billing address' });
  const invoiceAddress = page.getByRole('group', { name: 'Invoice address' });
  await fillUsAddress(page, billing);
  await billing.locator('input[name="billingAddress.organization"]').fill('Stanford Hopkins Marine Station');
  await billing.locator('input[name="billingAddress.phone"]').fill('+1 831 655 6200');
  await fillUsAddress(page, invoiceAddress);
  await invoiceAddress.locator('input[name="invoiceAddress.organization"]').fill('Stanford Accounts Payable');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByTestId('payment-submit').click();
  await page.waitForURL((url) => url.pathname.startsWith('/en/researcher/submit/order-complete/'), { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor({ timeout: 15_000 });
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  const invoiceNumber = ((await page.getByTestId('invoice-pdf-link').innerText()).match(/Invoice (\S+) \(PDF\)/) ?? [])[1] ?? '';
  expect(invoiceNumber).toMatch(/^US\d+$/);
  return { orderNumber, invoiceNumber };
}

describe('recording a bank transfer', () => {
  it('pays the researcher’s invoice, and the completed order’s files unlock', async () => {
    const researcher = await freshPage();
    await registerResearcher(researcher, baseUrl, {
      emailPrefix: 'staff-billing',
      firstName: 'Sylvia',
      lastName: 'Earle',
      institution: 'Stanford University',
    });
    const { orderNumber, invoiceNumber } = await orderByBankTransfer(researcher);

    const staff = await staffPage('/en/staff/payments');
    await staff.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();

    // The editors deliver before the money arrives: the researcher sees the order awaiting payment, files locked.
    const edited = buildDocx([{ heading: 'Kelp forests' }, { paragraph: 'Kelp forests store carbon along temperate coasts. '.repeat(12) }]);
    await deliverAndComplete(staff, baseUrl, orderNumber, [{ kind: 'tracked', name: 'kelp-tracked.docx', buffer: edited }]);
    await researcher.goto(`${baseUrl}/en/researcher/details/${encodeURIComponent(orderNumber)}`);
    await researcher.getByTestId('files-awaiting-payment').waitFor({ timeout: 15_000 });
    await researcher.getByTestId('bank-transfer-warning').waitFor();
    expect(await researcher.getByTestId('download-all').count()).toBe(0);
    await screenshot(researcher, 'staff-billing-files-locked');

    await staff.getByLabel('Find an invoice or payment').fill(invoiceNumber);
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    const row = staff.getByTestId('unpaid-invoice-row').filter({ hasText: invoiceNumber });
    await row.waitFor({ timeout: 10_000 });
    await expect.poll(() => staff.getByTestId('unpaid-invoice-row').count()).toBe(1);
    await row.getByText('Bank transfer', { exact: true }).waitFor();
    await screenshot(staff, 'staff-billing-unpaid');

    await row.getByRole('button', { name: `Record bank transfer for invoice ${invoiceNumber}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Record a bank transfer for ${invoiceNumber}` });
    await dialog.waitFor();
    expect(Number(await dialog.getByLabel(/Amount received/).inputValue())).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('Please enter the bank reference of the transfer.').waitFor();
    const reference = `WIRE-${unique().toUpperCase()}`;
    await dialog.getByLabel('Bank reference').fill(reference);
    await screenshot(staff, 'staff-billing-transfer-dialog');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.getByText('No unpaid invoices match.').waitFor();

    // The payment is listed with its reference and who recorded it.
    await staff.getByRole('tab', { name: /Payments and refunds/ }).click();
    const payment = staff.getByTestId('payment-row').filter({ hasText: invoiceNumber });
    await payment.getByText(`Reference ${reference}`).waitFor();
    await payment.getByText('Recorded by Jordan Reyes').waitFor();
    await screenshot(staff, 'staff-billing-payments');

    // The researcher's invoice is paid: gone from the unpaid list, with its receipt in the history.
    await researcher.goto(`${baseUrl}/en/researcher/invoices/unpaid`);
    await researcher.getByRole('heading', { level: 2, name: 'Unpaid invoices' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => researcher.locator(`[data-testid="invoice-row"][data-invoice-number="${invoiceNumber}"]`).count()).toBe(0);
    await researcher.goto(`${baseUrl}/en/researcher/invoices`);
    const paid = researcher.locator(`[data-testid="invoice-row"][data-invoice-number="${invoiceNumber}"]`);
    await paid.getByText(/^Receipt /).waitFor({ timeout: 15_000 });
    await screenshot(researcher, 'staff-billing-researcher-paid');
    const load = await pageApi<InvoiceLoadResponse>(researcher, baseUrl, 'GET', '/api/invoice/load');
    expect(load.invoices.find((invoice) => invoice.invoiceNumber === invoiceNumber)).toMatchObject({ balance: 0, pendingWriteoff: false });

    // The order's page no longer says it awaits payment.
    await researcher.goto(`${baseUrl}/en/researcher/details/${encodeURIComponent(orderNumber)}`);
    await researcher.getByTestId('order-details').waitFor({ timeout: 15_000 });
    await researcher
      .getByTestId('order-payment')
      .getByText(/· Paid$/)
      .waitFor();
    expect(await researcher.getByTestId('order-status').innerText()).not.toMatch(/awaiting payment/i);
    // The files unlocked: Download All Files and the file itself.
    await researcher.getByTestId('files-ready').waitFor();
    await researcher.getByTestId('download-all').waitFor();
    await researcher.getByTestId('deliverable-links').getByText('kelp-tracked.docx').waitFor();
    await screenshot(researcher, 'staff-billing-order-paid');
  });
});

describe('issuing a fapiao', () => {
  it('shows the issued fapiao with its PDF on the researcher’s invoice list', async () => {
    const researcher = await freshPage();
    await signInAs(researcher, baseUrl, 'researcher.cn@marginalia.test', 'researcher-demo-2026', '/cn/researcher');
    const load = await pageApi<InvoiceLoadResponse>(researcher, baseUrl, 'GET', '/api/invoice/load');
    const invoice = load.invoices.find((each) => each.fapiaoRequestable);
    if (!invoice) throw new Error('the CN demo researcher has no invoice that offers a fapiao');
    const organizationName = '海洋生物研究所';
    await pageApi(researcher, baseUrl, 'POST', '/api/fapiao', {
      type: 'general',
      serviceType: 1,
      organizationName,
      taxpayerNumber: '91310000MA1K4ABC2X',
      contactEmail: 'researcher.cn@marginalia.test',
      contactPhone: '13800138000',
      shippingAddress: '上海市徐汇区东川路800号',
      receiptCode: invoice.receiptCode,
    });

    const staff = await staffPage('/en/staff/fapiaos');
    await staff.getByRole('heading', { level: 1, name: 'Fapiao requests' }).waitFor();
    await staff.getByLabel('Find a request').fill(invoice.invoiceNumber);
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    const row = staff.getByTestId('fapiao-row').filter({ hasText: invoice.invoiceNumber });
    await row.getByText(organizationName).waitFor({ timeout: 10_000 });
    await screenshot(staff, 'staff-billing-fapiao-pending');

    await row.getByRole('button', { name: 'Issue', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: `Issue the fapiao for ${invoice.invoiceNumber}` });
    await dialog.getByLabel('Fapiao number').fill('1234');
    await dialog.getByRole('button', { name: 'Issue fapiao' }).click();
    await dialog.getByText('A fapiao number is 8 to 20 digits.').waitFor();
    await dialog.getByLabel('Fapiao number').fill('2544 2000 0000 1234 5678');
    await dialog.getByLabel('Fapiao PDF').setInputFiles(fapiaoPdf);
    await screenshot(staff, 'staff-billing-fapiao-dialog');
    await dialog.getByRole('button', { name: 'Issue fapiao' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => row.count()).toBe(0);

    await staff.getByRole('tab', { name: /Issued/ }).click();
    const issued = staff.getByTestId('fapiao-row').filter({ hasText: invoice.invoiceNumber });
    await issued.getByText('Fapiao number: 25442000000012345678').waitFor();
    await screenshot(staff, 'staff-billing-fapiao-issued');

    await researcher.goto(`${baseUrl}/cn/researcher/invoices`);
    const listed = researcher.locator(`[data-testid="invoice-row"][data-invoice-number="${invoice.invoiceNumber}"]`);
    const status = listed.getByTestId('fapiao-status');
    await status.getByText('已开具').waitFor({ timeout: 15_000 });
    const link = status.getByRole('link', { name: '发票 25442000000012345678' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/fapiao\/[^/]+\/pdf$/);
    const pdf = await researcher.request.get(new URL(href ?? '', baseUrl).toString());
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(researcher, 'staff-billing-fapiao-researcher-cn');
  });
});
