import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactResponseSchema, pricingQuerySchema, pricingResponseSchema } from '@marginalia/contracts/site/site.contract';
import { sitePaths } from '@marginalia/contracts/site/site.paths';
import { contactDetails } from './contact.service';
import { priceList } from './pricing.service';

const tags = ['site'];

/** The site's pages that read live data (README.md): the price list and the contact details. Public. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    sitePaths.pricing,
    { config: { access: 'public' }, schema: { tags, summary: 'The live price list: every service with its bins, turnaround and rush, the bundles and the additional services, in a currency', querystring: pricingQuerySchema, response: { 200: pricingResponseSchema } } },
    async (request, reply) => {
      // Prices follow the catalogue staff edit at run time: a browser may keep them a minute.
      reply.header('cache-control', request.session.user ? 'private, max-age=60' : 'public, max-age=60');
      return priceList(app, request, request.query.currency);
    },
  );

  routes.get(
    sitePaths.contact,
    { config: { access: 'public' }, schema: { tags, summary: 'The company, its addresses and hours, the answer time promised and whether staff are signed in now', response: { 200: contactResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return contactDetails(app, request);
    },
  );
}
