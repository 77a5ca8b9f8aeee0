// The application shell in the browser: language prefixes, switching language, reload, redirects
// of unprefixed URLs, the not-found and error pages, and a screenshot of the shell in each language.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const LANGUAGES = [
  { code: 'en', tag: 'en-US', script: /[A-Za-z]/ },
  { code: 'br', tag: 'pt-BR', script: /[A-Za-zçãõé]/ },
  { code: 'cn', tag: 'zh-CN', script: /[\u4e00-\u9fff]/ },
  { code: 'es', tag: 'es-ES', script: /[A-Za-zñáéí]/ },
  { code: 'jp', tag: 'ja-JP', script: /[\u3040-\u30ff\u4e00-\u9fff]/ },
] as const;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const heading = () => page.locator('main h1').first();
const pathOf = () => new URL(page.url()).pathname;

describe('a visitor opening the portal', () => {
  it('is redirected from / to the English pages, which show', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/en(\/|$)/);
    await expect.poll(() => heading().isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(await page.locator('#boot-panel').count()).toBe(0);
  });

  it('switches to 中文: the URL becomes /cn/… and the text is Chinese, and a reload keeps it', async () => {
    await page.locator('header button[aria-controls]').filter({ hasText: 'English' }).click();
    await page.locator('a[data-language="cn"]').click();
    await page.waitForURL(/\/cn(\/|$)/);
    await expect.poll(async () => (await heading().textContent()) ?? '').toMatch(/[\u4e00-\u9fff]/);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'mg_lang')?.value).toBe('cn');

    await page.reload();
    await expect.poll(async () => (await heading().textContent()) ?? '').toMatch(/[\u4e00-\u9fff]/);
    expect(pathOf()).toMatch(/^\/cn/);
  });

  it('opening /researcher without a prefix lands under the chosen language (and, signed out, on login)', async () => {
    await page.goto(`${baseUrl}/researcher`);
    await page.waitForURL(/\/cn\/login/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/cn/login');
    expect(url.searchParams.get('redirect')).toBe('/cn/researcher');
  });

  it('shows a translated not-found page for an unknown page, answered with 404', async () => {
    const response = await page.goto(`${baseUrl}/es/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toMatch(/404|no (existe|encontr)/i);
    expect(await page.getAttribute('html', 'lang')).toBe('es-ES');
  });

  it('shows the generic error page', async () => {
    await page.goto(`${baseUrl}/jp/error`);
    await expect.poll(async () => (await heading().textContent()) ?? '').toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

describe('the shell in each language', () => {
  for (const language of LANGUAGES) {
    it(`renders /${language.code} in ${language.tag}`, async () => {
      await page.goto(`${baseUrl}/${language.code}`);
      await expect.poll(async () => (await heading().textContent()) ?? '').toMatch(language.script);
      expect(await page.getAttribute('html', 'lang')).toBe(language.tag);
      // Every service group of the catalogue is on the landing page, with a price.
      expect(await page.locator('[data-service-group]').count()).toBeGreaterThanOrEqual(3);
      await screenshot(page, `shell-${language.code}`);
    });
  }
});
