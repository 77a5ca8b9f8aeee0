import { pino } from 'pino';
import { createPayments } from '../payments/payments-service';
import { createRealtime } from '../realtime/realtime';
import { createPersonalDataRegistry } from '../privacy/personal-data';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../config';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { createMetrics } from '../metrics/metrics';
import { EngineRegistry } from '../engines/engine-status';
import { registerJobHandlers } from '../jobs/handlers';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { createTestLogger } from '../jobs/test-logger';
import { createStorage } from '../storage/storage';
import { startFakeSmtp } from './fake-smtp-server';
import { createMailer, type MailMessage, type Mailer } from './mailer';

const reset: MailMessage = {
  to: 'ana@example.org',
  template: 'password-reset',
  language: 'br',
  params: { name: 'Ana', link: 'https://marginalia.example/br/reset/abc' },
};

describe('mailer', () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let config: AppConfig;
  let jobs: JobQueue;
  let mailer: Mailer;

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marginalia-mail-'));
    config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://marginalia.example', ALLOW_SANDBOX: 'true', LOG_LEVEL: 'silent' });
    await testDb.database.query('delete from jobs');
    jobs = createJobQueue(testDb.database, createTestLogger().log);
    mailer = createMailer(config, jobs);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a message to the outbox as an .eml file with a JSON entry, when no SMTP server is set', async () => {
    const { messageId } = await mailer.deliver(reset);
    const files = (await readdir(join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/\.eml$/);
    expect(files[1]).toMatch(/\.json$/);

    const eml = await readFile(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ana@example.org');
    expect(eml).toContain('From: Marginalia <support@marginalia.local>');
    expect(eml).toContain('Content-Language: pt-BR');
    expect(eml).toContain(`Message-ID: ${messageId}`);
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);

    const [entry] = await mailer.listOutbox();
    expect(entry).toEqual({
      id: files[1]!.replace(/\.json$/, ''),
      to: 'ana@example.org',
      subject: 'Redefina sua senha da Marginalia',
      template: 'password-reset',
      language: 'br',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      messageId,
    });
    const full = await mailer.readOutbox(entry!.id);
    expect(full?.text).toContain('Olá, Ana,');
    expect(full?.html).toContain('href="https://marginalia.example/br/reset/abc"');
  });

  it('links to the port the portal listens on when no public address is set', async () => {
    const onPort = createMailer(loadConfig({ DATA_DIR: dataDir, PORT: '3100', LOG_LEVEL: 'silent' }), jobs);
    const { messageId } = await onPort.deliver({ to: 'ana@example.org', template: 'welcome', language: 'en', params: { name: 'Ana' } });
    const [entry] = await onPort.listOutbox();
    expect(entry?.messageId).toBe(messageId);
    const full = await onPort.readOutbox(entry!.id);
    expect(full?.text).toContain('http://localhost:3100');
    expect(full?.html).toContain('http://localhost:3100');
    expect(`${full?.text}${full?.html}`).not.toContain('localhost:3000');
  });

  it('lists the outbox newest first, up to a limit, and refuses ids that are not its own', async () => {
    for (const name of ['first', 'second', 'third']) {
      await mailer.deliver({ to: `${name}@example.org`, template: 'welcome', language: 'en', params: { name } });
    }
    expect((await mailer.listOutbox()).map((entry) => entry.to)).toEqual(['third@example.org', 'second@example.org', 'first@example.org']);
    expect(await mailer.listOutbox(2)).toHaveLength(2);
    expect(await mailer.readOutbox('../../etc/passwd')).toBeNull();
    expect(await mailer.readOutbox('2099-01-01T00-00-00-000Z-00000000')).toBeNull();
  });

  it('lists an empty outbox before anything was written', async () => {
    expect(await mailer.listOutbox()).toEqual([]);
  });

  it('checks a message before queueing it', async () => {
    await expect(mailer.send({ ...reset, params: { name: 'Ana' } })).rejects.toThrow(/needs parameters: link/);
    await expect(mailer.send({ ...reset, to: 'ana@example.org\r\nBcc: x@evil.example' })).rejects.toThrow(/invalid mail message/);
    await expect(mailer.send({ ...reset, to: 'a@example.org, b@example.org' })).rejects.toThrow(/invalid mail message/);
    await expect(mailer.send({ ...reset, template: 'nope' as MailMessage['template'] })).rejects.toThrow(/invalid mail message/);
    const [count] = await testDb.database.query<{ n: number }>('select count(*)::int as n from jobs');
    expect(count?.n).toBe(0);
  });

  it('sends through the job queue: enqueue, run the mail.send job, find it in the outbox', async () => {
    const { database } = testDb;
    registerJobHandlers({ config, database, db: database.db, storage: createStorage(config), mail: mailer, jobs, payments: createPayments(config, database.db, pino({ level: 'silent' })), realtime: createRealtime(database, pino({ level: 'silent' })), privacy: createPersonalDataRegistry(), metrics: createMetrics({ processMetrics: false }), engines: new EngineRegistry() });

    await mailer.send({
      to: 'kenji@example.jp',
      template: 'order-confirmation',
      language: 'jp',
      params: { name: '山田', orderNumber: 'MG-1042', link: 'https://marginalia.example/jp/orders/1042', title: '論文', services: '英文校正', total: '¥15,000', deadline: '3月20日', paymentStatus: 'お支払い済み' },
    });
    expect(await mailer.listOutbox()).toEqual([]);
    const [queued] = await database.query<{ type: string; max_attempts: number }>('select type, max_attempts from jobs');
    expect(queued).toEqual({ type: 'mail.send', max_attempts: 10 });

    expect(await jobs.runDueJobs()).toBe(1);
    const [entry] = await mailer.listOutbox();
    expect(entry).toMatchObject({
      to: 'kenji@example.jp',
      template: 'order-confirmation',
      language: 'jp',
      subject: '【Marginalia】ご注文 MG-1042 を承りました',
    });
    const [job] = await database.query<{ status: string }>('select status from jobs');
    expect(job?.status).toBe('done');
  });

  it('queues inside a caller transaction, so a rolled-back change sends nothing', async () => {
    await expect(
      testDb.database.db.transaction(async (tx) => {
        await mailer.send(reset, { db: tx });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    const [count] = await testDb.database.query<{ n: number }>('select count(*)::int as n from jobs');
    expect(count?.n).toBe(0);
  });

  it('sends over SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const smtp = await startFakeSmtp();
    try {
      const smtpMailer = createMailer(
        loadConfig({ DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_FROM: 'Marginalia <no-reply@marginalia.example>' }),
        jobs,
      );
      await smtpMailer.deliver({ to: 'li@example.cn', template: 'welcome', language: 'cn', params: { name: '李华' } });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.from).toContain('no-reply@marginalia.example');
      expect(smtp.received[0]?.to).toEqual(['<li@example.cn>']);
      expect(smtp.received[0]?.data).toContain('Content-Language: zh-CN');
      expect(await smtpMailer.listOutbox()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
