import { CSRF_COOKIE, CSRF_HEADER } from '../../packages/contracts/src/auth/auth.constants';
import type { Metrics } from './mixed-metrics';

/** A request's answer: its status, and the body as text (JSON parsed on demand) or bytes. */
export interface Answer {
  status: number;
  text: string;
  bytes: number;
  contentType: string;
}

export interface CallOptions {
  /** A JSON body (sent with the CSRF token, as the web app's api client does). */
  json?: unknown;
  /** A multipart body (uploads). */
  form?: FormData;
  /** A plain HTML form's post (application/x-www-form-urlencoded). */
  urlencoded?: string;
  query?: Record<string, string | number>;
  /** Statuses that are a correct answer here; 2xx by default. */
  expect?: readonly number[];
  /** A page navigation (HTML) rather than an API call. */
  page?: boolean;
}

/** A request that failed: an unexpected status, or no answer at all. Already counted in the metrics. */
export class CallFailed extends Error {
  constructor(
    readonly operation: string,
    readonly status: string,
  ) {
    super(`${operation} answered ${status}`);
  }
}

const REQUEST_TIMEOUT_MS = 60_000;

/**
 * One simulated person's browser: a cookie jar, the address it comes from (X-Forwarded-For, which the
 * server believes with TRUST_PROXY), and the CSRF header on state-changing calls. Every request is timed
 * under `METHOD /route/:template` in the shared metrics.
 */
export class PersonClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private address: string,
    private readonly metrics: Metrics,
  ) {}

  /** Forgets the session (signing out, or a new visit), keeping nothing. */
  clearCookies(): void {
    this.cookies.clear();
  }

  /** A new visit from another network (another day, home or lab): no cookies, another address. */
  newVisit(address: string): void {
    this.cookies.clear();
    this.address = address;
  }

  async call(method: string, template: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const operation = `${method} ${template}`;
    const url = new URL(path, this.baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      accept: options.page ? 'text/html,application/xhtml+xml' : 'application/json',
      'accept-encoding': 'gzip, br',
      'user-agent': 'marginalia-mixed-bench',
    };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') {
      headers.origin = this.baseUrl;
      const token = this.cookies.get(CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = decodeURIComponent(token);
    }
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    else if (options.urlencoded !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.urlencoded;
    }

    const started = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      this.keepCookies(response.headers.getSetCookie());
      const contentType = response.headers.get('content-type') ?? '';
      const textual = contentType.includes('json') || contentType.includes('text');
      const buffer = Buffer.from(await response.arrayBuffer());
      answer = { status: response.status, text: textual ? buffer.toString('utf8') : '', bytes: buffer.length, contentType };
    } catch (error) {
      this.metrics.record(operation, performance.now() - started);
      this.metrics.error(operation, 'network', (error as Error).message);
      throw new CallFailed(operation, 'network');
    }
    this.metrics.record(operation, performance.now() - started);
    const expected = options.expect ? options.expect.includes(answer.status) : answer.status >= 200 && answer.status < 300;
    if (!expected) {
      this.metrics.error(operation, String(answer.status), answer.text);
      throw new CallFailed(operation, String(answer.status));
    }
    return answer;
  }

  /** The same, parsing the JSON answer. */
  async json<T>(method: string, template: string, path: string, options: CallOptions = {}): Promise<T> {
    return JSON.parse((await this.call(method, template, path, options)).text) as T;
  }

  private keepCookies(lines: readonly string[]): void {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const removed = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
