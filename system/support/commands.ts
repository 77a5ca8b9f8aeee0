import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One of the portal's commands (`apps/api/src/backup-command.ts`, `restore-command.ts`, …) run as `npm run`
 * runs it, with only PATH, HOME, `DATA_DIR` and LOG_LEVEL=warn set; answers its exit code, everything it
 * wrote, and how long it took.
 */
export function runCommand(script: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src', script), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output, ms: Math.round(performance.now() - started) })));
}
