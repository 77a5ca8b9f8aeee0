import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDirs: string[] = [];

afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs the server's entry point with only these variables, until it exits, its error output matches `until`
 * (then it is asked to stop) or `giveUpMs` passes (then it is killed).
 */
function runServer(env: Record<string, string>, giveUpMs: number, until?: RegExp): Promise<{ code: number | null; stderr: string; killed: boolean }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-main-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (until?.test(stderr)) child.kill('SIGTERM');
  });
  return new Promise((resolve) => {
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, giveUpMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, killed });
    });
  });
}

describe('starting the portal', () => {
  it('refuses, before opening the database, when PUBLIC_URL is public and sandboxes are on, and says what to set', async () => {
    const { code, stderr, killed } = await runServer({ PUBLIC_URL: 'https://portal.example.com', NODE_ENV: 'production' }, 45_000);
    expect(killed).toBe(false);
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start: PUBLIC_URL (https://portal.example.com) is not a local address');
    expect(stderr).toContain('PAYMENT_GATEWAY=braintree');
    expect(stderr).toContain('WECHAT_MODE=official');
    expect(stderr).toContain('ALLOW_SANDBOX=true');
    // A configuration error, not a crash: no stack trace.
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dataDirs[0] ?? '', 'db'))).toBe(false);
  }, 60_000);

  it('announces the sandboxes on a local address, with what each means and what to set', async () => {
    const { stderr, killed } = await runServer({ PORT: '0' }, 100_000, /SANDBOX MODE[\s\S]*={20,}/);
    expect(killed).toBe(false);
    expect(stderr).toContain('SANDBOX MODE: fine for a demo on this machine, never for real customers.');
    expect(stderr).toContain('anybody who reaches the portal can approve a pending payment');
    expect(stderr).toContain('Set PAYMENT_WEBHOOK_SECRET=');
    expect(stderr).toContain('Set WECHAT_MODE=official');
  }, 120_000);
});
