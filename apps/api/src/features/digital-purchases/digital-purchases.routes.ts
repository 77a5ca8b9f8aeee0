import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  digitalPurchaseRecordSchema,
  grantDigitalUsesSchema,
  purchaseOffersQuerySchema,
  purchaseOffersResponseSchema,
  purchaseStatusResponseSchema,
  staffCustomerPurchasesResponseSchema,
  staffDigitalProductSchema,
  staffDigitalProductsResponseSchema,
} from '@marginalia/contracts/digital/digital-purchases.contract';
import { staffPurchaseRevokeSchema, staffSubscriptionGrantSchema } from '@marginalia/contracts/digital/digital-editing.contract';
import { digitalPurchasePaths } from '@marginalia/contracts/digital/digital.paths';
import { requireStaff, requireUser } from '../../platform/session/session';
import { findAllProducts } from './digital-purchases.repository';
import { customerPurchases, grantUses, productView, purchaseStatus, saveProduct } from './digital-purchases.service';
import { purchaseOffers } from './purchase-offers.service';
import { extendPurchase, grantSubscription, revokePurchase } from './subscriptions.service';

const tags = ['digital-purchases'];

/** Digital products: offers, the purchase poll, and the staff catalogue and grants (README.md). Payments are the kinds' own routes. */
export async function digitalPurchasesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    digitalPurchasePaths.offers,
    { config: { access: 'owner' }, schema: { tags, summary: 'Products of a kind priced for the user, the payment methods and currencies', querystring: purchaseOffersQuerySchema, response: { 200: purchaseOffersResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return purchaseOffers(app.platform.db, await app.applicationLoader.application(request), user, request.query.kind, request.query.currency);
    },
  );

  routes.get(
    digitalPurchasePaths.status.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'A purchase by its receipt code: pending, completed or failed', params: z.object({ receiptCode: z.string().min(1).max(64) }), response: { 200: purchaseStatusResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return purchaseStatus(app.platform.db, user.id, request.params.receiptCode, new Date());
    },
  );

  routes.get(
    digitalPurchasePaths.staffProducts,
    { config: { access: 'staff' }, schema: { tags, summary: 'Staff: the digital catalogue', response: { 200: staffDigitalProductsResponseSchema } } },
    async (request) => {
      requireStaff(request);
      return { products: (await findAllProducts(app.platform.db)).map(productView) };
    },
  );

  routes.put(
    digitalPurchasePaths.staffProduct.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Staff: create or change a digital product', params: z.object({ identity: z.string().min(1).max(48) }), body: staffDigitalProductSchema, response: { 200: staffDigitalProductSchema } } },
    async (request) => {
      const staff = requireStaff(request);
      return saveProduct(app.platform.db, staff.id, request.params.identity, request.body, new Date());
    },
  );

  routes.get(
    digitalPurchasePaths.staffCustomerPurchases.template,
    { config: { access: 'staff' }, schema: { tags, summary: "Staff: a customer's digital purchases and uses", params: z.object({ identity: z.string().min(1).max(64) }), response: { 200: staffCustomerPurchasesResponseSchema } } },
    async (request) => {
      requireStaff(request);
      return { purchases: await customerPurchases(app.platform.db, request.params.identity, new Date()) };
    },
  );

  routes.post(
    digitalPurchasePaths.staffCustomerPurchases.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Staff: grant digital uses to a customer (audited)', params: z.object({ identity: z.string().min(1).max(64) }), body: grantDigitalUsesSchema, response: { 200: digitalPurchaseRecordSchema } } },
    async (request) => {
      const staff = requireStaff(request);
      return grantUses(app.platform.db, staff.id, request.params.identity, request.body, new Date());
    },
  );

  routes.post(
    digitalPurchasePaths.staffEditingSubscription.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Staff: a digital-editing subscription for a customer, after the running one (audited)', params: z.object({ identity: z.string().min(1).max(64) }), body: staffSubscriptionGrantSchema, response: { 200: digitalPurchaseRecordSchema } } },
    async (request) => {
      const staff = requireStaff(request);
      return grantSubscription(app.platform.db, staff.id, request.params.identity, request.body, new Date());
    },
  );

  routes.post(
    digitalPurchasePaths.staffExtendPurchase.template,
    { config: { access: 'staff' }, schema: { tags, summary: "Staff: a purchase's end moved later (audited)", params: z.object({ identity: z.string().min(1).max(64) }), body: staffSubscriptionGrantSchema, response: { 200: digitalPurchaseRecordSchema } } },
    async (request) => {
      const staff = requireStaff(request);
      return extendPurchase(app.platform.db, staff.id, request.params.identity, request.body, new Date());
    },
  );

  routes.post(
    digitalPurchasePaths.staffRevokePurchase.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Staff: a purchase ended now (audited)', params: z.object({ identity: z.string().min(1).max(64) }), body: staffPurchaseRevokeSchema, response: { 200: digitalPurchaseRecordSchema } } },
    async (request) => {
      const staff = requireStaff(request);
      return revokePurchase(app.platform.db, staff.id, request.params.identity, request.body, new Date());
    },
  );
}
