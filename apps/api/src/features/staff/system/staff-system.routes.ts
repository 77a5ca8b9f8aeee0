import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deadJobActionResponseSchema,
  deadJobParamsSchema,
  staffSystemResponseSchema,
} from '@marginalia/contracts/staff/staff-system.contract';
import { staffSystemPaths } from '@marginalia/contracts/staff/staff.paths';
import { guardStaffRoutes } from '../catalogue/catalogue-context';
import { staffContext } from '../staff-context';
import { discardDeadJob, retryDeadJob, systemView } from './staff-system.service';

const tags = ['staff'];

/** The System page: the installation's state, and the dead jobs staff retry or discard. */
export async function staffSystemRoutes(app: FastifyInstance): Promise<void> {
  guardStaffRoutes(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffSystemPaths.system,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Version, database, job queue with dead jobs, mail, storage use and engines',
        response: { 200: staffSystemResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return systemView(staffContext(app, request));
    },
  );
  routes.post(
    staffSystemPaths.retryJob.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Queue a dead job again from its first attempt (audited)',
        params: deadJobParamsSchema,
        response: { 200: deadJobActionResponseSchema },
      },
    },
    async (request) => retryDeadJob(staffContext(app, request), request.params.id),
  );
  routes.delete(
    staffSystemPaths.deadJob.template,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Discard a dead job for good (audited)',
        params: deadJobParamsSchema,
        response: { 200: deadJobActionResponseSchema },
      },
    },
    async (request) => discardDeadJob(staffContext(app, request), request.params.id),
  );
}
