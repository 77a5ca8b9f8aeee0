import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translateMessage } from '../i18n/catalogues';
import { AppError } from './app-error';
import { requestLanguage } from '../http/request-language';

/** The body of every non-2xx answer: `error.error` is the message key, `error.message` its translation. */
export interface ErrorBody {
  statusCode: number;
  error: { error: string; message: string; params: Record<string, string | number>; fields: Record<string, { error: string; message: string }> };
}

function body(request: FastifyRequest, status: number, key: string, params: Record<string, string | number> = {}, fields: Record<string, string> = {}): ErrorBody {
  const language = requestLanguage(request);
  return {
    statusCode: status,
    error: {
      error: key,
      message: translateMessage(language, key, params),
      params,
      fields: Object.fromEntries(
        Object.entries(fields).map(([field, fieldKey]) => [field, { error: fieldKey, message: translateMessage(language, fieldKey) }]),
      ),
    },
  };
}

/**
 * Maps every failure to a translated answer. Expected failures (AppError, validation, malformed bodies,
 * oversized payloads) are 4xx; only a genuine bug yields a 500, and it is logged with the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(body(request, error.statusCode, error.key, error.params, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || zodPath?.map(String).join('.') || '_';
        fields[String(path)] = 'validation-field-invalid';
      }
      return reply.code(400).send(body(request, 400, 'validation-error', {}, fields));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const key = status === 413 ? 'payload-too-large' : status === 415 ? 'unsupported-media-type' : status === 429 ? 'rate-limited' : status === 404 ? 'not-found' : 'bad-request';
      return reply.code(status).send(body(request, status, key));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body(request, 500, 'server-error'));
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(body(request, 404, 'not-found')));
}
