import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Storage } from './storage/storage';
import type { Mailer } from './mail/mailer';
import type { JobQueue } from './jobs/job-queue';

/** The cross-cutting services every feature may use, built once per process. */
export interface Platform {
  config: AppConfig;
  database: Database;
  db: Db;
  storage: Storage;
  mail: Mailer;
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
