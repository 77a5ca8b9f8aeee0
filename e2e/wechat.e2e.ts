// WeChat sign-in through the sandbox adapter: the login page's WeChat button shows a QR
// code; a second page plays the phone (the approval page the QR code opens). A new openid goes to the
// confirm screen with the WeChat nickname prefilled and, once registered, goes straight in the next time;
// refusing on the phone shows the error and stops the polling.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption } from './support/forms';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();

/** Opens the WeChat dialog on the login page; returns the sandbox phone's address (the QR code's target). */
async function showQrCode(page: Page, beforeClick?: () => Promise<unknown>): Promise<string> {
  await page.goto(`${baseUrl}/en/login`);
  const button = page.getByRole('button', { name: 'Sign in with WeChat' });
  await button.waitFor();
  await beforeClick?.();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with WeChat' });
  const qr = dialog.getByRole('img', { name: 'QR code to scan with WeChat' });
  await qr.waitFor();
  // The image really loads (our own SVG, allowed by the CSP).
  await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const href = await dialog.getByRole('link', { name: 'Open the sandbox phone' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/auth\/wechat-sandbox\/[A-Za-z0-9_-]+\?language=en$/);
  return `${baseUrl}${href ?? ''}`;
}

/** The phone: another browser (no cookies of the portal), as a real phone would be. */
async function openPhone(url: string): Promise<Page> {
  const phone = await freshPage({ viewport: { width: 390, height: 760 } });
  await phone.goto(url);
  await phone.getByRole('heading', { name: 'Sign in to Marginalia' }).waitFor();
  return phone;
}

async function approveOnPhone(phone: Page, nickname: string, openid: string): Promise<void> {
  await phone.getByLabel('WeChat nickname').fill(nickname);
  await phone.getByLabel('openid').fill(openid);
  await phone.getByRole('button', { name: 'Approve' }).click();
  await phone.getByRole('heading', { name: 'Sign-in approved' }).waitFor();
}

describe('a newcomer signing in with WeChat', () => {
  it('approves on the phone, confirms the prefilled details, and goes straight in the next time', async () => {
    const openid = `o${randomBytes(20).toString('base64url').slice(0, 27)}`;
    const page = await freshPage();
    const phoneUrl = await showQrCode(page, () => screenshot(page, 'wechat-login-page-en'));
    await screenshot(page, 'wechat-qr-dialog-en');

    const phone = await openPhone(phoneUrl);
    expect(await phone.getByLabel('WeChat nickname').inputValue()).toBe('Lin Wei');
    await screenshot(phone, 'wechat-sandbox-phone-en');
    await approveOnPhone(phone, '林薇 Lin', openid);
    await screenshot(phone, 'wechat-sandbox-approved-en');

    // The login page's next poll finds the approval: a new WeChat account goes to the confirm screen.
    await page.waitForURL((url) => url.pathname.startsWith('/en/register/confirm/'), { timeout: 15_000 });
    await page.getByLabel('First name').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('林薇 Lin');
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await page.getByText('WeChat').first().waitFor();
    await screenshot(page, 'wechat-confirm-en');

    await page.getByLabel('Last name').fill('Wei');
    await page.getByLabel('Email address').fill(`wechat-${openid.slice(1, 9).toLowerCase()}@example.test`);
    await chooseOption(page, 'Country', 'China', { search: 'Chin' });
    await chooseOption(page, 'How did you find us?', 'A colleague or friend');
    await page.getByLabel('Institution').fill('Peking University');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('林薇 Lin');
    await screenshot(page, 'wechat-signed-in-after-confirm');

    // Another browser: the openid is linked now, so approving signs straight in.
    const again = await freshPage();
    const againPhone = await openPhone(await showQrCode(again));
    await approveOnPhone(againPhone, 'Lin Wei', openid);
    await again.waitForURL((url) => url.pathname === '/en/researcher', { timeout: 15_000 });
    await expect.poll(() => again.getByRole('heading', { level: 1 }).textContent()).toContain('林薇 Lin');
    await again.getByRole('link', { name: 'Sign out' }).waitFor();
    await screenshot(again, 'wechat-signed-in-directly');
  });
});

describe('a person who refuses on the phone', () => {
  it('sees the refusal on the login page; the polling stops and a new QR code can be asked for', async () => {
    const page = await freshPage();
    const polls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/auth\/wechat-login\/[^/?]+/.test(new URL(request.url()).pathname)) polls.push(request.url());
    });
    const phone = await openPhone(await showQrCode(page));
    await screenshot(phone, 'wechat-sandbox-phone-before-refusal');
    await phone.getByRole('button', { name: 'Refuse' }).click();
    await phone.getByRole('heading', { name: 'Sign-in refused' }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Sign in with WeChat' });
    await dialog.getByRole('alert').filter({ hasText: 'The sign-in was declined in WeChat.' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'wechat-refused-en');
    const pollsAtRefusal = polls.length;
    await page.waitForTimeout(5000);
    expect(polls.length).toBe(pollsAtRefusal);
    expect(new URL(page.url()).pathname).toBe('/en/login');

    // A new QR code starts over.
    await dialog.getByRole('button', { name: 'Get a new QR code' }).click();
    await dialog.getByRole('img', { name: 'QR code to scan with WeChat' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('a QR code nobody scans', () => {
  it('is polled every 2 s, 30 times, then shows the expired message with a way to get a new one', async () => {
    const page = await freshPage();
    // A controlled clock: 30 polls take seconds instead of a minute.
    await page.clock.install();
    const isPoll = (url: string) => /\/api\/auth\/wechat-login\/[^/?]+/.test(new URL(url).pathname);
    let polls = 0;
    page.on('request', (request) => {
      if (isPoll(request.url())) polls += 1;
    });
    await page.goto(`${baseUrl}/en/login`);
    await page.getByRole('button', { name: 'Sign in with WeChat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with WeChat' });
    await dialog.getByRole('img', { name: 'QR code to scan with WeChat' }).waitFor();
    for (let poll = 1; poll <= 30; poll++) {
      const answered = page.waitForResponse((response) => isPoll(response.url()));
      await page.clock.runFor(2000);
      await answered;
    }
    await dialog.getByRole('alert').filter({ hasText: 'The QR code has expired. Please request a new one.' }).waitFor();
    await page.clock.runFor(10_000);
    expect(polls).toBe(30);
    await screenshot(page, 'wechat-expired-en');
    await dialog.getByRole('button', { name: 'Get a new QR code' }).click();
    await dialog.getByRole('img', { name: 'QR code to scan with WeChat' }).waitFor();
  });
});

describe('WeChat sign-in in Chinese', () => {
  it('shows the dialog and the phone page in Chinese', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/cn/login`);
    await page.getByRole('button', { name: '使用微信登录' }).click();
    const dialog = page.getByRole('dialog', { name: '使用微信登录' });
    const qr = dialog.getByRole('img', { name: '用微信扫描的二维码' });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // Let the dialog's opening transition finish before the screenshot.
    await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const href = await dialog.getByRole('link', { name: '打开模拟手机' }).getAttribute('href');
    expect(href).toMatch(/\?language=cn$/);
    await screenshot(page, 'wechat-qr-dialog-cn');
    const phone = await freshPage({ viewport: { width: 390, height: 760 } });
    await phone.goto(`${baseUrl}${href ?? ''}`);
    await phone.getByRole('heading', { name: '登录 Marginalia' }).waitFor();
    expect(await phone.getAttribute('html', 'lang')).toBe('zh-CN');
    await screenshot(phone, 'wechat-sandbox-phone-cn');
  });
});
