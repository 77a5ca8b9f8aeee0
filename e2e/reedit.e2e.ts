// Re-edits and reworks: a researcher whose advanced-editing order
// was delivered asks for the free re-edit from the order card, reads the re-edit page, continues into the
// re-edit form (the original's title and count, the free touch-up at $0) and places it without paying; a
// researcher whose scientific-editing order waits for a bank transfer asks for a scientific rework from
// the order page, sends the request with the revised file and lands on the rework-success page.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, useJourneyBrowser } from './support/browser';
import { deliverAndComplete, placePaidOrder, signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';
import { registerResearcher } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();

let staff: Page;
const edited = buildDocx([{ heading: 'Seagrass' }, { paragraph: 'Seagrass meadows store carbon in their sediments. '.repeat(12) }]);
const revised = buildDocx([{ heading: 'Seagrass, revised' }, { paragraph: 'Seagrass meadows store large amounts of carbon in their sediments. '.repeat(12) }]);

beforeAll(async () => {
  staff = await freshPage();
  await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/orders');
});

describe('the free re-edit', () => {
  it('goes from the order card through the re-edit page into a free touch-up order', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'reedit', firstName: 'Rosa' });
    const title = `Seagrass carbon burial ${Date.now()}`;
    const number = await placePaidOrder(page, baseUrl, { service: 'advanced-editing', title });
    await deliverAndComplete(staff, baseUrl, number, [{ kind: 'tracked', name: 'seagrass-edited.docx', buffer: edited }]);

    await page.goto(`${baseUrl}/en/researcher`);
    const card = page.locator('article').filter({ hasText: number });
    await card.getByTestId('reedit-free').click();
    await page.waitForURL((url) => url.pathname === `/en/researcher/re-edit/${number}`);
    await page.getByRole('heading', { level: 1, name: 'Your free re-edit' }).waitFor();
    await page.getByText('includes unlimited re-editing for a year').waitFor();
    await screenshot(page, 'reedit-page-free');
    // The same page in Japanese.
    await page.goto(`${baseUrl}/jp/researcher/re-edit/${number}`);
    await page.getByRole('heading', { level: 1, name: '無料の再編集' }).waitFor();
    await page.getByText('納品後1年間の無制限再編集').waitFor();
    // The service is named in Japanese, on this page and on the order card.
    expect(await page.getByTestId('reedit-free-text').innerText()).toContain('アドバンス英文校正');
    await screenshot(page, 'reedit-page-free-jp');
    await page.goto(`${baseUrl}/jp/researcher`);
    expect(await page.locator('article').filter({ hasText: number }).innerText()).toContain('アドバンス英文校正');
    await page.goto(`${baseUrl}/en/researcher/re-edit/${number}`);
    await page.getByRole('heading', { level: 1, name: 'Your free re-edit' }).waitFor();

    await page.getByTestId('reedit-continue').click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/rework-get-started');
    await page.getByText(`Re-edit of order ${number}`).waitFor();
    await page.getByLabel('What should we rework?').fill('The reviewers asked us to shorten the discussion; please check the new paragraphs.');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'seagrass-revised.docx', mimeType: 'application/octet-stream', buffer: revised });
    await page.getByText('seagrass-revised.docx').first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /Next|Choose my services/ }).last().click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/manuscript-services');
    await page.getByText('Touch-Up Re-Edit', { exact: true }).first().waitFor();
    await screenshot(page, 'reedit-services');
    // The free touch-up is chosen: the order costs nothing.
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toMatch(/Total[\s\S]*\$0/);

    // On through the steps: the details keep the original's title (no duplicate-order stop), nothing to pay.
    await page.getByRole('button', { name: 'Review additional services' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/additional-services');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/details');
    expect(await page.getByLabel(/Project title/).inputValue()).toBe(title);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/payment-details', { timeout: 15_000 });
    await page.getByLabel('I accept the terms and conditions').check();
    await screenshot(page, 'reedit-payment-free');
    await page.getByTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/en/researcher/submit/order-complete/'), { timeout: 30_000 });
    const reeditNumber = (await page.getByTestId('order-number').innerText()).trim();
    expect(reeditNumber).not.toBe(number);
    await page.goto(`${baseUrl}/en/researcher/details/${reeditNumber}`);
    await page.getByText('Touch-Up Re-Edit').first().waitFor();
  });

  it('is not offered on an order whose files are still locked, which sends the researcher to support', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'reedit-locked', firstName: 'Ines' });
    const number = await placePaidOrder(page, baseUrl, { service: 'scientific-editing', payBy: 'bank-transfer' });
    await deliverAndComplete(staff, baseUrl, number, [{ kind: 'tracked', name: 'soil-edited.docx', buffer: edited }]);

    await page.goto(`${baseUrl}/en/researcher/details/${number}`);
    const section = page.getByTestId('reedit-card');
    await section.getByTestId('reedit-support').waitFor();
    expect(await section.getByTestId('reedit-free').count()).toBe(0);
    // Scientific editing awaiting payment: the rework link shows.
    await section.getByTestId('scientific-rework').click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/rework-get-started');
    await page.getByText(`Tell us what should be reworked in order ${number}`).waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(/required/i).first().waitFor();
    await page.getByLabel('What should we rework?').fill('Reviewer 2 finds the methods section hard to follow.');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'soil-revised.docx', mimeType: 'application/octet-stream', buffer: revised });
    await page.getByText('soil-revised.docx').first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/en/researcher/details/${number}/rework-success/`));
    await page.getByRole('heading', { level: 1, name: 'We have received your request' }).waitFor();
    await page.getByTestId('rework-files').getByText('soil-revised.docx').waitFor();
    await screenshot(page, 'rework-success');

    // The rework is a new free order on the dashboard; the original offers no second rework.
    await page.getByTestId('rework-close').click();
    await page.goto(`${baseUrl}/en/researcher`);
    await expect.poll(async () => page.locator('article').count(), { timeout: 10_000 }).toBe(2);
    await page.goto(`${baseUrl}/en/researcher/details/${number}`);
    await page.getByTestId('reedit-card').getByTestId('reedit-support').waitFor();
    expect(await page.getByTestId('scientific-rework').count()).toBe(0);
  });

  it('sends an unknown order from the re-edit page back home', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'reedit-none', firstName: 'Tomas' });
    await page.goto(`${baseUrl}/en/researcher/re-edit/NOSUCH1`);
    await page.waitForURL((url) => !url.pathname.includes('re-edit'));
    expect(new URL(page.url()).pathname).not.toContain('re-edit');
  });
});
