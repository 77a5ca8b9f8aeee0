// The account page in the browser: personal details, saved addresses with the address
// rules (a validation error on the way, invoice payer name, states by country), edit and delete,
// the e-mail change confirmed through the link from the outbox, and the page in another language.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption } from './support/forms';
import { signInAs } from './support/orders';
import { linkFromOutbox } from './support/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const { freshPage } = useJourneyBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The newest e-mail-change link sent to `email`. */
function confirmationLinkFor(email: string): Promise<string> {
  return linkFromOutbox(dataDir, email, 'email-change', /https?:\/\/[^\s"'<>]+\/account\/confirm-email\/[\w-]+/);
}

describe('the researcher on /en/account', () => {
  let page: Page;
  beforeAll(async () => {
    page = await freshPage();
    await signInAs(page, baseUrl, 'researcher@marginalia.test', 'researcher-demo-2026', '/en/account');
    await page.getByRole('heading', { level: 1, name: 'Modify account information' }).waitFor();
  });

  it('saves a personal detail, and it is still there after a reload', async () => {
    const phone = `+1 312 555 ${Math.floor(1000 + Math.random() * 8999)}`;
    await page.getByRole('textbox', { name: 'Phone' }).fill('123');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Phone number must be between 7 and 25 characters.').waitFor();

    await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('status').getByText('Your account information has been saved.').waitFor();
    await screenshot(page, 'account-en');

    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe(phone);
  });

  it('adds an address, fixing a validation error on the way', async () => {
    await page.getByRole('link', { name: 'Add an address' }).click();
    await page.waitForURL((url) => url.pathname === '/en/account/addresses/new');
    await page.getByRole('heading', { level: 1, name: 'Add an address' }).waitFor();

    await page.getByRole('textbox', { name: 'Label' }).fill('Lab');
    await page.getByRole('checkbox', { name: 'Use as an invoice address' }).check();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Science Park');
    await chooseOption(page, 'State / province', 'Illinois', { search: 'Illi', exact: true });
    await page.getByRole('textbox', { name: 'Zip / postal code' }).fill('62701');
    await page.getByRole('button', { name: 'Save address' }).click();

    // The city is missing, and an invoice address needs its payer name.
    await page.getByText('Please enter your city.').waitFor();
    await page.getByText('Payer name is required').waitFor();
    expect(pathOf(page)).toBe('/en/account/addresses/new');
    await screenshot(page, 'account-address-errors-en');

    await page.getByRole('textbox', { name: 'Payer name' }).fill('Northfield University');
    await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL((url) => url.pathname === '/en/account/addresses');
    await page.getByText('Your address has been saved.').waitFor();
    const saved = page.getByTestId('saved-address').filter({ hasText: 'Lab' });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Springfield, IL 62701');
    expect(await saved.textContent()).toContain('Invoice address');
    await screenshot(page, 'account-addresses-en');
  });

  it('edits the address, and Cancel goes back without saving', async () => {
    await page.getByRole('link', { name: 'Edit the address Lab' }).click();
    await page.waitForURL((url) => /^\/en\/account\/addresses\/\d+$/.test(url.pathname));
    await page.getByRole('textbox', { name: 'City' }).fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/en/account/addresses');
    expect(await page.getByTestId('saved-address').filter({ hasText: 'Lab' }).textContent()).toContain('Springfield');

    await page.getByRole('link', { name: 'Edit the address Lab' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit address' }).waitFor();
    await page.getByRole('textbox', { name: 'City' }).fill('Chicago');
    await page.getByRole('textbox', { name: 'Zip / postal code' }).fill('60601');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL((url) => url.pathname === '/en/account/addresses');
    await expect
      .poll(async () => page.getByTestId('saved-address').filter({ hasText: 'Lab' }).textContent())
      .toContain('Chicago, IL 60601');
  });

  it('deletes the address after confirming', async () => {
    await page.getByRole('button', { name: 'Delete the address Lab' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await page.getByText('Your address has been deleted.').waitFor();
    await expect.poll(() => page.getByTestId('saved-address').filter({ hasText: 'Lab' }).count()).toBe(0);
  });

  it('shows the page in Japanese at /jp/account', async () => {
    await page.goto(`${baseUrl}/jp/account`);
    await page.getByRole('heading', { level: 1, name: 'アカウント情報の変更' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '保存済みの住所' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ja-JP');
    await screenshot(page, 'account-jp');
    // Back to English for whoever uses the demo account next.
    await page.goto(`${baseUrl}/en/account`);
    await page.getByRole('heading', { level: 1, name: 'Modify account information' }).waitFor();
  });
});

describe('a new researcher changing the e-mail address', () => {
  it('gets a link at the new address; opening it changes the address', async () => {
    const page = await freshPage();
    const id = unique();
    const password = `pw-${id}-Secret`;
    await page.goto(`${baseUrl}/en/register`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill(`Byron ${id}`);
    await page.getByLabel('Email address').fill(`ada.${id}@example.test`);
    await page.locator('input[name="password"]').fill(password);
    await chooseOption(page, 'Country', 'Brazil', { search: 'Braz', exact: true });
    await chooseOption(page, 'How did you find us?', 'A colleague or friend', { exact: true });
    await page.getByLabel('Institution').fill('Universidade de São Paulo');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher');

    await page.goto(`${baseUrl}/en/account`);
    const newEmail = `ada.renamed.${id}@example.test`;
    await page.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
    await page.getByRole('region', { name: 'E-mail address' }).locator('input[name="currentPassword"]').fill(password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByTestId('pending-email').getByText(newEmail).waitFor();
    await screenshot(page, 'account-email-pending-en');

    await page.goto(await confirmationLinkFor(newEmail));
    await page.getByText(`Your email address has been changed to ${newEmail}.`).waitFor();
    await screenshot(page, 'account-email-confirmed-en');
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await page.waitForURL((url) => url.pathname === '/en/account');
    await page.getByText(newEmail).first().waitFor();
    expect(await page.getByTestId('pending-email').count()).toBe(0);
  });
});
