import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFreshDatabase, type FreshDatabase } from './test-database-server';

/**
 * The portal as production runs it: API processes (`main.ts`) and worker processes (`worker.ts`) started
 * with `node --import tsx`, on one fresh PostgreSQL database and one shared DATA_DIR. Each process's output
 * is kept (its last lines) to explain a failure.
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(REPO_ROOT, 'apps/api/src/main.ts');
const WORKER = join(REPO_ROOT, 'apps/api/src/worker.ts');
const KEPT_LINES = 300;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export const TEST_WEBHOOK_SECRET = 'system-test-webhook-secret-0123456789';

export interface PortalProcess {
  name: string;
  kind: 'api' | 'worker';
  child: ChildProcess;
  pid: number;
  /** `http://127.0.0.1:{port}` for an API process, '' for a worker. */
  url: string;
  /** The last lines the process wrote (stdout and stderr). */
  output(): string;
  /** Every line it logged at level error or fatal (pino's 50 and 60), however long ago. */
  errors(): string[];
  /** Set once the process has ended. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Portal {
  database: FreshDatabase;
  dataDir: string;
  apis: PortalProcess[];
  workers: PortalProcess[];
  /** The last lines of every process, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

export interface PortalOptions {
  adminDatabaseUrl: string;
  apis?: number;
  workers?: number;
  /** Added to every process's environment. */
  env?: Record<string, string>;
}

/** A port nobody listens on now (the OS picks it; another program could take it before the process does). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function startProcess(name: string, kind: 'api' | 'worker', env: NodeJS.ProcessEnv, url: string): PortalProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', kind === 'api' ? MAIN : WORKER], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const errors: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      if (/"level":(50|60)\b/.test(line) && errors.length < KEPT_LINES) errors.push(line);
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should the test process end without stopping the portal, its processes end with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', orphaned);
      resolve({ code, signal });
    }),
  );
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  return { name, kind, child, pid: child.pid, url, output: () => lines.join('\n'), errors: () => [...errors], exit };
}

async function waitFor(portalProcess: PortalProcess, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void portalProcess.exit.then((value) => {
    exited = value;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${portalProcess.name} ended before it was ready (${JSON.stringify(exited)}):\n${portalProcess.output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${portalProcess.name} was not ready after ${START_TIMEOUT_MS} ms:\n${portalProcess.output()}`);
}

const healthy = (url: string) => async () => (await fetch(`${url}/healthz`)).status === 200;

async function stopProcess(portalProcess: PortalProcess): Promise<void> {
  if (portalProcess.child.exitCode !== null || portalProcess.child.signalCode !== null) return;
  portalProcess.child.kill('SIGTERM');
  const ended = await Promise.race([portalProcess.exit.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS))]);
  if (!ended) {
    portalProcess.child.kill('SIGKILL');
    await portalProcess.exit;
  }
}

/**
 * Starts `apis` API processes (IN_PROCESS_WORKERS=false, SEED_DEMO=true: they race to migrate and seed, as
 * a deployment's processes do) and `workers` worker processes at once, and waits until every API answers
 * /healthz and every worker says its job workers started.
 */
export async function startPortal(options: PortalOptions): Promise<Portal> {
  const database = await createFreshDatabase(options.adminDatabaseUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'marginalia-system-'));
  const ports = await Promise.all(Array.from({ length: options.apis ?? 2 }, () => freePort()));
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    IN_PROCESS_WORKERS: 'false',
    HOST: '127.0.0.1',
    // One address for every process, as behind a load balancer: links and payment pages point at the first.
    PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
    PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...options.env,
  };
  const apis = ports.map((port, index) => startProcess(`api-${String.fromCharCode(97 + index)}`, 'api', { ...base, PORT: String(port) }, `http://127.0.0.1:${port}`));
  // Info level: the worker says when its job workers started, and nothing per job.
  const workers = Array.from({ length: options.workers ?? 1 }, (_, index) => startProcess(`worker-${index + 1}`, 'worker', { ...base, LOG_LEVEL: 'info' }, ''));
  const all = [...apis, ...workers];
  const portal: Portal = {
    database,
    dataDir,
    apis,
    workers,
    output: () => all.map((each) => `--- ${each.name} (pid ${each.pid}) ---\n${each.output()}`).join('\n'),
    async stop() {
      await Promise.all(all.map(stopProcess));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all([
      ...apis.map((api) => waitFor(api, healthy(api.url))),
      ...workers.map((worker) => waitFor(worker, async () => worker.output().includes('job workers started'))),
    ]);
  } catch (error) {
    await portal.stop().catch(() => undefined);
    throw error;
  }
  return portal;
}
