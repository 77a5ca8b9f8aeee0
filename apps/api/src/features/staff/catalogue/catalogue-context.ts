import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireStaff } from '../../../platform/session/session';
import { staffContext, type StaffContext } from '../staff-context';

/**
 * A staff context for changes that cached data depends on (prices, holidays, services, flags, settings):
 * the change bumps `settings_version` in its transaction (every process notices within a second) and then
 * drops this process's caches at once, so the very next order-form price or load sees it.
 */
export interface CatalogueContext extends StaffContext {
  invalidateCaches(): void;
}

export function catalogueContext(app: FastifyInstance, request: FastifyRequest): CatalogueContext {
  const context = staffContext(app, request);
  return { ...context, invalidateCaches: () => app.applicationLoader.invalidate() };
}

/**
 * Refuses visitors (401) and researchers (404) before the body and query are validated, so a malformed
 * request from them learns nothing either. Handlers still start with staffContext.
 */
export function guardStaffRoutes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    requireStaff(request);
  });
}
