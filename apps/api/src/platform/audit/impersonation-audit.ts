import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffCustomerPaths } from '@marginalia/contracts/staff/staff.paths';
import type { Db } from '../db/client';

import { recordAudit } from './audit-log';
import type { UserRow } from '../db/schema/users';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who was acting when the request arrived: the impersonated customer and the staff member behind them. */
interface Acting {
  customer: UserRow;
  staff: UserRow;
}

/**
 * Every write a staff member makes while impersonating a customer is recorded as
 * `customer.impersonated-write` with the staff member as the actor: method, route pattern (never the
 * raw URL, which may hold tokens) and status. Read when the request arrives (the impersonate and leave
 * calls change the session mid-request); written before the answer is sent, so it is in the trail by
 * the time the browser sees the result. A failed audit write is logged and never fails the request.
 * Leaving the impersonation is recorded by its own service ('customer.impersonate.end').
 */
export function registerImpersonationAudit(app: FastifyInstance, db: Db): void {
  const acting = new WeakMap<FastifyRequest, Acting>();

  app.addHook('onRequest', async (request) => {
    const { user, impersonator } = request.session;
    if (!user || !impersonator || READS.has(request.method)) return;
    acting.set(request, { customer: user, staff: impersonator });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const who = acting.get(request);
    if (!who) return payload;
    acting.delete(request);
    const route = request.routeOptions.url ?? 'unknown';
    if (reply.statusCode >= 400 || route === staffCustomerPaths.endImpersonation) return payload;
    try {
      await recordAudit(db, {
        actorId: who.staff.id,
        action: 'customer.impersonated-write',
        subjectType: 'customer',
        subjectId: who.customer.identity,
        customerId: who.customer.id,
        after: { method: request.method, route, status: reply.statusCode },
      });
    } catch (error) {
      request.log.error({ err: error, route }, 'could not record a write made while impersonating');
    }
    return payload;
  });
}
