import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ADDRESSES_PATH, ACCOUNT_PATH } from '@marginalia/contracts/account/account.paths';
import { seededRandom } from '../../apps/api/src/test/seeded-random';
import { CookieBrowser } from '../support/cookie-browser';
import { registerResearcher } from '../support/journey';
import { freePort, startApi, type PortalProcess } from '../support/portal-processes';
import { createFreshDatabase, testDatabaseUrl, type FreshDatabase } from '../support/test-database-server';

/**
 * SIGKILL the server while researchers are saving addresses, restart it on the same data, and find every
 * address whose save was answered 2xx — on the embedded database (PGlite in DATA_DIR/db) and on PostgreSQL.
 */
const ROUNDS = 3;
const CLIENTS = 5;
/** Saves per client and round: 3 rounds × (5 answered + 1 cut short) stays within the 20 addresses a user may keep. */
const SAVES_PER_ROUND = 5;
const UNITED_STATES = 237;

interface SavedAddress {
  id: number;
  name: string;
  address1: string;
  city: string;
  zip: string | null;
}

interface Researcher {
  email: string;
  client: CookieBrowser;
  acknowledged: SavedAddress[];
}

function addressOf(round: number, client: number, n: number) {
  const token = randomBytes(6).toString('hex');
  return {
    label: `r${round}`,
    name: `Round ${round} client ${client} save ${n}`,
    address1: `${token} Science Park`,
    city: `City ${token.slice(0, 4)}`,
    state: 'IL',
    zip: String(10000 + (parseInt(token.slice(0, 4), 16) % 90000)),
    countryId: UNITED_STATES,
  };
}

function crashRounds(kind: 'pglite' | 'postgres') {
  let dataDir = '';
  let port = 0;
  let database: FreshDatabase | null = null;
  let server: PortalProcess | null = null;
  const env = () => ({ DATA_DIR: dataDir, PORT: String(port), ...(database ? { DATABASE_URL: database.url } : {}) });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `mg-crash-writes-${kind}-`));
    port = await freePort();
    if (kind === 'postgres') database = await createFreshDatabase('marginalia_crash_writes');
  });

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`finds every answered save after ${ROUNDS} kills at seeded random moments`, async () => {
    server = await startApi(env());
    const researchers: Researcher[] = [];
    for (let n = 0; n < CLIENTS; n++) {
      const client = CookieBrowser.withOwnCsrfToken();
      researchers.push({ email: await registerResearcher(client, server.url, `crash${n}`), client, acknowledged: [] });
    }

    let totalAcknowledged = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const seed = 0x5eed + round * 7919 + (kind === 'postgres' ? 1 : 0);
      const random = seededRandom(seed);
      // Kill when this many saves of the round were answered: others are then still on the wire.
      const killAfter = 3 + Math.floor(random() * (CLIENTS * SAVES_PER_ROUND - 6));
      const running: PortalProcess = server;
      let answered = 0;
      let killed: Promise<void> | null = null;

      await Promise.all(
        researchers.map(async (researcher, index) => {
          for (let n = 0; n < SAVES_PER_ROUND && !killed; n++) {
            const address = addressOf(round, index, n);
            let response;
            try {
              response = await researcher.client.request<{ address: SavedAddress }>(running.url, 'POST', ACCOUNT_ADDRESSES_PATH, { address });
            } catch {
              return; // the server died under this save: not acknowledged, may or may not exist
            }
            if (response.status < 200 || response.status > 299) {
              throw new Error(`round ${round} (seed ${seed}): a save answered ${response.status}: ${JSON.stringify(response.body)}`);
            }
            researcher.acknowledged.push({ id: response.body.address.id, name: address.name, address1: address.address1, city: address.city, zip: address.zip });
            answered += 1;
            if (answered === killAfter) killed = running.kill();
          }
        }),
      );
      await (killed ?? running.kill());
      totalAcknowledged += answered;
      expect(answered, `round ${round} (seed ${seed}) was killed after ${killAfter} answered saves`).toBeGreaterThanOrEqual(killAfter);

      server = await startApi(env());
      for (const researcher of researchers) {
        const account = await researcher.client.request<{ addresses: SavedAddress[] }>(server.url, 'GET', ACCOUNT_PATH);
        expect(account.status, `${researcher.email} is still signed in after the restart`).toBe(200);
        const stored = new Map(account.body.addresses.map((address) => [address.id, address]));
        for (const saved of researcher.acknowledged) {
          expect(stored.get(saved.id), `round ${round} (seed ${seed}): answered save ${saved.id} of ${researcher.email}`).toMatchObject(saved);
        }
      }
    }
    console.info(`[crash] ${kind}: ${ROUNDS} kills, ${totalAcknowledged} answered saves, all found after each restart`);
    await server.stop();
    server = null;
  });
}

describe('SIGKILL during acknowledged writes, embedded database (PGlite)', () => {
  crashRounds('pglite');
});

describe.skipIf(!testDatabaseUrl)('SIGKILL during acknowledged writes, PostgreSQL', () => {
  crashRounds('postgres');
});
