import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createJobQueue } from '../jobs/job-queue';
import { createTestLogger } from '../jobs/test-logger';
import { createMailer } from '../mail/mailer';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { createSignedInUser } from '../../test/test-app';
import { runRetention } from './retention';

const NOW = new Date('2026-06-01T04:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const PERIODS = { expiredSessionDays: 7, rateLimitHours: 48, jobDays: 14, deadJobDays: 90, outboxDays: 180 };

/** An outbox message written at `at`, as the outbox names its files. */
function outboxMessage(dir: string, at: Date): string {
  const id = `${at.toISOString().replace(/[:.]/g, '-')}-0123abcd`;
  writeFileSync(join(dir, `${id}.json`), '{}');
  writeFileSync(join(dir, `${id}.eml`), 'Subject: test');
  return id;
}

describe.each(testDatabaseKinds)('the retention job on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase(kind, { seed: true });
  });
  afterAll(async () => testDb.close());

  it('deletes expired sessions and links, old rate-limit hits, old jobs and outbox messages, and keeps the rest', async () => {
    const { database } = testDb;
    const user = await createSignedInUser(database);
    await database.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('expired-long-ago', $1, $2), ('expired-yesterday', $1, $3)`,
      [user.id, daysAgo(8), daysAgo(1)],
    );
    await database.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ('old-link', $1, $2), ('live-link', $1, $3)`,
      [user.id, daysAgo(30), daysAgo(-1)],
    );
    await database.query(
      `INSERT INTO rate_limit_hits (bucket, created_at) VALUES ('login:address:old', $1), ('login:address:recent', $2)`,
      [daysAgo(3), daysAgo(1)],
    );
    await database.query(
      `INSERT INTO jobs (type, payload, status, finished_at, created_at) VALUES
        ('t.old-done', '{}', 'done', $1, $1), ('t.recent-done', '{}', 'done', $2, $2),
        ('t.old-dead', '{}', 'dead', $3, $3), ('t.recent-dead', '{}', 'dead', $1, $1),
        ('t.old-queued', '{}', 'queued', null, $3)`,
      [daysAgo(15), daysAgo(13), daysAgo(91)],
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'mg-retention-'));
    const mail = createMailer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), createJobQueue(database, createTestLogger().log));
    const outboxDir = join(dataDir, 'outbox');
    mkdirSync(outboxDir);
    outboxMessage(outboxDir, daysAgo(181));
    const kept = outboxMessage(outboxDir, daysAgo(179));

    const report = await runRetention({ database, mail }, PERIODS, NOW);

    expect(report).toEqual({ sessions: 1, signInLinks: 1, rateLimitHits: 1, jobs: 1, deadJobs: 1, outboxMessages: 1 });
    const sessions = await database.query<{ token_hash: string }>(
      `SELECT token_hash FROM sessions WHERE user_id = $1 ORDER BY token_hash`,
      [user.id],
    );
    expect(sessions.map((row) => row.token_hash)).toEqual(expect.arrayContaining(['expired-yesterday']));
    expect(sessions.map((row) => row.token_hash)).not.toContain('expired-long-ago');
    expect(sessions).toHaveLength(2); // the user's live session and the one expired yesterday
    expect(
      (await database.query<{ token_hash: string }>(`SELECT token_hash FROM password_reset_tokens`)).map((row) => row.token_hash),
    ).toEqual(['live-link']);
    expect(
      (await database.query<{ bucket: string }>(`SELECT bucket FROM rate_limit_hits WHERE bucket LIKE 'login:address:%'`)).map(
        (row) => row.bucket,
      ),
    ).toEqual(['login:address:recent']);
    const jobs = await database.query<{ type: string }>(`SELECT type FROM jobs WHERE type LIKE 't.%' ORDER BY type`);
    expect(jobs.map((row) => row.type)).toEqual(['t.old-queued', 't.recent-dead', 't.recent-done']);
    expect(readdirSync(outboxDir).sort()).toEqual([`${kept}.eml`, `${kept}.json`]);
  });
});
