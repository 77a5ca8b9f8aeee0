// The portal's own captcha in a real browser: staff turn the captcha flag on; a visitor's registration form fetches
// a challenge from the portal, solves it in Web Workers (script-src 'self') and keeps "Create account" disabled until
// it says Verified; the account is created; a Chinese visitor whose first challenge is lost tries again and asks for
// a password reset. Every request stays on the portal's own origin. The flag is turned off again afterwards, so
// other journeys register without it.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useJourneyBrowser } from './support/browser';
import { chooseOption } from './support/forms';
import { watchTraffic } from './support/page-traffic';
import { useCaptchaFlag } from './support/captcha-flag';
import { unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();
useCaptchaFlag(baseUrl, freshPage);

/** Holds the next challenge back until `release` is called, so the page can be seen before the work starts. */
async function holdChallenge(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/api/captcha/challenge', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('the captcha', () => {
  it('is solved in the browser before a visitor can register, and the account is created', async () => {
    const page = await freshPage();
    const { elsewhere, consoleErrors } = watchTraffic(page, baseUrl);
    const release = await holdChallenge(page);
    await page.goto(`${baseUrl}/en/register`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const captcha = page.getByTestId('captcha');
    const submit = page.getByRole('button', { name: 'Create account' });
    await captcha.getByRole('status').getByText('Verifying you are human…').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    const id = unique();
    await page.getByLabel('First name').fill('Marie');
    await page.getByLabel('Last name').fill(`Curie ${id}`);
    await page.getByLabel('Email address').fill(`marie.${id}@example.test`);
    await page.getByLabel(/^Password/).fill(`pw-${id}-Secret`);
    await chooseOption(page, 'Country', 'France', { search: 'Fran' });
    await chooseOption(page, 'How did you find us?', 'A colleague or friend');
    await page.getByRole('checkbox').check();
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'captcha-register-verifying-en');

    const started = Date.now();
    release();
    await captcha.getByRole('status').getByText('Verified').waitFor({ timeout: 30_000 });
    const solvedInMs = Date.now() - started;
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, 'captcha-register-verified-en');
    console.log(`captcha solved in the browser in ${solvedInMs} ms (challenge fetch included) at the default difficulty`);

    await submit.click();
    await page.waitForURL((url) => url.pathname === '/en/researcher');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Marie');
    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('guards a password reset request in Chinese, and can be tried again when the challenge does not arrive', async () => {
    const page = await freshPage();
    // The first challenge is lost on the way.
    let challenges = 0;
    await page.route((url) => url.pathname === '/api/captcha/challenge', async (route) => {
      challenges += 1;
      await (challenges === 1 ? route.abort('connectionreset') : route.continue());
    });
    await page.goto(`${baseUrl}/cn/login/forgot-password`);
    const captcha = page.getByTestId('captcha');
    await captcha.getByRole('status').getByText('无法验证您是否为真人。').waitFor();
    expect(await page.getByRole('button', { name: '发送重置链接' }).isDisabled()).toBe(true);
    await screenshot(page, 'captcha-failed-cn');
    await captcha.getByRole('button', { name: '重试' }).click();
    await captcha.getByRole('status').getByText('已验证').waitFor({ timeout: 30_000 });
    await page.getByLabel('电子邮箱').fill('researcher.cn@marginalia.test');
    await screenshot(page, 'captcha-forgot-password-cn');
    await page.getByRole('button', { name: '发送重置链接' }).click();
    await page.getByRole('heading', { name: '请查收电子邮件' }).waitFor();
  });
});
