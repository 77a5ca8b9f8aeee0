import type { Page } from 'playwright-core';

/** Chooses the credit card and types the sandbox's approving test card (the payment panel of any screen). */
export async function enterTestCard(page: Page): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Credit card' }).click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel(/Security code/).fill('123');
}

/** A New Haven billing address in the payment panel (the name is prefilled from the account). */
export async function enterUsBillingAddress(page: Page): Promise<void> {
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.locator('input[name="billingAddress.address1"]').fill('2 Hillhouse Avenue');
  await billing.locator('input[name="billingAddress.city"]').fill('New Haven');
  await billing.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Connecticut' }).click();
  await billing.locator('input[name="billingAddress.zip"]').fill('06511');
}
