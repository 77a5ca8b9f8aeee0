// The migration page: a researcher of a migrating group is held on it wherever they go,
// accepts the new terms, and then sees the check-back-later message. The demo data has such a researcher.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = () => new URL(page.url()).pathname;

describe('a researcher whose account is moving to the China entity', () => {
  it('is sent to the migration page after signing in, and from any other page', async () => {
    await page.goto(`${baseUrl}/en/login?redirect=${encodeURIComponent('/en/researcher')}`);
    await page.getByLabel('Email address').fill('researcher.wfoe@marginalia.test');
    await page.getByLabel(/^Password/).fill('researcher-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/en\/wfoe-migration-status$/);
    await page.getByRole('heading', { level: 1, name: 'Your account is moving to our China entity' }).waitFor();
    await page.goto(`${baseUrl}/en/account`);
    await page.waitForURL(/\/en\/wfoe-migration-status$/);
    expect(pathOf()).toBe('/en/wfoe-migration-status');
  });

  it('can accept the terms only after ticking the box, then sees the check-back-later message everywhere', async () => {
    const accept = page.getByRole('button', { name: 'Accept and continue' });
    expect(await accept.isDisabled()).toBe(true);
    await screenshot(page, 'migration-terms-en');
    await page.getByRole('checkbox').check();
    await accept.click();
    await page.getByText('You have accepted the new terms.').waitFor();
    await page.goto(`${baseUrl}/en/researcher`);
    await page.waitForURL(/\/en\/wfoe-migration-status$/);
    await page.getByText('You have accepted the new terms.').waitFor();
  });

  it('reads the page in Chinese', async () => {
    await page.goto(`${baseUrl}/cn/wfoe-migration-status`);
    await page.getByRole('heading', { level: 1, name: '您的账户即将迁移至我们的中国实体' }).waitFor();
    await screenshot(page, 'migration-check-back-cn');
  });
});

describe('a researcher outside a migrating group', () => {
  it('is sent from the migration page to the researcher dashboard', async () => {
    const other = await (await browser.newContext()).newPage();
    await other.goto(`${baseUrl}/en/login`);
    await other.getByLabel('Email address').fill('researcher.br@marginalia.test');
    await other.getByLabel(/^Password/).fill('researcher-demo-2026');
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await other.waitForURL(/\/en\/researcher$/);
    await other.goto(`${baseUrl}/en/wfoe-migration-status`);
    await other.waitForURL(/\/en\/researcher$/);
  });
});
