// Amounts and due times in the researcher's own terms. A visitor on the Chinese pages sees the landing
// page's "from" prices in yuan, rounded as the order form prices them, and the promise of standard or rush
// turnaround; the Chinese demo researcher sees the referral reward in yuan, and the due times of the order
// cards and the order page labelled with their zone.
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useJourneyBrowser } from './support/browser';
import { signInAs } from './support/orders';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser({ viewport: { width: 1280, height: 1000 } });

describe('the landing page in the visitor currency', () => {
  it('shows "from" prices in whole yuan on the Chinese pages, and rush among the delivery choices', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/cn`);
    const editing = page.locator('[data-service-group="editing"]');
    // Standard editing of up to 1,500 words, $68: ¥484.16 rounded to ¥484, as on the order form.
    await expect.poll(() => editing.getByTestId('from-price').innerText(), { timeout: 15_000 }).toBe('¥484');
    expect(await editing.innerText()).toContain('起价');
    const prices = await page.getByTestId('from-price').allInnerTexts();
    expect(prices.length).toBeGreaterThanOrEqual(3);
    for (const price of prices) expect(price).toMatch(/^¥[\d,]+$/);
    expect(await page.locator('main').innerText()).toContain('加急交稿');
    await screenshot(page, 'landing-cn-prices');
  });
});

describe('a researcher in China', () => {
  it('sees the referral reward in yuan and every due time with its zone', async () => {
    const page = await freshPage();
    await signInAs(page, baseUrl, 'researcher.cn@marginalia.test', 'researcher-demo-2026', '/cn/researcher');
    // The $40 reward: ¥284.80 rounded to ¥285.
    const referral = page.getByTestId('referral-widget');
    await expect.poll(() => referral.innerText(), { timeout: 15_000 }).toContain('¥285');
    expect(await referral.innerText()).not.toContain('$');

    // The translation in progress is due at a time in Shanghai, and says so.
    const card = page.getByTestId('order-card').filter({ hasText: 'Pulmonary Nodules' });
    await expect.poll(() => card.getByTestId('order-card-due').innerText(), { timeout: 15_000 }).toMatch(/GMT\+8/);
    await screenshot(page, 'dashboard-cn-due-times');

    await card.getByTestId('order-card-link').click();
    await expect
      .poll(() => page.getByTestId('order-deadline').innerText(), { timeout: 15_000 })
      .toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 GMT\+8 \d{2}:\d{2}$/);
    await screenshot(page, 'order-page-cn-due-time');
  });
});
