import { afterAll, describe, expect, it } from 'vitest';
import { METRICS_PATH, READY_PATH } from '@marginalia/contracts/http/health.paths';
import { createTestApp, type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createMetrics } from '../metrics/metrics';
import { closeServer, startMetricsServer } from './metrics-route';
import { freePortForTest } from './test-ports';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe('GET /readyz and GET /metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN, READY_MAX_JOB_WAIT_SECONDS: '60' });

  it('is ready on a migrated database with writable storage and no waiting job, and lists the engines', async () => {
    const response = await t.app.inject({ method: 'GET', url: READY_PATH });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      status: string;
      checks: { name: string; ok: boolean; detail: string }[];
      engines: { name: string; state: string; capabilities: string[] }[];
    }>();
    expect(body.status).toBe('ready');
    expect(body.checks.map((check) => [check.name, check.ok])).toEqual([
      ['database', true],
      ['migrations', true],
      ['storage', true],
      ['jobs', true],
    ]);
    expect(body.checks.find((check) => check.name === 'migrations')?.detail).toMatch(/^(\d+) of \1 applied$/);
    expect(body.engines).toContainEqual(
      expect.objectContaining({ name: 'document-analysis', state: 'available', capabilities: expect.arrayContaining(['docx']) }),
    );
  });

  it('is not ready while a due job has waited longer than READY_MAX_JOB_WAIT_SECONDS, and ready again once it is claimed', async () => {
    const [job] = await t.database.query<{ id: string }>(
      `INSERT INTO jobs (type, payload, run_at) VALUES ('test.waiting', '{}', now() - interval '5 minutes') RETURNING id`,
    );
    const waiting = await t.app.inject({ method: 'GET', url: READY_PATH });
    expect(waiting.statusCode).toBe(503);
    const jobs = waiting.json<{ checks: { name: string; ok: boolean; detail: string }[] }>().checks.find((check) => check.name === 'jobs');
    expect(jobs).toMatchObject({ ok: false, detail: expect.stringMatching(/has waited 3\d\d s \(over 60 s\): are the workers running\?/) });
    await t.database.query(`UPDATE jobs SET status = 'done', finished_at = now() WHERE id = $1`, [job?.id]);
    expect((await t.app.inject({ method: 'GET', url: READY_PATH })).statusCode).toBe(200);
  });

  it('answers /metrics only with the bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: METRICS_PATH })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: 'Bearer not-the-token-at-all-000' } })).statusCode,
    ).toBe(401);
    const response = await t.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route template and status class, and reads the queue, the engines and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/order/NOPE-1234' });
    await t.app.inject({ method: 'GET', url: '/no/such/page/anywhere' });
    await t.database.query(
      `INSERT INTO jobs (type, payload, status, attempts, finished_at) VALUES ('test.broken', '{}', 'dead', 5, now())`,
    );
    await t.app.platform.metrics.timeEngine('grammar', 'check', async () => 'checked');
    const text = (await t.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).toMatch(
      /marginalia_http_request_duration_seconds_count\{method="GET",route="\/api\/order\/:externalId",status_class="4xx"\} 1/,
    );
    expect(text).toMatch(/marginalia_http_request_duration_seconds_count\{method="GET",route="\/readyz",status_class="2xx"\} \d+/);
    expect(text).toMatch(/route="\(unmatched\)",status_class="4xx"/);
    expect(text).not.toContain('/no/such/page');
    expect(text).toMatch(/marginalia_jobs\{type="test\.broken",status="dead"\} 1/);
    expect(text).toMatch(/marginalia_jobs_oldest_due_seconds 0/);
    expect(text).toMatch(/marginalia_engine_duration_seconds_count\{engine="grammar",operation="check",outcome="ok"\} 1/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds /);
  });
});

describe('where /metrics is served', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('is not served at all (404) when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const t = await createTestApp();
    apps.push(t);
    expect((await t.app.inject({ method: 'GET', url: METRICS_PATH })).statusCode).toBe(404);
  });

  it('is served on METRICS_PORT alone, asking for the token there too when both are set', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.mail('outbox', 'sent');
    const port = await freePortForTest();
    const server = await startMetricsServer(metrics, { port, host: '127.0.0.1', token: TOKEN });
    try {
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}${METRICS_PATH}`)).status).toBe(401);
      expect((await fetch(`${base}/api/researcher/load`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      const answer = await fetch(`${base}${METRICS_PATH}`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/marginalia_mail_total\{transport="outbox",outcome="sent"\} 1/);
    } finally {
      await closeServer(server);
    }
  });
});
