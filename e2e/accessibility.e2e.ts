// Accessibility of the main pages in English and Chinese: a visitor, a researcher and staff open each
// page kind once, and axe-core checks it (support/accessibility.ts fails the test on a serious or
// critical violation; the other journeys check the pages they visit the same way).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkNow } from './support/accessibility';
import { useJourneyBrowser } from './support/browser';
import { STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
const LANGUAGES = ['en', 'cn'] as const;
const RESEARCHER = { en: 'researcher@marginalia.test', cn: 'researcher.cn@marginalia.test' };
const PASSWORD = 'researcher-demo-2026';

/** Opens the page, waits for its main heading, then checks it. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await checkNow(page);
}

async function signIn(page: Page, lang: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/${lang}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

describe.each(LANGUAGES)('in %s', (lang) => {
  it('the public pages', async () => {
    const page = await freshPage();
    for (const path of ['', '/login', '/register', '/login/forgot-password', '/certificate', '/researcher/submit/get-started', '/researcher/grammar-check', '/no-such-page']) {
      await visit(page, `/${lang}${path}`);
    }
    expect(await page.locator('html').getAttribute('lang')).toMatch(lang === 'cn' ? /^zh/ : /^en/);
  });

  it('the researcher pages', async () => {
    const page = await freshPage();
    await signIn(page, lang, RESEARCHER[lang], PASSWORD);
    await visit(page, `/${lang}/researcher`);
    const details = await page.locator('a[href*="/researcher/details/"], a[href*="/researcher/index/details/"]').first().getAttribute('href', { timeout: 10_000 });
    for (const path of ['/researcher/invoices', '/researcher/invoices/unpaid', '/researcher/prepay', '/account', '/researcher/submit/get-started', '/researcher/grammar-check']) {
      await visit(page, `/${lang}${path}`);
    }
    if (details) await visit(page, details);
  });

  it('the staff console', async () => {
    const page = await freshPage();
    await signIn(page, lang, STAFF_EMAIL, STAFF_PASSWORD);
    for (const area of ['orders', 'payments', 'fapiaos', 'customers', 'catalogue', 'settings', 'outbox', 'audit']) {
      await visit(page, `/${lang}/staff/${area}`);
    }
    const order = await page.goto(`${baseUrl}/${lang}/staff/orders`).then(() => page.locator('a[href*="/staff/orders/"]').first().getAttribute('href', { timeout: 10_000 }));
    if (order) await visit(page, order);
    const customer = await page.goto(`${baseUrl}/${lang}/staff/customers`).then(() => page.locator('a[href*="/staff/customers/"]').first().getAttribute('href', { timeout: 10_000 }));
    if (customer) await visit(page, customer);
  });
});
