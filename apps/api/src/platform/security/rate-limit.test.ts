import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { openSeededTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { attemptsWithin, clearRateLimit, consumeRateLimit, recordAttempt } from './rate-limit';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const opened = await openSeededTestDatabase();
  database = opened.database;
  close = () => opened.close();
});
afterAll(async () => {
  await close();
});

const rule = (bucket: string) => ({ bucket, limit: 3, windowMs: 15 * 60 * 1000 });

describe('database-backed rate limits', () => {
  it('allows the limit, then refuses with 429 and the minutes to wait', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(database.db, [rule('t:a')], now);
    const refused = await consumeRateLimit(database.db, [rule('t:a')], now).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 429, key: 'too-many-attempts', params: { minutes: 15 } });
  });

  it('forgets attempts older than the window', async () => {
    const start = new Date('2026-11-22T10:00:00Z');
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(database.db, [rule('t:b')], start);
    await expect(consumeRateLimit(database.db, [rule('t:b')], new Date(start.getTime() + 16 * 60 * 1000))).resolves.toBeUndefined();
  });

  it('refuses when any bucket is full, without counting the attempt in the others', async () => {
    const now = new Date('2026-11-22T11:00:00Z');
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(database.db, [rule('t:full')], now);
    await expect(consumeRateLimit(database.db, [rule('t:other'), rule('t:full')], now)).rejects.toMatchObject({ statusCode: 429 });
    expect(await attemptsWithin(database.db, rule('t:other'), now)).toBe(0);
  });

  it('records an attempt without checking the limit', async () => {
    const now = new Date('2026-11-22T13:00:00Z');
    for (let i = 0; i < 4; i += 1) await recordAttempt(database.db, [rule('t:record')], now);
    expect(await attemptsWithin(database.db, rule('t:record'), now)).toBe(4);
    await expect(recordAttempt(database.db, [{ ...rule('t:long'), windowMs: 25 * 3600 * 1000 }], now)).rejects.toThrow(/longer than a day/);
  });

  it('clears a bucket', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(database.db, [rule('t:c')], now);
    await clearRateLimit(database.db, ['t:c']);
    expect(await attemptsWithin(database.db, rule('t:c'), now)).toBe(0);
  });
});
