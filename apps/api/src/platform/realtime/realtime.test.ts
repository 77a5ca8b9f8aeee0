import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLogger, waitFor } from '../jobs/test-logger';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { createRealtime, MAX_EVENT_BYTES, STAFF_TOPIC, userTopic, type RealtimeEvent } from './realtime';

describe.each(testDatabaseKinds)('real-time events on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it("reaches the topic's subscribers only: a user hears their own events, staff the staff's", async () => {
    const realtime = createRealtime(testDb.database, createTestLogger().log);
    const ada: RealtimeEvent[] = [];
    const bob: RealtimeEvent[] = [];
    const staff: RealtimeEvent[] = [];
    await realtime.subscribe([userTopic(1)], (event) => ada.push(event));
    await realtime.subscribe([userTopic(2)], (event) => bob.push(event));
    await realtime.subscribe([userTopic(3), STAFF_TOPIC], (event) => staff.push(event));

    await realtime.publish(userTopic(1), { type: 'support.message', request: 'SR-AAAA' });
    await realtime.publish(STAFF_TOPIC, { type: 'support.request', request: 'SR-BBBB' });
    await waitFor(() => ada.length === 1 && staff.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ada).toEqual([{ type: 'support.message', request: 'SR-AAAA' }]);
    expect(bob).toEqual([]);
    expect(staff).toEqual([{ type: 'support.request', request: 'SR-BBBB' }]);
    await realtime.close();
  });

  it('published inside a transaction arrives when it commits, and never when it rolls back', async () => {
    const realtime = createRealtime(testDb.database, createTestLogger().log);
    const heard: RealtimeEvent[] = [];
    await realtime.subscribe([userTopic(7)], (event) => heard.push(event));
    await testDb.database.db
      .transaction(async (tx) => {
        await realtime.publish(userTopic(7), { type: 'rolled-back' }, { db: tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await testDb.database.db.transaction(async (tx) => {
      await realtime.publish(userTopic(7), { type: 'committed' }, { db: tx });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(heard).toEqual([]);
    });
    await waitFor(() => heard.length === 1);
    expect(heard).toEqual([{ type: 'committed' }]);
    await realtime.close();
  });

  it('stops delivering once unsubscribed, and refuses an event too big for a notice or an unknown topic', async () => {
    const realtime = createRealtime(testDb.database, createTestLogger().log);
    const heard: RealtimeEvent[] = [];
    const unsubscribe = await realtime.subscribe([userTopic(9)], (event) => heard.push(event));
    expect(realtime.listenerCount()).toBe(1);
    unsubscribe();
    expect(realtime.listenerCount()).toBe(0);
    await realtime.publish(userTopic(9), { type: 'after' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    await expect(realtime.publish(userTopic(9), { type: 'big', text: 'x'.repeat(MAX_EVENT_BYTES) })).rejects.toThrow(/over 2000 bytes/);
    await expect(realtime.publish('user:abc' as never, { type: 'x' })).rejects.toThrow(/not a topic/);
    expect(() => userTopic(0)).toThrow(RangeError);
    await realtime.close();
  });
});

/** Several API processes on one PostgreSQL server: each has its own pool and its own LISTEN. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('real-time events across processes on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('an event published by one process reaches the subscribers of every process, once each', async () => {
    const processes = [testDb.database, await testDb.openAnother(), await testDb.openAnother()].map((database) => createRealtime(database, createTestLogger().log));
    const heard = processes.map(() => [] as RealtimeEvent[]);
    for (const [index, realtime] of processes.entries()) await realtime.subscribe([userTopic(42)], (event) => heard[index]?.push(event));
    await processes[0]?.publish(userTopic(42), { type: 'support.message', request: 'SR-CROSS' });
    await waitFor(() => heard.every((list) => list.length === 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(processes.map(() => [{ type: 'support.message', request: 'SR-CROSS' }]));
    for (const realtime of processes) await realtime.close();
  });
});
