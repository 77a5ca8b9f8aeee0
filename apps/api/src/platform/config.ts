import { resolve } from 'node:path';
import { z } from 'zod';
import { storedAuthenticationProviderSchema, type StoredAuthenticationProvider } from '@marginalia/contracts/app-config/settings.contract';
import { DEVELOPMENT_WEBHOOK_SECRET, sandboxRefusal } from './sandboxes';
import type { TranslationConfig } from './translation/engines';

/** A configuration the portal cannot start with; the message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://… selects a real PostgreSQL server; absent means embedded PGlite in DATA_DIR/db. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** s3://key:secret@host:port/bucket?region=…&forcePathStyle=true selects S3-compatible storage. */
  STORAGE_URL: z.string().optional(),
  /** smtp(s)://user:pass@host:port sends e-mail for real; absent writes to the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Marginalia <support@marginalia.local>'),
  /** The address users reach; unset, `http://localhost:{PORT}`, so links in e-mails point at the port in use. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Run job workers inside the web process (embedded mode); `npm run worker` runs them separately. */
  IN_PROCESS_WORKERS: z.enum(['true', 'false']).optional(),
  /** Start the document readers and the language engine as soon as a process that runs jobs starts (`false`: on first use). */
  PREWARM_WORKERS: z.enum(['true', 'false']).default('true'),
  /** Seconds a running job's lock lasts unless its worker renews it; after that another worker takes the job back. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  /** Seconds between the keep-alive comments of an event stream (proxies cut idle connections, most at 60 s). */
  EVENT_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(25),
  /**
   * Which proxies to believe about the client address (X-Forwarded-For), which the per-address rate limits
   * use: `true` (any) or a comma-separated list of proxy addresses/CIDRs. Unset: none.
   */
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** GET /metrics on the main port answers only with `Authorization: Bearer {METRICS_TOKEN}`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** GET /metrics on a port of its own (on METRICS_HOST) instead of the main one; workers serve it there too. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** /readyz fails when a due job has waited longer than this for a worker (the workers are down or swamped). */
  /** The release this process runs, as the System page shows it (a tag or commit set by the deployment); else the git commit, if any. */
  RELEASE: z.string().max(100).optional(),
  /** Retention (platform/retention): days an expired session or sign-in link is kept after it expired. */
  RETENTION_EXPIRED_SESSION_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  /** Hours a rate-limit hit is kept; never less than the longest limit's window (a day). */
  RETENTION_RATE_LIMIT_HOURS: z.coerce.number().int().min(24).max(24 * 3650).default(48),
  /** Days a finished (done) job row is kept; dead jobs, which staff may still retry, RETENTION_DEAD_JOB_DAYS. */
  RETENTION_JOB_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  RETENTION_DEAD_JOB_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days a message is kept in the e-mail outbox (DATA_DIR/outbox). */
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  READY_MAX_JOB_WAIT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(120),
  NODE_ENV: z.string().default('development'),
  /**
   * WeChat sign-in: `sandbox` (a local approval page, no account needed), `official` (an Official Account) or
   * `off` (no WeChat sign-in, whatever the wechat_sso flag says).
   */
  WECHAT_MODE: z.enum(['sandbox', 'official', 'off']).default('sandbox'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  /** The token configured as the Official Account's server token; signs the event callbacks. */
  WECHAT_TOKEN: z.string().optional(),
  /** JSON array of OpenID Connect providers (settings entries plus `clientSecret`) that add to or replace the stored ones. */
  AUTH_PROVIDERS_JSON: z.string().optional(),
  /** Journal type-ahead: `stored` (our journals table) or `crossref` (Crossref's journal list, falling back to stored); `CROSSREF_MAILTO` joins Crossref's polite pool. */
  JOURNAL_DIRECTORY: z.enum(['stored', 'crossref']).default('stored'),
  CROSSREF_MAILTO: z.email().optional(),
  /** `sandbox` (default: test cards and approve/decline pages inside the portal) or `braintree`. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'braintree']).default('sandbox'),
  /** Signs the sandbox gateway's webhooks; the default is public (DEVELOPMENT_WEBHOOK_SECRET), so set it in any shared deployment. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default(DEVELOPMENT_WEBHOOK_SECRET),
  /**
   * Signs the captcha's challenges (platform/captcha). Unset: a random key generated once and kept in
   * DATA_DIR/captcha-hmac-key, which every process sharing DATA_DIR reads.
   */
  CAPTCHA_HMAC_KEY: z.string().min(32, 'CAPTCHA_HMAC_KEY must be at least 32 characters long').optional(),
  /** `true` lets the sandboxes run although PUBLIC_URL is not a local address (a shared demo); see sandboxes.ts. */
  ALLOW_SANDBOX: z.enum(['true', 'false']).optional(),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  BRAINTREE_MERCHANT_ID: z.string().optional(),
  BRAINTREE_PUBLIC_KEY: z.string().optional(),
  BRAINTREE_PRIVATE_KEY: z.string().optional(),
  /** JSON object: currency ISO code → Braintree merchant account id (one per settlement currency). */
  BRAINTREE_MERCHANT_ACCOUNTS: z.string().optional(),
  /** An engine speaking LibreTranslate's API (platform/translation): the way to Chinese → English. */
  TRANSLATION_ENGINE_URL: z.string().url().optional(),
  TRANSLATION_ENGINE_KEY: z.string().optional(),
  /** Source languages sent to that engine, comma-separated (es,pt,zh); default zh. */
  TRANSLATION_ENGINE_PAIRS: z.string().regex(/^(es|pt|zh)(,(es|pt|zh))*$/).optional(),
  /** The Apertium executable and its modes (Debian's `apertium` packages by default). */
  APERTIUM_COMMAND: z.string().default('apertium'),
  APERTIUM_MODES_DIR: z.string().default('/usr/share/apertium/modes'),
});

export interface PaymentsConfig {
  gateway: 'sandbox' | 'braintree';
  webhookSecret: string;
  braintree: { environment: 'sandbox' | 'production'; merchantId: string; publicKey: string; privateKey: string; merchantAccounts: Record<string, string> } | null;
}

function paymentsConfig(parsed: z.infer<typeof envSchema>): PaymentsConfig {
  const base = { webhookSecret: parsed.PAYMENT_WEBHOOK_SECRET };
  if (parsed.PAYMENT_GATEWAY === 'sandbox') return { ...base, gateway: 'sandbox', braintree: null };
  const { BRAINTREE_MERCHANT_ID: merchantId, BRAINTREE_PUBLIC_KEY: publicKey, BRAINTREE_PRIVATE_KEY: privateKey } = parsed;
  if (!merchantId || !publicKey || !privateKey) throw new ConfigError('PAYMENT_GATEWAY=braintree needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY');
  const merchantAccounts = z.record(z.string(), z.string()).parse(JSON.parse(parsed.BRAINTREE_MERCHANT_ACCOUNTS ?? '{}'));
  return { ...base, gateway: 'braintree', braintree: { environment: parsed.BRAINTREE_ENVIRONMENT, merchantId, publicKey, privateKey, merchantAccounts } };
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  storageUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  inProcessWorkers: boolean;
  /** PREWARM_WORKERS: boot the document readers and the language engine at start, so the first upload does not wait for them. */
  prewarmWorkers: boolean;
  /** JOB_LEASE_SECONDS: how soon a job whose worker died is taken back by another (platform/jobs). */
  jobLeaseSeconds: number;
  /** EVENT_HEARTBEAT_SECONDS: how often an idle event stream sends a comment (platform/realtime). */
  eventHeartbeatSeconds: number;
  /** Fastify's `trustProxy`: false unless TRUST_PROXY names the proxies in front of the portal. */
  trustProxy: boolean | string[];
  webDist: string | undefined;
  /** Who may read GET /metrics (platform/http/metrics-route.ts): a bearer token, a port of its own, or both; neither: nobody. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** READY_MAX_JOB_WAIT_SECONDS: how long a due job may wait before /readyz says the workers are not claiming jobs. */
  readyMaxJobWaitSeconds: number;
  /** RELEASE: the deployed release's name, shown on the staff System page. */
  release: string | undefined;
  /** How long the retention job keeps each kind of row (RETENTION_* variables; platform/retention). */
  retention: RetentionPeriods;
  /** Cookies get `Secure` when the public URL is HTTPS. */
  secureCookies: boolean;
  wechat: WechatConfig;
  /** OpenID Connect providers from `AUTH_PROVIDERS_JSON`, without secrets; they add to or replace the stored ones. */
  authProviders: StoredAuthenticationProvider[];
  /** Client secrets keyed by the `{ID}` of `AUTH_PROVIDER_{ID}_CLIENT_SECRET`; read them with providerClientSecret. */
  authProviderSecrets: Record<string, string>;
  /** Which journal directory the type-ahead searches (features/journals). */
  journalDirectory: { kind: 'stored' | 'crossref'; crossrefMailto: string | undefined };
  /** The payment gateway (platform/payments). */
  payments: PaymentsConfig;
  /** CAPTCHA_HMAC_KEY, or undefined for the key kept in the data directory (platform/captcha/captcha-key.ts). */
  captchaHmacKey: string | undefined;
  /** ALLOW_SANDBOX=true: the sandboxes may run on an address that is not local (sandboxes.ts). */
  allowSandbox: boolean;
  /** Machine translation engines (platform/translation/README.md). */
  translation: TranslationConfig;
}

export interface RetentionPeriods {
  expiredSessionDays: number;
  rateLimitHours: number;
  jobDays: number;
  deadJobDays: number;
  outboxDays: number;
}

export type WechatConfig =
  | { mode: 'sandbox' }
  | { mode: 'official'; appId: string; appSecret: string; token: string }
  | { mode: 'off' };

function wechatConfig(parsed: z.infer<typeof envSchema>): WechatConfig {
  if (parsed.WECHAT_MODE === 'sandbox') return { mode: 'sandbox' };
  if (parsed.WECHAT_MODE === 'off') return { mode: 'off' };
  const { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: appSecret, WECHAT_TOKEN: token } = parsed;
  if (!appId || !appSecret || !token) throw new ConfigError('WECHAT_MODE=official needs WECHAT_APP_ID, WECHAT_APP_SECRET and WECHAT_TOKEN');
  return { mode: 'official', appId, appSecret, token };
}

/** An `AUTH_PROVIDERS_JSON` entry: enabled unless it says otherwise, with its secret beside it. */
const configuredProviderSchema = storedAuthenticationProviderSchema.extend({
  enabled: z.boolean().default(true),
  clientId: z.string().min(1).max(500),
  clientSecret: z.string().min(1).max(1000).optional(),
});
type ConfiguredProvider = z.infer<typeof configuredProviderSchema>;

/** The `{ID}` of `AUTH_PROVIDER_{ID}_CLIENT_SECRET`: the provider id upper-cased, `-` turned into `_`. */
function secretKey(providerId: string): string {
  return providerId.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

function parseConfiguredProviders(json: string | undefined): ConfiguredProvider[] {
  if (json === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new ConfigError(`AUTH_PROVIDERS_JSON is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = z.array(configuredProviderSchema).safeParse(value);
  if (!parsed.success) throw new ConfigError(`AUTH_PROVIDERS_JSON is invalid:\n${z.prettifyError(parsed.error)}`);
  const ids = parsed.data.map((p) => p.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new ConfigError(`AUTH_PROVIDERS_JSON lists the provider "${repeated}" twice`);
  return parsed.data;
}

/** Client secrets by secretKey(provider id): `AUTH_PROVIDER_{ID}_CLIENT_SECRET`, overridden by `AUTH_PROVIDERS_JSON`. */
function providerSecrets(env: Record<string, string | undefined>, configured: ConfiguredProvider[]): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^AUTH_PROVIDER_([A-Z0-9_]+)_CLIENT_SECRET$/.exec(name);
    if (match?.[1] && value) secrets[match[1]] = value;
  }
  for (const provider of configured) if (provider.clientSecret) secrets[secretKey(provider.id)] = provider.clientSecret;
  return secrets;
}

/** The client secret of a provider, if the environment gives one (public clients using PKCE alone have none). */
export function providerClientSecret(config: Pick<AppConfig, 'authProviderSecrets'>, providerId: string): string | undefined {
  return config.authProviderSecrets[secretKey(providerId)];
}

export function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The configuration from the environment. Throws a ConfigError when it is invalid, and when sandboxes would run
 * on an address others reach without ALLOW_SANDBOX=true (sandboxRefusal).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  // An empty variable means "not set" (CI and test harnesses blank variables out this way).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) throw new ConfigError(`The environment is invalid:\n${z.prettifyError(result.error)}`);
  const parsed = result.data;
  const dataDir = resolve(parsed.DATA_DIR);
  const configuredProviders = parseConfiguredProviders(parsed.AUTH_PROVIDERS_JSON);
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  const config: AppConfig = {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    storageUrl: parsed.STORAGE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    inProcessWorkers: parsed.IN_PROCESS_WORKERS ? parsed.IN_PROCESS_WORKERS === 'true' : !parsed.DATABASE_URL,
    prewarmWorkers: parsed.PREWARM_WORKERS === 'true',
    jobLeaseSeconds: parsed.JOB_LEASE_SECONDS,
    eventHeartbeatSeconds: parsed.EVENT_HEARTBEAT_SECONDS,
    webDist: parsed.WEB_DIST,
    metrics: { token: parsed.METRICS_TOKEN, port: parsed.METRICS_PORT, host: parsed.METRICS_HOST },
    readyMaxJobWaitSeconds: parsed.READY_MAX_JOB_WAIT_SECONDS,
    release: parsed.RELEASE,
    retention: {
      expiredSessionDays: parsed.RETENTION_EXPIRED_SESSION_DAYS,
      rateLimitHours: parsed.RETENTION_RATE_LIMIT_HOURS,
      jobDays: parsed.RETENTION_JOB_DAYS,
      deadJobDays: parsed.RETENTION_DEAD_JOB_DAYS,
      outboxDays: parsed.RETENTION_OUTBOX_DAYS,
    },
    secureCookies: publicUrl.startsWith('https://'),
    wechat: wechatConfig(parsed),
    authProviders: configuredProviders.map(({ clientSecret: _secret, ...provider }) => provider),
    authProviderSecrets: providerSecrets(present, configuredProviders),
    journalDirectory: { kind: parsed.JOURNAL_DIRECTORY, crossrefMailto: parsed.CROSSREF_MAILTO },
    payments: paymentsConfig(parsed),
    captchaHmacKey: parsed.CAPTCHA_HMAC_KEY,
    allowSandbox: parsed.ALLOW_SANDBOX === 'true',
    translation: {
      engineUrl: parsed.TRANSLATION_ENGINE_URL ?? null,
      engineKey: parsed.TRANSLATION_ENGINE_KEY ?? null,
      httpSources: parsed.TRANSLATION_ENGINE_PAIRS ? (parsed.TRANSLATION_ENGINE_PAIRS.split(',') as TranslationConfig['httpSources']) : null,
      apertiumCommand: parsed.APERTIUM_COMMAND,
      apertiumModesDir: parsed.APERTIUM_MODES_DIR,
      timeoutMs: 120_000,
    },
    ...overrides,
  };
  const refusal = sandboxRefusal(config);
  if (refusal) throw new ConfigError(refusal);
  return config;
}

/** loadConfig for the commands (server, worker, demo seeding): a refused configuration ends the process with its reason. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
}
