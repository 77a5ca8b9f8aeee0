// `npm run restore ARCHIVE`: puts an archive of `npm run backup` back into DATA_DIR, with the portal stopped.
// What DATA_DIR held is moved to DATA_DIR/before-restore-{time}, never deleted. platform/backup/README.md.
import { resolve } from 'node:path';
import { loadConfigOrExit } from './platform/config';
import { BackupRefused } from './platform/backup/backup';
import { restoreBackup } from './platform/backup/restore';

const config = loadConfigOrExit();
const archive = process.argv[2];
if (!archive) {
  console.error('\nUsage: npm run restore -- ARCHIVE   (an archive written by npm run backup)\n');
  process.exit(1);
}
try {
  const { inventory, setAside, ms, manifest } = await restoreBackup(config, resolve(archive));
  console.log(`Restored ${resolve(archive)} (taken ${manifest.createdAt}) into ${config.dataDir} in ${(ms / 1000).toFixed(1)} s:`);
  console.log(
    `  ${inventory.users} users, ${inventory.orders} orders, ${inventory.invoices} invoices, ${inventory.payments} payments, ${inventory.certificates} certificates`,
  );
  console.log(
    `  ${manifest.files.included ? `${manifest.files.count} stored files, every one the database names present` : 'stored files not in the archive (S3 storage)'}; ${manifest.outbox.count} outbox files`,
  );
  if (setAside) console.log(`What ${config.dataDir} held before is in ${setAside}; delete it once the portal runs well.`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(`\nNot restored: ${error.message}\n`);
  process.exit(1);
}
