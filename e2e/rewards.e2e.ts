// Rewards, referrals and testimonials in the browser: a colleague arrives through a referrer's share link,
// registers and pays a first order with the referral discount, and the referrer sees the credit and the counts,
// then prints the flyer and opens its image; a testimonial with a photo, approved by staff, appears on the
// landing page; a level's code is applied in the order form, and the rewards pages read in Chinese.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { LoadResponse } from '../packages/contracts/src/app-config/app-config.contract';
import type { OrderDetailsResponse } from '../packages/contracts/src/orders/order-details.contract';
import type { OrderFormResponse } from '../packages/contracts/src/order-form/order-form-view.contract';
import { orderFormPaths } from '../packages/contracts/src/order-form/order-form.paths';
import { screenshot, useJourneyBrowser } from './support/browser';
import { placePaidOrder, signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';
import { pageApi, registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const journey = useJourneyBrowser({ viewport: { width: 1280, height: 1000 } });
let referrerContext: BrowserContext;
/** The referrer's identity, for the staff's look at their customer page. */
let referrerIdentity = '';

beforeAll(async () => {
  referrerContext = await journey.newContext();
});

/** Whether an image of the page has loaded (its natural width is known). */
const imageLoaded = (page: Page, testId: string) => page.getByTestId(testId).evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0);

describe('rewards, referrals and testimonials', () => {
  it('a colleague comes through the share link, pays a first order with the discount, and the referrer sees the credit', async () => {
    const referrer = await referrerContext.newPage();
    await registerResearcher(referrer, baseUrl, { emailPrefix: 'referrer', firstName: 'Ana' });
    await referrer.goto(`${baseUrl}/en/referral-rewards`);
    await referrer.getByRole('heading', { level: 1, name: 'Referral rewards' }).waitFor();
    const shareLink = await referrer.getByLabel('Share link', { exact: true }).inputValue();
    const { user } = await pageApi<LoadResponse>(referrer, baseUrl, 'GET', '/api/researcher/load');
    expect(shareLink).toBe(`${baseUrl}/en/referral/${user.referralCode}`);
    referrerIdentity = user.identity ?? '';
    await referrer.getByTestId('referral-qr').waitFor();
    await expect.poll(() => imageLoaded(referrer, 'referral-qr'), { timeout: 15_000 }).toBe(true);
    await screenshot(referrer, 'referral-rewards-en');

    // The colleague, a visitor in another browser, opens the link and registers.
    const colleagueContext = await journey.newContext();
    const colleague = await colleagueContext.newPage();
    await colleague.goto(shareLink);
    await colleague.getByRole('heading', { level: 1, name: 'Ana invites you to Marginalia' }).waitFor();
    await colleague.getByTestId('referral-landing').getByText('your first order gets $40 off automatically').waitFor();
    await screenshot(colleague, 'referral-landing-en');
    await registerResearcher(colleague, baseUrl, { emailPrefix: 'referred', firstName: 'Bruno' });

    // The first order carries the referral discount: $68 of standard editing less $40.
    const orderNumber = await placePaidOrder(colleague, baseUrl, { service: 'standard-editing', wordCount: 500 });
    const { order } = await pageApi<OrderDetailsResponse>(colleague, baseUrl, 'GET', `/api/order/${orderNumber}`);
    expect(order.discounts).toEqual([expect.objectContaining({ code: expect.stringMatching(/^WELCOME-/), appliedAmount: 4000 })]);
    await colleague.goto(`${baseUrl}/en/referral-rewards`);
    await colleague.getByTestId('referred-by').getByText('You joined through Ana').waitFor();

    // The referrer sees the sign-up, the credit and the history.
    await referrer.reload();
    await expect.poll(() => referrer.getByTestId('referrals-signups').innerText()).toBe('1');
    await expect.poll(() => referrer.getByTestId('referrals-credits').innerText()).toBe('$40');
    await referrer.getByTestId('referral-history').getByText('Credit earned').waitFor();
    await screenshot(referrer, 'referral-rewards-credited');
    await referrer.goto(`${baseUrl}/en/researcher/prepay`);
    await referrer.getByText('$40').first().waitFor();

    // The printable flyer (SVG) and the flyer as an image (PNG).
    await referrer.goto(`${baseUrl}/en/referral-rewards`);
    await referrer.getByTestId('flyer-link').click();
    await referrer.getByRole('heading', { level: 1, name: 'Referral flyer' }).waitFor();
    await expect.poll(() => imageLoaded(referrer, 'flyer-svg'), { timeout: 15_000 }).toBe(true);
    await screenshot(referrer, 'referral-flyer-print');
    await referrer.getByRole('link', { name: 'Flyer as an image' }).click();
    await referrer.getByRole('heading', { level: 1, name: 'Flyer image' }).waitFor();
    await expect.poll(() => imageLoaded(referrer, 'flyer-png'), { timeout: 15_000 }).toBe(true);
    await expect(referrer.getByTestId('flyer-png').evaluate((image) => (image as HTMLImageElement).naturalWidth)).resolves.toBe(1080);
    await screenshot(referrer, 'referral-flyer-image');
  });

  it('a testimonial with a photo, approved by staff, appears on the landing page', async () => {
    const author = await referrerContext.newPage();
    await author.goto(`${baseUrl}/en/researcher/rewards`);
    await author.getByTestId('teaser-testimonial').getByRole('link', { name: 'Write yours' }).click();
    await author.getByRole('heading', { level: 1, name: 'Share your experience' }).waitFor();
    const text = `The editor caught every tense and article; our coral paper was accepted. ${unique()}`;
    // Submitting without text is refused, and says why.
    await author.getByRole('button', { name: 'Submit' }).click();
    await author.getByText('Please type in a testimonial before clicking Submit').waitFor();
    await author.getByLabel(/Your testimonial/).fill(text);
    await author.getByLabel('Your affiliation (optional)').fill('James Cook University');
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#2f5d8a' } }).jpeg().toBuffer();
    await author.locator('input[type="file"]').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo });
    await screenshot(author, 'testimonial-form');
    await author.getByRole('button', { name: 'Submit' }).click();
    await author.waitForURL((url) => url.pathname === '/en/researcher');
    await author.getByText('Your testimonial has been received. Thank you for helping us serve you better.').waitFor();
    await author.goto(`${baseUrl}/en/researcher/rewards`);
    await author.getByTestId('teaser-refer').waitFor();
    await expect(author.getByTestId('teaser-testimonial').count()).resolves.toBe(0);

    const staffContext = await journey.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/testimonials');
    const card = staff.locator('article', { hasText: text });
    await card.waitFor();
    await screenshot(staff, 'staff-testimonials');
    await card.getByRole('button', { name: 'Approve' }).click();
    await staff.getByText('The testimonial is approved.').waitFor();

    // Staff see the referral on the referrer's customer page, and what each level gives in the catalogue.
    await staff.goto(`${baseUrl}/en/staff/customers/${referrerIdentity}`);
    const referrals = staff.getByTestId('customer-referrals-table');
    await referrals.getByText('Rewarded').waitFor();
    await referrals.getByText('Share link').waitFor();
    await screenshot(staff, 'staff-customer-referrals');
    await staff.goto(`${baseUrl}/en/staff/catalogue/benefits`);
    await staff.getByText('Silver level: 10% off editing').waitFor();
    await screenshot(staff, 'staff-level-benefits');

    const visitor = await (await journey.newContext()).newPage();
    await visitor.goto(`${baseUrl}/en/`);
    const section = visitor.getByTestId('landing-testimonials');
    await section.getByText(text).waitFor();
    await section.getByText('James Cook University').first().waitFor();
    await section.locator('img').first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'landing-testimonials');
  });

  it("a level's code is applied in the order form, and the rewards pages read in Chinese", async () => {
    const page = await (await journey.newContext()).newPage();
    await signInAs(page, baseUrl, 'researcher.cn@marginalia.test', 'researcher-demo-2026', '/cn/researcher');
    await page.goto(`${baseUrl}/cn/researcher/rewards`);
    await page.getByRole('heading', { level: 1, name: '积分奖励' }).waitFor();
    const bronze = page.getByTestId('promo-benefits').locator('tr', { hasText: 'Bronze level' });
    const code = (await bronze.locator('td').first().innerText()).trim();
    expect(code).toMatch(/^BRONZE-/);
    await screenshot(page, 'rewards-cn');

    await page.goto(`${baseUrl}/cn/researcher/coupons`);
    await page.getByRole('heading', { level: 1, name: '当前优惠' }).waitFor();
    await page.getByTestId('current-promotions').getByText(code).waitFor();
    await screenshot(page, 'coupons-cn');

    // "Use it": a new order form opened with the code, which takes its ¥142 off once a service is chosen.
    await page.getByTestId('current-promotions').locator('tr', { hasText: code }).getByRole('link', { name: '立即使用' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/cn/researcher/submit/') && !url.pathname.endsWith('/new'));
    const { orderForm } = await pageApi<OrderFormResponse>(page, baseUrl, 'GET', '/api/order-form/load');
    await pageApi(page, baseUrl, 'PUT', orderFormPaths.basicDetails(orderForm.id), { customerGoal: 'editing', uploadLater: true, manuscriptLanguageId: 1, wordCount: 2000, serviceBundlesRequested: false });
    const priced = await pageApi<OrderFormResponse>(page, baseUrl, 'PUT', orderFormPaths.services(orderForm.id), { serviceIdentities: ['standard-editing'], declineEditing: false });
    expect(priced.orderForm.discounts).toEqual(expect.arrayContaining([expect.objectContaining({ code, appliedAmount: 14_200 })]));
    await page.goto(`${baseUrl}/cn/researcher/submit/manuscript-services`);
    await page.getByText(code).first().waitFor();
    await screenshot(page, 'order-form-level-code-cn');

    await page.goto(`${baseUrl}/cn/referral-rewards`);
    await page.getByRole('heading', { level: 1, name: '推荐奖励' }).waitFor();
    await screenshot(page, 'referral-rewards-cn');
    const { user } = await pageApi<LoadResponse>(page, baseUrl, 'GET', '/api/researcher/load');
    await page.goto(`${baseUrl}/cn/referral/flyer/img/${user.referralCode}`);
    await expect.poll(() => imageLoaded(page, 'flyer-png'), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'referral-flyer-image-cn');
  });
});
