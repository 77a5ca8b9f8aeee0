// Download All Files from an order card of the dashboard: the demo researcher
// finds a completed, paid order on My Orders, presses Download All Files, watches the button count the bytes
// received (the files are slowed down here so the progress can be seen), gets one zip named after the company and
// the order, and the zip holds every delivered file, byte for byte; the card then says the files were downloaded.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';

import type { DeliverablesResponse } from '../packages/contracts/src/orders/deliverables.contract';
import type { OrderSearchResponse } from '../packages/contracts/src/orders/order-search.contract';
import { orderPaths } from '../packages/contracts/src/orders/orders.paths';
import { SCREENSHOT_DIR, useJourneyBrowser } from './support/browser';
import { signInAs } from './support/orders';
import { pageApi } from './support/researchers';

const baseUrl = inject('baseUrl');
const { newContext } = useJourneyBrowser();
const work = mkdtempSync(join(tmpdir(), 'mg-dashboard-download-e2e-'));
mkdirSync(SCREENSHOT_DIR, { recursive: true });


describe('Download All Files on an order card', () => {
  it('shows the progress, then gives one zip with every delivered file', async () => {
    const context = await newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signInAs(page, baseUrl, 'researcher@marginalia.test', 'researcher-demo-2026', '/en/researcher');

    const { orders } = await pageApi<OrderSearchResponse>(page, baseUrl, 'GET', `${orderPaths.search}?page=1`);
    const order = orders.find((each) => each.downloadAvailable);
    if (!order) throw new Error('the demo researcher has no downloadable order on the first page');
    const listed = await pageApi<DeliverablesResponse>(page, baseUrl, 'GET', orderPaths.deliverables(order.externalId));
    expect(listed.error).toBeNull();
    expect(listed.files.length).toBeGreaterThan(0);
    const expected = new Map<string, Buffer>();
    for (const file of listed.files) {
      const response = await page.request.get(`${baseUrl}${orderPaths.deliverable(order.externalId, file.key)}`);
      expect(response.status()).toBe(200);
      expected.set(file.path, await response.body());
    }

    // Slow each file down, as a large manuscript on a slow line would be, so the progress shows.
    await page.route(`**/api/order/${order.externalId}/deliverables/*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });

    const card = page.locator(`[data-order="${order.externalId}"]`);
    const button = card.getByTestId('card-download-all');
    await button.waitFor();
    expect(await button.innerText()).toBe('Download All Files');
    const downloading = page.waitForEvent('download');
    await button.click();
    await card.getByText(/^Retrieving files… \d+%$/).waitFor();
    expect(await button.isDisabled()).toBe(true);
    // The bar counts bytes received over the total (0 % until the first file arrives).
    const progress = card.getByRole('progressbar', { name: 'Download progress' });
    await progress.waitFor({ state: 'attached' });
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await card.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-download-progress.png') });

    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(
        `^${listed.companyName.replace(/[^A-Za-z0-9.]+/g, '-').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-${order.externalId}\\.zip$`,
      ),
    );
    await card.getByRole('status').getByText('Your files have been downloaded.').waitFor();
    await progress.waitFor({ state: 'detached' });
    expect(await button.innerText()).toBe('Download All Files');
    expect(await button.isDisabled()).toBe(false);

    const zipPath = join(work, 'all-files.zip');
    await download.saveAs(zipPath);
    const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
    expect(Object.keys(entries).sort()).toEqual([...expected.keys()].sort());
    for (const [path, bytes] of expected) expect(Buffer.from(entries[path] ?? []).equals(bytes), path).toBe(true);
  });
});
