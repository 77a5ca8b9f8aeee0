import { resolve } from 'node:path';
import { z } from 'zod';

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
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Run job workers inside the web process (embedded mode); `npm run worker` runs them separately. */
  IN_PROCESS_WORKERS: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  /** WeChat sign-in: `sandbox` (a local approval page, no account needed) or `official` (an Official Account). */
  WECHAT_MODE: z.enum(['sandbox', 'official']).default('sandbox'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  /** The token configured as the Official Account's server token; signs the event callbacks. */
  WECHAT_TOKEN: z.string().optional(),
});

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
  webDist: string | undefined;
  /** Cookies get `Secure` when the public URL is HTTPS. */
  secureCookies: boolean;
  wechat: WechatConfig;
}

export type WechatConfig =
  | { mode: 'sandbox' }
  | { mode: 'official'; appId: string; appSecret: string; token: string };

function wechatConfig(parsed: z.infer<typeof envSchema>): WechatConfig {
  if (parsed.WECHAT_MODE === 'sandbox') return { mode: 'sandbox' };
  const { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: appSecret, WECHAT_TOKEN: token } = parsed;
  if (!appId || !appSecret || !token) throw new Error('WECHAT_MODE=official needs WECHAT_APP_ID, WECHAT_APP_SECRET and WECHAT_TOKEN');
  return { mode: 'official', appId, appSecret, token };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  // An empty variable means "not set" (CI and test harnesses blank variables out this way).
  const parsed = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    storageUrl: parsed.STORAGE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: parsed.PUBLIC_URL,
    logLevel: parsed.LOG_LEVEL,
    inProcessWorkers: parsed.IN_PROCESS_WORKERS ? parsed.IN_PROCESS_WORKERS === 'true' : !parsed.DATABASE_URL,
    webDist: parsed.WEB_DIST,
    secureCookies: parsed.PUBLIC_URL.startsWith('https://'),
    wechat: wechatConfig(parsed),
    ...overrides,
  };
}
