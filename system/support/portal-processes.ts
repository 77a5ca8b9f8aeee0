import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFreshDatabase, type FreshDatabase } from './test-database-server';

/**
 * The portal's own entry points as child processes, started the way production starts them
 * (`node --import tsx apps/api/src/main.ts` / `worker.ts`), stopped with SIGTERM or killed with SIGKILL the
 * way a crash kills them. Each process's output is kept, for assertions and to explain a failure.
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = { api: join(REPO_ROOT, 'apps/api/src/main.ts'), worker: join(REPO_ROOT, 'apps/api/src/worker.ts') };
const REPORTED_LINES = 300;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export const TEST_WEBHOOK_SECRET = 'system-test-webhook-secret-0123456789';

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface PortalProcess {
  readonly name: string;
  readonly kind: 'api' | 'worker';
  readonly child: ChildProcess;
  readonly pid: number;
  /** `http://127.0.0.1:{PORT}` for an API process, '' for a worker. */
  readonly url: string;
  /** Every line the process wrote (stdout and stderr). */
  output(): string;
  /** The last lines it wrote, for a failure message. */
  lastLines(): string;
  /** Every line it logged at level error or fatal (pino's 50 and 60). */
  errors(): string[];
  /** Settles once the process has ended. */
  readonly exit: Promise<Exit>;
  /** SIGKILL, as a crash or the OOM killer would: no handler runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly stop (SIGKILL should it not end within 15 s); resolves once the process is gone. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on now (the OS picks it; a restarted server given it keeps its address). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Spawns an entry point with only the environment given (besides PATH, HOME, NODE_ENV=test and
 * HOST=127.0.0.1). API processes log at warn; workers at info, where they say when their job workers
 * started and nothing per job.
 */
function launch(name: string, kind: 'api' | 'worker', env: Record<string, string | undefined>): PortalProcess {
  // The language engine is not what these processes are tested for: it starts on first use, not at every start.
  const fullEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PREWARM_WORKERS: 'false', ...env };
  if (kind === 'worker') fullEnv.LOG_LEVEL = 'info';
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY[kind]], { cwd: REPO_ROOT, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const errors: string[] = [];
  const keeper = () => {
    let partial = '';
    return (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        if (line.trim() === '') continue;
        if (/"level":(50|60)\b/.test(line)) errors.push(line);
        lines.push(line);
      }
    };
  };
  child.stdout?.on('data', keeper());
  child.stderr?.on('data', keeper());
  // Should the test process end without stopping them, its processes end with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const exit = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', orphaned);
      resolve({ code, signal });
    }),
  );
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const kill = async () => {
    if (!ended(child)) child.kill('SIGKILL');
    await exit;
  };
  return {
    name,
    kind,
    child,
    pid: child.pid,
    url: kind === 'api' ? `http://127.0.0.1:${env.PORT}` : '',
    output: () => lines.join('\n'),
    lastLines: () => lines.slice(-REPORTED_LINES).join('\n'),
    errors: () => [...errors],
    exit,
    kill,
    async stop() {
      if (ended(child)) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS))]);
      if (!stopped) await kill();
    },
  };
}

/** Waits until an API process answers /healthz with 200 (migrated, listening) or a worker says its job workers started. */
async function ready(portalProcess: PortalProcess): Promise<void> {
  const isReady =
    portalProcess.kind === 'api'
      ? async () => (await fetch(`${portalProcess.url}/healthz`)).status === 200
      : async () => portalProcess.output().includes('job workers started');
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended(portalProcess.child)) {
      const exit = await portalProcess.exit;
      throw new Error(`${portalProcess.name} ended before it was ready (${JSON.stringify(exit)}):\n${portalProcess.lastLines()}`);
    }
    if (await isReady().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${portalProcess.name} was not ready after ${START_TIMEOUT_MS} ms:\n${portalProcess.lastLines()}`);
}

async function started(portalProcess: PortalProcess): Promise<PortalProcess> {
  try {
    await ready(portalProcess);
    return portalProcess;
  } catch (error) {
    await portalProcess.kill();
    throw error;
  }
}

/** Starts `main.ts` on 127.0.0.1:PORT and resolves once `/healthz` answers 200. */
export function startApi(env: Record<string, string> & { PORT: string; DATA_DIR: string }, name = 'api'): Promise<PortalProcess> {
  return started(launch(name, 'api', env));
}

/** Starts `worker.ts` (PostgreSQL only) and resolves once it says its job workers started. */
export function startWorker(env: Record<string, string> & { DATABASE_URL: string; DATA_DIR: string }, name = 'worker'): Promise<PortalProcess> {
  return started(launch(name, 'worker', env));
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
  apis?: number;
  workers?: number;
  /** Added to every process's environment. */
  env?: Record<string, string>;
}

/**
 * Starts, on a fresh database on TEST_DATABASE_URL's server and one temporary DATA_DIR, `apis` API processes
 * (IN_PROCESS_WORKERS=false, SEED_DEMO=true: they race to migrate and seed, as a deployment's processes do)
 * and `workers` worker processes at once, and waits until every one of them is ready.
 */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const database = await createFreshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'marginalia-system-'));
  const ports = await Promise.all(Array.from({ length: options.apis ?? 2 }, () => freePort()));
  const base = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    IN_PROCESS_WORKERS: 'false',
    // One address for every process, as behind a load balancer: links and payment pages point at the first.
    PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
    PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    SEED_DEMO: 'true',
    ...options.env,
  };
  const apis = ports.map((port, index) => launch(`api-${String.fromCharCode(97 + index)}`, 'api', { ...base, PORT: String(port) }));
  const workers = Array.from({ length: options.workers ?? 1 }, (_, index) => launch(`worker-${index + 1}`, 'worker', base));
  const all = [...apis, ...workers];
  const portal: Portal = {
    database,
    dataDir,
    apis,
    workers,
    output: () => all.map((each) => `--- ${each.name} (pid ${each.pid}) ---\n${each.lastLines()}`).join('\n'),
    async stop() {
      await Promise.all(all.map((each) => each.stop()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(all.map(ready));
  } catch (error) {
    await portal.stop().catch(() => undefined);
    throw error;
  }
  return portal;
}
