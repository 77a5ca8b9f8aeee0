import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assessmentIdParamsSchema } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { fromLanguageAssessmentPath } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import { requestLanguage } from '../../platform/http/request-language';
import { AppError } from '../../platform/errors/app-error';
import { assessmentCaller } from './assessment-access';
import { requireOwnedAssessment } from './report.service';
import { MANUSCRIPT_START_STEP, startFormWithManuscript } from '../order-form/order-form.public';

const redirect = { 302: z.null().describe('redirect') };

/**
 * GET /api/order-form/from-language-assessment/{id}: a browser navigation from the report's "start an
 * order". It starts an editing order form with the assessed manuscript attached (a copy), counted and
 * detected as English, and opens the form at its services step. An assessment that is not completed
 * answers 409; a visitor whose browser has no such assessment 404, like anyone else.
 */
export async function orderStartRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    fromLanguageAssessmentPath.template,
    { config: { access: 'visitor-or-owner' }, schema: { tags: ['grammar-check'], summary: 'Start an order form with the assessed manuscript attached, at the services step', params: assessmentIdParamsSchema, response: redirect } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const settings = await app.applicationLoader.settings();
      const caller = assessmentCaller(app, request, reply, settings, false);
      const row = await requireOwnedAssessment(app.platform.db, caller.owner, request.params.id);
      if (row.scoreStatus !== 'completed' || row.wordCount === null || !row.storageKey || !caller.owner) throw new AppError(409, 'language-assessment-not-completed');
      const localization = caller.user?.localization ?? (await app.applicationLoader.hostLocalization(request)) ?? 'us';
      await startFormWithManuscript(
        app.platform,
        { owner: caller.owner, localization, quotas: settings.storageQuotas, address: request.ip || 'unknown', now: new Date() },
        { fileName: row.name, contentType: row.contentType, size: row.size, sha256: row.sha256, storageKey: row.storageKey, wordCount: row.wordCount, languageIsoCode: 'en' },
      );
      return reply.redirect(`/${requestLanguage(request)}${stepUrl(MANUSCRIPT_START_STEP)}`, 302);
    },
  );
}
