// `npm run backup [-- ARCHIVE]`: one tar archive of the embedded installation (database snapshot, stored files,
// outbox), taken while the portal runs. Default: ./backups/marginalia-{time}.tar. platform/backup/README.md.
import { resolve } from 'node:path';
import { loadConfigOrExit } from './platform/config';
import { BackupRefused, createBackup, defaultArchivePath } from './platform/backup/backup';

const config = loadConfigOrExit();
const target = process.argv[2] ? resolve(process.argv[2]) : defaultArchivePath();
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
try {
  const { archive, bytes, ms, manifest } = await createBackup(config, target);
  console.log(`Backup written: ${archive} (${megabytes(bytes)} in ${(ms / 1000).toFixed(1)} s)`);
  console.log(
    `  database  ${megabytes(manifest.database.bytes)}, snapshot in ${manifest.database.snapshotMs} ms${manifest.takenFromRunningPortal ? ' by the running portal' : ''}`,
  );
  console.log(
    manifest.files.included
      ? `  files     ${manifest.files.count} (${megabytes(manifest.files.bytes)})`
      : '  files     not included: STORAGE_URL is set, back up the bucket itself',
  );
  console.log(`  outbox    ${manifest.outbox.count} files (${megabytes(manifest.outbox.bytes)})`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(`\nNo backup: ${error.message}\n`);
  process.exit(1);
}
