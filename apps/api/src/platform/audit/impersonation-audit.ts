import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

/** Placeholder, built by the customers helper: records every write a staff member makes while impersonating. */
export function registerImpersonationAudit(_app: FastifyInstance, _db: Db): void {}
