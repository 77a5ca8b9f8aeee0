import { createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';

/** The file in DATA_DIR that keeps the generated key when CAPTCHA_HMAC_KEY is not set. */
export const CAPTCHA_KEY_FILE = 'captcha-hmac-key';

/** The two secrets altcha-lib signs with: the challenge's parameters, and the key its solution must derive. */
export interface CaptchaSecrets {
  challenge: string;
  derivedKey: string;
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

function readKey(path: string): string | null {
  try {
    const key = readFileSync(path, 'utf8').trim();
    return key.length >= 32 ? key : null;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/**
 * The key kept in `dataDir`, created on first use. It is written to a file of its own, then linked into place,
 * which fails when the name exists: of several processes starting together on one DATA_DIR, one key wins and
 * every process reads that one, never a half-written file.
 */
export function dataDirKey(dataDir: string): string {
  const path = join(dataDir, CAPTCHA_KEY_FILE);
  const existing = readKey(path);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, path);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(draft);
  }
  const key = readKey(path);
  if (!key) throw new Error(`${path} holds no captcha key of 32 characters or more: delete it or set CAPTCHA_HMAC_KEY`);
  return key;
}

/** The secrets, derived from CAPTCHA_HMAC_KEY or the data directory's key, so one key serves both purposes. */
export function captchaSecrets(config: Pick<AppConfig, 'captchaHmacKey' | 'dataDir'>): CaptchaSecrets {
  const key = config.captchaHmacKey ?? dataDirKey(config.dataDir);
  const derive = (purpose: string) => createHmac('sha256', key).update(`marginalia-captcha:${purpose}`).digest('base64url');
  return { challenge: derive('challenge'), derivedKey: derive('derived-key') };
}
