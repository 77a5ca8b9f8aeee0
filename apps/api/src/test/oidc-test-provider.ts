import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Configuration, type JWK } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, for API tests and browser
 * journeys. Its sign-in page is a plain HTML form (no development interactions): type an account's id
 * or e-mail and press "Sign in", or press "Cancel" to refuse. Code-flow ID tokens carry only `sub`;
 * e-mail and names come from the userinfo endpoint, as at many real providers.
 */

export interface TestAccount {
  accountId: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcTestProviderOptions {
  accounts: TestAccount[];
  clients: TestClient[];
  /** A fixed port; a free one when absent. */
  port?: number;
}

export interface OidcTestProvider {
  issuer: string;
  /** Adds or replaces an account while the provider runs. */
  addAccount(account: TestAccount): void;
  /**
   * Plays the browser at the provider without a browser: opens the authorization URL, signs in as
   * `login` (account id or e-mail) and returns the URL the provider sends the browser back to.
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  /** Like signIn, but the person presses "Cancel": returns the error redirect to the client. */
  refuse(authorizationUrl: string): Promise<string>;
  close(): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, clientId: string, error: string | null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local OpenID provider — sign in</title>
<style>body{font-family:sans-serif;max-width:26rem;margin:4rem auto;color:#222}label{display:block;margin:1rem 0 .3rem}
input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{margin-top:1rem;padding:.5rem 1.2rem;font-size:1rem}
.error{color:#b00020}</style></head>
<body><h1>Local OpenID provider</h1><p>Sign in to continue to <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Account or e-mail</label><input id="login" name="login" autocomplete="username" autofocus required>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Keeps the provider's state in memory, for as long as the test runs (the built-in one warns on every start). */
function memoryAdapter(): (name: string) => Adapter {
  const store = new Map<string, AdapterPayload>();
  return (name) => {
    const key = (id: string) => `${name}:${id}`;
    return {
      async upsert(id, payload) {
        store.set(key(id), payload);
      },
      find: async (id) => store.get(key(id)),
      findByUserCode: async (userCode) => [...store.values()].find((p) => p.userCode === userCode),
      findByUid: async (uid) => [...store.values()].find((p) => p.uid === uid),
      async consume(id) {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
      },
    };
  };
}

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' } as JWK;
}

export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const accounts = new Map(options.accounts.map((a) => [a.accountId, a]));
  const findByLogin = (login: string) => accounts.get(login) ?? [...accounts.values()].find((a) => a.email?.toLowerCase() === login.toLowerCase());

  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
  const server: Server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    adapter: memoryAdapter(),
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.email ? (account.emailVerified ?? false) : undefined,
          given_name: account.givenName,
          family_name: account.familyName,
          name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const providerHandler = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    const clientId = String(details.params.client_id ?? '');
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, clientId, null));
      return;
    }
    if (path.endsWith('/abort')) {
      await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The person refused to sign in' }, { mergeWithLastSubmission: false });
      return;
    }
    const login = (await formBody(request)).get('login')?.trim() ?? '';
    const account = findByLogin(login);
    if (!account) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, clientId, `No account "${login}" here.`));
      return;
    }
    // Consent is given together with the sign-in: this provider serves only first-party test clients.
    const grant = new provider.Grant({ accountId: account.accountId, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { login: { accountId: account.accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  handler = (request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (!path.startsWith('/interaction/')) {
      providerHandler(request, response);
      return;
    }
    interaction(request, response, path).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(`interaction failed: ${(error as Error).message}`);
    });
  };

  /** A minimal cookie-keeping browser: follows the provider's redirects until one leaves the provider. */
  async function browse(authorizationUrl: string, submit: (interactionUrl: string, cookie: string) => Promise<Response>): Promise<string> {
    const cookies = new Map<string, string>();
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    let url = authorizationUrl;
    let submitted = false;
    for (let hop = 0; hop < 10; hop++) {
      if (!url.startsWith(issuer)) return url;
      const response = url.includes('/interaction/') && !submitted ? await submit(url, cookieHeader()) : await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      if (url.includes('/interaction/')) submitted = true;
      keep(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status} at ${url}: ${(await response.text()).slice(0, 300)}`);
      url = new URL(location, url).toString();
    }
    throw new Error('too many redirects at the provider');
  }

  const post = (url: string, cookie: string, body: string) =>
    fetch(url, { method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body });

  return {
    issuer,
    addAccount(account) {
      accounts.set(account.accountId, account);
    },
    signIn: (authorizationUrl, login) => browse(authorizationUrl, (url, cookie) => post(`${url}/login`, cookie, new URLSearchParams({ login }).toString())),
    refuse: (authorizationUrl) => browse(authorizationUrl, (url, cookie) => post(`${url}/abort`, cookie, '')),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
