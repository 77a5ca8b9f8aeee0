// A certificate's owner and a visitor: a new researcher's order
// for standard editing is delivered and completed by staff; the owner closes the details modal that opens by
// itself (authors are missing), then sets the authors through the card's Edit button, and later changes them
// again; a visitor fails with a wrong code, verifies the right one and sees the latest authors, downloads the
// PDF, which is rendered to a PNG (e2e/screenshots/certificate-pdf.png) and read back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, SCREENSHOT_DIR, useJourneyBrowser } from './support/browser';
import { deliverAndComplete, placePaidOrder, signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';
import { registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();

const work = mkdtempSync(join(tmpdir(), 'mg-certificate-pdf-e2e-'));
const edited = buildDocx([
  { heading: 'Lichen symbiosis' },
  { paragraph: 'Lichens pair a fungus with an alga or a cyanobacterium. '.repeat(12) },
]);

/** The width and height a PNG file declares in its header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("a certificate's authors and its PDF", () => {
  const title = `Lichen symbiosis in alpine soils ${unique()}`;
  let orderNumber = '';
  let code = '';

  it('lets the owner set the authors through the Edit button and change them later', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'certificate-pdf', firstName: 'Lynn', lastName: 'Margulis' });
    orderNumber = await placePaidOrder(page, baseUrl, { title });
    const staff = await freshPage();
    await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/orders');
    await deliverAndComplete(staff, baseUrl, orderNumber, [{ kind: 'tracked', name: 'lichens-tracked.docx', buffer: edited }]);

    await page.goto(`${baseUrl}/en/researcher/index/details/${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Without authors the edit opens by itself; the researcher can put it off.
    const modal = page.getByRole('dialog', { name: 'Certificate details' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByTestId('certificate-missing').waitFor();
    code = (await page.getByTestId('certificate-code').innerText()).trim();
    expect(code).toMatch(/^MG-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // The card's Edit button opens it again, with the order's title filled in.
    await page.getByTestId('certificate-edit').click();
    await modal.waitFor();
    expect(await modal.getByLabel('Project title').inputValue()).toBe(title);
    await modal.getByLabel('Authors').fill('Lynn Margulis');
    await modal.getByTestId('certificate-save').click();
    await page.getByText('Your certificate details have been updated.').waitFor();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('certificate-authors').innerText()).toBe('Lynn Margulis');
    expect(await page.getByTestId('certificate-missing').count()).toBe(0);

    // Later, a co-author is added: the modal starts from the saved authors; emptying them is refused.
    await page.getByTestId('certificate-edit').click();
    await modal.waitFor();
    expect(await modal.getByLabel('Authors').inputValue()).toBe('Lynn Margulis');
    await modal.getByLabel('Authors').fill('');
    await modal.getByTestId('certificate-save').click();
    await modal.getByText('Please enter your project authors.').waitFor();
    await modal.getByLabel('Authors').fill('Lynn Margulis,  Dorion Sagan ,');
    await screenshot(page, 'certificate-owner-edit-authors');
    await modal.getByTestId('certificate-save').click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('certificate-authors').innerText()).toBe('Lynn Margulis, Dorion Sagan');

    // Still there after a reload, and the modal no longer opens by itself.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => page.getByTestId('certificate-authors').innerText()).toBe('Lynn Margulis, Dorion Sagan');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('lets a visitor fail with a wrong code, verify the right one and read its PDF rendered as an image', async () => {
    expect(code).not.toBe('');
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/certificate`);
    await page.getByRole('heading', { level: 1, name: 'Editing certificates' }).waitFor();
    // A wrong code that looks right: not found, nothing shown.
    const wrong = code.slice(0, -1) + (code.endsWith('2') ? '3' : '2');
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByTestId('verify-submit').click();
    await page.getByText('We could not find a certificate with that verification code.').waitFor();
    expect(await page.getByTestId('certificate-details').count()).toBe(0);

    await page.getByLabel('Verification code').fill(code);
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('certificate-details').waitFor();
    expect(await page.getByText('We could not find a certificate with that verification code.').count()).toBe(0);
    expect(await page.getByTestId('certificate-title').innerText()).toBe(title);
    expect(await page.getByTestId('certificate-authors').innerText()).toBe('Lynn Margulis, Dorion Sagan');
    expect(await page.getByTestId('certificate-order').innerText()).toBe(orderNumber);

    // The PDF the visitor's link points to: what it says, and what it looks like.
    const href = (await page.getByTestId('certificate-pdf-link').getAttribute('href')) ?? '';
    expect(href).toContain(`/api/certificate/${code}/pdf`);
    const pdf = await page.request.get(`${baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pdfPath = join(work, 'certificate.pdf');
    writeFileSync(pdfPath, await pdf.body());
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const expected of [
      'Editing Certificate',
      title,
      'Lynn Margulis, Dorion Sagan',
      orderNumber,
      code,
      `${baseUrl}/en/certificate?code=${code}`,
    ])
      expect(text).toContain(expected);
    expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+1\b/);

    const pngBase = join(SCREENSHOT_DIR, 'certificate-pdf');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, pngBase]);
    const png = readFileSync(`${pngBase}.png`);
    const { width, height } = pngSize(png);
    // One A4 or Letter page at 80 dpi, either way round.
    expect(Math.min(width, height)).toBeGreaterThan(600);
    expect(Math.max(width, height) / Math.min(width, height)).toBeGreaterThan(1.25);
    expect(Math.max(width, height) / Math.min(width, height)).toBeLessThan(1.5);
    expect(png.length).toBeGreaterThan(20_000);
  });
});
