import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { createStorage, type Storage } from './storage/storage';
import { createMailer, type Mailer } from './mail/mailer';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { registerJobHandlers } from './jobs/handlers';
import { createPayments, type Payments } from './payments/payments-service';
import { createRealtime, type Realtime } from './realtime/realtime';
import { createPersonalDataRegistry, type PersonalDataRegistry } from './privacy/personal-data';
import { createMetrics, type Metrics } from './metrics/metrics';
import { registerPlatformGauges } from './metrics/platform-gauges';
import { EngineRegistry } from './engines/engine-status';
import { LANGUAGE_ENGINE, languageEngineReport } from './language/language-engine';
import { DOCUMENT_ANALYSIS_ENGINE } from './documents/document-analysis';
import { documentAnalysisStatus } from './documents/document-engine-status';

/** The cross-cutting services every feature may use, built once per process. */
export interface Platform {
  config: AppConfig;
  database: Database;
  db: Db;
  storage: Storage;
  mail: Mailer;
  jobs: JobQueue;
  payments: Payments;
  /** Real-time events to the signed-in users' pages (realtime/README.md). */
  realtime: Realtime;
  /** Who holds personal data: the data download and the erasure walk them (privacy/personal-data.ts). */
  privacy: PersonalDataRegistry;
  /** Prometheus measurements (GET /metrics); features record engine timings with `metrics.timeEngine`. */
  metrics: Metrics;
  /** The engines this installation runs (System page, /readyz); features register theirs. */
  engines: EngineRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/** Builds the platform services on an open database, with every job handler registered (web and worker alike). */
export function createPlatform(config: AppConfig, database: Database, log: FastifyBaseLogger): Platform {
  const metrics = createMetrics();
  const jobs = createJobQueue(database, log, { leaseSeconds: config.jobLeaseSeconds, onOutcome: (type, outcome) => metrics.job(type, outcome) });
  const platform: Platform = {
    config,
    database,
    db: database.db,
    storage: createStorage(config),
    mail: createMailer(config, jobs, metrics),
    jobs,
    payments: createPayments(config, database.db, log),
    realtime: createRealtime(database, log),
    privacy: createPersonalDataRegistry(),
    metrics,
    engines: new EngineRegistry(),
  };
  registerJobHandlers(platform);
  registerPlatformGauges(platform);
  platform.engines.register(DOCUMENT_ANALYSIS_ENGINE, 'documents', documentAnalysisStatus);
  platform.engines.register(LANGUAGE_ENGINE, 'grammar', languageEngineReport);
  return platform;
}
