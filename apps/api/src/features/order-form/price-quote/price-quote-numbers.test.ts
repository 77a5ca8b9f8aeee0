import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../test/test-database';
import { nextEstimateId } from './price-quote.service';

/** Estimate numbers: `Q-YYYYMM-NNNNNN`, counted per month (UTC), never given twice. */
describe.each(testDatabaseKinds)('estimate numbers on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const db = () => database.database.db;

  it('numbers a month’s quotes 000001, 000002, … with no repeat, and starts again the next month', async () => {
    const march = new Date('2031-03-31T23:59:59Z');
    const ids: string[] = [];
    for (let n = 0; n < 1500; n += 1) ids.push(await db().transaction((tx) => nextEstimateId(tx, march)));
    expect(ids.slice(0, 3)).toEqual(['Q-203103-000001', 'Q-203103-000002', 'Q-203103-000003']);
    expect(ids.at(-1)).toBe('Q-203103-001500');
    expect(new Set(ids).size).toBe(1500);
    expect(await nextEstimateId(db(), new Date('2031-04-01T00:00:00Z'))).toBe('Q-203104-000001');
    expect(await nextEstimateId(db(), march)).toBe('Q-203103-001501');
  });

  it('gives a number back when the quote’s transaction fails, so numbers have no gaps', async () => {
    const may = new Date('2031-05-15T12:00:00Z');
    expect(await nextEstimateId(db(), may)).toBe('Q-203105-000001');
    const failed = db().transaction(async (tx) => {
      expect(await nextEstimateId(tx, may)).toBe('Q-203105-000002');
      throw new Error('the quote could not be stored');
    });
    await expect(failed).rejects.toThrow('the quote could not be stored');
    expect(await nextEstimateId(db(), may)).toBe('Q-203105-000002');
  });
});
