import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loyaltyBenefitIdParamsSchema,
  loyaltyBenefitInputSchema,
  loyaltyBenefitResponseSchema,
  loyaltyBenefitsResponseSchema,
  personalCodeInputSchema,
  personalCodeResponseSchema,
} from '@marginalia/contracts/rewards/loyalty-benefits.contract';
import { STAFF_LOYALTY_BENEFITS_PATH, staffCustomerPersonalCodesPath, staffLoyaltyBenefitPath } from '@marginalia/contracts/rewards/rewards.paths';
import { customerIdentityParamsSchema } from '@marginalia/contracts/staff/staff-customers.contract';
import { guardStaffRoutes, staffContext } from '../staff/staff.public';
import { createBenefit, createPersonalCode, listBenefits, updateBenefit } from './staff-rewards.service';

const tags = ['staff'];

/** The staff console's loyalty benefits (catalogue) and personal codes for one customer (customer page). */
export async function staffRewardsRoutes(app: FastifyInstance): Promise<void> {
  guardStaffRoutes(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    STAFF_LOYALTY_BENEFITS_PATH,
    { config: { access: 'staff' }, schema: { tags, summary: 'What each loyalty level issues, with how many codes were issued', response: { 200: loyaltyBenefitsResponseSchema } } },
    async (request) => listBenefits(staffContext(app, request)),
  );
  routes.post(
    STAFF_LOYALTY_BENEFITS_PATH,
    { config: { access: 'staff' }, schema: { tags, summary: 'Add a personal code that reaching a level issues', body: loyaltyBenefitInputSchema, response: { 200: loyaltyBenefitResponseSchema } } },
    async (request) => createBenefit(staffContext(app, request), request.body),
  );
  routes.put(
    staffLoyaltyBenefitPath.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Change a level benefit (codes issued before keep theirs)', params: loyaltyBenefitIdParamsSchema, body: loyaltyBenefitInputSchema, response: { 200: loyaltyBenefitResponseSchema } } },
    async (request) => updateBenefit(staffContext(app, request), request.params.id, request.body),
  );
  routes.post(
    staffCustomerPersonalCodesPath.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Give one customer a personal promotional code', params: customerIdentityParamsSchema, body: personalCodeInputSchema, response: { 200: personalCodeResponseSchema } } },
    async (request) => createPersonalCode(staffContext(app, request), request.params.identity, request.body),
  );
}
