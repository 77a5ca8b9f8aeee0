import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import type { RedirectResponse } from '@marginalia/contracts/staff/staff-customers.contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/errors/app-error';
import { rotateCsrfToken } from '../../../platform/security/csrf';
import { startSession } from '../../../platform/session/session';
import type { StaffContext } from '../staff-context';
import { abandonAdminForms, insertAdminForm } from './admin-order.repository';
import { requireCustomer } from './staff-customers.service';
import type { UserRow } from '../../../platform/db/schema/users';

/**
 * Impersonation: the staff member's browser gets a new session whose user is the customer
 * and whose impersonator is the staff member (the load then answers impersonatorIdentity), and back.
 * The session swap and its audit event are written in one transaction.
 */

const languageOf = (user: Pick<UserRow, 'siteLanguage'>) => (isSiteLanguage(user.siteLanguage) ? user.siteLanguage : 'en');

/** The customer's researcher area once the browser reloads as them. */
function researcherHome(customer: UserRow): string {
  return `/${languageOf(customer)}/researcher`;
}

async function requireImpersonable(context: StaffContext, request: FastifyRequest, identity: string): Promise<UserRow> {
  if (request.session.impersonator) throw new AppError(409, 'impersonation-already-active');
  const customer = await requireCustomer(context, identity);
  if (!customer.active) throw new AppError(409, 'impersonation-customer-inactive');
  return customer;
}

export async function impersonate(app: FastifyInstance, context: StaffContext, request: FastifyRequest, reply: FastifyReply, identity: string): Promise<RedirectResponse> {
  const customer = await requireImpersonable(context, request, identity);
  const { config } = app.platform;
  await context.db.transaction(async (tx) => {
    await startSession(tx, request, reply, customer, { secureCookies: config.secureCookies, impersonator: context.staff });
    await recordAudit(
      tx,
      { actorId: context.staff.id, action: 'customer.impersonate.start', subjectType: 'customer', subjectId: customer.identity, customerId: customer.id },
      context.now,
    );
  });
  rotateCsrfToken(reply, config);
  return { redirectUri: researcherHome(customer) };
}

/**
 * An admin-created order: a new open order form of the customer, marked adminCreated with
 * the staff member who made it, then the staff member enters the portal as the customer and fills it in.
 * While impersonating, the order form resumes the admin-created form first (order-form.repository).
 */
export async function startAdminOrder(app: FastifyInstance, context: StaffContext, request: FastifyRequest, reply: FastifyReply, identity: string): Promise<RedirectResponse> {
  const customer = await requireImpersonable(context, request, identity);
  const { config } = app.platform;
  await context.db.transaction(async (tx) => {
    // One admin-created form per customer and staff member at a time: an earlier unfinished one is dropped.
    await abandonAdminForms(tx, customer.id, context.staff.id, context.now);
    const form = await insertAdminForm(tx, { customer, staffId: context.staff.id, now: context.now });
    await startSession(tx, request, reply, customer, { secureCookies: config.secureCookies, impersonator: context.staff });
    await recordAudit(
      tx,
      {
        actorId: context.staff.id,
        action: 'customer.admin-order',
        subjectType: 'customer',
        subjectId: customer.identity,
        customerId: customer.id,
        after: { orderForm: form.publicId, localization: form.localization, currency: form.currency },
      },
      context.now,
    );
  });
  rotateCsrfToken(reply, config);
  return { redirectUri: `/${languageOf(customer)}/researcher/submit/get-started` };
}

/** Back to the staff member's own session, on the customer's page of the console. */
export async function endImpersonation(app: FastifyInstance, context: StaffContext, request: FastifyRequest, reply: FastifyReply): Promise<RedirectResponse> {
  const customer = request.session.user;
  if (!request.session.impersonator || !customer) throw new AppError(409, 'impersonation-not-active');
  const { config } = app.platform;
  await context.db.transaction(async (tx) => {
    await startSession(tx, request, reply, context.staff, { secureCookies: config.secureCookies });
    await recordAudit(
      tx,
      { actorId: context.staff.id, action: 'customer.impersonate.end', subjectType: 'customer', subjectId: customer.identity, customerId: customer.id },
      context.now,
    );
  });
  rotateCsrfToken(reply, config);
  return { redirectUri: `/${languageOf(context.staff)}${staffRoutes.customer(customer.identity)}` };
}
