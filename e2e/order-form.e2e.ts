// The order form in the browser: a visitor uploads a real .docx whose words and language are
// detected, chooses standard editing with rush, adds figures, applies a promo code, signs in, fills the
// details, is warned about a title used before and reaches the payment step with the right total; the
// same in Chinese with CNY (whole yuan, due times with their zone); "help me decide" through the bundle
// questions; a price quote as a PDF.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, SCREENSHOT_DIR, useJourneyBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
const PASSWORD = 'researcher-demo-2026';

const work = mkdtempSync(join(tmpdir(), 'mg-order-e2e-'));
const paper = join(work, 'coral-reefs.docx');
beforeAll(async () => {
  const sentence = 'Coral reefs are declining worldwide because of warming oceans, and the recovery of damaged reefs depends on larval supply. ';
  // 19 words × 25 + a 3-word heading = 478 words.
  writeFileSync(paper, buildDocx([{ heading: 'Coral reef resilience' }, { paragraph: sentence.repeat(25) }]));
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the element's text holds `expected` (the page updates after each save). */
async function seeText(locator: Locator, expected: string | RegExp) {
  const text = () => locator.innerText();
  if (typeof expected === 'string') await expect.poll(text, { timeout: 10_000 }).toContain(expected);
  else await expect.poll(text, { timeout: 10_000 }).toMatch(expected);
}
const summary = (page: Page) => page.locator('aside, [aria-label="Order summary"]').filter({ hasText: 'Order summary' }).first();

async function signInHere(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('a visitor orders editing and reaches the payment step', () => {
  it('detects the manuscript, prices rush and figures, keeps the promo code through sign-in and warns about a duplicate title', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/researcher/submit/get-started`);
    await page.getByRole('radio', { name: /^Editing/ }).check();
    await page.locator('input[type=file]').first().setInputFiles(paper);
    // Detected from the file: 478 words in English.
    const card = page.getByText('Manuscript details').locator('..').locator('..');
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toMatch(/English[\s\S]*478/);
    await page.getByRole('button', { name: 'Choose my services' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/manuscript-services');

    await page.getByText('Standard Editing', { exact: true }).first().click();
    // 1–1,500 words: $68; within 24 hours $136.
    await seeText(summary(page), '$68');
    await page.getByRole('checkbox', { name: /Rush my order/ }).click();
    await seeText(summary(page), '$136');
    await page.getByRole('button', { name: 'Review additional services' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/additional-services');

    const figures = page.locator('section, article, div').filter({ has: page.getByRole('heading', { name: 'Figure Preparation' }) }).last();
    await figures.getByRole('button', { name: /Add/ }).click();
    await seeText(summary(page), 'Figure Preparation');
    await seeText(summary(page), '$176');

    await page.getByText('Apply promo code').click();
    await page.getByRole('textbox', { name: /Promo code/ }).fill('save20usd');
    await page.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).first().click();
    await page.getByText('Your promo code has been added to your order.').waitFor({ state: 'visible', timeout: 10_000 });
    await seeText(summary(page), '$156');
    await screenshot(page, 'order-form-additional-services');

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/login');
    await signInHere(page, 'researcher@marginalia.test');
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/details');

    // The demo researcher ordered this title before.
    await page.getByLabel(/Project title/).fill('Soil Microbial Diversity and Maize Yield Under Prolonged Drought Stress');
    await page.getByLabel(/Project title/).blur();
    await page.getByText('You have ordered with this title before').waitFor({ state: 'visible', timeout: 10_000 });
    // Figure preparation asks whether the original data files exist (a required question).
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await screenshot(page, 'order-form-details-duplicate');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/duplicate-order');
    await page.getByRole('radio', { name: 'Continue with this new order' }).check();
    await page.getByRole('button', { name: /Continue|Next/ }).last().click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/payment-details');
    await page.getByRole('heading', { name: 'Payment' }).waitFor({ state: 'visible', timeout: 10_000 });
    await seeText(summary(page), '$156');
    await seeText(summary(page), 'SAVE20USD');
    await screenshot(page, 'order-form-payment-step');
    expect(pathOf(page)).toBe('/en/researcher/submit/payment-details');
  });
});

describe('in Chinese', () => {
  it('a researcher in China sees the order in CNY, in Chinese', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/cn/login?redirect=${encodeURIComponent('/cn/researcher/submit/new')}`);
    await page.locator('input[type=email], input[name=email]').first().fill('researcher.cn@marginalia.test');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type=submit]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/cn/researcher/submit/get-started'));
    await page.getByRole('radio', { name: /^润色/ }).check();
    await page.locator('input[type=file]').first().setInputFiles(paper);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toContain('478');
    await page.getByRole('button', { name: '选择我的服务' }).click();
    await page.waitForURL((url) => url.pathname === '/cn/researcher/submit/manuscript-services');
    await page.getByText('标准润色', { exact: true }).first().click();
    const cnSummary = page.locator('aside').filter({ hasText: '订单摘要' }).first();
    await seeText(cnSummary, '标准润色');
    // 1–1,500 words, $68: ¥484.16 rounded to whole yuan, as the invoice will say.
    await seeText(cnSummary, '¥484');
    await seeText(cnSummary, 'CNY');
    // The due time names its zone, and the referral reward ($40) is in yuan too.
    await seeText(page.getByTestId('order-summary-deadline'), /GMT\+8/);
    await seeText(page.getByTestId('referral-invite'), '¥285');
    // The manuscript language is named in Chinese, on the step and in the summary.
    await expect.poll(() => page.getByTestId('manuscript-language').innerText()).toBe('英语');
    await seeText(cnSummary, '英语');
    expect(await cnSummary.innerText()).not.toContain('English');
    await screenshot(page, 'order-form-services-cn');
  });
});

describe('help me decide', () => {
  it('answers the bundle questions, picks the first bundle and goes on to the details step', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/login?redirect=${encodeURIComponent('/en/researcher/submit/new')}`);
    await signInHere(page, 'researcher.br@marginalia.test');
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/get-started');
    await page.getByRole('radio', { name: /^Editing/ }).check();
    await page.locator('input[type=file]').first().setInputFiles(paper);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toContain('478');
    await page.getByRole('button', { name: 'Help me decide' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/manuscript-services');
    await page.getByText('Tell us about your manuscript').waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('switch').first().check();
    await page.getByRole('checkbox').first().check();
    await screenshot(page, 'order-form-bundle-questions');
    await page.getByRole('button', { name: 'Show my bundles' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/service-bundles');
    await page.getByText('Your recommended bundles').waitFor({ state: 'visible', timeout: 10_000 });
    await screenshot(page, 'order-form-bundles');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/details');
    // The bundle's discount shows in the summary (preferred group USP2026 applies too).
    await seeText(summary(page), /Editing/);
  });
});

describe('price quote', () => {
  it('generates a quote whose PDF downloads and renders', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/login?redirect=${encodeURIComponent('/en/researcher/submit/new')}`);
    await signInHere(page, 'researcher@marginalia.test');
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/get-started');
    await page.getByRole('radio', { name: /^Price quote/ }).check();
    await page.locator('input[type=file]').first().setInputFiles(paper);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toContain('478');
    await page.getByRole('button', { name: 'Choose my services' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/manuscript-services');
    await page.getByText('Advanced Editing', { exact: true }).first().click();
    await seeText(summary(page), '$90');
    await page.getByRole('button', { name: 'Review additional services' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/additional-services');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/price-quote-completed');
    const download = page.getByRole('link', { name: 'Download PDF' });
    await download.waitFor({ state: 'visible', timeout: 15_000 });
    const href = await download.getAttribute('href');
    const response = await page.request.get(new URL(href ?? '', baseUrl).toString());
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdfPath = join(work, 'quote.pdf');
    writeFileSync(pdfPath, await response.body());
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', pdfPath, join(SCREENSHOT_DIR, 'order-form-price-quote-pdf')]);
    expect(statSync(join(SCREENSHOT_DIR, 'order-form-price-quote-pdf.png')).size).toBeGreaterThan(10_000);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString();
    expect(text).toContain('Advanced Editing');
    expect(text).toMatch(/\$90\.00/);
    await screenshot(page, 'order-form-price-quote');
  });
});
