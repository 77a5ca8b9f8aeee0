import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountResponseSchema,
  addressIdParamsSchema,
  addressRequestSchema,
  addressResponseSchema,
  confirmEmailParamsSchema,
  confirmEmailResponseSchema,
  deleteAddressResponseSchema,
  identityParamsSchema,
  updateDetailsRequestSchema,
  updateDetailsResponseSchema,
} from '@marginalia/contracts/account/account.contract';
import {
  ACCOUNT_ADDRESSES_PATH,
  ACCOUNT_PATH,
  ACCOUNT_REDIRECT_PATH,
  accountAddressPath,
  accountDataExportPath,
  accountUpdateDetailsPath,
  confirmEmailPath,
} from '@marginalia/contracts/account/account.paths';
import { requireUser } from '../../platform/session/session';
import { getAccount } from './account.service';
import { accountRedirectTarget } from './account-redirect.service';
import { changeAddress, createAddress, removeAddress } from './addresses.service';
import { confirmEmailChange } from './email-change.service';
import { updateDetails } from './update-details.service';
import { exportPersonalData } from './data-export.service';

const tags = ['account'];

/** Before the body is validated: a visitor is asked to sign in (401) whatever they sent. */
async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** The account and its saved addresses; rules and chosen paths in README.md. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    ACCOUNT_PATH,
    {
      preValidation: signedIn,
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The account, its saved addresses and the choices its forms offer',
        response: { 200: accountResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getAccount(app, request);
    },
  );

  routes.put(
    accountUpdateDetailsPath.template,
    {
      preValidation: signedIn,
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Updates personal details, changes the password or e-mail address, or closes the account',
        params: identityParamsSchema,
        body: updateDetailsRequestSchema,
        response: { 200: updateDetailsResponseSchema },
      },
    },
    async (request, reply) => updateDetails(app, request, reply, request.params.id, request.body),
  );

  routes.post(
    confirmEmailPath.template,
    {
      preValidation: signedIn,
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Confirms an e-mail change with the link sent to the new address',
        params: confirmEmailParamsSchema,
        response: { 200: confirmEmailResponseSchema },
      },
    },
    async (request) => confirmEmailChange(app, request, request.params.secret),
  );

  routes.post(
    ACCOUNT_ADDRESSES_PATH,
    {
      preValidation: signedIn,
      config: { access: 'owner' },
      schema: { tags, summary: 'Saves a new address', body: addressRequestSchema, response: { 200: addressResponseSchema } },
    },
    async (request) => createAddress(app, request, request.body.address),
  );

  routes.put(
    accountAddressPath.template,
    {
      preValidation: signedIn,
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Saves an address',
        params: addressIdParamsSchema,
        body: addressRequestSchema,
        response: { 200: addressResponseSchema },
      },
    },
    async (request) => changeAddress(app, request, request.params.id, request.body.address),
  );

  routes.delete(
    accountAddressPath.template,
    {
      preValidation: signedIn,
      config: { access: 'owner' },
      schema: { tags, summary: 'Deletes an address', params: addressIdParamsSchema, response: { 200: deleteAddressResponseSchema } },
    },
    async (request) => removeAddress(app, request, request.params.id),
  );

  routes.get(
    accountDataExportPath.template,
    {
      preValidation: signedIn,
      config: { access: 'owner' },
      schema: { tags, summary: 'Downloads everything the portal keeps about the signed-in person, as one JSON file (path ours)', params: identityParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await exportPersonalData(app, request, request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  // Browser navigation (the localization redirect), hence a redirect rather than JSON.
  routes.get(
    ACCOUNT_REDIRECT_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Sends a signed-in user to their localization's site, a visitor to login",
        response: { 302: z.null().describe('redirect') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.redirect(await accountRedirectTarget(app, request), 302);
    },
  );
}
