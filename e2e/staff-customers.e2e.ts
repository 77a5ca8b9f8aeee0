// The customers desk of the staff console: a staff member finds a new researcher, sets a
// flag, signs in as them (the banner says so), leaves with one click back to the customer's page; and
// creates an order for a customer, filling the order form as them up to the payment step's Admin Options.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildDocx } from '../apps/api/src/platform/documents/fixtures/docx-builder';
import { screenshot, useJourneyBrowser } from './support/browser';
import { registerResearcher, unique } from './support/researchers';
import { signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();

const work = mkdtempSync(join(tmpdir(), 'mg-staff-customers-e2e-'));
const paper = join(work, 'enzyme-kinetics.docx');
beforeAll(async () => {
  const sentence = 'Enzyme kinetics of engineered lysozyme variants were measured at five temperatures in triplicate. ';
  writeFileSync(paper, buildDocx([{ heading: 'Lysozyme stability' }, { paragraph: sentence.repeat(30) }]));
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A researcher registered in their own browser; their e-mail and last name. */
async function newResearcher(prefix: string): Promise<{ email: string; lastName: string }> {
  const page = await freshPage();
  const lastName = `Lovelace${unique()}`;
  const email = await registerResearcher(page, baseUrl, { emailPrefix: prefix, firstName: 'Ada', lastName });
  await page.close();
  return { email, lastName };
}

/** The demo staff member, signed in on the customers desk. */
async function staffOnCustomers(): Promise<Page> {
  const page = await freshPage();
  await signInAs(page, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/customers');
  return page;
}

/** Searches the desk and opens the only customer found. Their identity. */
async function openCustomer(page: Page, query: string, shot?: string): Promise<string> {
  await page.getByLabel('Find a customer').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => page.getByTestId('customer-row').count(), { timeout: 10_000 }).toBe(1);
  if (shot) await screenshot(page, shot);
  await page.getByTestId('customer-row').getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith('/en/staff/customers/'));
  return decodeURIComponent(pathOf(page).split('/').pop() ?? '');
}

describe('customers desk and impersonation', () => {
  it('finds a new researcher, sets a flag, signs in as them with the banner, and leaves with one click', async () => {
    const researcher = await newResearcher('staff-customers');
    const page = await staffOnCustomers();
    const identity = await openCustomer(page, researcher.email.toUpperCase().slice(0, 30), 'staff-customers-search');
    await page.getByRole('heading', { level: 1, name: new RegExp(researcher.lastName) }).waitFor();
    // A new researcher has nothing stored yet.
    await expect.poll(() => page.getByText('Storage used').locator('xpath=..').textContent()).toContain('0 files');

    await page.getByRole('switch', { name: /^Vouchers/ }).click({ force: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. The customer sees the change on their next page.').waitFor();
    await page.getByText('Flags changed').waitFor();

    await page.getByRole('button', { name: 'Grant a credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant a courtesy credit' });
    await dialog.getByLabel(/^Amount/).fill('25');
    await dialog.getByLabel(/^Note/).fill('Delivery was a day late');
    await dialog.getByRole('button', { name: 'Grant credit' }).click();
    await page.getByRole('heading', { name: 'Credits (usable balance $25 USD)' }).waitFor();
    await page.getByText('Delivery was a day late').first().waitFor();
    await screenshot(page, 'staff-customer-page');

    await page.getByRole('button', { name: 'Sign in as this customer' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher', { timeout: 15_000 });
    const banner = page.getByRole('region', { name: 'Signed in as a customer' });
    await banner.waitFor();
    // The registration page adds a unique suffix to the last name.
    expect(await banner.innerText()).toMatch(new RegExp(`You are signed in as Ada ${researcher.lastName} \\S+ \\(${researcher.email.replace(/\./g, '\\.')}\\) on behalf of Jordan Reyes`));
    // The researcher's dashboard, as the customer sees it, with the flag in their load.
    await page.locator('main h1, main h2').first().waitFor();
    const load = await page.evaluate(async () => (await (await fetch('/api/researcher/load')).json()) as { user: { identity: string; voucherAvailable: boolean; impersonatorIdentity: string | null } });
    expect(load.user).toMatchObject({ identity, voucherAvailable: true });
    expect(load.user.impersonatorIdentity).not.toBeNull();
    await screenshot(page, 'staff-impersonation-banner');

    await banner.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === `/en/staff/customers/${identity}`, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: new RegExp(researcher.lastName) }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Signed in as a customer' }).count()).toBe(0);
    await page.getByText('Left the customer’s portal').waitFor();
    await page.getByText('Signed in as the customer').waitFor();
  });
});

describe('admin-created orders', () => {
  it('creates an order for a customer up to the payment step with its Admin Options', async () => {
    const researcher = await newResearcher('staff-admin-order');
    const page = await staffOnCustomers();
    await openCustomer(page, researcher.lastName);

    await page.getByRole('button', { name: 'Create an order for this customer' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/get-started', { timeout: 15_000 });
    await page.getByRole('region', { name: 'Signed in as a customer' }).waitFor();
    await page.getByRole('radio', { name: /^Editing/ }).check();
    await page.locator('input[type=file]').first().setInputFiles(paper);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toMatch(/Manuscript details[\s\S]*English/);
    await page.getByRole('button', { name: 'Choose my services' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/manuscript-services');
    await page.getByText('Standard Editing', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Review additional services' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/additional-services');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/details');

    await page.getByLabel(/Project title/).fill(`Thermal stability of lysozyme variants ${unique()}`);
    const suppress = page.getByRole('radiogroup', { name: /Suppress invoice creation/ });
    await suppress.getByText('No', { exact: true }).click();
    await screenshot(page, 'staff-admin-order-details');
    expect(await suppress.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher/submit/payment-details', { timeout: 15_000 });
    await page.getByText('Admin Options').first().waitFor({ timeout: 10_000 });
    await page.getByText('Suppress invoice creation').first().waitFor();
    await page.getByText('Notify the customer of the new order').first().waitFor();
    await screenshot(page, 'staff-admin-order-payment');
  });

  it('keeps the console from visitors (sign-in first) and researchers (not found)', async () => {
    const visitor = await freshPage();
    await visitor.goto(`${baseUrl}/en/staff/orders`);
    await visitor.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(visitor.url()).searchParams.get('redirect')).toBe('/en/staff/orders');

    const researcher = await freshPage();
    await registerResearcher(researcher, baseUrl, { emailPrefix: 'staff-gate' });
    await researcher.goto(`${baseUrl}/en/staff/orders`);
    await researcher.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await researcher.getByRole('navigation', { name: 'Staff console sections' }).count()).toBe(0);
    expect(await researcher.getByRole('link', { name: 'Staff console' }).count()).toBe(0);
  });
});
