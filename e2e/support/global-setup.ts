import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { resetAccessibilityRecord, writeAccessibilityReport } from './accessibility';
import { startOidcTestProvider } from '../../apps/api/src/test/oidc-test-provider';
import { startLibreTranslateTestServer } from '../../apps/api/src/test/libretranslate-test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data directory; its `outbox/` holds the e-mails the portal sent. */
    dataDir: string;
    /** The local OpenID Connect provider the portal offers, and the e-mails of its accounts. */
    oidc: { id: string; name: string; issuer: string; accounts: { newcomer: string; demoResearcher: string } };
  }
}

/** Sign-in with another provider in the browser: a real OpenID Connect provider on 127.0.0.1 (apps/api/src/test). */
const OIDC = { id: 'local-oidc', name: 'Local OpenID', clientId: 'marginalia-e2e', clientSecret: 'e2e-client-secret' };
const OIDC_ACCOUNTS = {
  newcomer: { accountId: 'newcomer', email: 'newcomer@oidc.example', emailVerified: true, givenName: 'Noor', familyName: 'Oidcsson' },
  // The demo researcher's address, verified at the provider: signing in links the existing account.
  demoResearcher: { accountId: 'demo-researcher', email: 'researcher@marginalia.test', emailVerified: true, givenName: 'Demo', familyName: 'Researcher' },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy in 90 s');
}

/** Starts the real portal (built web app, embedded database with demo data) once for all journeys. */
export default async function setup(project: TestProject) {
  resetAccessibilityRecord();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const oidc = await startOidcTestProvider({
    accounts: Object.values(OIDC_ACCOUNTS),
    clients: [{ clientId: OIDC.clientId, clientSecret: OIDC.clientSecret, redirectUris: [`${baseUrl}/api/auth/opa/${OIDC.id}/callback`] }],
  });
  const providers = [
    { id: OIDC.id, icon: 'openid', name: OIDC.name, supportedLanguages: ['en', 'br', 'cn', 'es', 'jp'], supportedLocalizations: ['us', 'cn'], issuer: oidc.issuer, clientId: OIDC.clientId, clientSecret: OIDC.clientSecret },
  ];
  // Chinese → English goes to an engine speaking LibreTranslate's API: a small local one here.
  const translationEngine = await startLibreTranslateTestServer();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: project.config.root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      AUTH_PROVIDERS_JSON: JSON.stringify(providers),
      // The journeys' browser contexts each send their own X-Forwarded-For (support/browser.ts).
      TRUST_PROXY: '127.0.0.1',
      TRANSLATION_ENGINE_URL: translationEngine.url,
      TRANSLATION_ENGINE_PAIRS: 'zh',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await oidc.close();
    await translationEngine.close();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('oidc', {
    id: OIDC.id,
    name: OIDC.name,
    issuer: oidc.issuer,
    accounts: { newcomer: OIDC_ACCOUNTS.newcomer.email, demoResearcher: OIDC_ACCOUNTS.demoResearcher.email },
  });
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await oidc.close();
    await translationEngine.close();
    console.log(writeAccessibilityReport());
  };
}
