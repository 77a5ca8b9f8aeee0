import { loadConfigOrExit } from './platform/config';
import { sandboxNotice } from './platform/sandboxes';
import { buildApp } from './app';
import { presentDemoAccounts, seedDemoData } from './demo/demo-data';
import { seedDemoDeliveries } from './demo/demo-deliveries';
import { claimControlSocket } from './platform/backup/control-socket';

const config = loadConfigOrExit();
// The embedded database belongs to one process: claimed before it is opened (npm run backup asks through it).
const control = config.databaseUrl
  ? null
  : await claimControlSocket(config.dataDir).catch((error: Error) => {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    });
const app = await buildApp(config);
const snapshot = app.platform.database.snapshot;
if (control && snapshot) control.serve(snapshot);
app.addHook('onClose', async () => control?.close());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs in flight');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

if (process.env.SEED_DEMO === 'true') {
  const { accounts } = await seedDemoData(app.platform.db);
  if (accounts.length > 0) await seedDemoDeliveries(app.platform.db, app.platform.storage);
}
await app.listen({ port: config.port, host: config.host });

const demo = await presentDemoAccounts(app.platform.db);
const lines = [
  `Marginalia is running on ${config.publicUrl}`,
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`}`,
];
if (demo.length > 0) {
  lines.push('Demo accounts:');
  for (const account of demo) lines.push(`  ${account.role.padEnd(10)} ${account.email.padEnd(34)} ${account.password}`);
}
console.log(`\n${lines.join('\n')}\n`);
const notice = sandboxNotice(config);
if (notice) console.warn(`${notice}\n`);
