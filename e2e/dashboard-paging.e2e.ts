// Paging through My Orders (GET /api/order/search): a new
// researcher with eleven orders (placed quickly through the order-form API and paid by bank transfer, so they
// await payment) sees ten cards, newest first, and a pager; goes to page 2 with the pager and finds the first
// order there, alone; comes back with the pager; then pages through a title search, whose filter stays in the URL.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PaymentSubmissionResponse } from '../packages/contracts/src/payments/payment-form.contract';
import { paymentPaths } from '../packages/contracts/src/payments/payments.paths';
import { screenshot, useJourneyBrowser } from './support/browser';
import { buildOrderForm } from './support/orders';
import { pageApi, registerResearcher, unique } from './support/researchers';

const baseUrl = inject('baseUrl');
const { newContext } = useJourneyBrowser();
const ORDERS = 11;


const usAddress = {
  name: 'Grace Hopper',
  organization: 'Yale University',
  address1: '77 Massachusetts Avenue',
  city: 'Cambridge',
  state: 'MA',
  zip: '02139',
  countryId: 237,
  phone: '+1 617 555 0100',
};

/** One order for the signed-in researcher, through the order-form API, paid by bank transfer (awaiting payment). */
async function placeBankTransferOrder(page: Page, title: string): Promise<string> {
  const id = await buildOrderForm(page, baseUrl, { title });
  const paid = await pageApi<PaymentSubmissionResponse>(page, baseUrl, 'PUT', paymentPaths.orderFormPayments(id), {
    paymentMethodId: 9,
    acceptedTermsAndConditions: true,
    billingAddress: usAddress,
    invoiceAddressDiffersFromBilling: true,
    invoiceAddress: { ...usAddress, organization: 'Yale Accounts Payable' },
    purchaseOrder: `PO-${unique()}`,
  });
  if (!paid.orderExternalId) throw new Error(`no order for ${title}: ${JSON.stringify(paid)}`);
  return paid.orderExternalId;
}

/** The order numbers of the cards shown, once the list has settled on `count` cards. */
async function shownCards(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction(
    (expected) =>
      document.querySelectorAll('[data-testid="order-card"]').length === expected &&
      !document.querySelector('[data-testid="order-list"][aria-busy="true"]'),
    count,
    { timeout: 15_000 },
  );
  return page.getByTestId('order-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order') ?? ''));
}

const pager = (page: Page) => page.getByTestId('orders-pager');

describe('paging through My Orders', () => {
  it('goes to page 2 with the pager, sees the eleventh order, and comes back', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await registerResearcher(page, baseUrl, { emailPrefix: 'paging', firstName: 'Barbara', lastName: 'McClintock' });
    const tag = unique();
    const placed: { number: string; title: string }[] = [];
    for (let index = 1; index <= ORDERS; index += 1) {
      const title = `Maize transposons study ${index} ${tag}`;
      placed.push({ number: await placeBankTransferOrder(page, title), title });
    }
    const newestFirst = [...placed].reverse();
    const first = placed[0]!;

    await page.goto(`${baseUrl}/en/researcher`);
    expect(await shownCards(page, 10)).toEqual(newestFirst.slice(0, 10).map((order) => order.number));
    await page.getByTestId('orders-count').getByText(`${ORDERS} orders`).waitFor();
    await pager(page).waitFor();
    expect(await page.locator(`[data-order="${first.number}"]`).count()).toBe(0);
    expect(await pager(page).getByRole('button', { name: 'Page 3', exact: true }).count()).toBe(0);

    // Page 2 through the pager: the first order, alone, with its title and the page in the URL.
    await pager(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/researcher/index/orders/_/_/_/_/2`);
    expect(await shownCards(page, 1)).toEqual([first.number]);
    expect(await page.locator(`[data-order="${first.number}"]`).getByTestId('order-card-link').innerText()).toContain(first.title);
    expect(await pager(page).getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'dashboard-paging-page-two');

    // Back with the pager's previous button: the ten newest again.
    await pager(page).getByRole('button', { name: 'Previous page' }).click();
    await page.waitForURL((url) => url.pathname === '/en/researcher' || url.pathname === '/en/researcher/index/orders/_/_/_/_/1');
    expect(await shownCards(page, 10)).toEqual(newestFirst.slice(0, 10).map((order) => order.number));

    // The next button goes forward again; the browser's back button returns to page 1.
    await pager(page).getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(`${baseUrl}/en/researcher/index/orders/_/_/_/_/2`);
    expect(await shownCards(page, 1)).toEqual([first.number]);
    await page.goBack();
    expect(await shownCards(page, 10)).toEqual(newestFirst.slice(0, 10).map((order) => order.number));

    // Paging through a search keeps the filter: the title's tag matches all eleven.
    await page.getByTestId('search-title').fill(tag);
    await page.getByTestId('search-submit').click();
    await page.waitForURL(`${baseUrl}/en/researcher/index/orders/_/${tag}/_/_/1`);
    await page.getByTestId('orders-count').getByText(`${ORDERS} orders match your search`).waitFor();
    expect(await shownCards(page, 10)).toEqual(newestFirst.slice(0, 10).map((order) => order.number));
    await pager(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/researcher/index/orders/_/${tag}/_/_/2`);
    expect(await shownCards(page, 1)).toEqual([first.number]);
    expect(await page.getByTestId('search-title').inputValue()).toBe(tag);

    // Clear: the dashboard, page 1, no pager state left behind.
    await page.getByTestId('search-clear').click();
    await page.waitForURL(`${baseUrl}/en/researcher`);
    expect(await shownCards(page, 10)).toEqual(newestFirst.slice(0, 10).map((order) => order.number));
  });
});
