import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The portal's own entry points as child processes, started the way production starts them
 * (`node --import tsx apps/api/src/main.ts` / `worker.ts`) and killed the way a crash kills them.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface PortalProcess {
  readonly child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for assertions and for failure reports. */
  output(): string;
  /** SIGKILL, as a crash or the OOM killer would: no handler runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly stop; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface Server extends PortalProcess {
  readonly url: string;
}

/** A TCP port nobody listens on right now (the server is given it, so a restart keeps its address). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function launch(script: string, env: Record<string, string>): PortalProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { child, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** Starts `main.ts` and resolves once `/healthz` answers 200 (migrations done, listening). */
export async function startServer(env: Record<string, string> & { PORT: string; DATA_DIR: string }, readyWithinMs = 120_000): Promise<Server> {
  const process_ = launch('apps/api/src/main.ts', { HOST: '127.0.0.1', ...env });
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (process_.child.exitCode !== null || process_.child.signalCode !== null) {
      throw new Error(`the server exited before it was ready:\n${process_.output()}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { ...process_, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await process_.kill();
  throw new Error(`the server was not ready within ${readyWithinMs} ms:\n${process_.output()}`);
}

/** Starts `worker.ts` (PostgreSQL only); resolves once it says its job workers started. */
export async function startWorker(env: Record<string, string> & { DATABASE_URL: string; DATA_DIR: string }, readyWithinMs = 120_000): Promise<PortalProcess> {
  const worker = launch('apps/api/src/worker.ts', { LOG_LEVEL: 'info', ...env });
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (worker.output().includes('job workers started')) return worker;
    if (worker.child.exitCode !== null || worker.child.signalCode !== null) throw new Error(`the worker exited before it was ready:\n${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await worker.kill();
  throw new Error(`the worker was not ready within ${readyWithinMs} ms:\n${worker.output()}`);
}

/** Polls `check` until it returns something other than undefined, or fails after `withinMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, withinMs: number, everyMs = 250): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
