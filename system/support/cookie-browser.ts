import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@marginalia/contracts/auth/auth.constants';
import { LOAD_PATH } from '@marginalia/contracts/app-config/app-config.paths';

/**
 * A browser as the portal sees it over real HTTP: one cookie jar whatever process answers (as behind a
 * load balancer, where every process is the same origin), and the CSRF cookie echoed in its header on
 * every write.
 */
export class CookieBrowser {
  private cookies = new Map<string, string>();

  /**
   * A browser holding a CSRF cookie of its own making, as the web app's double-submit check accepts, so its
   * first write needs no load before it. Signing in hands out a new token; the header echoes the current one.
   */
  static withOwnCsrfToken(): CookieBrowser {
    const browser = new CookieBrowser();
    browser.cookies.set(CSRF_COOKIE, randomBytes(18).toString('base64url'));
    return browser;
  }

  /** Another browser with the same cookies (a stolen or kept copy of them). */
  copy(): CookieBrowser {
    const copy = new CookieBrowser();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Any call sets the CSRF cookie; the load is the one the web app makes first. */
  async open(base: string): Promise<void> {
    await this.fetch(base, 'GET', LOAD_PATH);
    if (!this.cookies.has(CSRF_COOKIE)) throw new Error(`no ${CSRF_COOKIE} cookie from ${base}`);
  }

  async fetch(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const sent: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (csrf && method !== 'GET') sent[CSRF_HEADER] = csrf;
    let payload: Uint8Array<ArrayBuffer> | string | undefined;
    if (typeof body === 'string') payload = body;
    else if (body instanceof Uint8Array) payload = new Uint8Array(body);
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] = 'application/json';
    }
    const response = await fetch(new URL(path, base), { method, headers: sent, body: payload, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.keep(line);
    return response;
  }

  /** JSON of a 2xx answer; anything else throws with the status and body. */
  async json<T = Record<string, unknown>>(base: string, method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.fetch(base, method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${base}${path}: ${response.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  }

  /** Status and JSON body (null when empty) of any answer, as an API client reads it. */
  async request<T = unknown>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const response = await this.fetch(base, method, path, body, { accept: 'application/json', ...headers });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** A multipart upload, as the order form's file field sends it: the `kind` field, then the file. */
  upload<T = unknown>(base: string, path: string, kind: string, fileName: string, content: Buffer, contentType = 'application/octet-stream'): Promise<{ status: number; body: T }> {
    const part = multipart(kind, fileName, content, contentType);
    return this.request<T>(base, 'POST', path, part.body, { 'content-type': part.contentType });
  }

  private keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    if (separator < 0) return;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
    if (value === '' || expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** A multipart body with the `kind` field first, then the file, as the web app sends an upload. */
export function multipart(kind: string, fileName: string, content: Buffer, contentType: string): { body: Buffer; contentType: string } {
  const boundary = `----system${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return { body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
