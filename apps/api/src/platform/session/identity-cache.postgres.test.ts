import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { createSignedInUser, type TestUser } from '../../test/test-app';
import { users } from '../db/schema/all-tables';
import { CHANGE_CHECK_MS, IdentityCache } from './identity-cache';

/**
 * Change rows get their ids when written, not when committed: on PostgreSQL a transaction can commit a lower id
 * after another process has read a higher one. Those rows must still be read.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('identity changes committed out of order on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('postgres', { seed: true });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  async function cached(cache: IdentityCache, user: TestUser): Promise<void> {
    const [row] = await testDb.database.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error('user not found');
    cache.remember(cache.mark(), `token-of-${user.id}`, { userId: user.id, impersonatorId: null, expiresAt: Date.now() + 60_000, lastSeenAt: Date.now() }, [row]);
  }

  /** Renames a user in a transaction on another connection that stays open (its change row written) until `commit()`. */
  async function renameInOpenTransaction(userId: number, firstName: string): Promise<{ commit: () => void; slowTransaction: Promise<void> }> {
    const another = await testDb.openAnother();
    let commit: () => void = () => undefined;
    let written: () => void = () => undefined;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const slowTransaction = another.db.transaction(async (tx) => {
      await tx.update(users).set({ firstName }).where(eq(users.id, userId));
      written();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await wrote;
    return { commit: () => commit(), slowTransaction };
  }

  it('drops a user whose change commits after a later change was read', async () => {
    const { db } = testDb.database;
    const slow = await createSignedInUser(testDb.database, { firstName: 'Slow' });
    const quick = await createSignedInUser(testDb.database, { firstName: 'Quick' });
    const clock = { now: 1_000_000 };
    const cache = new IdentityCache(db, () => clock.now);
    await cache.refresh();
    await cached(cache, slow);
    await cached(cache, quick);

    // One transaction writes its change row first and commits last.
    const { commit, slowTransaction } = await renameInOpenTransaction(slow.id, 'Slower');
    await db.update(users).set({ firstName: 'Quicker' }).where(eq(users.id, quick.id));
    clock.now += CHANGE_CHECK_MS;
    await cache.refresh();
    expect(cache.user(quick.id)).toBeNull();
    expect(cache.user(slow.id)?.firstName).toBe('Slow');

    commit();
    await slowTransaction;
    clock.now += CHANGE_CHECK_MS;
    await cache.refresh();
    expect(cache.user(slow.id)).toBeNull();
  });

  it('gives up waiting for an id whose transaction rolled back, and keeps reading after it', async () => {
    const { db } = testDb.database;
    const user = await createSignedInUser(testDb.database);
    const clock = { now: 2_000_000 };
    const cache = new IdentityCache(db, () => clock.now);
    await cache.refresh();
    await db
      .transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Never' }).where(eq(users.id, user.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const later = await createSignedInUser(testDb.database);
    await db.update(users).set({ firstName: 'Later' }).where(eq(users.id, later.id));
    clock.now += CHANGE_CHECK_MS;
    await cache.refresh();
    expect(cache.waitingFor()).toBeGreaterThan(0);
    clock.now += 10 * 60 * 1000;
    await cache.refresh();
    expect(cache.waitingFor()).toBe(0);
    await cached(cache, user);
    await db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, user.id));
    clock.now += CHANGE_CHECK_MS;
    await cache.refresh();
    expect(cache.user(user.id)).toBeNull();
  });

  it('at its first read, still waits for a change written before it and committed after it', async () => {
    const { db } = testDb.database;
    const slow = await createSignedInUser(testDb.database, { firstName: 'Slow' });
    const quick = await createSignedInUser(testDb.database, { firstName: 'Quick' });
    const { commit, slowTransaction } = await renameInOpenTransaction(slow.id, 'Slower');
    await db.update(users).set({ firstName: 'Quicker' }).where(eq(users.id, quick.id));

    // A process starting now reads the log, then keeps the user as the open transaction has not changed it yet.
    const clock = { now: 3_000_000 };
    const cache = new IdentityCache(db, () => clock.now);
    await cache.refresh();
    await cached(cache, slow);
    expect(cache.user(slow.id)?.firstName).toBe('Slow');
    commit();
    await slowTransaction;
    clock.now += CHANGE_CHECK_MS;
    await cache.refresh();
    expect(cache.user(slow.id)).toBeNull();
  });
});
