// Ordering with the keyboard alone: a new researcher goes from "get started" to the order confirmation
// with Tab, Shift+Tab, Space, Enter, the arrow keys and typing — no mouse. The manuscript is given through
// the file chooser the upload button opens on Enter; the services are chosen with the arrow keys; the
// state of the billing address is picked from its list by typing and the arrows; the sandbox card pays.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, SCREENSHOT_DIR, useJourneyBrowser } from './support/browser';
import { registerResearcher } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
const work = mkdtempSync(join(tmpdir(), 'mg-keyboard-e2e-'));
const paper = join(work, 'kelp.docx');
writeFileSync(paper, buildDocx([{ heading: 'Kelp forests' }, { paragraph: 'Kelp forests shelter fish and store carbon along temperate coasts. '.repeat(30) }]));

/** The focused element as a line: tag, role, type, accessible name parts and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const label = (el as HTMLInputElement).labels?.[0]?.innerText ?? '';
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.innerText ?? '').join(' ');
    const text = (el.innerText || (el as HTMLInputElement).value || '').slice(0, 60);
    return `${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''} type=${el.getAttribute('type') ?? ''} name=${el.getAttribute('aria-label') ?? ''} label=${label} ${labelledBy} text=${text}`.replace(/\s+/g, ' ');
  });

const summary = (page: Page) => page.locator('aside').filter({ hasText: 'Order summary' }).first();

/** A picture of the focused control and its surroundings, to see its focus ring. */
async function focusShot(page: Page, name: string): Promise<void> {
  const box = await page.evaluate(() => {
    const rect = document.activeElement?.getBoundingClientRect();
    return rect ? { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height } : null;
  });
  if (!box) return;
  const margin = 24;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, clip: { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin } });
}

/** Presses Tab (Shift+Tab when `back`) until the focused element matches, and returns its line. */
async function tabTo(page: Page, target: RegExp, { back = false, max = 60 } = {}): Promise<string> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const line = await focused(page);
    if (target.test(line)) return line;
    seen.push(line);
  }
  throw new Error(`Tab never reached ${target}; focus went through:\n${seen.join('\n')}`);
}

describe('ordering with the keyboard alone', () => {
  it('goes from get started to the payment confirmation without the mouse', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'keyboard' });
    await page.goto(`${baseUrl}/en/researcher/submit/get-started`);
    const editing = page.getByRole('radio', { name: /^Editing/ });
    await expect.poll(() => editing.isEnabled(), { timeout: 15_000 }).toBe(true);

    // Get started: the goal, then the manuscript through the upload button's file chooser.
    await tabTo(page, /type=radio .*label=Editing/);
    await page.keyboard.press('Space');
    await expect.poll(() => editing.isChecked()).toBe(true);
    await focusShot(page, 'keyboard-focus-goal');
    await screenshot(page, 'keyboard-get-started');
    await page.getByRole('heading', { name: 'Your manuscript' }).waitFor();
    // Listening first: the browser hands file choosers to the test only once it knows someone waits for them.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, /^button .*text=Browse for a file$/);
    await focusShot(page, 'keyboard-focus-upload');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(paper);
    // Detected from the file: 302 words in English.
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toContain('302');
    await screenshot(page, 'keyboard-get-started-uploaded');
    await tabTo(page, /text=Choose my services/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/manuscript-services');

    // Services: the first service card's radio, then the arrow keys to Standard Editing.
    // Like a person, the journey waits for each step's content before moving through it.
    await expect.poll(() => page.getByRole('radio', { name: /^Advanced Editing/ }).isEnabled(), { timeout: 15_000 }).toBe(true);
    await tabTo(page, /type=radio .*label=Advanced Editing/);
    const standard = page.getByRole('radio', { name: /^Standard Editing/ });
    // Each arrow press chooses the next card (and saves it): wait for that before the next press.
    for (let i = 0; i < 4 && !(await standard.isChecked()); i++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.checked === true)).toBe(true);
      await page.waitForLoadState('networkidle');
    }
    await expect.poll(() => standard.isChecked()).toBe(true);
    await focusShot(page, 'keyboard-focus-service');
    await expect.poll(() => summary(page).innerText(), { timeout: 10_000 }).toContain('$68');
    await screenshot(page, 'keyboard-services');
    await tabTo(page, /text=Review additional services/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/additional-services');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Figure preparation is added with its button; the focus stays on it (now the remove button).
    await page.getByRole('button', { name: 'Add to order: Figure Preparation' }).waitFor({ timeout: 15_000 });
    await tabTo(page, /name=Add to order: Figure Preparation/);
    await page.keyboard.press('Enter');
    await expect.poll(() => summary(page).innerText(), { timeout: 10_000 }).toContain('Figure Preparation');
    await expect.poll(() => focused(page)).toMatch(/name=Remove Figure Preparation/);
    await screenshot(page, 'keyboard-additional-services');
    await tabTo(page, /^button .*text=Continue$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/details');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByLabel(/Project title/).waitFor({ timeout: 15_000 });
    await tabTo(page, /label=Project title/);
    await page.keyboard.type(`Kelp forest carbon along temperate coasts ${Date.now().toString(36)}`);
    // Figure preparation asks whether the original data files exist.
    await tabTo(page, /type=radio .*label=Yes/);
    await page.keyboard.press('Space');
    await screenshot(page, 'keyboard-details');
    await tabTo(page, /^button .*text=Next$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/payment-details', { timeout: 15_000 });
    await page.getByRole('radiogroup', { name: 'Payment method' }).waitFor({ timeout: 15_000 });
    // Payment: the card, the billing address (the state from its list by typing and the arrows), the terms.
    await tabTo(page, /role=radio .*text=Credit card$/);
    await focusShot(page, 'keyboard-focus-payment-method');
    await page.keyboard.press('Enter');
    await page.getByLabel('Card number').waitFor();
    await tabTo(page, /label=Card number/);
    await page.keyboard.type('4111 1111 1111 1111');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/34');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await tabTo(page, /label=Address \*/);
    await page.keyboard.type('77 Massachusetts Avenue');
    await tabTo(page, /label=City/);
    await page.keyboard.type('Cambridge');
    // The state list: type to filter, the arrow to the option, Enter to choose it.
    await page.keyboard.press('Tab');
    await page.keyboard.type('Massach');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/label=State .*text=Massachusetts/);
    await page.keyboard.press('Tab');
    await page.keyboard.type('02139');
    await tabTo(page, /label=I accept the terms and conditions/);
    await page.keyboard.press('Space');
    await screenshot(page, 'keyboard-payment');
    await tabTo(page, /text=Submit Payment/);
    await focusShot(page, 'keyboard-focus-submit');
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname.startsWith('/en/researcher/submit/order-complete/'), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('order-number').innerText()).toMatch(/\w+/);
    await screenshot(page, 'keyboard-order-complete');
  });
});
