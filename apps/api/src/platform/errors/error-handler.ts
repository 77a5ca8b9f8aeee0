import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translateMessage } from '../i18n/catalogues';
import { AppError } from './app-error';
import type { ErrorBody } from './error-body';
import { loggedError } from './error-log';
import { requestLanguage } from '../http/request-language';
import { isMessageKey } from '@marginalia/contracts/i18n/message-keys';
import { MESSAGE_PARAMS } from '@marginalia/contracts/auth/credentials';

type FieldParams = Record<string, string | number>;
type FieldError = string | { key: string; params: FieldParams };

interface ZodIssueLike {
  path?: PropertyKey[];
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/** A schema issue as a field error: the message key the contract gave it (with its bounds), or a generic one. */
function fieldErrorOf(issue: ZodIssueLike | undefined): FieldError {
  const key = issue?.message;
  if (!isMessageKey(key)) return 'validation-field-invalid';
  const params: FieldParams = {};
  if (typeof issue?.minimum === 'number') params.min = issue.minimum;
  if (typeof issue?.maximum === 'number') params.max = issue.maximum;
  return { key, params: { ...params, ...MESSAGE_PARAMS[key] } };
}

function body(request: FastifyRequest, status: number, key: string, params: Record<string, string | number> = {}, fields: Record<string, FieldError> = {}): ErrorBody {
  const language = requestLanguage(request);
  return {
    statusCode: status,
    error: {
      error: key,
      message: translateMessage(language, key, params),
      params,
      fields: Object.fromEntries(
        Object.entries(fields).map(([field, fieldError]) => {
          const { key: fieldKey, params: fieldParams } = typeof fieldError === 'string' ? { key: fieldError, params: {} } : fieldError;
          return [field, { error: fieldKey, message: translateMessage(language, fieldKey, { ...MESSAGE_PARAMS[fieldKey], ...fieldParams }) }];
        }),
      ),
    },
  };
}

/**
 * Maps every failure to a translated answer. Expected failures (AppError, validation, malformed bodies,
 * oversized payloads) are 4xx; only a genuine bug yields a 500, and it is logged with its route and the
 * request id, as `loggedError` describes it (error-log.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(body(request, error.statusCode, error.key, error.params, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, FieldError> = {};
      for (const issue of error.validation) {
        // fastify-type-provider-zod keeps the issue's message on the error and the rest of it (minimum, maximum…) in params.
        const zodIssue: ZodIssueLike = { ...(issue.params as ZodIssueLike | undefined), message: issue.message };
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        // The first problem of a field is the one to show.
        fields[String(path)] ??= fieldErrorOf(zodIssue);
      }
      return reply.code(400).send(body(request, 400, 'validation-error', {}, fields));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const key = status === 413 ? 'payload-too-large' : status === 415 ? 'unsupported-media-type' : status === 429 ? 'rate-limited' : status === 404 ? 'not-found' : 'bad-request';
      return reply.code(status).send(body(request, status, key));
    }
    // Only what the logs may hold: never the query's parameters, the body or the message's values.
    request.log.error({ error: loggedError(error), route: request.routeOptions.url, requestId: request.id }, 'unhandled error');
    return reply.code(500).send(body(request, 500, 'server-error'));
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(body(request, 404, 'not-found')));
}
