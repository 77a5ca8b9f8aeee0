// A delivered order and its certificate:
// a new researcher places and pays an order for standard editing (which includes a certificate); staff
// deliver two files and complete it through the staff API; the researcher opens the order page, downloads
// all files as one zip (opened and checked here), completes the certificate's missing authors in the modal
// that opens by itself; a visitor verifies the code (empty, wrong, right), checks a delivered file and an
// altered one against the certificate's fingerprints, downloads the PDF and reads the verification page in
// Japanese.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, useJourneyBrowser } from './support/browser';
import { deliverAndComplete, placePaidOrder, signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';
import { registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });

const work = mkdtempSync(join(tmpdir(), 'mg-certificates-e2e-'));
const tracked = buildDocx([{ heading: 'Mangrove roots' }, { paragraph: 'Mangrove roots trap sediment and carbon along tropical coasts. '.repeat(14) }]);
const clean = buildDocx([{ heading: 'Mangrove roots' }, { paragraph: 'Mangrove roots trap sediment and carbon. '.repeat(16) }]);

/** Drops a file on the certificate's file check as a person dragging it from their desktop would. */
async function dropFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
      return data;
    },
    { name, bytes: [...buffer] },
  );
  const zone = page.getByTestId('file-check-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** Staff deliver the edited files and complete the order through the staff API. */
async function deliverAndCompleteOrder(orderNumber: string): Promise<void> {
  const staff = await freshPage();
  await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/orders');
  await deliverAndComplete(staff, baseUrl, orderNumber, [
    { kind: 'tracked', name: 'mangroves-tracked.docx', buffer: tracked },
    { kind: 'clean', name: 'mangroves-clean.docx', buffer: clean },
  ]);
}

describe('a delivered order and its certificate', () => {
  let orderNumber = '';
  let code = '';
  const title = `Mangrove roots and coastal carbon ${unique()}`;

  it('shows the researcher an order that is not ready, then its certificate to complete and all its files as one zip', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'certificates', firstName: 'Marie', lastName: 'Tharp' });
    orderNumber = await placePaidOrder(page, baseUrl, { title });

    // Before delivery: the page says the files are not ready, and there is no certificate.
    await page.goto(`${baseUrl}/en/researcher/details/${orderNumber}/thank-you`);
    await page.getByTestId('thank-you').waitFor();
    await page.getByTestId('files-not-ready').waitFor();
    expect(await page.getByTestId('certificate-card').count()).toBe(0);
    expect(await page.getByTestId('order-services').innerText()).toContain('Standard Editing');
    expect(await page.getByTestId('order-style').innerText()).toBe('American English');

    await deliverAndCompleteOrder(orderNumber);

    await page.goto(`${baseUrl}/en/researcher/index/details/${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByTestId('files-ready').waitFor();
    expect((await page.getByTestId('order-status').innerText()).toLowerCase()).toBe('completed');
    const links = page.getByTestId('deliverable-links').getByRole('link');
    // The delivered files, then the certificate.
    await expect.poll(() => links.count()).toBe(3);

    // The certificate has no authors yet: the page says so and opens the edit by itself.
    const modal = page.getByRole('dialog', { name: 'Certificate details' });
    await modal.waitFor();
    await page.getByTestId('certificate-missing').waitFor();
    code = (await page.getByTestId('certificate-code').innerText()).trim();
    expect(code).toMatch(/^MG-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await screenshot(page, 'order-details-certificate-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Please enter your project authors.').waitFor();
    await modal.getByLabel('Project title').fill('');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Please enter your project title.').waitFor();
    await modal.getByLabel('Project title').fill(title);
    await modal.getByLabel('Authors').fill('Marie Tharp, Bruce Heezen');
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your certificate details have been updated.').waitFor();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('certificate-authors').innerText()).toBe('Marie Tharp, Bruce Heezen');
    expect(await page.getByTestId('certificate-missing').count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
    await page.getByTestId('download-done').waitFor();
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${orderNumber}\\.zip$`));
    const zipPath = join(work, 'all-files.zip');
    await download.saveAs(zipPath);
    const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
    // The certificate comes with the files.
    expect(Object.keys(entries).sort()).toEqual([`certificate-${code.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`, 'mangroves-clean.docx', 'mangroves-tracked.docx']);
    expect(Buffer.from(entries[`certificate-${code.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`] ?? []).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(entries['mangroves-tracked.docx'] ?? []).equals(tracked)).toBe(true);
    expect(Buffer.from(entries['mangroves-clean.docx'] ?? []).equals(clean)).toBe(true);

    await screenshot(page, 'order-details-delivered');
  });

  it('lets a visitor verify the code, fail with a wrong one and download the PDF', async () => {
    expect(code).not.toBe('');
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/certificate`);
    await page.getByRole('heading', { level: 1, name: 'Editing certificates' }).waitFor();
    await page.getByTestId('verify-submit').click();
    await page.getByText('Please enter a verification code.').waitFor();

    await page.getByLabel('Verification code').fill('MG-2222-2222');
    await page.getByTestId('verify-submit').click();
    await page.getByText('We could not find a certificate with that verification code.').waitFor();
    await screenshot(page, 'certificate-not-found');

    // Typed as a person might: lower case, spaces instead of dashes.
    await page.getByLabel('Verification code').fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('certificate-details').waitFor();
    expect(await page.getByTestId('certificate-code').innerText()).toBe(code);
    expect(await page.getByTestId('certificate-title').innerText()).toBe(title);
    expect(await page.getByTestId('certificate-authors').innerText()).toBe('Marie Tharp, Bruce Heezen');
    expect(await page.getByTestId('certificate-order').innerText()).toBe(orderNumber);
    expect(await page.getByTestId('certificate-services').innerText()).toBe('Standard Editing');

    // The fingerprints of the edited files, and a file check done in the browser.
    const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
    const shown = (await page.getByTestId('certified-file-sha256').allInnerTexts()).map((text) => text.replace(/\s+/g, ''));
    expect(shown.sort()).toEqual([sha256(tracked), sha256(clean)].sort());
    expect(await page.getByTestId('certified-files').innerText()).not.toContain('mangroves-');
    await dropFile(page, 'mangroves-clean.docx', clean);
    await page.getByTestId('file-check-match').waitFor();
    expect(await page.getByTestId('file-check-match').innerText()).toContain('This file is the one the certificate covers');
    expect(await page.getByTestId('file-check-match').innerText()).toContain('Edited manuscript (clean copy)');
    await screenshot(page, 'certificate-file-match');
    const altered = Buffer.concat([clean, Buffer.from(' ')]);
    await page.getByTestId('file-check-input').setInputFiles({ name: 'mangroves-changed.docx', mimeType: 'application/octet-stream', buffer: altered });
    await page.getByTestId('file-check-mismatch').waitFor();
    expect(await page.getByTestId('file-check-mismatch').innerText()).toContain('This file does not match');
    expect((await page.getByTestId('file-check-sha256').innerText()).replace(/\s+/g, '')).toBe(sha256(altered));
    await screenshot(page, 'certificate-file-mismatch');
    await dropFile(page, 'mangroves-tracked.docx', tracked);
    await page.getByTestId('file-check-match').waitFor();
    expect(await page.getByTestId('file-check-match').innerText()).toContain('tracked changes');
    await screenshot(page, 'certificate-verified');

    const href = await page.getByTestId('certificate-pdf-link').getAttribute('href');
    const pdf = await page.request.get(`${baseUrl}${href ?? ''}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pdfPath = join(work, 'certificate.pdf');
    writeFileSync(pdfPath, await pdf.body());
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const expected of ['Editing Certificate', title, 'Marie Tharp, Bruce Heezen', orderNumber, code, `${baseUrl}/en/certificate?code=${code}`]) expect(text).toContain(expected);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdfPath, join(work, 'certificate')]);
    writeFileSync(join(work, '..', 'mg-certificates-e2e-certificate.png'), readFileSync(join(work, 'certificate.png')));

    // The link printed on the certificate verifies at once, here in Japanese.
    await page.goto(`${baseUrl}/jp/certificate?code=${encodeURIComponent(code)}`);
    await page.getByTestId('certificate-details').waitFor();
    await page.getByRole('heading', { level: 1, name: '英文校正証明書' }).waitFor();
    await screenshot(page, 'certificate-verified-jp');
  });

  it("keeps another researcher out of the order and its files", async () => {
    expect(orderNumber).not.toBe('');
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'certificates-other' });
    for (const path of [`/api/order/${orderNumber}`, `/api/order/${orderNumber}/deliverables`, `/api/certificate/${code}/deliverables`]) {
      expect((await page.request.get(`${baseUrl}${path}`)).status()).toBe(404);
    }
    await page.goto(`${baseUrl}/en/researcher/details/${orderNumber}`);
    // A foreign order is polled like a new one; the page keeps loading rather than showing anything.
    await page.getByRole('status').first().waitFor();
    expect(await page.getByTestId('order-details').count()).toBe(0);
  });
});
