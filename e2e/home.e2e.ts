// The home page, shown once the launch flag curie_is_launched is on: staff turn the flag
// on in the console's settings API, the demo researcher sees the welcome, their 3 latest orders, the documents
// area (empty: no digital documents yet) and the more-options widgets; the flag is turned off again afterwards,
// so the other journeys see /home redirect to /researcher as before.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useJourneyBrowser } from './support/browser';
import { signInAs, staffCall, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
let staff: Page;

async function setLaunched(enabled: boolean): Promise<void> {
  await staffCall(staff, baseUrl, 'PUT', '/api/staff/feature-flags/curie_is_launched', { enabled });
}

beforeAll(async () => {
  staff = await freshPage();
  await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/orders');
});
afterAll(async () => {
  if (staff) await setLaunched(false).catch(() => undefined);
});

describe('the home page', () => {
  it('welcomes the researcher with their three latest orders once the newer product is launched', async () => {
    const researcher = await freshPage();
    await signInAs(researcher, baseUrl, 'researcher@marginalia.test', 'researcher-demo-2026', '/en/researcher');
    // Before the launch, /home leads to the dashboard.
    await researcher.goto(`${baseUrl}/en/home`);
    await researcher.waitForURL((url) => url.pathname === '/en/researcher');

    await setLaunched(true);
    await researcher.goto(`${baseUrl}/en/home`);
    await researcher.getByRole('heading', { level: 1, name: 'Welcome, Emily Carter' }).waitFor({ timeout: 15_000 });
    const recent = researcher.getByTestId('home-recent-orders');
    await expect.poll(() => recent.getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
    await researcher.getByTestId('home-recent-documents').waitFor();
    await researcher.getByTestId('home-more-options').waitFor();
    // The sub-navigation is hidden on home routes.
    expect(await researcher.getByText('Welcome back,').count()).toBe(0);
    await screenshot(researcher, 'home-page');
  });
});
