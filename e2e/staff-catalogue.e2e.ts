// The catalogue desk of the staff console: a staff member creates a promotional code (25 %
// on standard editing); a new researcher applies it in the order form's promo modal, sees the discount in
// the order summary and pays by test card, which uses the code once; the staff member then reads the
// order-confirmation e-mail in the outbox and finds the code's creation in the audit.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ORDER_FORM_NEW_PATH, orderFormPaths } from '../packages/contracts/src/order-form/order-form.paths';
import type { OrderFormResponse } from '../packages/contracts/src/order-form/order-form-view.contract';
import { screenshot, useJourneyBrowser } from './support/browser';
import { pageApi, registerResearcher, unique } from './support/researchers';
import { signInAs, STAFF_EMAIL, STAFF_PASSWORD } from './support/orders';

const baseUrl = inject('baseUrl');
const { freshPage } = useJourneyBrowser();

async function staffPage(path: string): Promise<Page> {
  const page = await freshPage();
  await signInAs(page, baseUrl, STAFF_EMAIL, STAFF_PASSWORD, path);
  return page;
}

const summary = (page: Page) => page.locator('aside, [aria-label="Order summary"]').filter({ hasText: 'Order summary' }).first();
async function seeText(locator: Locator, expected: string) {
  await expect.poll(() => locator.innerText(), { timeout: 10_000 }).toContain(expected);
}
const codeRow = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

describe('promotional codes', () => {
  it('staff create a code, a researcher uses it on a paid order, and staff read the confirmation in the outbox', async () => {
    const code = `SPRING-${unique().toUpperCase()}`;
    const staff = await staffPage('/en/staff/catalogue');
    await staff.getByRole('tab', { name: 'Promotional codes' }).waitFor();
    await staff.getByRole('button', { name: 'New code' }).click();
    const dialog = staff.getByRole('dialog', { name: 'New promotional code' });
    await dialog.getByLabel('Code', { exact: false }).first().fill(code.toLowerCase());
    await dialog.getByLabel(/^Description/).fill('Spring: 25 % off standard editing');
    await dialog.getByLabel(/^Percent off/).fill('25');
    await dialog.getByLabel(/^Uses in total/).fill('100');
    await dialog.getByLabel('All services').uncheck();
    // Nothing chosen yet: the contract asks for a service.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Choose at least one service, or apply the code to all services.').waitFor();
    await dialog.getByLabel('Standard Editing', { exact: true }).check();
    await screenshot(staff, 'staff-catalogue-new-code');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await codeRow(staff, code).waitFor();
    await seeText(codeRow(staff, code), '0 of 100');
    await screenshot(staff, 'staff-catalogue-codes');

    // A new researcher: standard editing of 500 words ($68), then the promo modal on additional services.
    const researcher = await freshPage();
    const email = await registerResearcher(researcher, baseUrl, { emailPrefix: 'promo', firstName: 'Barbara', lastName: `McClintock${unique()}` });
    const { orderForm } = await pageApi<OrderFormResponse>(researcher, baseUrl, 'GET', ORDER_FORM_NEW_PATH);
    await pageApi(researcher, baseUrl, 'PUT', orderFormPaths.basicDetails(orderForm.id), { customerGoal: 'editing', uploadLater: true, manuscriptLanguageId: 1, wordCount: 500, serviceBundlesRequested: false });
    await pageApi(researcher, baseUrl, 'PUT', orderFormPaths.services(orderForm.id), { serviceIdentities: ['standard-editing'], declineEditing: false });
    await researcher.goto(`${baseUrl}/en/researcher/submit/additional-services`);
    await seeText(summary(researcher), '$68');
    await researcher.getByText('Apply promo code').click();
    await researcher.getByRole('textbox', { name: /Promo code/ }).fill(code.toLowerCase());
    await researcher.getByRole('dialog').getByRole('button', { name: 'Apply', exact: true }).first().click();
    await researcher.getByText('Your promo code has been added to your order.').waitFor({ state: 'visible', timeout: 10_000 });
    await seeText(summary(researcher), code);
    await seeText(summary(researcher), '$51');
    await screenshot(researcher, 'staff-catalogue-promo-applied');

    // Pays by test card.
    await pageApi(researcher, baseUrl, 'PUT', orderFormPaths.continueAdditionalServices(orderForm.id), {});
    await pageApi(researcher, baseUrl, 'PUT', orderFormPaths.details(orderForm.id), { projectTitle: `Maize transposons ${unique()}`, styleOfEnglish: 'american', areaOfStudyId: null, journal: null, answers: {} });
    await researcher.goto(`${baseUrl}/en/researcher/submit/payment-details`);
    await researcher.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await seeText(summary(researcher), '$51');
    const methods = researcher.getByRole('radiogroup', { name: 'Payment method' });
    await methods.waitFor({ timeout: 15_000 });
    await methods.getByRole('radio', { name: 'Credit card', exact: true }).click();
    await researcher.getByLabel('Card number').fill('4111 1111 1111 1111');
    await researcher.getByLabel('Expiry date').fill('12/34');
    await researcher.getByLabel(/Security code/).fill('123');
    const billing = researcher.getByRole('group', { name: 'Billing address' });
    await billing.locator('input[name$=".address1"]').fill('1 Bungtown Road');
    await billing.locator('input[name$=".city"]').fill('Cold Spring Harbor');
    await billing.getByRole('combobox', { name: 'State' }).click();
    await researcher.getByRole('option', { name: 'New York' }).click();
    await billing.locator('input[name$=".zip"]').fill('11724');
    await researcher.getByLabel('I accept the terms and conditions').check();
    await researcher.getByTestId('payment-submit').click();
    await researcher.waitForURL((url) => url.pathname.startsWith('/en/researcher/submit/order-complete/'), { timeout: 30_000 });
    const orderNumber = (await researcher.getByTestId('order-number').innerText()).trim();
    expect(orderNumber).not.toBe('');

    // The code was used once.
    await staff.reload();
    await seeText(codeRow(staff, code), '1 of 100');

    // The order confirmation, in the outbox (the mail job writes it within seconds).
    await staff.getByRole('link', { name: 'Outbox' }).click();
    await staff.waitForURL((url) => url.pathname === '/en/staff/outbox');
    const mail = staff.getByRole('navigation', { name: 'E-mails' }).getByRole('link').filter({ hasText: email }).first();
    await expect
      .poll(
        async () => {
          if ((await mail.count()) > 0) return true;
          await staff.getByRole('button', { name: 'Refresh' }).click();
          return false;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    await mail.click();
    const frame = staff.frameLocator('iframe[title^="E-mail:"]');
    await expect.poll(() => frame.locator('body').innerText(), { timeout: 10_000 }).toContain(orderNumber);
    expect(await staff.locator('iframe[title^="E-mail:"]').getAttribute('sandbox')).toBe('');
    await screenshot(staff, 'staff-catalogue-outbox');
    await staff.getByText('Plain text', { exact: true }).click();
    await staff.locator('pre').filter({ hasText: orderNumber }).waitFor();

    // The code's creation, in the audit.
    await staff.getByRole('link', { name: 'Audit' }).click();
    await staff.waitForURL((url) => url.pathname === '/en/staff/audit');
    await staff.getByLabel('On', { exact: true }).selectOption('promotional-code');
    const created = staff.getByRole('listitem').filter({ hasText: 'promotional-code.create' }).filter({ hasText: code }).first();
    await created.waitFor({ timeout: 10_000 });
    await seeText(created, 'Jordan Reyes');
    await screenshot(staff, 'staff-catalogue-audit');
  });
});
