import type { FastifyInstance } from 'fastify';

/**
 * Test support: every operation of the OpenAPI document the server generates from its zod contracts, in a
 * form the whole-portal gates (bad input, authorization) can walk without knowing any route by hand.
 */

/** A JSON Schema as the document holds it (from zod through fastify-type-provider-zod). */
export type JsonSchema = Record<string, unknown>;

export interface OperationParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** Upper case: GET, POST, PUT, PATCH, DELETE. */
  method: string;
  /** The document's path, `{name}` for parameters: `/api/order/{externalId}`. */
  path: string;
  /** `METHOD path`, the operation's name in failures and in tables keyed by operation. */
  key: string;
  summary: string;
  tags: string[];
  parameters: OperationParameter[];
  /**
   * Request body schemas by content type (`application/json`…); empty without a declared body — multipart
   * uploads read their parts in the handler and declare none.
   */
  body: Record<string, JsonSchema>;
  /**
   * Answers with a stream that stays open (server-sent events, `text/event-stream`): a gate reads its status
   * and headers, then goes away, instead of waiting for an end that never comes.
   */
  streams: boolean;
}

interface DocumentOperation {
  summary?: string;
  tags?: string[];
  parameters?: OperationParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** The media type of a stream that stays open. */
export const EVENT_STREAM_TYPE = 'text/event-stream';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The OpenAPI document of a ready app (`@fastify/swagger` decorates it with `swagger()`). */
export function openApiDocument(app: FastifyInstance): { paths: Record<string, Partial<Record<(typeof METHODS)[number], DocumentOperation>>> } {
  return (app as unknown as { swagger(): ReturnType<typeof openApiDocument> }).swagger();
}

/** Every operation of the document, sorted by path then method so runs walk them in one order. */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(openApiDocument(app).paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const body: Record<string, JsonSchema> = {};
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) body[type] = content.schema ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        summary: operation.summary ?? '',
        tags: operation.tags ?? [],
        parameters: (operation.parameters ?? []).map((p) => ({ in: p.in, name: p.name, required: Boolean(p.required), schema: p.schema ?? {} })),
        body,
        streams: Object.values(operation.responses ?? {}).some((response) => EVENT_STREAM_TYPE in (response.content ?? {})),
      });
    }
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The URL of an operation with its path parameters filled in (each value URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}
