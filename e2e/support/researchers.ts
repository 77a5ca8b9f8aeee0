import type { Page } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER } from '../../packages/contracts/src/auth/auth.constants';
import { chooseOption } from './forms';

/** A short unique suffix for names, e-mails and titles a journey creates. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export interface NewResearcher {
  /** The country as the registration list names it. */
  country?: 'United States' | 'China' | 'Brazil';
  /** The e-mail's local part starts with it (which journey made the account). */
  emailPrefix: string;
  firstName?: string;
  lastName?: string;
  institution?: string;
}

/** Registers a new researcher through the registration page and leaves them signed in on the dashboard. Their e-mail. */
export async function registerResearcher(page: Page, baseUrl: string, researcher: NewResearcher): Promise<string> {
  const id = unique();
  const country = researcher.country ?? 'United States';
  const email = `${researcher.emailPrefix}.${id}@example.test`;
  await page.goto(`${baseUrl}/en/register`);
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('First name').fill(researcher.firstName ?? 'Grace');
  await page.getByLabel('Last name').fill(`${researcher.lastName ?? 'Hopper'} ${id}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(`pw-${id}-Secret`);
  await chooseOption(page, 'Country', new RegExp(`^${country}$`), { search: country.slice(0, 9) });
  await chooseOption(page, 'How did you find us?', 'A colleague or friend');
  await page.getByLabel('Institution').fill(researcher.institution ?? 'Yale University');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/en/researcher');
  return email;
}

/** A call with the page's session cookie and CSRF token, as the web app makes it (journeys use it to set up data fast). */
export async function pageApi<T>(page: Page, baseUrl: string, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = (await page.context().cookies(baseUrl)).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  const headers: Record<string, string> = { accept: 'application/json', origin: baseUrl };
  if (token && method !== 'GET') headers[CSRF_HEADER] = decodeURIComponent(token);
  const response = await page.request.fetch(`${baseUrl}${path}`, { method, headers, data: body });
  if (response.status() >= 400) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
