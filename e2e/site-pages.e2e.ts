// The site's own pages, in the browser: every footer page in English and Chinese (and an unknown URL is a
// 404 with the not-found page), the price list showing what the order form charges for three services in
// three currencies, and a researcher downloading their data and having their account deleted.
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney, type CurrencyFormat } from '../packages/contracts/src/formatting/money';
import { ORDER_FORM_NEW_PATH, orderFormPaths } from '../packages/contracts/src/order-form/order-form.paths';
import type { OrderFormResponse, OrderFormService } from '../packages/contracts/src/order-form/order-form-view.contract';
import { screenshot, useJourneyBrowser } from './support/browser';
import { pageApi, registerResearcher } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });

const FOOTER: Record<'en' | 'cn', { link: string; path: string; heading: string }[]> = {
  en: [
    { link: 'Terms of service', path: '/terms', heading: 'Terms of service' },
    { link: 'Privacy policy', path: '/privacy', heading: 'Privacy policy' },
    { link: 'FAQ', path: '/faq', heading: 'Frequently asked questions' },
    { link: 'Pricing', path: '/pricing', heading: 'Prices' },
    { link: 'Contact us', path: '/contact', heading: 'Contact us' },
    { link: 'Support', path: '/support', heading: 'How can we help?' },
  ],
  cn: [
    { link: '服务条款', path: '/terms', heading: '服务条款' },
    { link: '隐私政策', path: '/privacy', heading: '隐私政策' },
    { link: '常见问题', path: '/faq', heading: '常见问题' },
    { link: '价格', path: '/pricing', heading: '价格' },
    { link: '联系我们', path: '/contact', heading: '联系我们' },
    { link: '客户支持', path: '/support', heading: '我们能为您做些什么？' },
  ],
};

describe('the footer’s pages', () => {
  it.each(['en', 'cn'] as const)('open from the footer in %s, each answering 200, and an unknown page 404', async (language) => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/${language}`);
    const footer = page.getByRole('contentinfo');
    for (const { link, path, heading } of FOOTER[language]) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${language}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
      const response = await page.request.get(`${baseUrl}/${language}${path}`);
      expect(response.status(), path).toBe(200);
    }
    await page.goto(`${baseUrl}/${language}/faq`);
    await page.getByRole('button', { name: language === 'en' ? 'How do you count words?' : '你们如何统计字数？' }).click();
    await screenshot(page, `site-faq-${language}`);
    await page.goto(`${baseUrl}/${language}/privacy`);
    await page.getByRole('heading', { level: 2, name: language === 'en' ? '6. Money records we must keep' : '6. 我们必须保留的财务记录' }).waitFor();
    await screenshot(page, `site-privacy-${language}`);

    const unknown = await page.goto(`${baseUrl}/${language}/no-such-page`);
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Page not found' : '找不到页面' }).waitFor({ timeout: 15_000 });
  });
});

/** A visitor's order form in `currency`, priced for `words`: the services the order form offers, with their prices. */
async function orderFormPrices(page: Page, currency: string, goal: 'editing' | 'translation', languageId: number, words: number): Promise<{ services: OrderFormService[]; currency: CurrencyFormat }> {
  const { orderForm } = await pageApi<OrderFormResponse>(page, baseUrl, 'GET', ORDER_FORM_NEW_PATH);
  await pageApi(page, baseUrl, 'PUT', orderFormPaths.currency(orderForm.id), { currencyIso: currency });
  const answer = await pageApi<OrderFormResponse>(page, baseUrl, 'PUT', orderFormPaths.basicDetails(orderForm.id), { customerGoal: goal, uploadLater: true, manuscriptLanguageId: languageId, wordCount: words, serviceBundlesRequested: false });
  expect(answer.orderForm.currency.isoCode).toBe(currency);
  return { services: [...answer.orderForm.availableServices, ...answer.orderForm.additionalServices], currency: answer.orderForm.currency };
}

describe('the price list', () => {
  it('shows, for three services in three currencies, the prices the order form charges', async () => {
    const page = await freshPage();
    const words = 5200;
    for (const currency of ['EUR', 'JPY', 'BRL']) {
      await page.goto(`${baseUrl}/en/pricing?currency=${currency}`);
      await page.getByTestId('pricing-standard-editing').waitFor({ timeout: 15_000 });
      const editing = await orderFormPrices(page, currency, 'editing', 1, words);
      const translation = await orderFormPrices(page, currency, 'translation', 3, words);
      const charged = [...editing.services, ...translation.services];
      const format = editing.currency;
      for (const identity of ['standard-editing', 'translation', 'formatting']) {
        const service = charged.find((each) => each.identity === identity);
        const option = service?.rushData.nonRushOption;
        if (!service || !option) throw new Error(`${identity} is not offered in ${currency}`);
        const low = option.lengthLow;
        const shown = (await page.getByTestId(`price-${identity}-${low}`).innerText()).trim();
        expect(shown, `${identity} in ${currency}`).toBe(formatMoney(option.price, { ...format, isoCode: currency }));
        const rush = service.rushData.rushOption;
        if (rush) expect((await page.getByTestId(`rush-${identity}-${low}`).innerText()).trim()).toBe(formatMoney(rush.price, { ...format, isoCode: currency }));
      }
      if (currency === 'JPY') await screenshot(page, 'site-pricing-jpy');
    }
  });
});

describe('the data the portal keeps about a researcher', () => {
  it('downloads from the privacy page, and the account is deleted on request', async () => {
    const page = await freshPage();
    const email = await registerResearcher(page, baseUrl, { emailPrefix: 'privacy', firstName: 'Emmy', lastName: 'Noether' });
    await page.goto(`${baseUrl}/en/privacy`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('data-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^marginalia-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: { profile: { email: string; firstName: string } } };
    expect(data.account.profile).toMatchObject({ email, firstName: 'Emmy' });

    await page.getByRole('link', { name: 'Delete my account and data' }).click();
    await page.waitForURL((url) => url.pathname === '/en/account');
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.getByLabel('Also delete my personal data').check();
    // registerResearcher's password is made from the e-mail's suffix.
    const id = email.split('@')[0]?.split('.').slice(1).join('.') ?? '';
    await dialog.getByLabel('Current password').fill(`pw-${id}-Secret`);
    await screenshot(page, 'site-delete-account');
    await dialog.getByRole('button', { name: 'Close my account and delete my data' }).click();
    await page.waitForURL((url) => url.pathname === '/logout', { timeout: 15_000 });

    // Nothing is left to sign in with.
    await page.goto(`${baseUrl}/en/login`);
    await page.getByLabel('Email address').fill(email);
    await page.locator('input[name="password"]').fill(`pw-${id}-Secret`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').first().waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/en/login');
  });
});
