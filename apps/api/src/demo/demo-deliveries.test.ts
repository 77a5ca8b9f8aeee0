import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { auditEvents, certificates, orderDeliverables, orders, users } from '../platform/db/schema/all-tables';
import { createDiskStorage } from '../platform/storage/disk-storage';
import { seedReferenceData } from '../platform/db/seed/seed';
import { seedDemoData } from './demo-data';
import { seedDemoDeliveries } from './demo-deliveries';

let testDatabase: TestDatabase;
const storage = createDiskStorage(mkdtempSync(join(tmpdir(), 'mg-demo-deliveries-')));

beforeAll(async () => {
  testDatabase = await openTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  await seedReferenceData(testDatabase.database.db);
  await seedDemoData(testDatabase.database.db);
  await seedDemoDeliveries(testDatabase.database.db, storage);
}, 60_000);
afterAll(async () => {
  await testDatabase.close();
});

describe('seedDemoDeliveries', () => {
  it('assigns the orders being worked on to the demo editors', async () => {
    const { db } = testDatabase.database;
    const working = await db.select().from(orders).where(inArray(orders.status, ['in_progress', 'quality_check']));
    expect(working.length).toBeGreaterThan(0);
    const editors = await db.select().from(users).where(inArray(users.email, ['editor.lin@marginalia.test', 'editor.silva@marginalia.test']));
    for (const order of working) expect(editors.map((editor) => editor.id)).toContain(order.assignedStaffId);
    expect((await db.select().from(auditEvents).where(eq(auditEvents.action, 'order.assign'))).length).toBeGreaterThanOrEqual(working.length);
  });

  it('gives every completed order an edited file in storage, and a certificate when a service includes one', async () => {
    const { db } = testDatabase.database;
    const completed = await db.select().from(orders).where(eq(orders.status, 'completed'));
    expect(completed.length).toBeGreaterThan(0);
    const files = await db.select().from(orderDeliverables).where(isNotNull(orderDeliverables.storageKey));
    for (const order of completed) {
      const file = files.find((each) => each.orderId === order.id);
      expect(file?.name).toMatch(/\(edited\)\.docx$/);
      expect((await storage.stat(file?.storageKey ?? ''))?.size).toBe(file?.size);
    }
    expect((await db.select().from(certificates)).length).toBeGreaterThan(0);
  });
});
