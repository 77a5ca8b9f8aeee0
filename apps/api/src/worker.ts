import { pino } from 'pino';
import { loadConfigOrExit } from './platform/config';
import { logSerializers } from './platform/errors/error-log';
import { openDatabase } from './platform/db/client';
import { runMigrations } from './platform/db/migrate';
import { createPlatform } from './platform/platform';
import { registerFeatureHandlers, scheduleRecurringJobs } from './feature-handlers';
import { prewarmGrammarCheck } from './features/grammar-check/grammar-check-jobs';
import { closeServer, startMetricsServer } from './platform/http/metrics-route';

/**
 * `npm run worker`: a process that only runs background jobs, for deployments on PostgreSQL where the web
 * processes leave jobs to workers (IN_PROCESS_WORKERS=false). Start as many as the load needs.
 */
const config = loadConfigOrExit();
const log = pino({ level: config.logLevel, name: 'worker', serializers: logSerializers });

if (!config.databaseUrl) {
  // Embedded PGlite belongs to one process: a second one opening the same data directory would corrupt it.
  log.fatal('worker processes need DATABASE_URL (PostgreSQL); with the embedded database the web process runs jobs itself');
  process.exit(1);
}

// The document reader and the language engine boot while the database opens and migrates.
if (config.prewarmWorkers) prewarmGrammarCheck();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
const platform = createPlatform(config, database, log);
registerFeatureHandlers(platform);
const { jobs } = platform;
jobs.start();
await scheduleRecurringJobs(platform);
// A worker has no HTTP server of its own: with METRICS_PORT it serves /metrics there (job outcomes, the queue).
const metricsServer = config.metrics.port === undefined ? null : await startMetricsServer(platform.metrics, config.metrics);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      // A second signal means "now": jobs cut short are taken back by other workers once their lock expires.
      log.warn({ signal }, 'stopping at once');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping: finishing jobs in flight (send the signal again to stop at once)');
    jobs
      .stop()
      .then(() => closeServer(metricsServer))
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
