import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaChallengeSchema } from '@marginalia/contracts/captcha/captcha.contract';
import { CAPTCHA_PATHS } from '@marginalia/contracts/captcha/captcha.paths';
import { createCaptchaChallenge } from './captcha';

/** The captcha's challenge (README.md here). Served whatever the `captcha` flag says: other features may ask for one. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    CAPTCHA_PATHS.challenge,
    {
      config: { access: 'public' },
      schema: { tags: ['captcha'], summary: 'A new proof-of-work challenge (ALTCHA), good for five minutes', response: { 200: captchaChallengeSchema } },
    },
    async (_request, reply) => {
      const { captchaDifficulty } = await app.applicationLoader.settings();
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(app.platform, captchaDifficulty);
    },
  );
}
