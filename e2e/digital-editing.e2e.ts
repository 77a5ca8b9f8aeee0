// Digital editing in the browser: a new researcher sees the offer, subscribes by test card (the page waits for the
// purchase, then opens the list), is told to choose a style of English, uploads a .docx, watches it process and
// downloads it: the file holds real Word revisions (w:ins/w:del by the automated editor) that accept to the
// corrected text and reject to the original, and LibreOffice turns it into a PDF (rendered to a PNG to look at).
// From the edit's page the researcher orders professional editing with the manuscript attached. Then the page in
// Chinese. Staff find the subscription on the customer's page and extend it, and read the researcher's feedback.
// Once the newer product is launched (staff turn curie_is_launched on, and off again after), the pages
// lead to /rubriq and /rubriq/plan/subscribe, which work, and the home page lists the edit among recent documents.
// When staff switch digital editing off on the settings page, its link leaves the sub-navigation and its pages
// lead to the researcher home; switched on again, the list is back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { convertWithLibreOffice } from '../apps/api/src/platform/docx/revisions/test-support/libreoffice';
import { acceptRevisions, rejectRevisions, reviewedTexts } from '../apps/api/src/platform/docx/revisions/test-support/revision-review';
import { screenshot, SCREENSHOT_DIR, useJourneyBrowser } from './support/browser';
import { registerResearcher } from './support/researchers';
import { signInAs, staffCall, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';
import { enterTestCard, enterUsBillingAddress } from './support/payments';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
const work = mkdtempSync(join(tmpdir(), 'mg-editing-e2e-'));
const AUTHOR = 'Marginalia automated editing';

const manuscript = buildDocx([
  { heading: 'Results' },
  { paragraph: 'The specimens were cured for 28 days before be tested in compression, and the colour of each specimen was recorded.' },
  { paragraph: 'In the second series, the results was consistent with the first series (Smith et al., 2020).' },
  { table: [['Outcome', 'Value'], ['Mean strength', '41.2 MPa']] },
]);

let researcher: Page | null = null;
let researcherEmail = '';
let staff: Page | null = null;
const setLaunched = (enabled: boolean) => staffCall(staff!, baseUrl, 'PUT', '/api/staff/feature-flags/curie_is_launched', { enabled });
const setAllowed = (value: boolean) => staffCall(staff!, baseUrl, 'PUT', '/api/staff/settings/allowsDigitalEditing', { value });
afterAll(async () => {
  if (staff) await setLaunched(false).catch(() => undefined);
  if (staff) await setAllowed(true).catch(() => undefined);
});

describe('digital editing', () => {
  it('subscribes by card, edits a .docx into tracked changes, and orders professional editing from it; the page in Chinese', async () => {
    const page = await freshPage();
    researcher = page;
    researcherEmail = await registerResearcher(page, baseUrl, { emailPrefix: 'editing' });
    await page.goto(`${baseUrl}/en/researcher/digital-editing`);
    await page.getByTestId('digital-editing-badge').getByText('No access').waitFor();
    await page.getByTestId('editing-pricing').getByText(/\$119(\.00)? a year/).waitFor();
    await screenshot(page, 'editing-offer');
    await page.getByTestId('editing-subscribe').click();

    await page.getByRole('heading', { name: 'Subscribe to digital editing', level: 1 }).waitFor();
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    await methods.waitFor();
    for (const absent of ['Bank transfer', 'Boleto']) expect(await methods.getByRole('radio', { name: absent }).count()).toBe(0);
    await enterTestCard(page);
    await enterUsBillingAddress(page);
    await page.getByLabel('I accept the terms and conditions').check();
    await screenshot(page, 'editing-subscribe');
    await page.getByRole('button', { name: /^Pay \$119/ }).click();

    // Paid at once: the page finds the purchase by its receipt code and opens the list.
    await page.waitForURL((url) => url.pathname === '/en/researcher/digital-editing', { timeout: 30_000 });
    await page.getByText('Your digital-editing subscription is ready.').waitFor();
    await page.getByTestId('digital-editing-badge').getByText('Annual subscription').waitFor();

    // The style of English is required.
    const path = join(work, 'concrete.docx');
    writeFileSync(path, manuscript);
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.getByTestId('edit-submit').click();
    await page.getByText('Please select your preferred type of English.').waitFor();
    await page.getByRole('radio', { name: 'American English' }).check();
    await page.getByTestId('edit-submit').click();
    await page.getByText('concrete.docx is being edited.').waitFor({ timeout: 30_000 });
    const row = page.getByRole('row').filter({ hasText: 'concrete.docx' });
    await row.getByText('Ready').waitFor({ timeout: 60_000 });
    await screenshot(page, 'editing-list');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('edit-download').click()]);
    expect(download.suggestedFilename()).toBe('concrete (edited).docx');
    const edited = readFileSync(await download.path());
    const documentXml = strFromU8(unzipSync(new Uint8Array(edited))['word/document.xml']!);
    expect(documentXml).toMatch(new RegExp(`<w:ins [^>]*w:author="${AUTHOR}"[^>]*w:date="\\d{4}-`));
    expect(documentXml).toMatch(new RegExp(`<w:del [^>]*w:author="${AUTHOR}"`));
    const accepted = reviewedTexts(edited, (xml) => acceptRevisions(xml, AUTHOR))['word/document.xml']!;
    expect(accepted).toContain('The specimens were cured for 28 days before being tested in compression, and the color of each specimen was recorded.');
    expect(accepted).toContain('In the second series, the results were consistent with the first series (Smith et al., 2020).');
    expect(reviewedTexts(edited, (xml) => rejectRevisions(xml, AUTHOR))).toEqual(reviewedTexts(manuscript, null));

    // LibreOffice opens it and prints it, the revisions marked.
    const pdfPath = join(work, 'concrete.pdf');
    writeFileSync(pdfPath, await convertWithLibreOffice(edited, 'pdf'));
    expect(execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' })).toContain('specimens');
    execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', pdfPath, join(SCREENSHOT_DIR, 'editing-docx-pdf')]);

    // The edit's page: what was changed, and on to professional editing with the manuscript attached.
    await row.getByRole('link', { name: 'concrete.docx' }).click();
    await page.getByRole('heading', { name: 'concrete.docx', level: 1 }).waitFor();
    await page.getByTestId('edit-result').getByText(/^\d+ tracked changes$/).waitFor();
    await page.getByTestId('edit-result').getByText(/^Grammar: \d+$/).waitFor();
    await screenshot(page, 'editing-details');
    await page.getByTestId('edit-order-professional').click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/manuscript-services', { timeout: 30_000 });
    await page.getByText('Standard Editing', { exact: true }).first().waitFor();
    await screenshot(page, 'editing-order-form');

    // The side panel's feedback, kept for staff.
    await page.goto(`${baseUrl}/en/researcher/digital-editing`);
    await page.getByTestId('editing-feedback').click();
    await page.getByRole('dialog', { name: 'Your feedback on digital editing' }).waitFor();
    // Mantine's rating keeps its radios out of sight behind the stars' labels.
    const fourStars = await page.getByRole('radio', { name: '4 stars of 5' }).getAttribute('id');
    await page.locator(`label[for="${fourStars}"]`).click();
    expect(await page.getByRole('radio', { name: '4 stars of 5' }).isChecked()).toBe(true);
    await page.getByLabel('What could be better? (optional)').fill('The tracked changes opened fine in Word.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Thank you for your feedback.').waitFor();

    // The same page in Chinese.
    await page.goto(`${baseUrl}/cn/researcher/digital-editing`);
    await page.getByRole('heading', { name: '数字编辑', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: 'concrete.docx' }).waitFor();
    await screenshot(page, 'editing-chinese');
  });

  it("shows staff the researcher's subscription, which they extend, and the feedback", async () => {
    staff = await freshPage();
    await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/customers');
    await staff.getByLabel('Find a customer').fill(researcherEmail.slice(0, 30));
    await staff.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => staff!.getByTestId('customer-row').count(), { timeout: 10_000 }).toBe(1);
    await staff.getByTestId('customer-row').getByRole('link').click();
    const period = staff.getByRole('row').filter({ hasText: 'Digital editing, annual subscription' });
    await period.waitFor({ timeout: 15_000 });
    const before = await period.innerText();
    await period.getByTestId('subscription-extend').click();
    const dialog = staff.getByRole('dialog', { name: 'Extend this purchase' });
    await dialog.getByLabel('Days').fill('30');
    await dialog.getByLabel('Note').fill('Goodwill: the first upload failed on our side');
    await screenshot(staff, 'editing-staff-extend');
    await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => period.innerText()).not.toBe(before);

    await staff.goto(`${baseUrl}/en/staff/testimonials/feedback`);
    const feedback = staff.getByTestId('staff-feedback').getByRole('row').filter({ hasText: 'The tracked changes opened fine in Word.' });
    await feedback.waitFor();
    await feedback.getByLabel('4 stars of 5').waitFor();
    await screenshot(staff, 'editing-staff-feedback');
  });

  it('leads to the newer product area once it is launched, where the edit is on the home page', async () => {
    const page = researcher!;
    await setLaunched(true);
    await page.goto(`${baseUrl}/en/researcher/digital-editing`);
    await page.waitForURL((url) => url.pathname === '/en/rubriq');
    await page.getByRole('row').filter({ hasText: 'concrete.docx' }).getByText('Ready').waitFor();
    await page.goto(`${baseUrl}/en/researcher/digital-editing/subscribe`);
    await page.waitForURL((url) => url.pathname === '/en/rubriq/plan/subscribe');
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await page.getByTestId('subscription-extends').waitFor();
    await screenshot(page, 'editing-rubriq-plans');
    await page.goto(`${baseUrl}/en/home`);
    await page.getByTestId('home-recent-documents').getByText('concrete.docx').waitFor({ timeout: 15_000 });
    await screenshot(page, 'editing-home');
  });

  it('closes when staff turn digital editing off on the settings page: its link goes and its pages lead to the researcher home', async () => {
    const desk = staff!;
    await setLaunched(false);
    await desk.goto(`${baseUrl}/en/staff/settings`);
    const allowed = desk.getByRole('switch', { name: 'allowsDigitalEditing' });
    await expect.poll(() => allowed.isChecked()).toBe(true);
    await allowed.click({ force: true });
    await expect.poll(() => allowed.isChecked()).toBe(false);

    const page = researcher!;
    for (const path of ['/en/researcher/digital-editing', '/en/rubriq', '/en/researcher/digital-editing/subscribe']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL((url) => url.pathname === '/en/researcher');
    }
    const links = page.getByRole('navigation', { name: 'Your account' });
    await links.getByRole('link', { name: 'Digital translation' }).waitFor();
    expect(await links.getByRole('link', { name: 'Digital editing' }).count()).toBe(0);
    await screenshot(page, 'editing-closed');

    await allowed.click({ force: true });
    await expect.poll(() => allowed.isChecked()).toBe(true);
    await page.goto(`${baseUrl}/en/researcher/digital-editing`);
    await page.getByRole('row').filter({ hasText: 'concrete.docx' }).getByText('Ready').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/researcher/digital-editing');
    await links.getByRole('link', { name: 'Digital editing' }).waitFor();
  });
});
