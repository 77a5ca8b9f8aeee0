import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderFormPaths, reeditStartPath, reworkStartPath, stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import { reworkBasicDetailsSchema } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { reworkRequestResponseSchema } from '@marginalia/contracts/orders/reedit.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { requestLanguage } from '../../platform/http/request-language';
import { orderParams } from '../../platform/http/order-params';
import { requestRework, startReedit, startRework } from './reedit.service';

const tags = ['orders'];
const formParams = z.object({ id: z.string().trim().min(1).max(64) });
const redirect = { 302: z.null().describe('redirect') };

/**
 * Re-edit and rework (reedit.service.ts). The two starts are
 * browser navigations: a visitor is sent to login and back to the re-edit page, a started form opens on
 * the order form's rework-get-started step. Paths: reeditStartPath, reworkStartPath, orderFormPaths.reworkRequest.
 */
export async function reeditRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const navigate = (start: typeof startReedit) => async (request: FastifyRequest<{ Params: { externalId: string } }>, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const language = requestLanguage(request);
    if (!request.session.user) {
      const back = `/${language}${orderRoutes.reedit(request.params.externalId)}`;
      return reply.redirect(`/${language}/login?redirect=${encodeURIComponent(back)}`, 302);
    }
    await start(app, request, request.params.externalId);
    return reply.redirect(`/${language}${stepUrl('rework-get-started')}`, 302);
  };

  routes.get(reeditStartPath.template, { config: { access: 'owner' }, schema: { tags, summary: 'Starts the re-edit of a completed order (free touch-up or paid re-edit) and opens its form', params: orderParams, response: redirect } }, navigate(startReedit));
  routes.get(reworkStartPath.template, { config: { access: 'owner' }, schema: { tags, summary: 'Starts the scientific rework request of a completed order and opens its form', params: orderParams, response: redirect } }, navigate(startRework));

  routes.post(
    orderFormPaths.reworkRequest.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Sends a rework form: the free rework order is made at once (path ours)', params: formParams, body: reworkBasicDetailsSchema, response: { 200: reworkRequestResponseSchema } } },
    async (request) => requestRework(app, request, request.params.id, request.body),
  );
}
