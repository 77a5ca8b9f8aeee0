import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase } from './bench-database';
import { startTemporaryPostgres } from './postgres';

const ROOT = new URL('../../', import.meta.url).pathname;
/** The throw-away server's port, apart from the other benchmarks' default. */
export const MIXED_POSTGRES_PORT = 55443;
const READY_TIMEOUT_MS = 180_000;

/** One process of the portal (the API or a worker), with its log on disk. */
export interface PortalProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
}

export interface Portal {
  baseUrl: string;
  databaseUrl: string;
  api: PortalProcess;
  workers: PortalProcess[];
  /** Where the processes' output is written (kept after the run). */
  logDir: string;
  /** Stops the processes, then the database; safe to call more than once. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function startProcess(name: string, script: string, env: NodeJS.ProcessEnv, logDir: string): PortalProcess {
  const logFile = join(logDir, `${name}.log`);
  // The process writes its output straight to the file (no pipe through this process, which is busy with the load).
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  return { name, child, logFile };
}

async function stopProcess(process_: PortalProcess): Promise<void> {
  const { child } = process_;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 35_000);
  await exited;
  clearTimeout(timer);
}

async function waitUntilReady(baseUrl: string, api: PortalProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`the API process ended (${api.child.exitCode}) before it was ready:\n${tail(api.logFile)}`);
    // The server listens once migrated and seeded; the log's banner says so.
    if (readFileSync(api.logFile, 'utf8').includes('Marginalia is running on')) {
      const health = await fetch(`${baseUrl}/healthz`).catch(() => null);
      if (health?.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API process was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${tail(api.logFile)}`);
}

/**
 * Waits until a worker has started: it answers nothing and logs nothing at `warn`, so its memory is watched
 * until it stops growing (two readings a second apart within 2 MB), for at most 30 s.
 */
async function waitUntilSettled(worker: PortalProcess): Promise<void> {
  let last = 0;
  for (let second = 0; second < 30; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (worker.child.exitCode !== null) throw new Error(`${worker.name} ended (${worker.child.exitCode}):\n${tail(worker.logFile)}`);
    const now = residentMb(worker) ?? 0;
    if (now > 50 && Math.abs(now - last) <= 2) return;
    last = now;
  }
}

/** The last lines of a process's log. */
export function tail(logFile: string, lines = 30): string {
  return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * The portal as it runs in production: a PostgreSQL server (a throw-away one on MIXED_POSTGRES_PORT, or a database
 * of its own on BENCH_DATABASE_URL), one API process serving the built web app with the demo data seeded, and
 * `workers` job processes. Client addresses are taken from X-Forwarded-For (TRUST_PROXY=true), so each simulated
 * person has rate limits of their own, as behind a load balancer.
 */
export async function startPortal(workers: number): Promise<Portal> {
  const own = await createBenchDatabase();
  const temporary = own ? null : startTemporaryPostgres(MIXED_POSTGRES_PORT);
  if (!own && !temporary) throw new Error('PostgreSQL 15 is not installed here: set BENCH_DATABASE_URL');
  const databaseUrl = own?.url ?? temporary!.url;
  const stopDatabase = async () => {
    if (own) await own.drop();
    else temporary?.stop();
  };
  const logDir = mkdtempSync(join(tmpdir(), 'mg-mixed-logs-'));
  const processes: PortalProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-mixed-data-'));
  const stop = async () => {
    await Promise.all(processes.splice(0).map(stopProcess));
    await stopDatabase().catch((error: unknown) => console.error('stopping the database failed:', error));
    // The uploads and deliverables; the processes' logs stay for a look after the run.
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      IN_PROCESS_WORKERS: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    };
    const api = startProcess('api', 'apps/api/src/main.ts', { ...env, SEED_DEMO: 'true' }, logDir);
    processes.push(api);
    await waitUntilReady(baseUrl, api);
    // Workers start once the API has migrated: they run the migrations too, which then find nothing to do.
    const workerProcesses = Array.from({ length: workers }, (_, index) => startProcess(`worker-${index + 1}`, 'apps/api/src/worker.ts', env, logDir));
    processes.push(...workerProcesses);
    await Promise.all(workerProcesses.map(waitUntilSettled));
    return { baseUrl, databaseUrl, api, workers: workerProcesses, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A process's resident memory in MB, from /proc (null once it has ended or off Linux). */
export function residentMb(process_: PortalProcess): number | null {
  const pid = process_.child.pid;
  if (pid === undefined || process_.child.exitCode !== null) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far (user + system), in seconds, from /proc (null once it has ended or off Linux). */
export function cpuSeconds(process_: PortalProcess): number | null {
  const pid = process_.child.pid;
  if (pid === undefined || process_.child.exitCode !== null) return null;
  try {
    // The fields after the command name (which is in parentheses and may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Lines a process logged at level error or above (pino's JSON levels 50 and 60). */
export function loggedErrors(process_: PortalProcess): string[] {
  return readFileSync(process_.logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
}
