import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_CHALLENGE_PATH, captchaChallengeSchema } from '@marginalia/contracts/captcha/captcha.contract';

/** GET /api/captcha/challenge: a fresh challenge for any form that asks visitors for a captcha. */
export function registerCaptchaRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    CAPTCHA_CHALLENGE_PATH,
    {
      config: { access: 'public' },
      schema: { tags: ['captcha'], summary: 'A proof-of-work challenge (ALTCHA) for a form a visitor sends', response: { 200: captchaChallengeSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.platform.captcha.challenge();
    },
  );
}
