// Support, in the browser: a researcher contacts support from an order card, a staff member answers in the
// inbox and the reply arrives in the researcher's chat widget without a reload (server-sent events) and by
// e-mail; a researcher sends a proof of payment that staff record on the payments desk, which closes it; a
// visitor asks for a quote for a video abstract, solving the captcha while its flag is on.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useJourneyBrowser } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { placePaidOrder, signInAs, staffCall, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';
import { registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const { freshPage } = useJourneyBrowser({ viewport: { width: 1360, height: 900 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let staff: Page;
beforeAll(async () => {
  staff = await freshPage();
  await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/support');
});

/** The request number a sent form shows ("Thank you — we have your request SR-…"). */
async function sentNumber(page: Page): Promise<string> {
  const sent = page.getByTestId('request-sent');
  await sent.waitFor({ timeout: 15_000 });
  const number = /SR-[0-9A-Z]{8}/.exec(await sent.innerText())?.[0];
  if (!number) throw new Error('no request number shown');
  return number;
}

describe('contacting support from an order', () => {
  it('reaches the staff inbox, and the reply arrives live in the researcher’s chat and by e-mail', async () => {
    const researcher = await freshPage();
    const email = await registerResearcher(researcher, baseUrl, { emailPrefix: 'support', firstName: 'Rosalind', lastName: 'Franklin' });
    const orderNumber = await placePaidOrder(researcher, baseUrl, { title: `X-ray images of DNA fibres ${unique()}` });

    await researcher.goto(`${baseUrl}/en/researcher`);
    const card = researcher.locator('article').filter({ hasText: orderNumber });
    await card.getByTestId('card-support').click();
    await researcher.getByRole('heading', { level: 1, name: `Contact support about order ${orderNumber}` }).waitFor({ timeout: 15_000 });
    await researcher.getByLabel('What would you like to ask or change?').fill('Could the editor keep “haemoglobin” in British spelling throughout?');
    await researcher.locator('input[type="file"]').setInputFiles({ name: 'style-notes.pdf', mimeType: 'application/pdf', buffer: PDF });
    await researcher.getByText('style-notes.pdf').waitFor();
    await screenshot(researcher, 'support-order-form');
    await researcher.getByRole('button', { name: 'Send', exact: true }).click();
    const number = await sentNumber(researcher);
    await linkFromOutbox(dataDir, email, 'support-request-received', new RegExp(`/en/account/support/${number}`));

    // Staff see it in the inbox (it arrives there live too) and answer.
    const row = staff.getByTestId('inbox-row').filter({ hasText: number });
    await row.waitFor({ timeout: 15_000 });
    await row.getByText('Needs a reply').waitFor();
    await screenshot(staff, 'support-inbox');
    await row.getByRole('link', { name: number }).click();
    await staff.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
    await staff.getByText('style-notes.pdf').waitFor();
    await staff.getByTestId('staff-composer').fill('Yes — we will keep British spelling in the whole manuscript.');

    // The researcher waits on the dashboard, with the chat widget; nothing is reloaded from here on.
    await researcher.goto(`${baseUrl}/en/researcher`);
    await researcher.getByTestId('chat-launcher').waitFor({ timeout: 15_000 });
    expect(await researcher.getByTestId('chat-unread').count()).toBe(0);

    await staff.getByRole('button', { name: 'Send reply' }).click();
    await staff.getByTestId('staff-message-staff').waitFor();
    await staff.getByTestId('first-response').filter({ hasText: /min/ }).waitFor();
    await screenshot(staff, 'support-inbox-request');

    const badge = researcher.getByTestId('chat-unread');
    await badge.waitFor({ timeout: 10_000 });
    expect(await badge.innerText()).toBe('1');
    await researcher.getByTestId('chat-launcher').click();
    const panel = researcher.getByTestId('chat-panel');
    await panel.getByText(`About order ${orderNumber}`).click();
    await panel.getByText('Yes — we will keep British spelling in the whole manuscript.').waitFor();
    await badge.waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(researcher, 'support-chat-reply');
    // Escape closes the panel and gives the focus back to the launcher.
    await researcher.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await researcher.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('chat-launcher');

    const link = await linkFromOutbox(dataDir, email, 'support-reply', new RegExp(`https?://[^\\s]+/en/account/support/${number}`));
    await researcher.goto(link);
    await researcher.getByTestId('message-staff').getByText('Yes — we will keep British spelling').waitFor({ timeout: 15_000 });
  });
});

describe('a proof of payment', () => {
  it('shows beside the invoice on the payments desk, and recording the transfer closes it', async () => {
    const researcher = await freshPage();
    await registerResearcher(researcher, baseUrl, { emailPrefix: 'support-proof', firstName: 'Chien-Shiung', lastName: 'Wu' });
    const orderNumber = await placePaidOrder(researcher, baseUrl, { payBy: 'bank-transfer', title: `Parity in beta decay ${unique()}` });
    await researcher.goto(`${baseUrl}/en/researcher`);
    const card = researcher.locator('article').filter({ hasText: orderNumber });
    await card.getByRole('link', { name: 'Send proof of payment' }).click();
    await researcher.getByRole('heading', { level: 1, name: `Record a payment for order ${orderNumber}` }).waitFor({ timeout: 15_000 });
    const invoiceNumber = (await researcher.getByLabel('Invoice paid').first().inputValue()).trim();
    expect(invoiceNumber).toMatch(/^US\d+$/);
    const balance = /US\d+ \(\$([\d,.]+) USD\)/.exec(await researcher.getByText(/Still owed on this order/).innerText())?.[1] ?? '';
    await researcher.getByLabel(/Amount transferred/).fill(balance.replace(/,/g, ''));
    const today = new Date().toISOString().slice(0, 10);
    await researcher.getByLabel('Date of the transfer').fill(today);
    const reference = `SWIFT-${unique().toUpperCase()}`;
    await researcher.getByLabel('Bank reference').fill(reference);
    await researcher.locator('input[type="file"]').setInputFiles({ name: 'bank-receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
    await researcher.getByText('bank-receipt.pdf').waitFor();
    await researcher.getByRole('button', { name: 'Send', exact: true }).click();
    const number = await sentNumber(researcher);
    await screenshot(researcher, 'support-proof-sent');

    await staff.goto(`${baseUrl}/en/staff/payments?q=${invoiceNumber}`);
    const row = staff.getByTestId('unpaid-invoice-row').filter({ hasText: invoiceNumber });
    await row.getByTestId('payment-proofs').getByText(reference, { exact: false }).waitFor({ timeout: 15_000 });
    await row.getByRole('link', { name: 'bank-receipt.pdf' }).waitFor();
    await screenshot(staff, 'support-proof-on-desk');
    await row.getByRole('button', { name: `Record bank transfer for invoice ${invoiceNumber}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Record a bank transfer for ${invoiceNumber}` });
    // The stated transfer fills the dialog.
    expect(await dialog.getByLabel('Bank reference').inputValue()).toBe(reference);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });

    await researcher.goto(`${baseUrl}/en/account/support/${number}`);
    await researcher.getByText('Closed', { exact: true }).waitFor({ timeout: 15_000 });
    await researcher.getByText(`bank reference ${reference}`, { exact: false }).first().waitFor();
    await screenshot(researcher, 'support-proof-closed');
  });
});

describe('a visitor asks for a quote', () => {
  it('for a video abstract, with their name, e-mail and a file, and is answered by e-mail', async () => {
    // With the captcha flag on, the visitor's browser proves its work before the form may be sent.
    await staffCall(staff, baseUrl, 'PUT', '/api/staff/feature-flags/captcha', { enabled: true });
    let number: string;
    const visitor = await freshPage();
    const email = `visitor.${unique()}@example.test`;
    try {
      await visitor.goto(`${baseUrl}/en/support/index/quote/video-abstract`);
      await visitor.getByRole('heading', { level: 1, name: 'Get a quote for a video abstract' }).waitFor({ timeout: 15_000 });
      await visitor.getByLabel('Your name').fill('Ada Lovelace');
      await visitor.getByLabel('Your e-mail address').fill(email);
      await visitor.getByLabel('What do you need, and by when?').fill('A 90-second animated abstract of our paper on analytical engines, by March.');
      await visitor.locator('input[type="file"]').setInputFiles({ name: 'storyboard.pdf', mimeType: 'application/pdf', buffer: PDF });
      await visitor.getByText('storyboard.pdf').waitFor();
      await visitor.getByTestId('captcha').getByRole('status').getByText('Verified').waitFor({ timeout: 30_000 });
      await screenshot(visitor, 'support-visitor-quote-form');
      await visitor.getByRole('button', { name: 'Send', exact: true }).click();
      number = await sentNumber(visitor);
    } finally {
      await staffCall(staff, baseUrl, 'PUT', '/api/staff/feature-flags/captcha', { enabled: false });
    }
    await screenshot(visitor, 'support-visitor-quote');
    await linkFromOutbox(dataDir, email, 'support-request-received', /https?:\/\/\S+\/en\/contact/);

    await staff.goto(`${baseUrl}/en/staff/support/${number}`);
    await staff.getByText('Visitor', { exact: false }).or(staff.getByText('Ada Lovelace')).first().waitFor({ timeout: 15_000 });
    await staff.getByText('Quote: video abstract', { exact: false }).first().waitFor();
  });
});
