import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ErrorBody } from './error-body';

/** What the error handler answers, with every part filled in. */
const ERROR_BODY: ErrorBody = {
  statusCode: 400,
  error: {
    error: 'validation-error',
    message: 'Some of the information you entered is not valid.',
    params: { max: 64, name: 'paper.docx' },
    fields: { nickname: { error: 'validation-field-invalid', message: 'This value is not valid.' } },
  },
};

interface Parser {
  safeParse(value: unknown): { success: boolean };
}

const isParser = (schema: unknown): schema is Parser => typeof schema === 'object' && schema !== null && typeof (schema as Parser).safeParse === 'function';

/** Declared error responses the error handler never answers, and why. */
const OWN_ANSWERS: Record<string, string> = {
  'GET /healthz 503': 'the health check sends its own body when the database is down and throws nothing',
  'HEAD /healthz 503': 'the same check, for HEAD',
  'GET /readyz 503': 'the readiness check sends its own body naming the failing checks (each check catches its own failure)',
  'HEAD /readyz 503': 'the same check, for HEAD',
};

/** An error status as Fastify reads response keys: 404, '404', '4xx', '5xx' or 'default'. */
const isErrorStatus = (status: string) => /^[45]/.test(status) || status === 'default';

describe('declared error responses', () => {
  const routes: RouteOptions[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
  });
  afterAll(async () => t?.close());

  it("accept the error handler's JSON body on every route, or its answer would become a 500", () => {
    const declared = routes.flatMap((route) =>
      Object.entries((route.schema?.response ?? {}) as Record<string, unknown>)
        .filter(([status]) => isErrorStatus(status))
        .map(([status, schema]) => ({ route: `${String(route.method)} ${route.url} ${status}`, schema })),
    );
    // The sandboxes' pages declare their own error pages; the check must have seen them.
    expect(declared.map((each) => each.route)).toContain('POST /api/auth/wechat-sandbox/:ticket/approve 400');
    const refusing = declared.filter(({ schema }) => !isParser(schema) || !schema.safeParse(ERROR_BODY).success).map((each) => each.route);
    expect(refusing.filter((route) => !(route in OWN_ANSWERS))).toEqual([]);
  });
});
