// Digital translation in the browser: a new researcher buys a 3-use package by test card on the purchase page
// (the page waits for the purchase, then opens the list), uploads a Spanish .docx, watches it translate and
// downloads the English .docx, which reads as English with its numbers in English notation and its table kept.
// Then the free Chinese trial: asked for once, a Chinese manuscript translated through the HTTP engine (a local
// server speaking LibreTranslate's API, started by the global setup); asked for again, it is refused.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { readDocxText } from '../apps/api/src/platform/docx/docx-package';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption } from './support/forms';
import { registerResearcher } from './support/researchers';
import { enterTestCard, enterUsBillingAddress } from './support/payments';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
const work = mkdtempSync(join(tmpdir(), 'mg-translation-e2e-'));

function writeManuscript(name: string, blocks: Parameters<typeof buildDocx>[0]): string {
  const path = join(work, name);
  writeFileSync(path, buildDocx(blocks));
  return path;
}

/** Uploads a manuscript on the translation page and waits for its row to be ready. */
async function translate(page: Page, language: RegExp, path: string, name: string) {
  await chooseOption(page, 'Language of the manuscript', language);
  // Mantine's file input keeps the real <input type="file"> hidden beside its button.
  await page.locator('input[type="file"]').setInputFiles(path);
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await page.getByText(`${name} is being translated.`).waitFor({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByText('Ready').waitFor({ timeout: 60_000 });
  return row;
}

async function downloadText(page: Page, row: ReturnType<Page['getByRole']>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download' }).click()]);
  const path = join(work, download.suggestedFilename());
  await download.saveAs(path);
  return (await readDocxText(readFileSync(path))).flatMap((part) => part.paragraphs.map((p) => p.pieces.map((piece) => piece.text).join('')));
}

describe('digital translation', () => {
  it('buys a 3-use package by card, translates a Spanish .docx and downloads it in English, then the free Chinese trial', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'translation' });
    await page.goto(`${baseUrl}/en/researcher/digital-translations`);
    await page.getByText('You have no translations left. Buy a package to start.').waitFor();
    await page.getByTestId('translation-buy').click();

    await page.getByRole('heading', { name: 'Buy translations', level: 1 }).waitFor();
    await page.getByTestId('product-translation-3').click();
    await page.getByText('you save $8').waitFor();
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    await methods.waitFor();
    expect(await methods.getByRole('radio', { name: 'Bank transfer' }).count()).toBe(0);
    await enterTestCard(page);
    await enterUsBillingAddress(page);
    await page.getByRole('button', { name: 'Pay $79' }).click();
    await page.getByText('I accept the terms and conditions').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/researcher/digital-translations/purchase');
    await page.getByLabel('I accept the terms and conditions').check();
    await screenshot(page, 'translation-purchase');
    await page.getByRole('button', { name: 'Pay $79' }).click();

    // Paid at once: the page finds the purchase by its receipt code and opens the list.
    await page.waitForURL((url) => url.pathname === '/en/researcher/digital-translations', { timeout: 30_000 });
    await page.getByText('Your translations are ready to use.').waitFor();
    await page.getByText('3 translations left').waitFor();

    const spanish = writeManuscript('estudio.docx', [
      { heading: 'Métodos' },
      { paragraph: 'Se evaluaron 86 pacientes con insuficiencia cardíaca durante un seguimiento de 12 meses.' },
      { paragraph: 'La fracción de eyección aumentó de 31,4 % a 38,9 % (p = 0,002) y los niveles séricos de PCR disminuyeron.' },
      { table: [['Variable', 'Valor'], ['Edad media', '66,2 años']] },
    ]);
    const row = await translate(page, /Spanish → English/, spanish, 'estudio.docx');
    await page.getByText('2 translations left').waitFor();
    await screenshot(page, 'translation-list');
    const text = await downloadText(page, row);
    expect(text.join('\n')).toMatch(/patients with heart failure/);
    expect(text.join('\n')).toContain('31.4% to 38.9% (p = 0.002)');
    expect(text.join('\n')).toContain('CRP');
    expect(text).toContain('66.2 years');

    // The free Chinese translation, once per account, translated through the HTTP engine.
    await page.goto(`${baseUrl}/en/chinese-digital-trial`);
    await page.getByTestId('trial-request').click();
    await page.getByText('Your free Chinese translation has been added to your account.').waitFor();
    await screenshot(page, 'translation-chinese-trial');
    await page.getByRole('link', { name: 'Translate a manuscript' }).click();
    await page.getByText('2 translations left').waitFor();
    await page.getByText('1 translation left').waitFor();

    const chinese = writeManuscript('研究.docx', [{ paragraph: '本研究共纳入120例患者。结果表明治疗组的死亡率显著降低（p < 0.05）。' }]);
    const chineseRow = await translate(page, /Chinese → English/, chinese, '研究.docx');
    // The trial's Chinese-only use was spent, not one of the package's.
    await page.getByText('2 translations left').waitFor();
    expect(await page.getByText('1 translation left').count()).toBe(0);
    const english = (await downloadText(page, chineseRow)).join(' ');
    expect(english).toContain('patients');
    expect(english).toContain('p < 0.05');

    await page.goto(`${baseUrl}/en/chinese-digital-trial`);
    await page.getByTestId('trial-request').click();
    await page.getByText('This account is not eligible for the free Chinese translation').waitFor();
  });
});
