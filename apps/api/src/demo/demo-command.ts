// `npm run seed:demo`: migrate, seed reference data, then demo accounts and orders (only on a database without users).
import { loadConfigOrExit } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { runMigrations } from '../platform/db/migrate';
import { seedReferenceData } from '../platform/db/seed/seed';
import { seedDemoData } from './demo-data';
import { seedDemoDeliveries } from './demo-deliveries';
import { createStorage } from '../platform/storage/storage';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  await seedReferenceData(database.db);
  const { accounts } = await seedDemoData(database.db);
  if (accounts.length > 0) await seedDemoDeliveries(database.db, createStorage(config));
  if (accounts.length === 0) {
    console.log('The database already has users: demo data was not added.');
  } else {
    console.log(`Demo data added to ${config.databaseUrl ? 'the PostgreSQL database' : `${config.dataDir}/db`}. Sign in with:`);
    console.table(accounts);
  }
} finally {
  await database.close();
}
