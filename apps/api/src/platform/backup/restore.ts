import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { BACKUP_FORMAT, BackupRefused, DATABASE_ENTRY, MANIFEST_ENTRY, type BackupManifest } from './backup';
import { claimControlSocket } from './control-socket';
import { readInventory, type Inventory } from './inventory';
import { extractTar } from './tar-archive';

export interface RestoreResult {
  manifest: BackupManifest;
  inventory: Inventory;
  /** Where what the data directory held before went (null when it held nothing). */
  setAside: string | null;
  ms: number;
}

/** What an embedded installation keeps in DATA_DIR, each replaced whole by a restore. */
const PARTS = ['db', 'files', 'outbox'] as const;

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * `npm run restore ARCHIVE`, with the portal stopped: unpacks the archive beside the data (DATA_DIR/.restore-…),
 * loads the database from its snapshot and checks it — it opens, and every file a row names is there — and only
 * then swaps it in: what DATA_DIR held (db, files, outbox) is moved to DATA_DIR/before-restore-…, never deleted.
 * A failed restore leaves the data directory as it was.
 */
export async function restoreBackup(config: AppConfig, archive: string): Promise<RestoreResult> {
  if (config.databaseUrl)
    throw new BackupRefused('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (docs/deploy/backups.md)');
  const started = performance.now();
  // Throws while a portal runs on the data; held until the end, so none starts half-way.
  const control = await claimControlSocket(config.dataDir).catch((error: Error) => {
    throw new BackupRefused(`${error.message} before restoring`);
  });
  if (!existsSync(archive)) {
    await control.close();
    throw new BackupRefused(`no archive at ${archive}`);
  }
  const staging = join(config.dataDir, `.restore-${stamp()}`);
  try {
    await mkdir(staging, { recursive: true });
    await extractTar(archive, staging);
    const manifest = JSON.parse(await readFile(join(staging, MANIFEST_ENTRY), 'utf8').catch(() => 'null')) as BackupManifest | null;
    if (!manifest || manifest.format !== BACKUP_FORMAT)
      throw new BackupRefused(`${archive} is not a backup of this portal (format ${BACKUP_FORMAT})`);

    const snapshot = await readFile(join(staging, DATABASE_ENTRY));
    const loaded = new PGlite(join(staging, 'db'), { loadDataDir: new Blob([snapshot]) });
    await loaded.waitReady;
    await loaded.close();
    const database = await openDatabase({ databaseUrl: undefined, dataDir: staging });
    let inventory: Inventory;
    try {
      inventory = await readInventory(database);
    } finally {
      await database.close();
    }
    if (manifest.files.included) {
      const missing = inventory.storageKeys.filter((key) => !existsSync(join(staging, 'files', key)));
      if (missing.length > 0)
        throw new BackupRefused(
          `the archive lacks ${missing.length} stored file(s) its database names, e.g. ${missing.slice(0, 3).join(', ')}`,
        );
    }

    let setAside: string | null = null;
    for (const part of PARTS) {
      if (!existsSync(join(config.dataDir, part))) continue;
      setAside ??= join(config.dataDir, `before-restore-${stamp()}`);
      await mkdir(setAside, { recursive: true });
      await rename(join(config.dataDir, part), join(setAside, part));
    }
    for (const part of PARTS) {
      const restored = join(staging, part);
      if (existsSync(restored)) await rename(restored, join(config.dataDir, part));
    }
    return { manifest, inventory, setAside, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await control.close();
  }
}
