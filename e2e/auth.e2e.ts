// Sign-in, registration, password reset and sign-out in the browser,
// against the real server: register → sign out → sign in; a visitor sent to login and back; forgot password
// with the link from the outbox; translated validation messages; screenshots of every screen.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import brMessages from '../packages/contracts/src/i18n/locales/br/messages.json';
import cnMessages from '../packages/contracts/src/i18n/locales/cn/messages.json';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption } from './support/forms';
import { linkFromOutbox } from './support/outbox';
import { watchTraffic } from './support/page-traffic';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
const dataDir = inject('dataDir');


const pathOf = (page: Page) => new URL(page.url()).pathname;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

function newPerson(): Person {
  const id = unique();
  return { firstName: 'Ada', lastName: `Lovelace ${id}`, email: `ada.${id}@example.test`, password: `pw-${id}-Secret` };
}

async function fillRegistration(page: Page, person: Person) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await chooseOption(page, 'Country', 'Brazil', { search: 'Braz' });
  await chooseOption(page, 'How did you find us?', 'A colleague or friend');
  await page.getByLabel('Institution').fill('Universidade de São Paulo');
  await page.getByRole('checkbox').check();
}

async function register(page: Page, person: Person) {
  await page.goto(`${baseUrl}/en/register`);
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/en/researcher');
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The password-reset link sent to `email`. */
function resetLinkFor(email: string): Promise<string> {
  return linkFromOutbox(dataDir, email, 'password-reset', /https?:\/\/[^\s"'<>]+\/login\/reset-password\/[^\s"'<>]+/);
}

describe('a new researcher', () => {
  it('registers, lands signed in on the dashboard, signs out and signs in again', async () => {
    const page = await freshPage();
    const person = newPerson();
    await register(page, person);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Ada');

    // Slowed down so the "Signing out…" panel can be seen.
    await page.route((url) => url.pathname === '/api/auth/logout', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    // This portal (on localhost) is none of the localizations' sites, so it has no sister sites to sign out of:
    // no logout image is requested from another host, and nothing fails in the console.
    const { elsewhere, consoleErrors } = watchTraffic(page, baseUrl);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByText('Signing out…').waitFor();
    await screenshot(page, 'auth-signing-out');
    await page.waitForURL((url) => url.pathname === '/en/login' && url.searchParams.get('signedOut') === '1');
    await page.getByText('You have been signed out.').waitFor();
    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await screenshot(page, 'auth-signed-out-en');

    await signIn(page, person.email, person.password);
    await page.waitForURL((url) => url.pathname === '/en/researcher');
    await page.getByRole('link', { name: 'Sign out' }).waitFor();
  });

  it('is told when the e-mail is already registered', async () => {
    const page = await freshPage();
    const person = newPerson();
    await register(page, person);
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/en/register`);
    await fillRegistration(page, { ...person, lastName: 'Again' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(/already exists/).waitFor();
    expect(pathOf(page)).toBe('/en/register');
  });
});

describe('a signed-in researcher switching language', () => {
  it('keeps the choice on the account through a CSRF-checked call: the account page shows it after signing in again', async () => {
    const page = await freshPage();
    const person = newPerson();
    await register(page, person);
    // The address changes before the dashboard has rendered: open the chooser only once the dashboard shows, or
    // the menu opened over the registration page closes as the page changes under it.
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    const saved = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/researcher/language');
    await page.locator('header button[aria-controls]').filter({ hasText: 'English' }).click();
    await page.locator('a[data-language="es"][href="/es/researcher"]').click();
    const request = await saved;
    expect(request.method()).toBe('PUT');
    expect(request.headers()['x-csrf-token']).toBeTruthy();
    await page.waitForURL((url) => url.pathname === '/es/researcher');

    // A browser without the portal's cookies (neither the session nor the language cookie) signs in again.
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/en/login`);
    await signIn(page, person.email, person.password);
    await page.waitForURL((url) => url.pathname === '/en/researcher');
    await page.goto(`${baseUrl}/en/account`);
    await expect.poll(() => page.locator('main').getByRole('combobox', { name: 'Language' }).inputValue()).toBe('Español');
  });
});

describe('a visitor opening a protected page', () => {
  it('lands on login with the redirect and returns there after signing in', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/researcher`);
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fen%2Fresearcher');

    // While the request runs the button is disabled and shows a loader; the state clears with the answer.
    // The call carries `?language=`, so match on the path, not a glob of the whole URL.
    const loginCall = (url: URL) => url.pathname === '/api/auth/login';
    await page.route(loginCall, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await signIn(page, 'researcher@marginalia.test', 'wrong-password');
    await expect.poll(() => submit.evaluate((button: HTMLButtonElement) => button.disabled && button.hasAttribute('data-loading'))).toBe(true);
    await page.getByRole('alert').getByText('The email address or password is incorrect. Please try again.').waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    expect(pathOf(page)).toBe('/en/login');
    await page.unroute(loginCall);

    await signIn(page, 'researcher@marginalia.test', 'researcher-demo-2026');
    await page.waitForURL((url) => url.pathname === '/en/researcher');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Emily');

    // Signed in, the login page sends the user on instead of showing the form.
    await page.goto(`${baseUrl}/en/login`);
    await page.waitForURL((url) => url.pathname === '/en/researcher');
  });

  it('lands staff on the staff console, in the page language, unless the sign-in names where to go', async () => {
    const staff = await freshPage();
    await staff.goto(`${baseUrl}/cn/login`);
    await staff.getByLabel('电子邮箱').fill('staff@marginalia.test');
    await staff.getByLabel(/^密码/).fill('staff-demo-2026');
    await staff.getByRole('button', { name: '登录', exact: true }).click();
    await staff.waitForURL((url) => url.pathname.startsWith('/cn/staff'));
    await staff.getByRole('navigation', { name: '员工控制台栏目' }).waitFor();
    await staff.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(staff, 'auth-staff-landing-cn');

    // An explicit target (a researcher page opened while signed out) wins over the console.
    const other = await freshPage();
    await other.goto(`${baseUrl}/en/login?redirect=${encodeURIComponent('/en/researcher/invoices')}`);
    await signIn(other, 'editor.lin@marginalia.test', 'staff-demo-2026');
    await other.waitForURL((url) => url.pathname === '/en/researcher/invoices');
  });
});

describe('a researcher who forgot the password', () => {
  it('gets a link by e-mail, sets a new password and signs in with it', async () => {
    const page = await freshPage();
    const person = newPerson();
    await register(page, person);
    await page.context().clearCookies();

    await page.goto(`${baseUrl}/en/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/en/login/forgot-password');
    await page.getByLabel('Email address').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`We have sent password reset instructions to ${person.email}.`).waitFor();
    await screenshot(page, 'auth-forgot-sent-en');

    const link = await resetLinkFor(person.email);
    expect(new URL(link).origin).toBe(baseUrl);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();

    const newPassword = `new-${unique()}-Secret`;
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The passwords do not match.').waitFor();

    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/en/login' && url.searchParams.get('passwordReset') === '1');
    await page.getByText('Your password has been changed. Please sign in with your new password.').waitFor();

    await signIn(page, person.email, person.password);
    await page.getByRole('alert').getByText(/incorrect/).waitFor();
    await signIn(page, person.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/en/researcher');

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').getByText(/invalid or has expired/).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
  });
});

describe('the screens in other languages', () => {
  it('shows the validation messages of the login form in Chinese', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/cn/login`);
    await page.getByRole('heading', { name: '登录' }).waitFor();
    await page.getByLabel('电子邮箱').fill('not-an-email');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText(cnMessages.emailAddressInvalidFormat).waitFor();
    await page.getByText(cnMessages['password-required']).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await screenshot(page, 'auth-login-errors-cn');

    // The server's answer is in the page language too.
    await page.getByLabel('电子邮箱').fill('researcher@marginalia.test');
    await page.getByLabel(/^密码/).fill('wrong-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('alert').getByText(cnMessages['login-form-error-message']).waitFor();
  });

  it('shows registration in Portuguese, with country names in Portuguese', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/br/register`);
    await page.getByRole('heading', { name: 'Crie sua conta' }).waitFor();
    for (const label of ['Nome', 'Sobrenome', 'Endereço de e-mail', 'País', 'Como você nos conheceu?', 'Instituição']) {
      await page.getByLabel(label, { exact: false }).first().waitFor();
    }
    await page.getByLabel(/^Senha/).waitFor();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText(brMessages['first-name-required']).waitFor();
    await page.getByText(brMessages['country-required']).waitFor();
    await screenshot(page, 'auth-register-errors-br');
    await chooseOption(page, 'País', 'Brasil', { search: 'Bras' });
    await expect.poll(() => page.getByLabel('País').first().inputValue()).toBe('Brasil');
  });
});

describe('every screen', () => {
  const confirmData = (name: string) =>
    Buffer.from(
      JSON.stringify({ provider: 'orcid', providerName: 'ORCID', externalLoginToken: 'not-a-real-token', email: 'mei@example.test', firstName: 'Mei', lastName: name, redirect: null }),
    ).toString('base64url');

  const screens: [name: string, path: string][] = [
    ['login-en', '/en/login'],
    ['login-jp', '/jp/login'],
    ['failure-en', '/en/login/failure/oauth-failure'],
    ['failure-es', '/es/login/failure/unknown-thing'],
    ['forgot-en', '/en/login/forgot-password'],
    ['forgot-es', '/es/login/forgot-password'],
    ['reset-en', '/en/login/reset-password/abc/u_none'],
    ['reset-br', '/br/login/reset-password/abc/u_none'],
    ['register-en', '/en/register'],
    ['register-cn', '/cn/register'],
    ['confirm-en', `/en/register/confirm/${confirmData('Chen')}`],
    ['confirm-cn', `/cn/register/confirm/${confirmData('陈')}`],
    ['confirm-invalid-en', '/en/register/confirm/not-base64!'],
  ];

  for (const [name, path] of screens) {
    it(`renders ${name}`, async () => {
      const page = await freshPage();
      await page.goto(`${baseUrl}${path}`);
      await page.locator('#auth-title').waitFor();
      // Nothing of the page spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `auth-${name}`);
    });
  }

  it('fits a phone', async () => {
    const page = await freshPage({ viewport: { width: 375, height: 740 } });
    for (const [name, path] of [['login-mobile-en', '/en/login'], ['register-mobile-br', '/br/register']] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('#auth-title').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `auth-${name}`);
    }
  });

  it('shows the failure of another provider as an error on the login form', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/login/failure/oauth-failure`);
    await page.getByRole('alert').getByText(/could not sign you in with this provider/).waitFor();
    await page.goto(`${baseUrl}/en/login/failure/%3Cscript%3E`);
    await page.getByRole('alert').getByText('Something went wrong. Please try again.').waitFor();
  });
});
