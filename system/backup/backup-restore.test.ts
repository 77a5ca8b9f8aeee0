import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOAD_PATH } from '@marginalia/contracts/app-config/app-config.paths';
import { openDatabase } from '../../apps/api/src/platform/db/client';
import { readInventory } from '../../apps/api/src/platform/backup/inventory';
import { buildDocx } from '../../apps/api/src/platform/documents/fixtures/docx-builder';
import { runCommand } from '../support/commands';
import { CookieBrowser } from '../support/cookie-browser';
import { registerResearcher } from '../support/journey';
import { freePort, startApi, type PortalProcess } from '../support/portal-processes';

/**
 * `npm run backup` against a running embedded portal (demo orders, invoices, certificates and delivered files,
 * plus a new researcher's upload and welcome e-mail), the portal answering throughout; then the portal
 * stopped, the data directory wiped, `npm run restore` run, and every order, invoice, payment, certificate,
 * stored file (byte for byte) and outbox message found again.
 */

/** What the installation holds: the inventory, the ids that name things, and every stored file's hash. */
async function snapshotOf(dataDir: string) {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const column = async (sql: string) => (await database.query<{ v: string }>(sql)).map((row) => row.v);
    const inventory = await readInventory(database);
    const hashes = Object.fromEntries(
      inventory.storageKeys.map((key) => [
        key,
        createHash('sha256')
          .update(readFileSync(join(dataDir, 'files', key)))
          .digest('hex'),
      ]),
    );
    return {
      inventory,
      hashes,
      orders: await column('SELECT external_id AS v FROM orders ORDER BY 1'),
      invoices: await column(`SELECT invoice_number || ' ' || balance AS v FROM invoices ORDER BY 1`),
      certificates: await column('SELECT code AS v FROM certificates ORDER BY 1'),
      users: await column('SELECT email AS v FROM users ORDER BY 1'),
      outbox: readdirSync(join(dataDir, 'outbox')).sort(),
    };
  } finally {
    await database.close();
  }
}

describe('backing up a running embedded portal and restoring it after a wipe', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mg-backup-'));
  const archiveDir = mkdtempSync(join(tmpdir(), 'mg-backup-archive-'));
  let portal: PortalProcess | undefined;
  afterAll(async () => {
    await portal?.kill();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(archiveDir, { recursive: true, force: true });
  });

  it('finds every order, invoice, certificate, file and e-mail again', async () => {
    portal = await startApi({ PORT: String(await freePort()), DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const browser = CookieBrowser.withOwnCsrfToken();
    const email = await registerResearcher(browser, portal.url, 'Backup');
    const form = await browser.json<{ orderForm: { id: string } }>(portal.url, 'GET', '/api/order-form/load');
    const upload = await browser.upload(
      portal.url,
      `/api/order-form/${form.orderForm.id}/files`,
      'main',
      'paper.docx',
      buildDocx([{ paragraph: 'Proteins fold. '.repeat(200) }]),
    );
    expect(upload.status).toBe(200);

    // The portal answers while the backup runs; a restore is refused under it.
    const archive = join(archiveDir, 'marginalia.tar');
    let answering = true;
    const answers: number[] = [];
    const traffic = (async () => {
      while (answering) answers.push((await browser.fetch(portal.url, 'GET', LOAD_PATH)).status);
    })();
    const [backup, refused] = await Promise.all([
      runCommand('backup-command.ts', [archive], dataDir),
      runCommand('restore-command.ts', [archive], dataDir),
    ]);
    answering = false;
    await traffic;
    expect(backup.output).toMatch(/Backup written: .*marginalia\.tar/);
    expect(backup.output).toContain('by the running portal');
    expect(backup.code).toBe(0);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Not restored: another process of the portal is running/);

    await portal.stop();
    const before = await snapshotOf(dataDir);
    expect(before.users).toContain(email);
    expect(before.orders.length).toBeGreaterThanOrEqual(7);
    expect(before.invoices.length).toBeGreaterThan(0);
    expect(before.certificates.length).toBeGreaterThan(0);
    expect(before.inventory.storageKeys.length).toBeGreaterThan(1);
    expect(before.outbox.length).toBeGreaterThan(0);

    for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    const restored = await runCommand('restore-command.ts', [archive], dataDir);
    expect(restored.output).toMatch(/every one the database names present/);
    expect(restored.code).toBe(0);

    expect(await snapshotOf(dataDir)).toEqual(before);
  });
});
