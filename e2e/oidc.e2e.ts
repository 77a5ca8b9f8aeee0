// Sign-in with another provider in the browser: the login page's provider button → the
// local OpenID Connect provider's sign-in form (a real oidc-provider started by the global setup) → back to
// the portal: a newcomer confirms the prefilled details and is signed in, and next time goes straight in;
// an existing account is linked by its verified e-mail; refusing at the provider ends on the failure page.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption } from './support/forms';

const baseUrl = inject('baseUrl');
const oidc = inject('oidc');
const { freshPage } = useJourneyBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** From the portal's login page to the provider's sign-in form. */
async function continueWithProvider(page: Page) {
  await page.getByRole('link', { name: new RegExp(oidc.name) }).click();
  await page.waitForURL((url) => url.href.startsWith(`${oidc.issuer}/interaction/`));
  await page.getByRole('heading', { name: 'Local OpenID provider' }).waitFor();
}

async function signInAtProvider(page: Page, email: string) {
  await page.getByLabel('Account or e-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('a newcomer signing in with another provider', () => {
  it('confirms the details the provider gave, is signed in, and goes straight in the next time', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'oidc-login-page-en');

    await continueWithProvider(page);
    await screenshot(page, 'oidc-provider-sign-in');
    await signInAtProvider(page, oidc.accounts.newcomer);

    await page.waitForURL((url) => url.pathname.startsWith('/en/register/confirm/'));
    await page.getByRole('button', { name: 'Create my account' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Noor');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Oidcsson');
    expect(await page.getByLabel('Email address').inputValue()).toBe(oidc.accounts.newcomer);
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await screenshot(page, 'oidc-confirm-en');

    await chooseOption(page, 'Country', 'Portugal', { search: 'Portu' });
    await chooseOption(page, 'How did you find us?', 'A colleague or friend');
    await page.getByLabel('Institution').fill('Universidade de Lisboa');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Noor');
    await screenshot(page, 'oidc-signed-in-after-confirm');

    // Another browser, signed out everywhere: the provider account is linked now, so no confirm screen.
    const again = await freshPage();
    await again.goto(`${baseUrl}/en/login`);
    await continueWithProvider(again);
    await signInAtProvider(again, oidc.accounts.newcomer);
    await again.waitForURL((url) => url.pathname === '/en/researcher');
    await expect.poll(() => again.getByRole('heading', { level: 1 }).textContent()).toContain('Noor');
    await again.getByRole('link', { name: 'Sign out' }).waitFor();
  });
});

describe('a researcher who already has an account', () => {
  it('is linked by the e-mail the provider verified and returns to the page that asked for sign-in', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/researcher`);
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/researcher');
    await continueWithProvider(page);
    await signInAtProvider(page, oidc.accounts.demoResearcher);
    await page.waitForURL((url) => url.pathname === '/en/researcher');
    await page.getByRole('link', { name: 'Sign out' }).waitFor();
    await screenshot(page, 'oidc-linked-by-email');
  });
});

describe('a person who refuses at the provider', () => {
  it('comes back to the login page with the failure explained', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/login`);
    await continueWithProvider(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/en/login/failure/oauth-failure');
    await page.getByText('We could not sign you in with this provider.', { exact: false }).waitFor();
    expect(pathOf(page)).toBe('/en/login/failure/oauth-failure');
    await screenshot(page, 'oidc-failure-en');
  });
});
