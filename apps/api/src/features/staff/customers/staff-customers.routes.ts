import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCustomerPaths } from '@marginalia/contracts/staff/staff.paths';
import {
  customerFlagsSchema,
  customerIdentityParamsSchema,
  grantCreditRequestSchema,
  grantCreditResponseSchema,
  redirectResponseSchema,
  staffCustomerDetailSchema,
  staffCustomerSearchQuerySchema,
  staffCustomerSearchResponseSchema,
} from '@marginalia/contracts/staff/staff-customers.contract';
import { staffContext } from '../staff-context';
import { endImpersonation, impersonate, startAdminOrder } from './impersonation.service';
import { customerDetail, grantCourtesyCredit, saveCustomerFlags, searchCustomerList } from './staff-customers.service';

const tags = ['staff: customers'];
const params = customerIdentityParamsSchema;

/** The customers desk: README.md beside this file. */
export async function staffCustomersRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffCustomerPaths.search,
    { config: { access: 'staff' }, schema: { tags, summary: 'Researchers by name, e-mail (partial) or exact order number, 25 a page', querystring: staffCustomerSearchQuerySchema, response: { 200: staffCustomerSearchResponseSchema } } },
    async (request) => searchCustomerList(staffContext(app, request), request.query),
  );

  routes.get(
    staffCustomerPaths.customer.template,
    { config: { access: 'staff' }, schema: { tags, summary: "A customer's profile, flags, orders, invoices, credits and audit trail", params, response: { 200: staffCustomerDetailSchema } } },
    async (request) => customerDetail(staffContext(app, request), request.params.identity),
  );

  routes.put(
    staffCustomerPaths.flags.template,
    { config: { access: 'staff' }, schema: { tags, summary: "Sets the customer's flags, preferred group and migration group (audited)", params, body: customerFlagsSchema, response: { 200: staffCustomerDetailSchema } } },
    async (request) => saveCustomerFlags(staffContext(app, request), request.params.identity, request.body),
  );

  routes.post(
    staffCustomerPaths.credits.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Grants a courtesy credit in US cents (audited)', params, body: grantCreditRequestSchema, response: { 200: grantCreditResponseSchema } } },
    async (request) => grantCourtesyCredit(staffContext(app, request), request.params.identity, request.body),
  );

  routes.post(
    staffCustomerPaths.impersonate.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Enters the researcher portal as the customer; the browser reloads at redirectUri', params, response: { 200: redirectResponseSchema } } },
    async (request, reply) => impersonate(app, staffContext(app, request), request, reply, request.params.identity),
  );

  routes.post(
    staffCustomerPaths.adminOrder.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Starts an admin-created order form for the customer and enters the portal as them', params, response: { 200: redirectResponseSchema } } },
    async (request, reply) => startAdminOrder(app, staffContext(app, request), request, reply, request.params.identity),
  );

  routes.post(
    staffCustomerPaths.endImpersonation,
    { config: { access: 'staff' }, schema: { tags, summary: "Leaves the customer's portal: back to the staff member's own session", response: { 200: redirectResponseSchema } } },
    async (request, reply) => endImpersonation(app, staffContext(app, request), request, reply),
  );
}
