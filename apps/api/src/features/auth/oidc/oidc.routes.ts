import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_PATHS } from '@marginalia/contracts/auth/auth.paths';
import { OidcClients } from './oidc-providers';
import { finishProviderSignIn, startProviderSignIn } from './oidc.service';

const providerParams = z.object({ providerId: z.string().max(100) });
const startQuery = z.object({
  redirect: z.string().optional().describe('A path of this site to open after signing in'),
  origin: z.string().optional().describe('Carried through to the registration screen'),
});
const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
const redirectResponse = { 302: z.null().describe('Location: the provider, the portal page to open, or /{lang}/login/failure/oauth-failure') };

/**
 * Sign-in with OpenID Connect providers.
 * Both are browser navigations answered with redirects; the callback is protected by state (bound to
 * the browser by a cookie), PKCE and the ID token's nonce. See README.md here.
 */
export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const clients = new OidcClients();

  routes.get(
    AUTH_PATHS.providerStart.template,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Starts a sign-in at an OpenID Connect provider (browser navigation)',
        params: providerParams,
        querystring: startQuery,
        response: redirectResponse,
      },
    },
    async (request, reply) => {
      const location = await startProviderSignIn(app, clients, request, reply, request.params.providerId, request.query);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
  );

  routes.get(
    AUTH_PATHS.providerCallback.template,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "The provider's redirect back: signs in, links the account, or opens the confirm screen",
        params: providerParams,
        querystring: callbackQuery,
        response: redirectResponse,
      },
    },
    async (request, reply) => {
      const location = await finishProviderSignIn(app, clients, request, reply, request.params.providerId);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
  );
}
