import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { captchaChallengeSchema, type CaptchaChallenge } from '@marginalia/contracts/captcha/captcha.contract';
import { CAPTCHA_PATHS } from '@marginalia/contracts/captcha/captcha.paths';
import { users } from '../../platform/db/schema/all-tables';
import { solvedPayload } from '../../platform/captcha/captcha-test-support';
import { useTestApp } from '../../test/use-test-app';
// Tests arrange settings the way staff change them.
import { changeFeatureFlag, changeSetting } from '../app-config/app-config.public';
import { browser, createPasswordUser, mailsTo, post } from './test-support';

/**
 * The captcha on registration and on password reset requests (platform/captcha, flag `captcha`), with challenges
 * from the challenge route solved as a browser would.
 */

const UNITED_STATES = 237;
const t = useTestApp();

beforeAll(async () => {
  await changeFeatureFlag(t.database.db, 'captcha', true);
  // Ten derivations at most: milliseconds per solve.
  await changeSetting(t.database.db, 'captchaDifficulty', 10);
});

async function challenge(): Promise<CaptchaChallenge> {
  const res = await t.app.inject({ method: 'GET', url: CAPTCHA_PATHS.challenge });
  expect(res.statusCode).toBe(200);
  return captchaChallengeSchema.parse(res.json());
}

const solved = async () => solvedPayload(await challenge());

let counter = 0;
function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Rosalind',
    lastName: 'Franklin',
    email: `rosalind-${counter}-${Date.now()}@example.test`,
    password: 'a long enough password',
    countryId: UNITED_STATES,
    foundUs: 'colleague',
    dataProtectionConsent: true,
    ...overrides,
  };
}

const register = (payload: unknown, language = 'en') => post(t.app, `/api/auth/register?language=${language}`, payload, browser());
const accountExists = async (email: string) => (await t.database.db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase()))).length > 0;

describe('GET /api/captcha/challenge', () => {
  it('gives anyone a fresh signed challenge, good for five minutes, at the difficulty of the settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: CAPTCHA_PATHS.challenge });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = captchaChallengeSchema.parse(res.json());
    expect(first.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32, data: { maxCounter: 10 } });
    expect(first.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (first.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(4.5 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60 * 1000);
    const second = await challenge();
    expect(second.signature).not.toBe(first.signature);
    expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
  });
});

describe('registration with the captcha flag on', () => {
  it('refuses a visitor without a captcha, in their language, and creates nothing', async () => {
    const input = form();
    const res = await register(input, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      error: 'captcha-required',
      message: 'Espere a que termine la comprobación de que es una persona y vuelva a enviar el formulario.',
      fields: { captcha: { error: 'captcha-required' } },
    });
    expect(await accountExists(input.email)).toBe(false);
  });

  it('refuses a captcha that is not a solved challenge of ours', async () => {
    const input = form({ captcha: btoa('{"challenge":{},"solution":{}}') });
    const res = await register(input, 'cn');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ error: 'captcha-invalid', message: '人机验证已过期或未能通过。请等待新的验证完成后再提交表单。' });
    expect(await accountExists(input.email)).toBe(false);
  });

  it('registers with a solved challenge, which then works no second time', async () => {
    const captcha = await solved();
    const input = form({ captcha });
    const res = await register(input);
    expect(res.statusCode).toBe(200);
    expect(res.json().userDetails).toMatchObject({ loggedIn: true, email: input.email });
    expect(await accountExists(input.email)).toBe(true);

    const again = form({ captcha });
    const replayed = await register(again);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.error).toBe('captcha-invalid');
    expect(await accountExists(again.email)).toBe(false);
  });

  it('keeps the captcha of a form sent back for a field error', async () => {
    const captcha = await solved();
    const res = await register(form({ captcha, firstName: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.firstName.error).toBe('first-name-required');
    expect((await register(form({ captcha }))).statusCode).toBe(200);
  });
});

describe('password reset request with the captcha flag on', () => {
  it('asks a visitor for a captcha and sends the e-mail once it is solved', async () => {
    const user = await createPasswordUser(t.database);
    const refused = await post(t.app, '/api/auth/request-password-reset?language=jp', { email: user.email }, browser());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ error: 'captcha-required', message: '人間であることの確認が終わるまでお待ちいただき、もう一度フォームを送信してください。' });
    expect(await mailsTo(t.app, user.email)).toHaveLength(0);

    const res = await post(t.app, '/api/auth/request-password-reset', { email: user.email, captcha: await solved() }, browser());
    expect(res.statusCode).toBe(200);
    expect((await mailsTo(t.app, user.email)).map((mail) => mail.template)).toEqual(['password-reset']);
  });

  it('does not ask a signed-in person', async () => {
    const user = await createPasswordUser(t.database);
    const res = await post(t.app, '/api/auth/request-password-reset', { email: user.email }, user.headers);
    expect(res.statusCode).toBe(200);
  });
});
