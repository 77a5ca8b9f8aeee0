import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { nextEstimateId } from './price-quote.service';

/**
 * Quotes asked for at the same moment on a real PostgreSQL server (transactions on separate pooled
 * connections, in parallel): each gets its own number, and together they fill the month's numbers in order.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent estimate numbers on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database?.close());

  it('gives 200 quotes taken at once 200 distinct, consecutive numbers', async () => {
    const june = new Date('2031-06-10T08:00:00Z');
    const ids = await Promise.all(
      Array.from({ length: 200 }, () =>
        database.database.db.transaction(async (tx) => {
          const id = await nextEstimateId(tx, june);
          // Hold the transaction open a moment, as storing the quote does, so the others queue behind it.
          await tx.execute(sql`select pg_sleep(0.005)`);
          return id;
        }),
      ),
    );
    expect([...ids].sort()).toEqual(Array.from({ length: 200 }, (_, n) => `Q-203106-${String(n + 1).padStart(6, '0')}`));
  });
});
