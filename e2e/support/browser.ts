import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { checkNow, watchContext } from './accessibility';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = join(new URL('..', import.meta.url).pathname, 'screenshots');

let contexts = 0;

/**
 * Each browser context stands for another person at another address: the journeys' server believes
 * X-Forwarded-For from 127.0.0.1 (TRUST_PROXY in global-setup.ts), so the per-address limits of
 * registration and sign-in apply per person, as they would in real life, not to the whole suite.
 */
function nextAddress(): string {
  contexts += 1;
  return `10.${(process.pid >> 8) & 255}.${(contexts >> 8) & 255}.${contexts & 255}`;
}

/** Debian's Chromium, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': nextAddress(), ...options.extraHTTPHeaders } });
    watchContext(context);
    return context;
  };
  browser.newPage = async (options = {}) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.on('close', () => void context.close());
    return page;
  };
  return browser;
}

export interface JourneyBrowser {
  /** Another person: a new context (own cookies, own address) with the file's defaults, closed after the file. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in such a new context. */
  freshPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * The browser of one journey file: launched before its tests and closed, with every context it opened,
 * after them. Call it at the top of the file, before the file's own hooks, which can then open pages
 * (its after-hooks run before this one closes them).
 */
export function useJourneyBrowser(defaults: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }): JourneyBrowser {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  const newContext = async (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error('the journey browser is launched in beforeAll');
    const context = await browser.newContext({ ...defaults, ...options });
    contexts.push(context);
    return context;
  };
  return { newContext, freshPage: async (options = {}) => (await newContext(options)).newPage() };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await checkNow(page);
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
