// The researcher dashboard: the demo
// researcher sees the unpaid-invoices banner and their orders as cards; searches by order number (any
// case), by title and by dates, each time through the URL /researcher/index/orders/{xid}/{title}/{from}/{to}/{page}
// with '_' for an empty filter; clears; meets a bad date in a hand-written URL; pages through when there is a
// second page; opens a certificate and a card's details link. A new researcher hides the spam-folder banner.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { OrderSearchResponse } from '../packages/contracts/src/orders/order-search.contract';
import type { LoadResponse } from '../packages/contracts/src/app-config/app-config.contract';
import { screenshot, useJourneyBrowser } from './support/browser';
import { signInAs } from './support/orders';
import { pageApi, registerResearcher } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();


const cardNumbers = async (page: Page) => page.getByTestId('order-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order') ?? ''));

/** Waits until the list shows exactly these orders (the next page replaces the previous one in place). */
async function expectCards(page: Page, numbers: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const shown = [...document.querySelectorAll('[data-testid="order-card"]')].map((card) => card.getAttribute('data-order'));
      return shown.length === expected.length && shown.every((number, index) => number === expected[index]);
    },
    [...numbers],
    { timeout: 15_000 },
  );
}

const search = (page: Page, query: string) => pageApi<OrderSearchResponse>(page, baseUrl, 'GET', `/api/order/search?${query}`);

describe('the researcher dashboard', () => {
  it('searches the demo orders by number, title and dates, clears, pages, and opens a card', async () => {
    const page = await freshPage();
    await signInAs(page, baseUrl, 'researcher@marginalia.test', 'researcher-demo-2026', '/en/researcher');
    const all = await search(page, 'page=1');
    expect(all.orders.length).toBeGreaterThan(2);
    await expectCards(page, all.orders.map((order) => order.externalId));
    await page.getByTestId('orders-count').getByText(`${all.pagination.total} orders`).waitFor();

    // The demo researcher has two unpaid invoices: listed one by one, with the way to pay them.
    const banner = page.getByTestId('unpaid-invoices-banner');
    await banner.getByText('You have 2 unpaid invoices').waitFor();
    expect(await banner.locator('li').count()).toBe(2);
    expect(await banner.getByRole('link', { name: 'Pay unpaid invoices' }).getAttribute('href')).toBe('/en/researcher/invoices/unpaid');
    // A returning customer (the demo researcher has orders) is welcomed back, in the heading and the sub-navigation.
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Your account' }).innerText()).toMatch(/^Welcome back, /);
    // There are no digital documents to look for, so nothing points to them.
    expect(await page.getByTestId('digital-orders-alert').count()).toBe(0);
    // A completed and paid order's card offers its files; a status reads as the researcher expects.
    const completed = all.orders.find((order) => order.downloadAvailable);
    expect(completed).toBeDefined();
    const completedCard = page.locator(`[data-order="${completed?.externalId}"]`);
    await completedCard.getByTestId('card-download-all').waitFor();
    expect(await completedCard.getByTestId('order-card-status').innerText()).toBe('Completed');
    await screenshot(page, 'dashboard-orders');

    // By order number, typed in lower case.
    const target = all.orders[1]!;
    await page.getByTestId('search-xid').fill(target.externalId.toLowerCase());
    await page.getByTestId('search-submit').click();
    await page.waitForURL(`${baseUrl}/en/researcher/index/orders/${target.externalId.toLowerCase()}/_/_/_/1`);
    await expectCards(page, [target.externalId]);
    await page.getByTestId('orders-count').getByText('1 order matches your search').waitFor();

    // Clear: back to the dashboard and every order.
    await page.getByTestId('search-clear').click();
    await page.waitForURL(`${baseUrl}/en/researcher`);
    await expectCards(page, all.orders.map((order) => order.externalId));
    expect(await page.getByTestId('search-xid').inputValue()).toBe('');

    // By a word of a title, in upper case.
    const word = all.orders[0]!.title.split(/\s+/).find((part) => part.length >= 5) ?? all.orders[0]!.title;
    const byTitle = await search(page, `orderTitle=${encodeURIComponent(word)}&page=1`);
    await page.getByTestId('search-title').fill(word.toUpperCase());
    await page.getByTestId('search-submit').click();
    await page.waitForURL((url) => url.pathname === `/en/researcher/index/orders/_/${encodeURIComponent(word.toUpperCase())}/_/_/1`);
    await expectCards(page, byTitle.orders.map((order) => order.externalId));
    for (const title of await page.locator('[data-testid="order-card-link"]').allInnerTexts()) expect(title.toLowerCase()).toContain(word.toLowerCase());
    await page.getByTestId('search-clear').click();
    await page.waitForURL(`${baseUrl}/en/researcher`);

    // By dates: the day one order was placed, in the researcher's time zone, From and To alike.
    const { user } = await pageApi<LoadResponse>(page, baseUrl, 'GET', '/api/researcher/load?language=en');
    const dated = all.orders[2]!;
    const placed = new Intl.DateTimeFormat('en-CA', { timeZone: user.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(dated.createdAt));
    const byDate = await search(page, `from=${placed}&to=${placed}&page=1`);
    expect(byDate.orders.map((order) => order.externalId)).toContain(dated.externalId);
    await page.getByTestId('search-from').fill(placed);
    await page.getByTestId('search-to').fill(placed);
    await page.getByTestId('search-submit').click();
    await page.waitForURL(`${baseUrl}/en/researcher/index/orders/_/_/${placed}/${placed}/1`);
    await expectCards(page, byDate.orders.map((order) => order.externalId));

    // From after To is refused in the form; an impossible date in a typed URL is shown under its field.
    await page.getByTestId('search-from').fill('2026-03-10');
    await page.getByTestId('search-to').fill('2026-03-01');
    await page.getByTestId('search-submit').click();
    await page.getByText('Please choose a valid date; From cannot be later than To.').waitFor();
    await page.goto(`${baseUrl}/en/researcher/index/orders/_/_/2026-02-30/_/1`);
    await page.getByText('Please choose a valid date; From cannot be later than To.').waitFor();
    expect(await page.getByTestId('order-card').count()).toBe(0);
    await page.getByTestId('search-clear').click();
    await page.waitForURL(`${baseUrl}/en/researcher`);
    await expectCards(page, all.orders.map((order) => order.externalId));

    // Paging: the pager shows only when there is more than one page of ten.
    if (all.pagination.pages > 1) {
      await page.getByTestId('orders-pager').getByRole('button', { name: 'Page 2', exact: true }).click();
      await page.waitForURL(`${baseUrl}/en/researcher/index/orders/_/_/_/_/2`);
      const second = await search(page, 'page=2');
      await expectCards(page, second.orders.map((order) => order.externalId));
      await page.goBack();
      await expectCards(page, all.orders.map((order) => order.externalId));
    } else {
      expect(await page.getByTestId('orders-pager').count()).toBe(0);
    }

    // A certificate opens in a modal with its title and authors.
    const certified = all.orders.find((order) => order.certificateReady && order.certificate);
    if (certified?.certificate) {
      await page.locator(`[data-order="${certified.externalId}"]`).getByTestId('card-certificate').click();
      const dialog = page.getByRole('dialog', { name: 'Editing certificate' });
      await dialog.getByTestId('certificate-modal-title').getByText(certified.certificate.title).waitFor();
      expect(await dialog.getByTestId('certificate-modal-authors').innerText()).toBe(certified.certificate.authors || 'No authors yet');
      await screenshot(page, 'dashboard-certificate-modal');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }

    // The card's header opens the order's details.
    const opened = all.orders[0]!;
    expect(await page.locator(`[data-order="${opened.externalId}"]`).getByTestId('card-support').getAttribute('href')).toBe(`/en/support/index/submission/${opened.externalId}/type/support`);
    await page.locator(`[data-order="${opened.externalId}"]`).getByTestId('order-card-link').click();
    await page.waitForURL(`${baseUrl}/en/researcher/index/details/${opened.externalId}`);
    await page.getByText(opened.title).first().waitFor();
    expect(await cardNumbers(page)).toEqual([]);
  });

  it('welcomes a new researcher as new, and lets them hide the spam-folder banner for good', async () => {
    const page = await freshPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'dashboard', firstName: 'Ada' });
    await page.getByTestId('orders-empty').getByText('You have not placed an order yet.', { exact: false }).waitFor();
    // Never "Welcome back" to someone who just arrived, in the heading or the sub-navigation.
    await page.getByRole('heading', { level: 1, name: /^Welcome, Ada / }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Your account' }).innerText()).toMatch(/^Welcome, Ada /);
    expect(await page.getByText('Welcome back', { exact: false }).count()).toBe(0);
    expect(await page.getByTestId('digital-orders-alert').count()).toBe(0);
    const banner = page.getByTestId('spam-banner');
    await banner.waitFor();
    expect(await page.getByTestId('unpaid-invoices-banner').count()).toBe(0);
    await screenshot(page, 'dashboard-new-researcher');
    await page.getByTestId('hide-spam-banner').click();
    await banner.waitFor({ state: 'detached' });
    await page.getByText('We will not show this reminder again.').waitFor();
    await page.reload();
    await page.getByTestId('orders-empty').waitFor();
    expect(await page.getByTestId('spam-banner').count()).toBe(0);

    // In Chinese the loyalty levels are named in Chinese too.
    await page.goto(`${baseUrl}/cn/researcher`);
    const rewards = page.getByTestId('rewards-widget');
    await rewards.getByText('您的等级：会员', { exact: true }).waitFor();
    await rewards.getByText('距 铜牌 已完成 0%', { exact: true }).waitFor();
    await screenshot(page, 'dashboard-new-researcher-cn');
  });

  it('writes a Chinese researcher’s name family name first on Chinese pages', async () => {
    const page = await freshPage();
    await signInAs(page, baseUrl, 'researcher.cn@marginalia.test', 'researcher-demo-2026', '/cn/researcher');
    // Wei (given) Li (family): 'Li Wei' in the heading and the sub-navigation alike.
    await page.getByRole('heading', { level: 1, name: '欢迎回来，Li Wei' }).waitFor();
    expect(await page.getByRole('navigation', { name: '您的账户' }).innerText()).toMatch(/^欢迎回来，Li Wei/);
    expect(await page.getByRole('banner').innerText()).toContain('Li Wei');
    await screenshot(page, 'dashboard-greeting-cn');
  });
});
