// Budget: `npm run backup` of an embedded installation with 10,000 orders and 1 GB of stored files completes in
// under a minute, with the portal answering meanwhile. The installation is built on PGlite in a temporary
// DATA_DIR (1,000 researchers, 10,000 orders with service lines and invoices, certificates of the completed
// ones, 1,000 delivered files of 1 MB of random bytes — incompressible, like .docx and PDF), then the portal
// runs on it as a real process and `backup-command.ts` runs beside it, as cron would. Meanwhile two callers
// time the portal's answers: the visitor's load (served from memory) and /readyz (which queries the database,
// so it waits while PGlite copies itself). Finally the archive is restored into another DATA_DIR and timed.
// Run with `npm run bench -- backup` (BENCH_BACKUP_FILES, BENCH_BACKUP_FILE_MB to change the files);
// results go to bench/results/backup.json.
import { randomBytes, createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { LOAD_PATH } from '@marginalia/contracts/app-config/app-config.paths';
import { openDatabase } from '../apps/api/src/platform/db/client';
import { runMigrations } from '../apps/api/src/platform/db/migrate';
import { seedReferenceData } from '../apps/api/src/platform/db/seed/seed';
import { runCommand } from '../system/support/commands';
import { freePort, startApi } from '../system/support/portal-processes';

const ORDERS = 10_000;
const USERS = 1_000;
const FILES = Number(process.env.BENCH_BACKUP_FILES ?? 1000);
const FILE_MB = Number(process.env.BENCH_BACKUP_FILE_MB ?? 1);
const BUDGET_MS = 60_000;
const elapsed = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

const dataDir = mkdtempSync(join(tmpdir(), 'mg-bench-backup-'));
const restoreDir = mkdtempSync(join(tmpdir(), 'mg-bench-restore-'));
const archive = join(mkdtempSync(join(tmpdir(), 'mg-bench-archive-')), 'marginalia.tar');

async function buildInstallation(): Promise<void> {
  let start = performance.now();
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await runMigrations(database);
  await seedReferenceData(database.db);
  const q = (text: string) => database.query(text);
  await q(`insert into users (identity, email, email_normalized, first_name, last_name, referral_code, time_zone)
    select 'bk_u' || g, 'backup-' || g || '@example.test', 'backup-' || g || '@example.test', 'Ada', 'Backup ' || g, 'BACKUP' || g, 'UTC' from generate_series(1, ${USERS}) g`);
  await q(`insert into orders (external_id, user_id, title, status, customer_goal, word_count, manuscript_language_id, currency, total_amount, paid, created_at, deadline, completed_at)
    select 'BK' || lpad(g::text, 8, '0'), (select min(id) from users) + g % ${USERS}, 'A study of backups (' || g || ')',
           (array['received','in_progress','completed','completed'])[1 + g % 4], 'editing', 3000 + g % 5000, 1, 'USD', 10000 + g % 5000, g % 3 <> 0,
           now() - g * interval '1 hour', now() - g * interval '1 hour' + interval '3 days', case when g % 4 >= 2 then now() - g * interval '1 hour' + interval '2 days' end
    from generate_series(1, ${ORDERS}) g`);
  await q(
    `insert into order_services (order_id, service_identity, list_price, total_price) select id, 'standard-editing', total_amount, total_amount from orders`,
  );
  await q(`insert into invoices (invoice_number, receipt_code, kind, user_id, localization, order_id, currency, total_amount, balance, exchange_rate, description, created_at)
    select 'USK' || id, 'RCK' || id, 'order', user_id, 'us', id, 'USD', total_amount, case when paid then 0 else total_amount end, 1, title, created_at from orders`);
  await q(
    `insert into certificates (code, order_id, user_id, title, authors) select 'CK' || id, id, user_id, title, 'Ada Backup' from orders where status = 'completed'`,
  );
  console.log(`  ${USERS} users, ${ORDERS} orders with service lines, invoices and certificates: ${elapsed(start)}`);

  start = performance.now();
  const staff = (await database.query<{ id: string }>(`select min(id) as id from users`))[0]?.id;
  const chunk = randomBytes(FILE_MB * 1024 * 1024);
  const values: string[] = [];
  for (let n = 0; n < FILES; n++) {
    // Each file differs (its first bytes), so nothing downstream can deduplicate them.
    chunk.writeUInt32BE(n, 0);
    const key = `orders/bench/${n}/edited-${n}.docx`;
    mkdirSync(join(dataDir, 'files', 'orders', 'bench', String(n)), { recursive: true });
    writeFileSync(join(dataDir, 'files', key), chunk);
    values.push(
      `('bkd${n}', (select id from orders where external_id = 'BK${String(n + 1).padStart(8, '0')}'), 'clean', 'edited-${n}.docx', 'application/octet-stream', ${chunk.length}, '${key}', '${createHash('sha256').update(chunk).digest('hex')}', ${staff})`,
    );
  }
  await q(
    `insert into order_deliverables (public_id, order_id, kind, name, content_type, size, storage_key, sha256, uploaded_by_id) values ${values.join(',')}`,
  );
  await database.close();
  console.log(`  ${FILES} files of ${FILE_MB} MB: ${elapsed(start)}`);
}

/** Calls `url` back to back until stopped; answers the latencies and the failures. */
function caller(url: string): { stop(): Promise<{ count: number; failures: number; p50Ms: number; p99Ms: number; maxMs: number }> } {
  let running = true;
  const latencies: number[] = [];
  let failures = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(url).then(
        async (response) => (await response.arrayBuffer(), response.ok),
        () => false,
      );
      latencies.push(performance.now() - started);
      if (!ok) failures += 1;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
      return { count: sorted.length, failures, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(sorted.at(-1) ?? 0) };
    },
  };
}

try {
  console.log('Building the installation…');
  await buildInstallation();
  const port = await freePort();
  const portal = await startApi({ PORT: String(port), DATA_DIR: dataDir });
  try {
    const base = `http://127.0.0.1:${port}`;
    await fetch(`${base}${LOAD_PATH}`); // the visitor's load is cached from here on
    const load = caller(`${base}${LOAD_PATH}`);
    const ready = caller(`${base}/readyz`);
    const backup = await runCommand('backup-command.ts', [archive], dataDir);
    const during = { visitorLoad: await load.stop(), readyz: await ready.stop() };
    if (backup.code !== 0) throw new Error(`the backup failed:\n${backup.output}`);
    const snapshotMs = Number(/snapshot in (\d+) ms/.exec(backup.output)?.[1] ?? Number.NaN);
    const archiveBytes = statSync(archive).size;
    console.log(backup.output.trim());
    console.log(
      `backup: ${(backup.ms / 1000).toFixed(1)} s (budget < ${BUDGET_MS / 1000} s), database snapshot ${snapshotMs} ms, archive ${(archiveBytes / 1024 ** 3).toFixed(2)} GB`,
    );
    for (const [name, figures] of Object.entries(during))
      console.log(
        `  meanwhile ${name.padEnd(12)} ${figures.count} answers, ${figures.failures} failed, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms`,
      );
    await portal.stop();

    const restore = await runCommand('restore-command.ts', [archive], restoreDir);
    if (restore.code !== 0) throw new Error(`the restore failed:\n${restore.output}`);
    console.log(restore.output.trim());
    console.log(`restore: ${(restore.ms / 1000).toFixed(1)} s`);

    const within = backup.ms < BUDGET_MS && during.visitorLoad.failures === 0 && during.readyz.failures === 0;
    console.log(within ? 'within budget' : 'OVER BUDGET');
    writeFileSync(
      new URL('./results/backup.json', import.meta.url),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: { cores: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version },
          installation: { users: USERS, orders: ORDERS, files: FILES, fileMb: FILE_MB },
          backupMs: backup.ms,
          snapshotMs,
          archiveBytes,
          duringBackup: during,
          restoreMs: restore.ms,
          budgetMs: BUDGET_MS,
          withinBudget: within,
        },
        null,
        2,
      )}\n`,
    );
    if (!within) process.exitCode = 1;
  } finally {
    await portal.kill();
  }
} finally {
  for (const dir of [dataDir, restoreDir, join(archive, '..')]) rmSync(dir, { recursive: true, force: true });
}
