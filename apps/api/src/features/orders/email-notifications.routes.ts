import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  certificateDetailsRequestSchema,
  certificateDetailsResponseSchema,
  emailNotificationsRequestSchema,
  emailNotificationsResponseSchema,
} from '@marginalia/contracts/orders/email-notifications.contract';
import { certificateDetailsPath, emailNotificationsPath } from '@marginalia/contracts/orders/orders.paths';
import { requireUser } from '../../platform/session/session';
import { orderParams } from '../../platform/http/order-params';
import { loadCertificateDetails, saveCertificateDetails, saveNotificationEmails } from './email-notifications.service';

const tags = ['orders'];

/** The thank-you view's forms: the owner's order only; another user's is 404, a visitor 401. */
export async function emailNotificationsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.platform;

  routes.post(
    emailNotificationsPath.template,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'More addresses (comma-separated) that the order e-mails also go to; empty text clears them',
        params: orderParams,
        body: emailNotificationsRequestSchema,
        response: { 200: emailNotificationsResponseSchema },
      },
    },
    async (request) => saveNotificationEmails(db, requireUser(request).id, request.params.externalId, request.body.notificationEmails),
  );

  routes.get(
    certificateDetailsPath.template,
    { config: { access: 'owner' }, schema: { tags, summary: "The certificate's project title and authors and the notification addresses (path ours)", params: orderParams, response: { 200: certificateDetailsResponseSchema } } },
    async (request) => loadCertificateDetails(db, requireUser(request).id, request.params.externalId),
  );

  routes.put(
    certificateDetailsPath.template,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Project title and authors for the certificate not issued yet, kept on the order form (path ours)',
        params: orderParams,
        body: certificateDetailsRequestSchema,
        response: { 200: certificateDetailsResponseSchema },
      },
    },
    async (request) => saveCertificateDetails(db, requireUser(request).id, request.params.externalId, request.body),
  );
}
