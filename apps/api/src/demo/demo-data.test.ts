import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { credits, holidays, invoices, orderServices, orderStatuses, orders, serviceOptions, users, vouchers } from '../platform/db/schema/all-tables';
import { verifyPassword } from '../platform/security/passwords';
import { isBusinessDay } from './business-days';
import { seedReferenceData } from '../platform/db/seed/seed';
import { seedDemoData } from './demo-data';

let database: Database;
let testDatabase: TestDatabase;
let accounts: Awaited<ReturnType<typeof seedDemoData>>['accounts'];
const now = new Date('2026-11-25T18:00:00Z'); // the day before Thanksgiving

beforeAll(async () => {
  testDatabase = await openTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  database = testDatabase.database;
  await seedReferenceData(database.db);
  ({ accounts } = await seedDemoData(database.db, now));
}, 60_000);
afterAll(async () => {
  await testDatabase.close();
});

describe('seedDemoData', () => {
  it('creates the demo researchers and a staff account, with argon2id passwords that verify', async () => {
    expect(accounts.map((a) => a.email)).toEqual(['researcher@marginalia.test', 'researcher.cn@marginalia.test', 'researcher.br@marginalia.test', 'researcher.wfoe@marginalia.test', 'staff@marginalia.test', 'editor.lin@marginalia.test', 'editor.silva@marginalia.test']);
    const rows = await database.db.select().from(users);
    for (const account of accounts) {
      const user = rows.find((u) => u.email === account.email);
      expect(user?.role).toBe(account.role);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash, account.password)).toBe(true);
    }
    expect(rows.find((u) => u.email === 'researcher.cn@marginalia.test')).toMatchObject({ countryId: 46, currency: 'CNY', siteLanguage: 'cn', localization: 'cn' });
    expect(rows.find((u) => u.email === 'researcher.br@marginalia.test')).toMatchObject({ countryId: 32, currency: 'BRL', siteLanguage: 'br' });
    // One account belongs to a migrating group, so the demo shows the migration page.
    expect(rows.find((u) => u.email === 'researcher.wfoe@marginalia.test')).toMatchObject({ migrationGroup: 'wfoe-2026' });
    // Public ids are random, not sequential or derived from the e-mail.
    expect(new Set(rows.map((u) => u.identity)).size).toBe(rows.length);
    for (const user of rows) {
      expect(user.identity).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(user.referralCode).toMatch(/^[0-9A-Z]{10}$/);
    }
  });

  it('gives the main researcher orders in every status, including completed-unpaid (awaiting payment)', async () => {
    const [researcher] = await database.db.select().from(users).where(eq(users.email, 'researcher@marginalia.test'));
    const own = await database.db.select().from(orders).where(eq(orders.userId, researcher?.id ?? -1));
    expect(new Set(own.map((o) => o.status))).toEqual(new Set(orderStatuses));
    expect(own.some((o) => o.status === 'completed' && o.paid)).toBe(true);
    expect(own.some((o) => o.status === 'completed' && !o.paid)).toBe(true);
    for (const order of own) {
      expect(order.externalId).toMatch(/^[0-9A-Z]{12}$/);
      expect(order.completedAt !== null).toBe(order.status === 'completed');
    }
  });

  it('prices every line from the seeded options, converted to the order currency and rounded to whole units', async () => {
    const lines = await database.db
      .select({ line: orderServices, option: serviceOptions, order: orders })
      .from(orderServices)
      .innerJoin(serviceOptions, eq(serviceOptions.id, orderServices.serviceOptionId))
      .innerJoin(orders, eq(orders.id, orderServices.orderId));
    expect(lines.length).toBeGreaterThan(0);
    const perUsd: Record<string, number> = { USD: 1, CNY: 7.12, BRL: 5.4 };
    for (const { line, option, order } of lines) {
      expect(line.serviceIdentity).toBe(option.serviceIdentity);
      // US dollars as stored; yuan and reais to the whole unit, as the order form prices them
      const converted = (option.priceUsdCents / 100) * (perUsd[order.currency] ?? NaN);
      expect(line.listPrice).toBe(order.currency === 'USD' ? option.priceUsdCents : Math.round(converted) * 100);
      expect(line.totalPrice).toBe(line.listPrice - line.discountAmount);
      if (option.lengthHigh !== option.lengthLow && order.wordCount > 0 && option.serviceIdentity !== 'journal-recommendation') {
        expect(order.wordCount).toBeGreaterThanOrEqual(option.lengthLow);
        expect(order.wordCount).toBeLessThanOrEqual(option.lengthHigh);
      }
    }
    const all = await database.db.select().from(orders);
    for (const order of all) {
      const total = lines.filter((l) => l.order.id === order.id).reduce((sum, l) => sum + l.line.totalPrice, 0);
      expect(order.totalAmount).toBe(total);
    }
  });

  it('places orders on business days and sets deadlines ahead of the orders still in work', async () => {
    const holidayRows = await database.db.select().from(holidays);
    const all = await database.db.select({ order: orders, localization: users.localization }).from(orders).innerJoin(users, eq(users.id, orders.userId));
    for (const { order, localization } of all) {
      const closed = new Set(holidayRows.filter((h) => h.localization === localization).map((h) => h.day));
      expect(isBusinessDay(order.createdAt, closed), order.title).toBe(true);
      expect(isBusinessDay(order.deadline, closed), order.title).toBe(true);
      expect(order.deadline.getTime()).toBeGreaterThan(order.createdAt.getTime());
      if (['received', 'in_progress', 'quality_check'].includes(order.status)) expect(order.deadline.getTime(), order.title).toBeGreaterThan(now.getTime());
    }
  });

  it('invoices every order that was not cancelled: paid orders by card, the others awaiting payment', async () => {
    const all = await database.db.select({ order: orders, invoice: invoices }).from(orders).leftJoin(invoices, eq(invoices.orderId, orders.id));
    for (const { order, invoice } of all) {
      if (order.status === 'cancelled') {
        expect(invoice, order.title).toBeNull();
        continue;
      }
      expect(invoice?.totalAmount, order.title).toBe(order.totalAmount);
      expect(invoice?.balance, order.title).toBe(order.paid ? 0 : order.totalAmount);
      expect(invoice?.invoiceNumber, order.title).toMatch(/^(US|CN)\d{6}$/);
    }
    const [researcher] = await database.db.select().from(users).where(eq(users.email, 'researcher@marginalia.test'));
    const unpaid = all.filter(({ order, invoice }) => order.userId === researcher?.id && (invoice?.balance ?? 0) > 0);
    expect(unpaid).toHaveLength(2);
    expect(researcher?.voucherAvailable).toBe(true);
    const [credit] = await database.db.select().from(credits).where(eq(credits.userId, researcher?.id ?? -1));
    expect(credit).toMatchObject({ source: 'courtesy', balanceUsdCents: 30_000 });
    expect(await database.db.select().from(vouchers)).toHaveLength(1);
  });

  it('is skipped once users exist', async () => {
    const before = await database.db.select().from(orders);
    expect(await seedDemoData(database.db, now)).toEqual({ accounts: [] });
    expect(await database.db.select().from(orders)).toHaveLength(before.length);
    expect(await database.db.select().from(users)).toHaveLength(7);
  });
});
