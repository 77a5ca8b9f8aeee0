import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { claimControlSocket, portalIsRunning, requestSnapshot } from './control-socket';
import { TarWriter } from './tar-archive';

/** The archive's layout; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;
export const DATABASE_ENTRY = 'database/pgdata.tar';
export const MANIFEST_ENTRY = 'manifest.json';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The portal answered during the backup (its snapshot was taken through the control socket). */
  takenFromRunningPortal: boolean;
  database: { kind: 'pglite'; bytes: number; snapshotMs: number };
  /** Stored files: on disk under DATA_DIR/files, or not included (S3 storage is backed up with the bucket). */
  files: { included: boolean; count: number; bytes: number };
  outbox: { count: number; bytes: number };
}

export interface BackupResult {
  archive: string;
  bytes: number;
  ms: number;
  manifest: BackupManifest;
}

/** A backup the command refuses, with what to do instead. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** Every regular file under `dir` (relative paths), skipping hidden names (`.tmp`, the outbox's half-written files). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(relative(dir, path));
    }
  };
  await walk(dir);
  return found.sort();
}

/** The default archive: `./backups/marginalia-2026-06-01T04-00-00Z.tar`, outside DATA_DIR so no backup holds the last one. */
export function defaultArchivePath(now = new Date()): string {
  return resolve(
    'backups',
    `marginalia-${now
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/:/g, '-')}.tar`,
  );
}

/** The snapshot of the embedded database: asked of the running portal, or taken here while no portal may start. */
async function writeDatabase(config: AppConfig, tar: TarWriter): Promise<{ bytes: number; ms: number; running: boolean }> {
  const started = performance.now();
  if (await portalIsRunning(config.dataDir)) {
    const answer = await requestSnapshot(config.dataDir);
    const bytes = Number(answer.headers['content-length']);
    await tar.addStream(DATABASE_ENTRY, bytes, answer as AsyncIterable<Buffer>);
    return { bytes, ms: Math.round(performance.now() - started), running: true };
  }
  if (!existsSync(join(config.dataDir, 'db', 'PG_VERSION')))
    throw new BackupRefused(`there is no embedded database in ${join(config.dataDir, 'db')} to back up`);
  // Holding the control socket keeps a portal from starting on the files while they are read.
  const control = await claimControlSocket(config.dataDir);
  try {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
    try {
      const snapshot = database.snapshot;
      if (!snapshot) throw new Error('the embedded database cannot take a snapshot');
      const blob = await snapshot();
      await tar.addStream(DATABASE_ENTRY, blob.size, [Buffer.from(await blob.arrayBuffer())]);
      return { bytes: blob.size, ms: Math.round(performance.now() - started), running: false };
    } finally {
      await database.close();
    }
  } finally {
    await control.close();
  }
}

/**
 * `npm run backup`: one tar archive of the embedded installation — the database first (a consistent snapshot,
 * taken by the running portal if there is one), then the stored files and the outbox, then the manifest.
 * Files are copied after the snapshot, so every file a database row names is in the archive (files are only
 * ever added under new keys; one deleted meanwhile belonged to a row deleted before it). The archive is written
 * under a `.partial` name and renamed when complete and flushed, so a file with the final name is whole.
 */
export async function createBackup(config: AppConfig, archive = defaultArchivePath()): Promise<BackupResult> {
  if (config.databaseUrl) {
    throw new BackupRefused(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump or continuous archiving, and the storage beside it (docs/deploy/backups.md)',
    );
  }
  const started = performance.now();
  await mkdir(dirname(archive), { recursive: true });
  const partial = `${archive}.partial`;
  await rm(partial, { force: true });
  const tar = new TarWriter(partial);
  try {
    const database = await writeDatabase(config, tar);
    const files = { included: !config.storageUrl, count: 0, bytes: 0 };
    if (files.included) {
      const root = join(config.dataDir, 'files');
      for (const path of await filesUnder(root)) {
        // A file deleted since the listing (an abandoned form's) is skipped; the rows naming it went first.
        const size = await tar.addFile(`files/${path}`, join(root, path)).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        });
        if (size === null) continue;
        files.count += 1;
        files.bytes += size;
      }
    }
    const outbox = { count: 0, bytes: 0 };
    const outboxRoot = join(config.dataDir, 'outbox');
    for (const path of await filesUnder(outboxRoot)) {
      outbox.bytes += await tar.addFile(`outbox/${path}`, join(outboxRoot, path));
      outbox.count += 1;
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      takenFromRunningPortal: database.running,
      database: { kind: 'pglite', bytes: database.bytes, snapshotMs: database.ms },
      files,
      outbox,
    };
    await tar.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    const bytes = await tar.finish();
    await rename(partial, archive);
    return { archive, bytes, ms: Math.round(performance.now() - started), manifest };
  } catch (error) {
    await tar.abort();
    await rm(partial, { force: true });
    throw error;
  }
}
