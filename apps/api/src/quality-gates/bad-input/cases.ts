import { BROKEN_BODIES } from '../../test/broken-multipart';
import { fillPath, type Operation } from '../../test/openapi-operations';
import type { Random } from './random';
import { placesOf, REMOVE, sampleOf, withPlace } from './sample';
import { BAD_JSON_VALUES, BAD_URL_VALUES, DEEP_NESTING, jsonWith, MEGABYTE_STRING_LENGTH, shown, type BadValue } from './values';

/** One request of the gate, as `app.inject` takes it; `payload` is sent byte for byte. */
export interface BadRequest {
  /** What is bad about it, for the report: `body address.name = unpaired high surrogate`. */
  name: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** Cookies added after the role's own (`mg_lang=__proto__`). */
  cookies?: string;
  /** Headers that replace the role's own. */
  headers?: Record<string, string>;
}

/** The families of bad input; each run draws some of each for every operation and role. */
export type Family = 'path' | 'query' | 'body field' | 'body' | 'content type' | 'multipart' | 'headers';

export interface CandidateCase {
  family: Family;
  huge: boolean;
  build(): BadRequest;
}

const JSON_TYPE = 'application/json';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The value of a path parameter that names something of the caller's own (their order form, their user), so
 * that bad input reaches the handler's work instead of a 404; undefined for a sample value.
 */
export type OwnValues = (path: string, parameter: string) => string | undefined;

const NONE: OwnValues = () => undefined;

function pathParameters(operation: Operation, own: OwnValues): Record<string, string> {
  return Object.fromEntries(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, own(operation.path, p.name) ?? String(sampleOf(p.schema))]));
}

/** The path with sample parameters, but `name` written as the already-encoded `raw`. */
function pathWith(operation: Operation, own: OwnValues, name?: string, raw?: string): string {
  const placeholder = 'BADINPUTPLACEHOLDER';
  const filled = fillPath(operation.path, name ? { ...pathParameters(operation, own), [name]: placeholder } : pathParameters(operation, own));
  return name && raw !== undefined ? filled.replace(placeholder, raw) : filled;
}

/** The query a careful client would send: every required parameter with a sample value. */
function requiredQuery(operation: Operation, except?: string): string[] {
  return operation.parameters.filter((p) => p.in === 'query' && p.required && p.name !== except).map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema)))}`);
}

function url(path: string, query: string[]): string {
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

function jsonBodySchema(operation: Operation): Record<string, unknown> | undefined {
  return operation.body[JSON_TYPE];
}

/** The body a careful client would send (as JSON), or an empty object for a route that declares none. */
function sampleBody(operation: Operation): unknown {
  const schema = operation.body[JSON_TYPE] ?? operation.body['application/x-www-form-urlencoded'];
  return schema ? sampleOf(schema) : {};
}

function multipartBody(parts: { name: string; value: string | Buffer; fileName?: string }[], boundary = '----badinput7MA4YWxk'): { payload: Buffer; contentType: string } {
  const chunks = parts.map(
    (part) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`),
        Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
        Buffer.from('\r\n'),
      ]),
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function pathCases(operation: Operation, own: OwnValues): CandidateCase[] {
  const cases: CandidateCase[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    for (const bad of BAD_URL_VALUES) {
      cases.push({
        family: 'path',
        huge: Boolean(bad.huge),
        build: () => ({ name: `path ${parameter.name} = ${bad.name}`, method: operation.method, url: url(pathWith(operation, own, parameter.name, String(bad.make())), requiredQuery(operation)) }),
      });
    }
  }
  return cases;
}

const PROTOTYPE_QUERIES = ['__proto__=x', 'constructor=x', 'prototype=x', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__.polluted=1', 'hasOwnProperty=1', 'toString=1'];
const JUNK_QUERIES = ['&&&=&=x&x', 'unknownField=1', '%ED%A0%80=1', '%00=1', 'a%FF=%FF', '=', '?'];

function queryCases(operation: Operation, own: OwnValues): CandidateCase[] {
  const path = pathWith(operation, own);
  const cases: CandidateCase[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const others = requiredQuery(operation, parameter.name);
    for (const bad of BAD_URL_VALUES) {
      cases.push({ family: 'query', huge: Boolean(bad.huge), build: () => ({ name: `query ${parameter.name} = ${bad.name}`, method: operation.method, url: url(path, [...others, `${parameter.name}=${String(bad.make())}`]) }) });
    }
    for (const shape of [`${parameter.name}=1&${parameter.name}=2`, `${parameter.name}[]=1`, `${parameter.name}[a]=1`, parameter.name]) {
      cases.push({ family: 'query', huge: false, build: () => ({ name: `query ${shape}`, method: operation.method, url: url(path, [...others, shape]) }) });
    }
    if (parameter.required) cases.push({ family: 'query', huge: false, build: () => ({ name: `query without ${parameter.name}`, method: operation.method, url: url(path, others) }) });
  }
  for (const extra of [...PROTOTYPE_QUERIES, ...JUNK_QUERIES]) {
    cases.push({ family: 'query', huge: false, build: () => ({ name: `query ${extra}`, method: operation.method, url: url(path, [...requiredQuery(operation), extra]) }) });
  }
  return cases;
}

function json(operation: Operation, own: OwnValues, name: string, family: Family, body: () => string | Buffer, options: { contentType?: string; huge?: boolean } = {}): CandidateCase {
  return {
    family,
    huge: Boolean(options.huge),
    build: () => ({ name, method: operation.method, url: url(pathWith(operation, own), requiredQuery(operation)), contentType: options.contentType ?? JSON_TYPE, payload: body() }),
  };
}

function bodyFieldCases(operation: Operation, own: OwnValues): CandidateCase[] {
  const sample = sampleBody(operation);
  const cases: CandidateCase[] = [];
  for (const place of placesOf(sample)) {
    const at = place.join('.');
    for (const bad of BAD_JSON_VALUES) cases.push(json(operation, own, `body ${at} = ${bad.name}`, 'body field', () => jsonWith(bad, (v) => withPlace(sample, place, v)), { huge: bad.huge }));
    cases.push(json(operation, own, `body without ${at}`, 'body field', () => JSON.stringify(withPlace(sample, place, REMOVE))));
    // A prototype key beside the field, written by hand: an object literal would set the prototype instead.
    cases.push(json(operation, own, `body ${at} with __proto__ beside it`, 'body field', () => JSON.stringify(withPlace(sample, place, REMOVE)).replace(/^\{/, '{"__proto__":{"polluted":true},')));
  }
  return cases;
}

const MALFORMED_JSON: readonly [string, () => string | Buffer][] = [
  ['empty', () => ''],
  ['unclosed object', () => '{"a":'],
  ['missing value', () => '{"a":}'],
  ['single quotes', () => "{'a':1}"],
  ['trailing comma', () => '[1,]'],
  ['bare word', () => 'nul'],
  ['garbage after the value', () => '{}garbage'],
  ['byte order mark', () => '\ufeff{}'],
  ['NaN literal', () => '{"a":NaN}'],
  ['escaped unpaired surrogate', () => '{"a":"\\ud800"}'],
  ['escaped NUL in a key', () => '{"a\\u0000":1}'],
  ['invalid UTF-8 bytes', () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['raw surrogate bytes', () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d])],
  ['a lone number too big for a double', () => `{"a":1${'0'.repeat(400)}}`],
  ['duplicate keys', () => '{"a":1,"a":"x"}'],
  ['__proto__ key', () => '{"__proto__":{"polluted":true}}'],
  ['constructor.prototype key', () => '{"constructor":{"prototype":{"polluted":true}}}'],
  ['prototype key', () => '{"prototype":{"polluted":true}}'],
  [`${DEEP_NESTING} nested arrays`, () => `${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)}`],
  [`${DEEP_NESTING} nested objects`, () => `${'{"a":'.repeat(DEEP_NESTING)}1${'}'.repeat(DEEP_NESTING)}`],
  [`${DEEP_NESTING} unclosed arrays`, () => '['.repeat(DEEP_NESTING)],
];

function wholeBodyCases(operation: Operation, own: OwnValues): CandidateCase[] {
  const cases: CandidateCase[] = [];
  for (const bad of BAD_JSON_VALUES) cases.push(json(operation, own, `body = ${bad.name}`, 'body', () => jsonWith(bad, (v) => v), { huge: bad.huge }));
  for (const [name, make] of MALFORMED_JSON) cases.push(json(operation, own, `malformed JSON: ${name}`, 'body', make));
  const sample = sampleBody(operation);
  cases.push(json(operation, own, 'body with an unknown field', 'body', () => JSON.stringify({ ...(sample as object), unknownField: 'x' })));
  cases.push(json(operation, own, 'body over the size limit', 'body', () => JSON.stringify({ ...(sample as object), padding: 'x'.repeat(MEGABYTE_STRING_LENGTH + 100_000) }), { huge: true }));
  return cases;
}

function contentTypeCases(operation: Operation, own: OwnValues): CandidateCase[] {
  const sample = sampleBody(operation);
  const text = () => JSON.stringify(sample);
  const form = () => new URLSearchParams(Object.entries(sample as object).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  const multipart = () => multipartBody(Object.entries(sample as object).map(([k, v]) => ({ name: k, value: typeof v === 'string' ? v : JSON.stringify(v) })));
  const cases: CandidateCase[] = [
    json(operation, own, 'JSON as text/plain', 'content type', text, { contentType: 'text/plain' }),
    json(operation, own, 'JSON as application/xml', 'content type', text, { contentType: 'application/xml' }),
    json(operation, own, 'JSON as application/jsonx', 'content type', text, { contentType: 'application/jsonx' }),
    json(operation, own, 'JSON in upper case type', 'content type', text, { contentType: 'APPLICATION/JSON' }),
    json(operation, own, 'JSON declared latin1', 'content type', text, { contentType: 'application/json; charset=latin1' }),
    json(operation, own, 'JSON declared UTF-16', 'content type', () => Buffer.from(text(), 'utf16le'), { contentType: 'application/json; charset=utf-16' }),
    json(operation, own, 'JSON with a broken content type', 'content type', text, { contentType: 'application/json; ;;= charset' }),
    json(operation, own, 'JSON type, no body', 'content type', () => '', { contentType: JSON_TYPE }),
    json(operation, own, 'a form sent to a JSON route', 'content type', form, { contentType: 'application/x-www-form-urlencoded' }),
    json(operation, own, 'a form with prototype keys', 'content type', () => '__proto__[polluted]=1&constructor[prototype][polluted]=1&a=%ED%A0%80', { contentType: 'application/x-www-form-urlencoded' }),
    json(operation, own, 'a broken form', 'content type', () => '%%%&=&a=%FF%00', { contentType: 'application/x-www-form-urlencoded' }),
    {
      family: 'content type',
      huge: false,
      build: () => {
        const body = multipart();
        return { name: 'multipart sent to a JSON route', method: operation.method, url: url(pathWith(operation, own), requiredQuery(operation)), contentType: body.contentType, payload: body.payload };
      },
    },
    { family: 'content type', huge: false, build: () => ({ name: 'a body without a content type', method: operation.method, url: url(pathWith(operation, own), requiredQuery(operation)), payload: text() }) },
  ];
  return cases;
}

/** Multipart bodies a broken client sends, to every operation that declares no JSON body (the uploads among them). */
function multipartCases(operation: Operation, own: OwnValues): CandidateCase[] {
  const target = () => url(pathWith(operation, own), [...requiredQuery(operation), 'kind=manuscript']);
  const build = (name: string, body: { payload: Buffer; contentType: string }): BadRequest => ({ name, method: operation.method, url: target(), contentType: body.contentType, payload: body.payload });
  const upload = { fields: { kind: 'manuscript' }, fileName: 'paper.docx', content: Buffer.from('PK\u0003\u0004 not really a document') };
  const cases: CandidateCase[] = Object.entries(BROKEN_BODIES).map(([name, make]) => ({ family: 'multipart', huge: false, build: () => build(`multipart ${name}`, make(upload)) }));
  const parts: [string, () => { payload: Buffer; contentType: string }][] = [
    ['with a bad kind', () => multipartBody([{ name: 'kind', value: '\ud800\u0000' }, { name: 'file', value: upload.content, fileName: 'a.docx' }])],
    ['with a file name of control characters and a surrogate', () => multipartBody([{ name: 'kind', value: 'manuscript' }, { name: 'file', value: upload.content, fileName: '\u0001\u001b\ud800../../x.docx' }])],
    ['with an empty file', () => multipartBody([{ name: 'kind', value: 'manuscript' }, { name: 'file', value: Buffer.alloc(0), fileName: 'empty.docx' }])],
    ['with only fields', () => multipartBody([{ name: 'kind', value: 'manuscript' }, { name: '__proto__', value: 'x' }, { name: 'constructor', value: 'x' }])],
    ['with many fields', () => multipartBody(Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, value: 'x' })))],
    ['with junk instead of parts', () => ({ payload: Buffer.from('junk junk junk\r\n\r\n--'), contentType: 'multipart/form-data; boundary=----badinput' })],
    ['with an empty boundary', () => ({ payload: Buffer.from('--\r\n\r\n----\r\n'), contentType: 'multipart/form-data; boundary=' })],
    ['with a 200-character boundary', () => multipartBody([{ name: 'kind', value: 'manuscript' }], 'b'.repeat(200))],
    ['as JSON', () => ({ payload: Buffer.from('{"kind":"manuscript","file":"x"}'), contentType: JSON_TYPE })],
    ['as multipart/mixed', () => ({ ...multipartBody([{ name: 'kind', value: 'manuscript' }]), contentType: 'multipart/mixed; boundary=----badinput7MA4YWxk' })],
  ];
  for (const [name, make] of parts) cases.push({ family: 'multipart', huge: false, build: () => build(`multipart ${name}`, make()) });
  return cases;
}

const JUNK_COOKIE_VALUES = ['__proto__', 'constructor', '%ED%A0%80', '%FF%00', '"', 'x'.repeat(4_000), ''];
const JUNK_HEADERS: readonly [string, string][] = [
  ['accept-language', '__proto__'],
  ['accept-language', '*;q=NaN, en;q=1e308, ,;;,'],
  ['accept-language', `${'zh-Hant-TW-x-'.repeat(300)}`],
  ['x-forwarded-for', 'not-an-address'],
  ['x-forwarded-for', '999.1.1.1, ::ffff:zz, '],
  ['x-request-id', 'x'.repeat(65)],
  ['cookie', '=;=;;a;%%%; mg_session; mg_session=a=b=c'],
];

/** Cookies and headers no browser sends: junk in the language and session cookies, the language and proxy headers. */
function headerCases(operation: Operation, own: OwnValues): CandidateCase[] {
  const target = () => sampleUrl(operation, own);
  const body = BODY_METHODS.has(operation.method) ? { contentType: JSON_TYPE, payload: JSON.stringify(sampleBody(operation)) } : {};
  const cases: CandidateCase[] = [];
  for (const cookie of ['mg_lang', 'mg_session', 'mg_csrf']) {
    for (const junk of JUNK_COOKIE_VALUES) {
      cases.push({ family: 'headers', huge: false, build: () => ({ name: `cookie ${cookie}=${junk.slice(0, 20)}`, method: operation.method, url: target(), cookies: `${cookie}=${junk}`, ...body }) });
    }
  }
  for (const [name, junk] of JUNK_HEADERS) {
    cases.push({ family: 'headers', huge: false, build: () => ({ name: `header ${name}: ${junk.slice(0, 40)}`, method: operation.method, url: target(), headers: { [name]: junk }, ...body }) });
  }
  return cases;
}

/**
 * Sign-out operations are not sent: they end the session on purpose, by their last path segment
 * (`logout`, `logout.gif`). Every other operation is, and must leave the caller signed in.
 */
export function isSignOut(operation: Pick<Operation, 'path'>): boolean {
  return /^logout(\.|$)/i.test(operation.path.split('/').pop() ?? '');
}

/** Every bad request the gate knows for an operation, by family. */
export function candidateCases(operation: Operation, own: OwnValues = NONE): CandidateCase[] {
  const cases = [...pathCases(operation, own), ...queryCases(operation, own), ...headerCases(operation, own)];
  if (!BODY_METHODS.has(operation.method)) return cases;
  const declaresBody = Object.keys(operation.body).length > 0;
  if (declaresBody) cases.push(...bodyFieldCases(operation, own));
  cases.push(...wholeBodyCases(operation, own), ...contentTypeCases(operation, own));
  if (!jsonBodySchema(operation)) cases.push(...multipartCases(operation, own));
  return cases;
}

/** How many requests of each family one role sends to one operation. */
export const PER_FAMILY: Record<Family, number> = { path: 8, query: 8, 'body field': 20, body: 10, 'content type': 5, multipart: 5, headers: 3 };

/**
 * The requests one role sends to one operation this run: a seeded draw of each family (`scale` times the
 * counts above), with at most one megabyte-sized value, and only when `allowHuge` (one role per operation
 * carries the big ones).
 */
export function drawCases(candidates: CandidateCase[], random: Random, allowHuge: boolean, scale = 1): CandidateCase[] {
  const chosen: CandidateCase[] = [];
  for (const family of Object.keys(PER_FAMILY) as Family[]) {
    const ofFamily = candidates.filter((c) => c.family === family && !c.huge);
    chosen.push(...random.sample(ofFamily, Math.ceil(PER_FAMILY[family] * scale)));
  }
  const huge = candidates.filter((c) => c.huge);
  if (allowHuge && huge.length > 0) chosen.push(random.pick(huge));
  return chosen;
}

/** The operation's URL with sample path parameters and its required query parameters. */
export function sampleUrl(operation: Operation, own: OwnValues = NONE): string {
  return url(pathWith(operation, own), requiredQuery(operation));
}

/** A request as the report prints it, big values cut. */
export function describeRequest(request: BadRequest): string {
  const lines = [`${request.method} ${shown(request.url, 200)}`, `  input: ${request.name}`];
  if (request.contentType !== undefined) lines.push(`  content-type: ${shown(request.contentType, 120)}`);
  if (request.cookies !== undefined) lines.push(`  added cookies: ${shown(request.cookies, 120)}`);
  if (request.headers !== undefined) lines.push(`  headers: ${shown(request.headers, 200)}`);
  if (request.payload !== undefined) lines.push(`  body: ${shown(request.payload)}`);
  return lines.join('\n');
}

export type { BadValue };
