import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/platform/config';

/**
 * The systemd units and the environment file of docs/deploy: the units start the same entry points the system
 * tests start (`node --import tsx apps/api/src/main.ts` / `worker.ts`), systemd itself accepts them where
 * `systemd-analyze` is installed, and the environment file is a configuration the portal starts with on a
 * public address (no sandbox left on), with the instance's PORT / METRICS_PORT added as the units add them.
 */
const DEPLOY = fileURLToPath(new URL('../../docs/deploy/systemd/', import.meta.url));
const UNITS = { api: 'marginalia-api@.service', worker: 'marginalia-worker@.service' } as const;

/** `KEY=value` lines of a unit's [Service] section or of an environment file (the last of a key wins). */
function settings(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1]) found.set(match[1], [...(found.get(match[1]) ?? []), match[2] ?? '']);
  }
  return found;
}

describe('the systemd units and environment file of docs/deploy', () => {
  it('start the API and worker entry points as the system tests do', () => {
    const api = settings(readFileSync(join(DEPLOY, UNITS.api), 'utf8'));
    const worker = settings(readFileSync(join(DEPLOY, UNITS.worker), 'utf8'));
    expect(api.get('ExecStart')).toEqual(['/usr/bin/env node --import tsx apps/api/src/main.ts']);
    expect(worker.get('ExecStart')).toEqual(['/usr/bin/env node --import tsx apps/api/src/worker.ts']);
    expect(api.get('Environment')).toEqual(['PORT=%i', 'HOST=127.0.0.1']);
    expect(worker.get('Environment')).toEqual(['METRICS_PORT=%i']);
    for (const unit of [api, worker]) expect(unit.get('EnvironmentFile')).toEqual(['/etc/marginalia/marginalia.env']);
  });

  it('are accepted by systemd-analyze verify, where it is installed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mg-units-'));
    try {
      // verify reads instances, not templates: the instances the README starts.
      copyFileSync(join(DEPLOY, UNITS.api), join(dir, 'marginalia-api@3001.service'));
      copyFileSync(join(DEPLOY, UNITS.worker), join(dir, 'marginalia-worker@9101.service'));
      const verify = spawnSync(
        'systemd-analyze',
        ['verify', '--man=no', join(dir, 'marginalia-api@3001.service'), join(dir, 'marginalia-worker@9101.service')],
        { encoding: 'utf8' },
      );
      if (verify.error) return; // not installed here
      expect(verify.stderr.trim()).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('give a configuration the portal starts with on a public address', () => {
    const env = Object.fromEntries(
      [...settings(readFileSync(join(DEPLOY, 'marginalia.env'), 'utf8'))].map(([key, values]) => [key, values.at(-1) ?? '']),
    );
    for (const instance of ['PORT', 'HOST', 'METRICS_PORT']) expect(env[instance], `${instance} belongs to the unit`).toBeUndefined();
    const config = loadConfig({ ...env, PORT: '3001', HOST: '127.0.0.1' });
    expect(config).toMatchObject({
      publicUrl: 'https://portal.example.com',
      secureCookies: true,
      trustProxy: ['127.0.0.1'],
      inProcessWorkers: false,
      payments: { gateway: 'braintree' },
      wechat: { mode: 'off' },
    });
    expect(config.metrics.token).toBeDefined();
    expect(loadConfig({ ...env, METRICS_PORT: '9101' }).metrics.port).toBe(9101);
  });
});
