import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StorageQuotas } from '@marginalia/contracts/app-config/settings.contract';
import { orderFormFiles, orderForms } from '../../platform/db/schema/all-tables';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { changeSetting } from '../app-config/app-config.public';
import { call, formOf, signedIn, upload, visitor, type Browser } from './test-support';

const t = useTestApp();
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(600)]);

async function quotas(changes: Partial<StorageQuotas>) {
  const base: StorageQuotas = {
    visitorFormsPerHour: 10,
    addressFormsPerHour: 60,
    visitorUploadBytesPerDay: 500 * 1024 * 1024,
    addressUploadBytesPerDay: 2 * 1024 * 1024 * 1024,
    userUploadBytesPerDay: 2 * 1024 * 1024 * 1024,
  };
  await changeSetting(t.database.db, 'storageQuotas', { ...base, ...changes });
  t.app.applicationLoader.invalidate();
}

/** A visitor's browser behind its own address. */
function visitorAt(address: string): Browser {
  const browser = visitor();
  browser.headers['x-forwarded-for'] = address;
  return browser;
}

const newForm = (browser: Browser) => call(t.app, browser, 'GET', '/api/order-form/new');
const storedFiles = (formPublicId: string) =>
  t.database.db.select({ key: orderFormFiles.storageKey }).from(orderFormFiles).innerJoin(orderForms, eq(orderForms.id, orderFormFiles.orderFormId)).where(eq(orderForms.publicId, formPublicId));

describe('nobody can fill the disk with order forms and uploads', () => {
  it("stops a visitor's forms after the hour's quota, in the page's language, and lets another visitor on", async () => {
    await quotas({ visitorFormsPerHour: 3 });
    const browser = visitorAt('198.51.100.10');
    for (let n = 0; n < 3; n += 1) expect((await newForm(browser)).statusCode).toBe(200);
    const refused = await call(t.app, browser, 'GET', '/api/order-form/new?language=cn');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ error: 'order-form-quota-reached', message: expect.stringContaining('分钟后重试') });
    expect((await newForm(visitorAt('198.51.100.11'))).statusCode).toBe(200);
  });

  it('still counts a visitor who drops the cookie, by address', async () => {
    await quotas({ visitorFormsPerHour: 10, addressFormsPerHour: 4 });
    for (let n = 0; n < 4; n += 1) expect((await newForm(visitorAt('198.51.100.20'))).statusCode).toBe(200);
    const refused = await newForm(visitorAt('198.51.100.20'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.error).toBe('order-form-quota-reached');
  });

  it("refuses an upload over the day's bytes (not the file limit) with the quota's 429, and keeps nothing of it", async () => {
    await quotas({ visitorUploadBytesPerDay: 1000 });
    const browser = visitorAt('198.51.100.30');
    const id = formOf(await newForm(browser)).orderForm.id;
    expect((await upload(t.app, browser, id, 'figures', 'figure-1.png', PNG)).statusCode).toBe(200);
    const second = await upload(t.app, browser, id, 'figures', 'figure-2.png', PNG);
    expect(second.statusCode).toBe(429);
    expect(second.json().error.error).toBe('upload-quota-reached');
    const kept = await storedFiles(id);
    expect(kept).toHaveLength(1);
    const third = await upload(t.app, browser, id, 'figures', 'figure-3.png', PNG);
    expect(third.statusCode).toBe(429);
    expect(await storedFiles(id)).toHaveLength(1);
    // Nothing of the refused files stays on the disk either.
    expect(readdirSync(join(t.app.platform.config.dataDir, 'files', 'order-forms', id))).toEqual([kept[0]?.key.split('/').pop()]);
  });

  it("counts a signed-in researcher's uploads per account, not per address", async () => {
    await quotas({ userUploadBytesPerDay: 1000, addressUploadBytesPerDay: 1000 });
    const researcher = await createSignedInUser(t.database, { currency: 'USD' });
    const browser = signedIn({ ...researcher.headers, 'x-forwarded-for': '198.51.100.40' });
    const id = formOf(await newForm(browser)).orderForm.id;
    expect((await upload(t.app, browser, id, 'figures', 'figure-1.png', PNG)).statusCode).toBe(200);
    expect((await upload(t.app, browser, id, 'figures', 'figure-2.png', PNG)).statusCode).toBe(429);
    // A visitor at the same address is not held back by the researcher's uploads.
    const neighbour = visitorAt('198.51.100.40');
    const other = formOf(await newForm(neighbour)).orderForm.id;
    expect((await upload(t.app, neighbour, other, 'figures', 'figure-1.png', PNG)).statusCode).toBe(200);
  });
});
