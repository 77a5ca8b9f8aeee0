// The staff side of an order: a researcher places and pays an order for standard editing
// (which includes a certificate); a staff member finds it in the queue by its number, assigns it, starts
// the work, uploads the edited .docx and completes it; the researcher then downloads the file and sees the
// certificate, and a visitor verifies the certificate's code. The workbench is also opened in Chinese.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { SCREENSHOT_DIR, screenshot, useJourneyBrowser } from './support/browser';
import { placePaidOrder, signInAs } from './support/orders';
import { registerResearcher } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser({ viewport: { width: 1360, height: 900 } });
const STAFF_EMAIL = 'staff@marginalia.test';
const STAFF_PASSWORD = 'staff-demo-2026';

const work = mkdtempSync(join(tmpdir(), 'mg-staff-orders-e2e-'));
const editedFile = join(work, 'seagrass-edited.docx');

beforeAll(async () => {
  writeFileSync(editedFile, buildDocx([{ heading: 'Seagrass meadows' }, { paragraph: 'Seagrass meadows bury carbon in their sediments for millennia. '.repeat(12) }]));
});

describe('an order from payment to certificate', () => {
  it('is found, assigned, worked on, delivered and completed by staff; the researcher downloads it and a visitor verifies the certificate', async () => {
    // The researcher pays for standard editing.
    const researcher = await freshPage();
    await registerResearcher(researcher, baseUrl, { emailPrefix: 'staff-orders', firstName: 'Rachel', lastName: 'Carson', institution: 'Woods Hole' });
    const orderNumber = await placePaidOrder(researcher, baseUrl, { service: 'standard-editing' });
    expect(orderNumber).not.toBe('');

    // Staff find it in the queue by its number.
    const staff = await freshPage();
    await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/orders');
    await staff.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await staff.getByTestId('queue-row').first().waitFor();
    // The console has its own navigation: the researcher's sub-navigation is not shown.
    expect(await staff.getByText('Welcome back,').count()).toBe(0);
    await expect.poll(() => staff.getByRole('navigation', { name: 'Staff console sections' }).count()).toBe(1);
    await screenshot(staff, 'staff-orders-queue');
    await staff.getByLabel('Search', { exact: true }).fill(orderNumber);
    await staff.getByLabel('Search', { exact: true }).press('Enter');
    await staff.waitForURL((url) => url.searchParams.get('q') === orderNumber);
    const row = staff.locator(`[data-testid="queue-row"][data-order="${orderNumber}"]`);
    await row.waitFor();
    await expect.poll(() => staff.getByTestId('queue-row').count()).toBe(1);
    await expect.poll(() => row.innerText()).toContain('Standard Editing');
    expect(await row.innerText()).toMatch(/\bpaid\b/i);
    expect(await row.innerText()).toContain('Unassigned');
    expect(await row.getByTestId('time-left').innerText()).toMatch(/ left$/);
    await screenshot(staff, 'staff-orders-queue-search');

    // The console sits in the header's container: its edges line up with the header's.
    const edges = await staff.evaluate(() => {
      const box = (element: Element | null | undefined) => element?.getBoundingClientRect() ?? null;
      const header = box(document.querySelector('header')?.firstElementChild);
      const consoleFrame = box(document.querySelector('nav[aria-label="Staff console sections"]')?.parentElement);
      return header && consoleFrame ? { header: [header.left, header.right], console: [consoleFrame.left, consoleFrame.right] } : null;
    });
    expect(edges).not.toBeNull();
    expect(Math.abs((edges?.console[0] ?? 0) - (edges?.header[0] ?? 1))).toBeLessThanOrEqual(1);
    expect(Math.abs((edges?.console[1] ?? 0) - (edges?.header[1] ?? 1))).toBeLessThanOrEqual(1);
    // The customer's e-mail wraps, if at all, after its '@', never inside a name.
    const email = row.locator('[data-email]');
    const address = (await email.getAttribute('data-email')) ?? '';
    const lines = await renderedLines(email);
    expect(lines.join('')).toBe(address);
    expect(lines.length).toBeLessThanOrEqual(2);
    if (lines.length === 2) expect(lines[0]?.endsWith('@')).toBe(true);
    expect(await email.getAttribute('title')).toBe(address);

    // The view is in the address: a reload shows the same rows.
    await staff.reload();
    await row.waitFor();
    await row.getByRole('link', { name: orderNumber }).click();
    await staff.waitForURL((url) => url.pathname === `/en/staff/orders/${orderNumber}`);
    await staff.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();

    // Assign, then start the work.
    const assignee = staff.getByRole('combobox', { name: 'Assigned editor' });
    const assignEvents = staff.locator('[data-testid="history-event"][data-action="order.assign"]');
    await staff.getByRole('button', { name: 'Assign to me' }).click();
    await expect.poll(() => assignee.inputValue()).toBe('Jordan Reyes');
    await expect.poll(() => assignEvents.count()).toBe(1);
    // Choosing the assigned editor again changes nothing: the order stays theirs, nothing is recorded.
    await assignee.click();
    await staff.getByRole('option', { name: 'Jordan Reyes', exact: true }).click();
    await staff.getByRole('option', { name: 'Jordan Reyes', exact: true }).waitFor({ state: 'hidden' });
    expect(await assignee.inputValue()).toBe('Jordan Reyes');
    expect(await staff.getByText('The order is no longer assigned.').count()).toBe(0);
    expect(await assignEvents.count()).toBe(1);
    // Unassigning is its own action, recorded like any assignment; then the order is taken again.
    await staff.getByRole('button', { name: 'Unassign', exact: true }).click();
    await staff.getByText('The order is no longer assigned.').waitFor();
    await expect.poll(() => assignee.inputValue()).toBe('');
    await expect.poll(() => assignEvents.count()).toBe(2);
    await staff.getByRole('button', { name: 'Assign to me' }).click();
    await expect.poll(() => assignee.inputValue()).toBe('Jordan Reyes');
    await staff.getByRole('button', { name: 'Start work (in progress)' }).click();
    await expect.poll(() => staff.getByTestId('order-status').first().innerText()).toMatch(/in progress/i);

    // The deadline is required; the suggested one (on a 30-minute step, in New York time) can be applied.
    const deadline = staff.getByRole('form', { name: 'Deadline' });
    // The order's deadline was counted from the moment of payment, so it is rarely on a half hour: the
    // Time field still shows it, and saving it untouched keeps it and records nothing.
    const nowDue = await staff.getByText(/^Now due /).innerText();
    expect(await deadline.getByRole('combobox', { name: 'Time' }).inputValue()).toMatch(/^\d{2}:\d{2}$/);
    await deadline.getByRole('button', { name: 'Save deadline' }).click();
    await staff.getByText('The deadline was saved.').waitFor();
    expect(await staff.getByText(/^Now due /).innerText()).toBe(nowDue);
    expect(await staff.locator('[data-testid="history-event"][data-action="order.deadline"]').count()).toBe(0);
    // Mantine hides its clear button from the accessibility tree (the text can be deleted instead): found by its label.
    await deadline.locator('button[aria-label="Clear the time"]').click();
    expect(await deadline.getByRole('combobox', { name: 'Time' }).inputValue()).toBe('');
    await deadline.getByRole('button', { name: 'Save deadline' }).click();
    await deadline.getByText('A deadline is required').waitFor();
    await deadline.getByRole('button', { name: 'Use suggested deadline' }).click();
    expect(await deadline.getByRole('combobox', { name: 'Time' }).inputValue()).toMatch(/^\d{2}:[03]0$/);
    await deadline.getByRole('button', { name: 'Save deadline' }).click();
    await staff.getByText('The deadline was saved.').waitFor();
    await staff.locator('[data-testid="history-event"][data-action="order.deadline"]').waitFor();

    // In progress, the order is completed only through quality check: skipping it is a separate,
    // deliberate action that wants a reason.
    expect(await staff.getByRole('button', { name: 'Mark completed' }).count()).toBe(0);
    await staff.getByTestId('quality-check-rule').getByText('Orders are completed after their quality check.', { exact: false }).waitFor();
    await staff.getByRole('button', { name: 'Complete without quality check…' }).click();
    const skip = staff.getByRole('dialog', { name: `Complete order ${orderNumber}?` });
    await skip.getByTestId('skip-quality-check-notice').waitFor();
    await skip.getByRole('button', { name: 'Complete without quality check' }).click();
    await skip.getByText('Please give a reason.').waitFor();
    await screenshot(staff, 'staff-orders-skip-quality-check');
    await skip.getByRole('button', { name: 'Go back' }).click();
    await skip.waitFor({ state: 'hidden' });
    await staff.getByRole('button', { name: 'Send to quality check' }).click();
    await expect.poll(() => staff.getByTestId('order-status').first().innerText()).toMatch(/quality check/i);

    // Completing without a deliverable is refused before anything is sent.
    await staff.getByRole('button', { name: 'Mark completed' }).click();
    const refused = staff.getByRole('dialog', { name: `Complete order ${orderNumber}?` });
    await refused.getByRole('button', { name: 'Mark completed' }).click();
    await refused.getByText('Upload at least one delivered file before completing the order.').waitFor();
    await refused.getByRole('button', { name: 'Go back' }).click();
    await refused.waitFor({ state: 'hidden' });

    // Upload the edited file with tracked changes, chosen in the portal's drop zone.
    const zone = staff.getByTestId('deliverable-drop-zone');
    await zone.getByText('Drop the file here, or').waitFor();
    await zone.getByRole('button', { name: 'Choose a file' }).waitFor();
    await staff.getByLabel('File', { exact: true }).setInputFiles(editedFile);
    expect(await zone.getByTestId('deliverable-chosen-file').innerText()).toMatch(/^seagrass-edited\.docx \(\d[\d.,]* (B|KB|kB)\)$/);
    await zone.screenshot({ path: join(SCREENSHOT_DIR, 'staff-orders-deliverable-zone.png') });
    await staff.getByRole('button', { name: 'Upload', exact: true }).click();
    await staff.getByTestId('deliverable-row').filter({ hasText: 'seagrass-edited.docx' }).waitFor();
    expect(await staff.getByTestId('deliverable-row').first().innerText()).toContain('Edited file with tracked changes');
    await staff.evaluate(() => window.scrollTo(0, 0));
    await screenshot(staff, 'staff-orders-workbench');

    // Complete, confirming.
    await staff.getByRole('button', { name: 'Mark completed' }).click();
    const confirm = staff.getByRole('dialog', { name: `Complete order ${orderNumber}?` });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Mark completed' }).click();
    await expect.poll(() => staff.getByTestId('order-status').first().innerText(), { timeout: 15_000 }).toMatch(/completed/i);
    const code = (await staff.getByTestId('certificate-code').innerText({ timeout: 15_000 })).trim();
    expect(code).not.toBe('');
    const history = await staff.getByTestId('history-event').allInnerTexts();
    expect(history.join('\n')).toContain('Completed');
    expect(history.join('\n')).toContain('Jordan Reyes');
    await staff.evaluate(() => window.scrollTo(0, 0));
    await screenshot(staff, 'staff-orders-workbench-completed');

    // The same workbench in Chinese.
    await staff.goto(`${baseUrl}/cn/staff/orders/${orderNumber}`);
    await staff.getByRole('heading', { level: 1, name: `订单 ${orderNumber}` }).waitFor();
    await staff.getByText('交付文件', { exact: true }).first().waitFor();
    await screenshot(staff, 'staff-orders-workbench-cn');

    await researcherSeesDelivery(researcher, orderNumber, code);
    await visitorVerifies(code, orderNumber);
  });
});

/** The researcher opens the order's page, downloads the edited file and sees the certificate. */
async function researcherSeesDelivery(page: Page, orderNumber: string, code: string) {
  await page.goto(`${baseUrl}/en/researcher/details/${orderNumber}`);
  await page.getByTestId('files-ready').waitFor({ timeout: 15_000 });
  const link = page.getByTestId('deliverable-links').getByRole('link', { name: 'seagrass-edited.docx' });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const download = await page.request.get(new URL(href ?? '', baseUrl).toString());
  expect(download.status()).toBe(200);
  expect(Buffer.compare(await download.body(), readFileSync(editedFile))).toBe(0);
  await page.getByTestId('certificate-card').waitFor();
  expect((await page.getByTestId('certificate-card').getByTestId('certificate-code').innerText()).trim()).toBe(code);
  // The page asks for the certificate's authors (none were given with the order): closed for the picture.
  const details = page.getByRole('dialog', { name: 'Certificate details' });
  if (await details.isVisible()) await page.keyboard.press('Escape');
  await screenshot(page, 'staff-orders-researcher-delivery');
}

/** A visitor (no account) checks the code on the public certificate page. */
async function visitorVerifies(code: string, orderNumber: string) {
  const visitor = await freshPage();
  await visitor.goto(`${baseUrl}/en/certificate`);
  await visitor.getByLabel('Verification code').fill(code);
  await visitor.getByTestId('verify-submit').click();
  await visitor.locator('[data-testid="verification"][data-state="found"]').waitFor({ timeout: 15_000 });
  expect(await visitor.getByTestId('certificate-order').innerText()).toBe(orderNumber);
  expect(await visitor.getByTestId('certificate-services').innerText()).toContain('Standard Editing');
  await screenshot(visitor, 'staff-orders-certificate-verified');
}

/** The text of an element as the browser laid it out, one string per line. */
function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const line = lines.find((each) => Math.abs(each.top - top) <= 2);
        if (line) line.text += text[index];
        else lines.push({ top, text: text[index] ?? '' });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text);
  });
}
