import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_LIFETIME_MS, decodeCaptchaPayload, encodeCaptchaPayload } from '@marginalia/contracts/captcha/captcha.contract';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { spentCaptchas } from '../db/schema/all-tables';
import { CAPTCHA_KEY_FILE, captchaSecrets, dataDirKey } from './captcha-key';
import { createCaptchaChallenge, verifyCaptcha, type CaptchaPlatform } from './captcha';
import { deleteExpiredCaptchas } from './captcha.repository';
import { solvedPayload } from './captcha-test-support';

let opened: TestDatabase;
let platform: CaptchaPlatform;
beforeAll(async () => {
  opened = await openTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  platform = { config: { captchaHmacKey: undefined, dataDir: mkdtempSync(join(tmpdir(), 'mg-captcha-')) }, db: opened.database.db };
});
afterAll(async () => {
  await opened?.close();
});

/** A challenge of at most 10 derivations, solved: a few milliseconds. */
async function solved(now = new Date()) {
  const challenge = await createCaptchaChallenge(platform, 10, now);
  return { challenge, payload: await solvedPayload(challenge) };
}

describe('verifyCaptcha', () => {
  it('accepts a solved challenge of ours once', async () => {
    const { payload } = await solved();
    expect(await verifyCaptcha(platform, payload)).toBe('verified');
  });

  it('refuses a solution sent again, in this process or another sharing the database and key', async () => {
    const { payload } = await solved();
    expect(await verifyCaptcha(platform, payload)).toBe('verified');
    expect(await verifyCaptcha(platform, payload)).toBe('replayed');
    // Another API process: its own connections (PostgreSQL), the same DATA_DIR.
    const another = process.env.TEST_DATABASE_URL ? await opened.openAnother() : opened.database;
    expect(await verifyCaptcha({ config: { ...platform.config }, db: another.db }, payload)).toBe('replayed');
  });

  it('lets exactly one of several simultaneous uses of a solution through', async () => {
    const { payload } = await solved();
    const another = process.env.TEST_DATABASE_URL ? await opened.openAnother() : opened.database;
    const verdicts = await Promise.all([platform.db, another.db, platform.db, another.db].map((db) => verifyCaptcha({ config: platform.config, db }, payload)));
    expect(verdicts.filter((verdict) => verdict === 'verified')).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict === 'replayed')).toHaveLength(3);
  });

  it('refuses an expired challenge, however well solved', async () => {
    const issued = new Date(Date.now() - CAPTCHA_LIFETIME_MS - 1000);
    const { payload } = await solved(issued);
    expect(await verifyCaptcha(platform, payload)).toBe('expired');
    // Five seconds from its end, a challenge still works.
    const lastMoment = await solved(new Date(Date.now() - CAPTCHA_LIFETIME_MS + 5000));
    expect(await verifyCaptcha(platform, lastMoment.payload)).toBe('verified');
  });

  it('refuses a challenge whose parameters were changed: an easier prefix, a later expiry, no expiry', async () => {
    const { payload } = await solved();
    const decoded = decodeCaptchaPayload(payload);
    if (!decoded) throw new Error('not decoded');
    const { challenge, solution } = decoded;
    const edited = (parameters: Partial<typeof challenge.parameters>) => encodeCaptchaPayload({ ...challenge, parameters: { ...challenge.parameters, ...parameters } }, solution);
    expect(await verifyCaptcha(platform, edited({ keyPrefix: '00' }))).toBe('tampered');
    expect(await verifyCaptcha(platform, edited({ expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 }))).toBe('tampered');
    const { expiresAt: _dropped, ...withoutExpiry } = challenge.parameters;
    expect(await verifyCaptcha(platform, encodeCaptchaPayload({ ...challenge, parameters: withoutExpiry }, solution))).toBe('tampered');
    expect(await verifyCaptcha(platform, encodeCaptchaPayload({ ...challenge, signature: 'ab'.repeat(32) }, solution))).toBe('tampered');
    // Untouched, it still works: nothing above spent it.
    expect(await verifyCaptcha(platform, payload)).toBe('verified');
  });

  it('refuses a wrong solution and a challenge signed with another key', async () => {
    const { payload } = await solved();
    const decoded = decodeCaptchaPayload(payload);
    if (!decoded) throw new Error('not decoded');
    const wrongKey = encodeCaptchaPayload(decoded.challenge, { ...decoded.solution, derivedKey: 'ff'.repeat(32) });
    expect(await verifyCaptcha(platform, wrongKey)).toBe('wrong-solution');

    const elsewhere = { config: { captchaHmacKey: 'another-deployment-key-of-32-characters!', dataDir: platform.config.dataDir }, db: platform.db };
    const foreign = await createCaptchaChallenge(elsewhere, 10);
    expect(await verifyCaptcha(platform, await solvedPayload(foreign))).toBe('tampered');
  });

  it('calls anything that is not a payload malformed', async () => {
    for (const text of ['', 'not base64 at all!', btoa('not json'), btoa('{"challenge":{}}'), btoa(JSON.stringify({ challenge: { parameters: {}, signature: 'ab' }, solution: { counter: -1, derivedKey: 'zz' } }))]) {
      expect(await verifyCaptcha(platform, text)).toBe('malformed');
    }
  });

  it('stores used solutions until their challenge expires, and forgets them after', async () => {
    const { challenge, payload } = await solved();
    expect(await verifyCaptcha(platform, payload)).toBe('verified');
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
    const stored = async () => (await platform.db.select().from(spentCaptchas)).find((row) => row.signature === challenge.signature);
    expect((await stored())?.expiresAt.getTime()).toBe(expiresAt.getTime());

    await deleteExpiredCaptchas(platform.db, new Date(expiresAt.getTime() - 1000));
    expect(await stored()).toBeDefined();
    expect(await deleteExpiredCaptchas(platform.db, new Date(expiresAt.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBeUndefined();
  });
});

describe('the captcha key', () => {
  it('is generated once in the data directory, readable by its owner only, and the same for every process', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'mg-captcha-key-')), 'data');
    const first = dataDirKey(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(dataDirKey(dataDir)).toBe(first);
    expect(readFileSync(join(dataDir, CAPTCHA_KEY_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, CAPTCHA_KEY_FILE)).mode & 0o077).toBe(0);
    expect(dataDirKey(mkdtempSync(join(tmpdir(), 'mg-captcha-key-')))).not.toBe(first);
  });

  it('comes from CAPTCHA_HMAC_KEY when it is set, and nothing is written', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mg-captcha-key-'));
    const key = 'a-configured-captcha-key-of-32-chars-or-more';
    expect(captchaSecrets({ captchaHmacKey: key, dataDir })).toEqual(captchaSecrets({ captchaHmacKey: key, dataDir: '/elsewhere' }));
    expect(captchaSecrets({ captchaHmacKey: key, dataDir })).not.toEqual(captchaSecrets({ captchaHmacKey: `${key}!`, dataDir }));
    expect(() => statSync(join(dataDir, CAPTCHA_KEY_FILE))).toThrow();
  });
});
