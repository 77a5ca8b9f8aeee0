import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  requestPasswordResetResponseSchema,
  requestPasswordResetSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from '@marginalia/contracts/auth/auth.contract';
import { AUTH_PATHS } from '@marginalia/contracts/auth/auth.paths';
import { endSession } from '../../platform/session/session';
import { login } from './auth.service';
import { logout, TRANSPARENT_GIF } from './logout';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { register } from './registration.service';

const tags = ['auth'];

/** Local sign-in, registration, password reset and logout (rules in README.md). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    AUTH_PATHS.login,
    { config: { access: 'public' }, schema: { tags, summary: 'Signs in with e-mail and password', body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => login(app, request, reply, request.body),
  );

  routes.post(
    AUTH_PATHS.register,
    { config: { access: 'public' }, schema: { tags, summary: 'Creates an account and signs it in', body: registerRequestSchema, response: { 200: registerResponseSchema } } },
    async (request, reply) => register(app, request, reply, request.body),
  );

  routes.post(
    AUTH_PATHS.requestPasswordReset,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mails a password reset link; answers the same whether or not the account exists',
        body: requestPasswordResetSchema,
        response: { 200: requestPasswordResetResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request, request.body.email, request.body.captcha);
      return { email: request.body.email };
    },
  );

  routes.post(
    AUTH_PATHS.resetPassword,
    { config: { access: 'public' }, schema: { tags, summary: 'Sets a new password from a reset link', body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } } },
    async (request) => resetPassword(app, request, request.body),
  );

  routes.post(
    AUTH_PATHS.logout,
    { config: { access: 'public' }, schema: { tags, summary: 'Signs this browser out; lists the logout images of the other localizations', response: { 200: logoutResponseSchema } } },
    async (request, reply) => logout(app, request, reply),
  );

  // A GET by design: other localizations' pages load it as an <img>. Forcing a logout from another
  // site is accepted (it can only sign out); it never changes anything else.
  routes.get(
    AUTH_PATHS.logoutImage,
    { config: { access: 'public' }, schema: { tags, summary: 'Cross-site logout image: ends the session and answers a 1×1 transparent GIF', response: { 200: z.unknown().describe('image/gif') } } },
    async (request, reply) => {
      await endSession(app.platform.db, request, reply);
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store')
        // Loaded as an image by the sister sites, so it must not be blocked as a cross-origin resource.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(TRANSPARENT_GIF);
    },
  );
}
