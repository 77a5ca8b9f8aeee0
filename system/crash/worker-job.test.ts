import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../apps/api/src/platform/documents/fixtures/docx-builder';
import { CookieBrowser } from '../support/cookie-browser';
import { eventually } from '../support/polling';
import { freePort, startApi, startWorker, type PortalProcess } from '../support/portal-processes';
import { createFreshDatabase, testDatabaseUrl, type FreshDatabase } from '../support/test-database-server';

/**
 * SIGKILL a worker in the middle of a job: the document analysis of an uploaded manuscript. The test holds
 * the file's row locked through a connection of its own, so the worker, having claimed the job and read the
 * document, waits to write the result: provably mid-job when it is killed. Another worker takes the job back
 * once its lock goes unrenewed for JOB_LEASE_SECONDS, and the analysis finishes once.
 */
const LEASE_SECONDS = 3;
const SENTENCE = 'Thermal stability of proteins depends on the temperature and on the solvent around them in the laboratory. ';
const WORDS = 17 * 20;

interface JobRow {
  id: string;
  status: string;
  attempts: number;
  locked_by: string | null;
  last_error: string | null;
}

describe.skipIf(!testDatabaseUrl)('SIGKILL of a worker in the middle of a job (PostgreSQL)', () => {
  let dataDir = '';
  let database: FreshDatabase;
  const processes: PortalProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mg-crash-worker-'));
    database = await createFreshDatabase('marginalia_crash_worker');
  });

  afterAll(async () => {
    for (const each of processes) await each.kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the job back after the lease and finishes it once', async () => {
    const shared = { DATA_DIR: dataDir, DATABASE_URL: database.url, JOB_LEASE_SECONDS: String(LEASE_SECONDS) };
    const server = await startApi({ ...shared, PORT: String(await freePort()), IN_PROCESS_WORKERS: 'false' });
    processes.push(server);
    const check: pg.Client = await database.connect();

    // A visitor uploads a manuscript: the analysis job is queued, no worker runs yet.
    const visitor = CookieBrowser.withOwnCsrfToken();
    const form = await visitor.request<{ orderForm: { id: string } }>(server.url, 'GET', '/api/order-form/load');
    const formId = form.body.orderForm.id;
    const uploaded = await visitor.upload(server.url, `/api/order-form/${formId}/files`, 'main', 'paper.docx', buildDocx([{ paragraph: SENTENCE.repeat(20) }]));
    expect(uploaded.status).toBe(200);
    const file = (await check.query<{ id: string }>(`SELECT f.id FROM order_form_files f JOIN order_forms o ON o.id = f.order_form_id WHERE o.public_id = $1`, [formId])).rows[0];
    const jobOf = async () => (await check.query<JobRow>(`SELECT id, status, attempts, locked_by, last_error FROM jobs WHERE type = 'order-form.analyse-document' AND payload->>'fileId' = $1`, [file?.id])).rows;
    expect(await jobOf()).toEqual([expect.objectContaining({ status: 'queued', attempts: 0 })]);

    // Hold the file's row, then let a worker claim the job: it reads the document and waits to write.
    const holder = await database.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM order_form_files WHERE id = $1 FOR UPDATE', [file?.id]);
    const first = await startWorker(shared);
    processes.push(first);
    const firstPid = first.pid;
    await eventually(
      'the first worker runs the analysis and waits to write its result',
      async () => {
        const [job] = await jobOf();
        const waiting = await check.query(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%order_form_files%' AND pid <> pg_backend_pid()`,
        );
        return job?.status === 'running' && job.locked_by?.includes(`:${firstPid}:`) && waiting.rowCount === 1 ? true : undefined;
      },
      60_000,
      100,
    );
    await first.kill();
    await holder.query('ROLLBACK');
    expect(await jobOf()).toEqual([expect.objectContaining({ status: 'running', attempts: 1 })]);
    expect((await check.query(`SELECT analysis_status FROM order_form_files WHERE id = $1`, [file?.id])).rows).toEqual([{ analysis_status: 'pending' }]);

    // Another worker takes the job back once the dead worker's lock expires, and finishes it.
    const killedAt = Date.now();
    const second = await startWorker(shared);
    processes.push(second);
    const [done] = await eventually(
      'the second worker takes the job back and finishes it',
      async () => {
        const rows = await jobOf();
        return rows[0]?.status === 'done' ? rows : undefined;
      },
      60_000,
    );
    const tookMs = Date.now() - killedAt;
    expect(done).toMatchObject({ attempts: 2 });
    expect(done?.last_error).toMatch(new RegExp(`lock not renewed for ${LEASE_SECONDS}s: worker \\S+:${firstPid}:`));
    expect(second.output().match(/took back a job whose lock expired/g)).toHaveLength(1);
    expect((await check.query(`SELECT analysis_status, word_count FROM order_form_files WHERE id = $1`, [file?.id])).rows).toEqual([{ analysis_status: 'done', word_count: WORDS }]);
    const details = await visitor.request(server.url, 'GET', `/api/order-form/${formId}/document-details`);
    expect(details.body).toMatchObject({ documentDetailsReceived: true, wordCount: WORDS });
    console.info(`[crash] worker ${firstPid} killed mid-analysis; job ${done?.id} taken back and done once, ${tookMs} ms after the kill (lease ${LEASE_SECONDS} s)`);

    await second.stop();
    await server.stop();
  });
});
