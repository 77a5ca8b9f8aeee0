// Edit mode of the order details page: a new
// researcher pays an order for standard editing, opens it, clicks 'Edit this order', changes the title,
// adds journal recommendation (priced and scheduled by the server), sees 'Deadline Mismatch' when the added
// service's deadline differs from the order's, saves, and sees the new title and the invoice for the
// added service, which the unpaid invoices list shows. A second researcher goes from the order-complete page
// to the order's thank-you view, then in edit mode adds a figure file (uploaded at once, with its progress)
// and picks the journal from the type-ahead (its website filled in), a bad address first, saves, and sees both in the sidebar.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { screenshot, useJourneyBrowser } from './support/browser';
import { placePaidOrder } from './support/orders';
import { registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');

const journey = useJourneyBrowser({ viewport: { width: 1280, height: 1000 } });
let context: BrowserContext;

beforeAll(async () => {
  context = await journey.newContext();
});

describe('editing a paid order', () => {
  it('changes the title, adds a service with its own invoice, and warns of the deadline mismatch', async () => {
    const page = await context.newPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'order-edit', firstName: 'Rosalind', lastName: 'Franklin' });
    const orderNumber = await placePaidOrder(page, baseUrl, { title: `Helical structures ${unique()}` });

    await page.goto(`${baseUrl}/en/researcher/details/${orderNumber}`);
    await page.getByTestId('edit-order').click();
    const form = page.getByTestId('order-edit-form');
    await form.waitFor();
    await page.getByTestId('edit-service-standard-editing').waitFor();
    // The only service of the order cannot be removed.
    await expect(page.getByTestId('edit-service-standard-editing').isDisabled()).resolves.toBe(true);

    const newTitle = `Diffraction of fibres ${unique()}`;
    await page.getByTestId('edit-title-input').fill(newTitle);
    await page.getByTestId('edit-service-journal-recommendation').check();
    await page.getByTestId('deadline-mismatch').waitFor();
    expect(await page.getByTestId('deadline-mismatch').innerText()).toContain('Deadline Mismatch');
    await screenshot(page, 'order-edit-mismatch');

    // Journal recommendation needs the target journal: the server says so on the field.
    await page.getByTestId('edit-save').click();
    await page.getByText('You have selected a service that requires you to enter journal details.').waitFor();
    await page.getByTestId('edit-journal-input').fill('Acta Crystallographica');
    await page.getByTestId('edit-save').click();
    await page.getByTestId('edit-saved').or(page.getByTestId('edit-error')).first().waitFor();
    await screenshot(page, 'order-edit-after-save');
    expect(await page.getByTestId('edit-error').count()).toBe(0);
    expect(await page.locator('h1').innerText()).toBe(newTitle);
    expect(await page.getByTestId('edit-saved').innerText()).toContain('was created for the added services');
    await screenshot(page, 'order-edit-saved');

    await page.getByTestId('edit-invoice-link').click();
    await page.waitForURL(/\/researcher\/invoices\/unpaid/);
    await page.getByText(newTitle, { exact: false }).first().waitFor();
  });

  it('adds a figure file and sets the journal website, refusing an address without http(s) first', async () => {
    const own = await journey.newContext({ viewport: { width: 1280, height: 1100 } });
    try {
      const page = await own.newPage();
      await registerResearcher(page, baseUrl, { emailPrefix: 'order-edit-files', firstName: 'Dorothy', lastName: 'Hodgkin' });
      const orderNumber = await placePaidOrder(page, baseUrl, { title: `Penicillin structure ${unique()}` });
      await page.getByTestId('order-thank-you-link').click();
      await page.waitForURL((url) => url.pathname === `/en/researcher/details/${orderNumber}/thank-you`);

      await page.goto(`${baseUrl}/en/researcher/details/${orderNumber}`);
      await page.getByTestId('edit-order').click();
      await page.getByTestId('order-edit-form').waitFor();
      await page.getByTestId('edit-files-figures').waitFor();
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      await page.getByTestId('edit-files-figures').locator('input[type=file]').setInputFiles({ name: 'figure-1.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('edit-files-figures').getByTestId('uploaded-file').filter({ hasText: 'figure-1.png' }).waitFor();

      // The journal type-ahead (from 3 characters): picking a directory hit fills in its website.
      await page.getByTestId('edit-journal-input').pressSequentially('Nature Comm');
      await page.getByRole('option', { name: /Nature Communications/ }).waitFor();
      await screenshot(page, 'order-edit-journal-typeahead');
      await page.getByRole('option', { name: /Nature Communications/ }).click();
      expect(await page.getByTestId('edit-journal-input').inputValue()).toBe('Nature Communications');
      expect(await page.getByTestId('edit-journal-url-input').inputValue()).toBe('https://www.nature.com/ncomms');
      await page.getByTestId('edit-journal-url-input').fill('www.nature.com');
      await page.getByTestId('edit-save').click();
      await page.getByText('Your journal website must start with http:// or https://').waitFor();
      await screenshot(page, 'order-edit-files-url-error');

      await page.getByTestId('edit-journal-url-input').fill('https://www.nature.com/ncomms');
      await page.getByTestId('edit-save').click();
      await page.getByTestId('edit-saved').waitFor();
      const journal = page.getByTestId('order-journal');
      expect(await journal.innerText()).toContain('Nature Communications');
      expect(await page.getByTestId('order-journal-url').getAttribute('href')).toBe('https://www.nature.com/ncomms');
      await page.getByTestId('original-file').filter({ hasText: 'figure-1.png' }).waitFor();
      await screenshot(page, 'order-edit-files-saved');
    } finally {
      await own.close();
    }
  });
});
