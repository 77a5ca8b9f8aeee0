import { describe, expect, it } from 'vitest';
import { staffSystemPaths as paths } from '@marginalia/contracts/staff/staff.paths';
import { staffSystemResponseSchema } from '@marginalia/contracts/staff/staff-system.contract';
import { useBeforeAll, useTestApp } from '../../../test/use-test-app';
import { createCallers, refusals, send, type Method } from '../catalogue/catalogue-test-support';

const t = useTestApp();
const who = useBeforeAll(() => createCallers(t));
const staff = (method: Method, url: string) => send(t.app, who.staff.headers, method, url);

/** A job that failed its last attempt, as the queue leaves it. */
async function deadJob(type: string): Promise<number> {
  const [row] = await t.database.query<{ id: string }>(
    `INSERT INTO jobs (type, payload, status, attempts, max_attempts, last_error, finished_at) VALUES ($1, '{}', 'dead', 3, 3, $2, now()) RETURNING id`,
    [type, 'Error: SMTP said 421 try later\n    at deliver (mailer.ts:1:1)\n    at run (job-queue.ts:2:2)\n    at a\n    at b\n    at c'],
  );
  return Number(row?.id);
}

const auditOf = (id: number) =>
  t.database.query<{ action: string; actor_id: string; before: { type: string; lastError: string }; after: unknown }>(
    `SELECT action, actor_id, before, after FROM audit_events WHERE subject_type = 'job' AND subject_id = $1 ORDER BY id`,
    [String(id)],
  );

describe('the staff System page', () => {
  it('refuses researchers (404) and visitors (401), for reads and for the actions', async () => {
    const id = await deadJob('test.refused');
    for (const [method, url] of [
      ['GET', paths.system],
      ['POST', paths.retryJob(String(id))],
      ['DELETE', paths.deadJob(String(id))],
    ] as const) {
      expect(await refusals(t.app, who, method, url), `${method} ${url}`).toEqual([404, 401, 404]);
    }
    expect((await t.database.query(`SELECT id FROM jobs WHERE id = $1 AND status = 'dead'`, [id])).length).toBe(1);
  });

  it('shows the version, the database, the queue with its dead jobs, mail, storage and the engines', async () => {
    const id = await deadJob('mail.send');
    const response = await staff('GET', paths.system);
    expect(response.statusCode).toBe(200);
    const view = staffSystemResponseSchema.parse(response.json());
    expect(view.version).not.toBe('');
    expect(view.database).toMatchObject({ kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', sizeBytes: expect.any(Number) });
    expect(view.database.migrationsApplied).toBe(view.database.migrationsShipped);
    expect(view.jobs.byType).toContainEqual({ type: 'mail.send', queued: 0, running: 0, dead: 1 });
    const shown = view.jobs.dead.find((job) => job.id === id);
    expect(shown).toMatchObject({ type: 'mail.send', attempts: 3, lastError: expect.stringMatching(/^Error: SMTP said 421 try later\n/) });
    expect(shown?.lastError?.split('\n')).toHaveLength(4);
    expect(view.mail).toMatchObject({ mode: 'outbox', dead: 1, retrying: 0, outboxMessages: 0 });
    expect(view.storage).toMatchObject({ kind: 'disk', files: 0, bytes: 0, freeBytes: expect.any(Number) });
    expect(view.engines).toContainEqual(expect.objectContaining({ name: 'document-analysis', kind: 'documents', state: 'available' }));
    expect(view.engines).toContainEqual(expect.objectContaining({ name: 'translation', kind: 'translation' }));
  });

  it('retries a dead job from its first attempt and discards another, each recorded with who and what it died of', async () => {
    const retried = await deadJob('test.retry');
    const discarded = await deadJob('test.discard');

    const retry = await staff('POST', paths.retryJob(String(retried)));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id: retried, status: 'queued' });
    const [job] = await t.database.query<{ status: string; attempts: number }>(`SELECT status, attempts FROM jobs WHERE id = $1`, [
      retried,
    ]);
    expect(job).toEqual({ status: 'queued', attempts: 0 });
    expect(await auditOf(retried)).toEqual([
      {
        action: 'job.retry',
        actor_id: expect.anything(),
        before: expect.objectContaining({ type: 'test.retry', lastError: 'Error: SMTP said 421 try later' }),
        after: { status: 'queued', attempts: 0 },
      },
    ]);

    expect((await staff('DELETE', paths.deadJob(String(discarded)))).json()).toEqual({ id: discarded, status: 'discarded' });
    expect(await t.database.query(`SELECT id FROM jobs WHERE id = $1`, [discarded])).toEqual([]);
    expect((await auditOf(discarded)).map((event) => event.action)).toEqual(['job.discard']);

    // Neither is dead any more: a second click finds nothing, with a message the staff member can read.
    const again = await staff('POST', `${paths.retryJob(String(retried))}?language=es`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No hay ninguna tarea fallida con este número: ya se reintentó o se descartó.');
    expect((await staff('DELETE', paths.deadJob(String(discarded)))).statusCode).toBe(404);
  });

  it('answers 400 for ids that are not job numbers', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      expect((await staff('POST', paths.retryJob(id))).statusCode, id).toBe(400);
      expect((await staff('DELETE', paths.deadJob(id))).statusCode, id).toBe(400);
    }
  });
});
