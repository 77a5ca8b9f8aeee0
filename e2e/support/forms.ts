import type { Page } from 'playwright-core';

/** Chooses an option of a Mantine Select, typing `search` into it first when it is searchable. */
export async function chooseOption(page: Page, label: string, option: string | RegExp, options: { search?: string; exact?: boolean } = {}) {
  const input = page.getByLabel(label, { exact: false }).first();
  await input.click();
  if (options.search) await input.fill(options.search);
  await page.getByRole('option', { name: option, exact: options.exact }).first().click();
}
