import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PGBIN = '/usr/lib/postgresql/15/bin';

export interface TemporaryPostgres {
  url: string;
  stop(): void;
}

/**
 * Starts a throw-away PostgreSQL 15 cluster on loopback for a benchmark (BENCH_DATABASE_URL skips this).
 * Runs the server as the postgres user, as Debian requires when we are root.
 */
export function startTemporaryPostgres(port = 55433): TemporaryPostgres | null {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  if (!existsSync(join(PGBIN, 'postgres'))) return null;
  const dir = mkdtempSync(join(tmpdir(), 'mg-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const runAs = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' }) : execFileSync(cmd, args, { stdio: 'ignore' });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  runAs(join(PGBIN, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  runAs(join(PGBIN, 'pg_ctl'), ['-D', join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c max_connections=200 -c shared_buffers=512MB`, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server and deletes its directory (cluster and log). */
    stop: () => {
      runAs(join(PGBIN, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
