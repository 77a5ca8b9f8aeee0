import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@marginalia/contracts/auth/auth.constants';

/**
 * A browser of the portal as far as the API sees one: it keeps its cookies (session, CSRF) and echoes the
 * CSRF token on every state-changing call, like the web app does.
 */
export interface PortalClient {
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** A multipart upload, as the order form's file field sends it: the `kind` field, then the file. */
  upload<T = unknown>(path: string, kind: string, fileName: string, content: Buffer): Promise<{ status: number; body: T }>;
}

export function portalClient(baseUrl: string): PortalClient {
  // Signing in hands out a new CSRF token; the header always echoes the cookie's current one.
  const cookies = new Map<string, string>([[CSRF_COOKIE, randomBytes(18).toString('base64url')]]);
  async function send<T>(method: string, path: string, contentType: string | null, body: string | Buffer | undefined) {
    const headers: Record<string, string> = {
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '',
      accept: 'application/json',
    };
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(new URL(path, baseUrl), { method, headers, body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  return {
    request: <T>(method: string, path: string, body?: unknown) => send<T>(method, path, body === undefined ? null : 'application/json', body === undefined ? undefined : JSON.stringify(body)),
    upload<T>(path: string, kind: string, fileName: string, content: Buffer) {
      const boundary = `----crash${randomBytes(8).toString('hex')}`;
      const multipart = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return send<T>('POST', path, `multipart/form-data; boundary=${boundary}`, multipart);
    },
  };
}

const UNITED_STATES = 237;

/** Registers a researcher through the API (the client is then signed in as them); answers their e-mail. */
export async function registerResearcher(client: PortalClient, name: string): Promise<string> {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.test`;
  const response = await client.request('POST', '/api/auth/register', {
    firstName: 'Ada',
    lastName: name,
    email,
    password: 'a long enough password 1',
    countryId: UNITED_STATES,
    foundUs: 'colleague',
    dataProtectionConsent: true,
    timeZone: 'UTC',
  });
  if (response.status !== 200) throw new Error(`registration answered ${response.status}: ${JSON.stringify(response.body)}`);
  return email;
}

/** A deterministic pseudo-random sequence (mulberry32), so a failing round can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
