// The grammar check in the browser: a researcher finds it in the sub-navigation, is refused a PDF with
// 'Filetype not allowed', uploads a Word manuscript, and the Language Quality Report opens as soon as the check
// is done (score, percentile chart with the 95th percentile, counts, every finding in its sentence, filtered by
// category); the report reads in Chinese, downloads as a PDF, starts an order at the services step with the
// manuscript attached, and is archived after a confirmation. A visitor solves the captcha, checks a
// manuscript, sees the welcome text and the first-order discount, then registers and finds the report in the
// account.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, useJourneyBrowser } from './support/browser';
import { signInAs } from './support/orders';
import { useCaptchaFlag } from './support/captcha-flag';
import { registerResearcher } from './support/researchers';
import { watchTraffic } from './support/page-traffic';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();

const work = mkdtempSync(join(tmpdir(), 'mg-grammar-e2e-'));
const manuscript = join(work, 'Soil microbes methods.docx');
const notWord = join(work, 'Soil microbes.pdf');
beforeAll(() => {
  writeFileSync(
    manuscript,
    buildDocx([
      { heading: 'Methods' },
      { paragraph: 'The informations about the soil samples were collected in 2018 from three farms in Yunnan.' },
      { paragraph: 'We make an experiment to measure the the respiration of the microbes at 25 °C for 48 h.' },
      { paragraph: 'These researches shows that the effect of temperature were small, and the results was consistent with previous study.' },
      { table: [['Site', 'Samples'], ['Farm A', '12']] },
    ]),
  );
  writeFileSync(notWord, '%PDF-1.7\n1 0 obj<<>>endobj\n');
});

/** Chooses the manuscript, accepts the terms (the newer upload UI) and checks it; the report opens. */
async function checkManuscript(page: Page): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(manuscript);
  await page.getByTestId('grammar-chosen-file').getByText('Soil microbes methods.docx').waitFor();
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByTestId('grammar-submit').click();
  await page.waitForURL((url) => url.pathname.includes('/researcher/grammar-check/details/'));
}

describe('the grammar check', () => {
  it('checks a researcher’s manuscript, reports it in English and Chinese, starts an order from it and archives it', async () => {
    const page = await freshPage();
    await signInAs(page, baseUrl, 'researcher@marginalia.test', 'researcher-demo-2026', '/en/researcher');
    await page.getByTestId('grammar-check-card').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Grammar check' }).click();
    await page.getByRole('heading', { level: 1, name: 'Grammar check' }).waitFor();

    const submit = page.getByTestId('grammar-submit');
    await page.locator('input[type=file]').setInputFiles(notWord);
    await page.getByRole('alert').getByText('Filetype not allowed').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    const started = Date.now();
    await checkManuscript(page);
    await page.getByTestId('grammar-score-completed').waitFor({ timeout: 30_000 });
    console.log(`the report showed its score ${Date.now() - started} ms after the upload was sent`);
    const score = Number((await page.getByTestId('grammar-score').innerText()).replace(',', '.'));
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThan(10);
    await expect
      .poll(() => page.getByTestId('grammar-percentile').innerText())
      .toMatch(/^(Better than \d+% of the manuscripts we have assessed \(\d+(st|nd|rd|th) percentile\)|Among the lowest 1% of the manuscripts we have assessed)\.$/);
    await page.getByTestId('grammar-chart-highlight').getByText('95th percentile').waitFor();
    const total = Number(await page.getByTestId('grammar-total').innerText());
    expect(await page.getByTestId('grammar-finding').count()).toBe(total);
    await page.locator('mark').filter({ hasText: 'informations' }).first().waitFor();
    await page.getByTestId('grammar-how').getByText(/Exceptional from 6\.1/).waitFor();
    await page.getByText('Editing services start at $75.').waitFor();
    await screenshot(page, 'grammar-check-report-en');

    // One category at a time.
    await page.getByTestId('grammar-filter-grammarMechanics').click();
    const shown = page.getByTestId('grammar-finding');
    expect(await shown.count()).toBe(Number(/\((\d+)\)/.exec(await page.getByTestId('grammar-filter-grammarMechanics').innerText())?.[1]));
    for (const category of await shown.evaluateAll((items) => items.map((item) => item.getAttribute('data-category')))) expect(category).toBe('grammarMechanics');

    // The same report in Chinese.
    await page.goto(page.url().replace('/en/', '/cn/'));
    await page.getByRole('heading', { level: 1, name: '语言质量报告' }).waitFor();
    await page.getByTestId('grammar-percentile').getByText(/优于我们评估过的 \d+% 的稿件|我们评估过的稿件中最低的 1%/).waitFor();
    await page.getByRole('heading', { name: '评分的计算方法' }).waitFor();
    await screenshot(page, 'grammar-check-report-cn');
    const pdf = await page.request.get(await page.getByTestId('grammar-pdf').getAttribute('href').then((href) => `${baseUrl}${href}`));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The list shows it with its score; its name opens the report again.
    await page.goto(`${baseUrl}/en/researcher/grammar-check`);
    await page.getByTestId('grammar-list').getByTestId('grammar-row-score').first().waitFor();
    await screenshot(page, 'grammar-check-list-en');
    await page.getByTestId('grammar-list').getByRole('link', { name: 'Soil microbes methods.docx' }).click();
    await page.getByTestId('grammar-score-completed').waitFor();

    // Start an order: the form opens at the services step with the manuscript, counted and in English.
    await page.getByTestId('grammar-start-order').click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/manuscript-services');
    await page.getByText('Soil microbes methods.docx').first().waitFor();
    await page.getByText(/\b57\b/).first().waitFor();
    await screenshot(page, 'grammar-check-order-services-en');

    // Archive after confirming: back at the list, without it.
    await page.goBack();
    await page.getByTestId('grammar-archive').click();
    await page.getByTestId('grammar-archive-confirm').click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/grammar-check');
    await page.getByText('Soil microbes methods.docx archived').waitFor();
    expect(await page.getByTestId('grammar-list').getByText('Soil microbes methods.docx').count()).toBe(0);
  });
});

describe('a visitor', () => {
  useCaptchaFlag(baseUrl, freshPage);

  it('solves the captcha, checks a manuscript, then registers and keeps the report', async () => {
    const page = await freshPage();
    const { elsewhere } = watchTraffic(page, baseUrl);
    await page.goto(`${baseUrl}/en/researcher/grammar-check`);
    await page.getByTestId('grammar-welcome').getByText('Welcome to the free grammar check').waitFor();
    await page.locator('input[type=file]').setInputFiles(manuscript);
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    const submit = page.getByTestId('grammar-submit');
    await page.getByTestId('grammar-captcha').getByRole('status').getByText('Verified').waitFor({ timeout: 30_000 });
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, 'grammar-check-visitor-en');
    await submit.click();
    await page.waitForURL((url) => url.pathname.includes('/researcher/grammar-check/details/'));
    const reportPath = new URL(page.url()).pathname;
    await page.getByTestId('grammar-score-completed').waitFor({ timeout: 30_000 });
    await page.getByTestId('grammar-discount').getByText(/10% off your first order with the code WELCOME10/).waitFor();
    await page.getByTestId('grammar-upload-another').waitFor();
    expect(await page.getByTestId('grammar-archive').count()).toBe(0);
    await screenshot(page, 'grammar-check-visitor-report-en');

    await registerResearcher(page, baseUrl, { emailPrefix: 'grammar-visitor' });
    await page.goto(`${baseUrl}/en/researcher/grammar-check`);
    await page.getByTestId('grammar-list').getByText('Soil microbes methods.docx').click();
    await page.waitForURL((url) => url.pathname === reportPath);
    await page.getByTestId('grammar-score-completed').waitFor();
    await page.getByTestId('grammar-archive').waitFor();
    expect(elsewhere).toEqual([]);
  });
});
