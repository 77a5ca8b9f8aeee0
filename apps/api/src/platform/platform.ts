import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { createStorage, type Storage } from './storage/storage';
import { createMailer, type Mailer } from './mail/mailer';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { registerJobHandlers } from './jobs/handlers';
import { createPayments, type Payments } from './payments/payments-service';
import { createRealtime, type Realtime } from './realtime/realtime';
import { createCaptcha, type Captcha } from './captcha/captcha';
import { createPersonalDataRegistry, type PersonalDataRegistry } from './privacy/personal-data';

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
  /** The proof-of-work captcha a form may ask visitors for (captcha/README.md). */
  captcha: Captcha;
  /** Who holds personal data: the data download and the erasure walk them (privacy/personal-data.ts). */
  privacy: PersonalDataRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/** Builds the platform services on an open database, with every job handler registered (web and worker alike). */
export function createPlatform(config: AppConfig, database: Database, log: FastifyBaseLogger): Platform {
  const jobs = createJobQueue(database, log, { leaseSeconds: config.jobLeaseSeconds });
  const platform: Platform = {
    config,
    database,
    db: database.db,
    storage: createStorage(config),
    mail: createMailer(config, jobs),
    jobs,
    payments: createPayments(config, database.db, log),
    realtime: createRealtime(database, log),
    captcha: createCaptcha(database.db, config.captchaHmacKey),
    privacy: createPersonalDataRegistry(),
  };
  registerJobHandlers(platform);
  return platform;
}
