import type { Locator, Page } from 'playwright-core';

/** Chooses an option of a Mantine Select, typing `search` into it first when it is searchable. */
export async function chooseOption(page: Page, label: string, option: string | RegExp, options: { search?: string; exact?: boolean } = {}) {
  const input = page.getByLabel(label, { exact: false }).first();
  await input.click();
  if (options.search) await input.fill(options.search);
  await page.getByRole('option', { name: option, exact: options.exact }).first().click();
}

/** A US address in a group of the payment step (the name comes from the account). */
export async function fillUsAddress(page: Page, group: Locator): Promise<void> {
  await group.locator('input[name$=".address1"]').fill('77 Massachusetts Avenue');
  await group.locator('input[name$=".city"]').fill('Cambridge');
  await group.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Massachusetts' }).click();
  await group.locator('input[name$=".zip"]').fill('02139');
}
