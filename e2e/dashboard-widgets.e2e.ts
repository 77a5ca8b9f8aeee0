// The dashboard widgets: a new researcher sees
// the referral widget with their code and link and the rewards widget with their level; joins the seeded
// group cambridge1 and sees the success text, the group's discount and its welcome banner; leaves it; a wrong code shows
// the error under the field.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import type { LoadResponse } from '../packages/contracts/src/app-config/app-config.contract';
import { screenshot, useJourneyBrowser } from './support/browser';
import { pageApi, registerResearcher } from './support/researchers';

const baseUrl = inject('baseUrl');

const journey = useJourneyBrowser({ viewport: { width: 1280, height: 1000 } });
let context: BrowserContext;

beforeAll(async () => {
  context = await journey.newContext();
});

describe('dashboard widgets', () => {
  it('shows referral and rewards, joins and leaves a group, and refuses a wrong code', async () => {
    const page = await context.newPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'widgets' });
    const { user } = await pageApi<LoadResponse>(page, baseUrl, 'GET', '/api/researcher/load');

    const referral = page.getByTestId('referral-widget');
    await referral.getByRole('heading', { name: 'Refer a colleague' }).waitFor();
    await expect(referral.textContent()).resolves.toContain(user.referralCode ?? 'no code');
    await expect(referral.textContent()).resolves.toContain('$40');
    await expect(referral.getByLabel('Your referral link').inputValue()).resolves.toContain(`/en/referral/${user.referralCode}`);

    const rewards = page.getByTestId('rewards-widget');
    await rewards.getByText('Your level:').waitFor();
    await expect(rewards.getByRole('progressbar', { name: 'Progress to the next level' }).count()).resolves.toBe(1);
    await expect(rewards.getByRole('link', { name: 'View your rewards' }).getAttribute('href')).resolves.toBe('/en/researcher/rewards');

    const group = page.getByTestId('group-widget');
    await group.getByLabel('Group code').fill('not-a-group');
    await group.getByRole('button', { name: 'Join' }).click();
    await group.getByText('We could not add you to this group. Please check the group code and try again.').waitFor();
    await screenshot(page, 'dashboard-widgets-wrong-code');

    await group.getByLabel('Group code').fill('CAMBRIDGE1');
    await group.getByRole('button', { name: 'Join' }).click();
    await group.getByText('You have been associated with the group code you entered.').waitFor();
    await group.getByRole('heading', { name: 'Group discount' }).waitFor();
    await expect(group.textContent()).resolves.toContain('cambridge1');
    await expect(group.textContent()).resolves.toContain('10% off');
    const joined = await pageApi<LoadResponse>(page, baseUrl, 'GET', '/api/researcher/load');
    expect(joined.user.preferredGroup?.code).toBe('cambridge1');
    // A member who has not ordered yet is welcomed with the group's discount (application.preferredGroup).
    expect(joined.application.preferredGroup).toMatchObject({ code: 'cambridge1', discountUsed: false });
    await page.getByTestId('welcome-banner').getByText('Welcome, member of Cambridge revenue-share partners').waitFor();
    await screenshot(page, 'dashboard-widgets-joined');

    // The group is kept after a reload (it comes from the load).
    await page.reload();
    await page.getByTestId('group-widget').getByRole('heading', { name: 'Group discount' }).waitFor();
    await page.getByTestId('group-widget').getByRole('button', { name: 'Leave group' }).click();
    await page.getByTestId('group-widget').getByText('You have left the group cambridge1.').waitFor();
    await page.getByTestId('group-widget').getByLabel('Group code').waitFor();
    const left = await pageApi<LoadResponse>(page, baseUrl, 'GET', '/api/researcher/load');
    expect(left.user.preferredGroup).toBeNull();
  });
});
