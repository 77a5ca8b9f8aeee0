import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs, staffCall, STAFF_EMAIL, STAFF_PASSWORD } from './orders';

/**
 * Turns the captcha flag on through the staff console before the describe block's tests and off after them,
 * so other journeys run without it. Call it inside a `describe` (or at the top of a file).
 */
export function useCaptchaFlag(baseUrl: string, freshPage: () => Promise<Page>): void {
  let staff: Page | undefined;
  const setCaptcha = (page: Page, enabled: boolean) => staffCall(page, baseUrl, 'PUT', '/api/staff/feature-flags/captcha', { enabled });
  beforeAll(async () => {
    staff = await freshPage();
    await signInAs(staff, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, '/en/staff/orders');
    await setCaptcha(staff, true);
  });
  afterAll(async () => {
    if (staff) await setCaptcha(staff, false).catch(() => undefined);
  });
}
