import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archiveAssessmentResponseSchema,
  assessmentIdParamsSchema,
  assessmentReportSchema,
  assessmentSearchQuerySchema,
  assessmentSearchResponseSchema,
  createAssessmentResponseSchema,
} from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { grammarCheckPaths } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { AppError } from '../../platform/errors/app-error';
import { requestLanguage } from '../../platform/http/request-language';
import { requireUser } from '../../platform/session/session';
import { requireVisitorCaptcha } from '../../platform/captcha/captcha-guard';
import { assessmentCaller } from './assessment-access';
import { readAssessmentUpload } from './assessment-upload';
import { archiveAssessment, createAssessment, requestAddress, searchAssessments } from './grammar-check.service';
import { assessmentReport } from './report.service';
import { assessmentPdf } from './report-pdf.service';

const tags = ['grammar-check'];

/**
 * The grammar check (README.md): upload a manuscript, list the assessments, archive one, read the report
 * and its PDF. Signed-in users with the feature on, and visitors while anonymous assessment is allowed.
 */
export async function grammarCheckRoutes(app: FastifyInstance): Promise<void> {
  // Multipart parsing only for this plugin's routes; limits are set per request from the settings.
  await app.register(multipart);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    grammarCheckPaths.create,
    {
      config: { access: 'visitor-or-owner' },
      schema: { tags, summary: 'Assess a manuscript (multipart: captcha for visitors when required, then one .doc or .docx file)', consumes: ['multipart/form-data'], response: { 200: createAssessmentResponseSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
      const settings = await app.applicationLoader.settings();
      const caller = assessmentCaller(app, request, reply, settings, true);
      if (!caller.owner) throw new AppError(401, 'login-required');
      const owner = caller.owner;
      const context = { platform: app.platform, settings, language: requestLanguage(request), address: requestAddress(request), now: new Date() };
      return readAssessmentUpload(
        request,
        settings.maxUploadBytes,
        // Before a byte of the file is stored: a visitor's captcha while the flag is on.
        (fields) => requireVisitorCaptcha(app, request, fields.captcha),
        (upload) => createAssessment(context, owner, upload),
      );
    },
  );

  routes.get(
    grammarCheckPaths.search,
    { config: { access: 'visitor-or-owner' }, schema: { tags, summary: "The caller's assessments: a page (?page) or the ones named (?identities), with the percentiles", querystring: assessmentSearchQuerySchema, response: { 200: assessmentSearchResponseSchema } } },
    async (request, reply) => {
      const caller = assessmentCaller(app, request, reply, await app.applicationLoader.settings(), false);
      reply.header('cache-control', 'private, no-store');
      return searchAssessments(app.platform, caller, request.query, requestLanguage(request));
    },
  );

  routes.post(
    grammarCheckPaths.archive.template,
    { config: { access: 'owner' }, schema: { tags, summary: 'Remove an assessment from the list (its file and findings are deleted)', params: assessmentIdParamsSchema, response: { 200: archiveAssessmentResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      // Refuses a user without the feature, as every other call does.
      assessmentCaller(app, request, reply, await app.applicationLoader.settings(), false);
      return archiveAssessment(app.platform, user.id, request.params.id);
    },
  );

  routes.get(
    grammarCheckPaths.report.template,
    { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'The Language Quality Report with every finding (path ours)', params: assessmentIdParamsSchema, response: { 200: assessmentReportSchema } } },
    async (request, reply) => {
      const caller = assessmentCaller(app, request, reply, await app.applicationLoader.settings(), false);
      reply.header('cache-control', 'private, no-store');
      return assessmentReport(app.platform.db, caller.owner, request.params.id, requestLanguage(request), caller.user === null);
    },
  );

  routes.get(
    grammarCheckPaths.pdf.template,
    { config: { access: 'visitor-or-owner' }, schema: { tags, summary: 'The report as a PDF in the reader\'s language (path ours)', params: assessmentIdParamsSchema } },
    async (request, reply) => {
      const caller = assessmentCaller(app, request, reply, await app.applicationLoader.settings(), false);
      const reader = await app.applicationLoader.currentUser(request);
      const { pdf, fileName } = await assessmentPdf(app, caller, request.params.id, { language: requestLanguage(request), timeZone: reader.timeZone, currency: reader.currency });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
