import { solveChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHALLENGE_PATH, captchaChallengeSchema, type CaptchaChallenge } from '@marginalia/contracts/captcha/captcha.contract';
import { useTestApp } from '../../test/use-test-app';
import { createCaptcha, CAPTCHA_LIFETIME_MS } from './captcha';

/** What the browser does: find the number, and send the solution as base64 JSON. */
async function solve(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('no solution found');
  return Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature })).toString('base64');
}

describe('the proof-of-work captcha', () => {
  const t = useTestApp();

  it('hands a visitor a signed, expiring challenge that is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(response.json());
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.salt).toMatch(/\?expires=\d+&$/);
    const second = captchaChallengeSchema.parse((await t.app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH })).json());
    expect(second.challenge).not.toBe(challenge.challenge);
  });

  it('accepts a solution once, and refuses it again (a replay), from any process of the deployment', async () => {
    const challenge = captchaChallengeSchema.parse((await t.app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH })).json());
    const payload = await solve(challenge);
    // Another process: its own captcha on the same database shares the key and the solutions already used.
    const other = createCaptcha(t.database.db, undefined);
    await expect(other.verify(payload)).resolves.toBeUndefined();
    await expect(t.app.platform.captcha.verify(payload)).rejects.toMatchObject({ statusCode: 400, key: 'captcha-invalid', fields: { captcha: 'captcha-invalid' } });
  });

  it('refuses a wrong number, a forged signature, an expired challenge, garbage and nothing', async () => {
    const captcha = t.app.platform.captcha;
    const challenge = await captcha.challenge();
    const payload = await solve(challenge);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as Record<string, unknown>;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const refused = { statusCode: 400, key: 'captcha-invalid' };
    await expect(captcha.verify(encode({ ...decoded, number: Number(decoded.number) + 1 }))).rejects.toMatchObject(refused);
    await expect(captcha.verify(encode({ ...decoded, signature: 'f'.repeat(64) }))).rejects.toMatchObject(refused);
    await expect(captcha.verify(payload, new Date(Date.now() + CAPTCHA_LIFETIME_MS + 60_000))).rejects.toMatchObject(refused);
    for (const bad of ['', 'not base64 at all', encode('a string'), encode({ challenge: 1 }), 'x'.repeat(3000), null, undefined]) {
      await expect(captcha.verify(bad)).rejects.toMatchObject(refused);
    }
    // A challenge signed with another key (another deployment's) is refused too.
    const foreign = await solve(await createCaptcha(t.database.db, 'another-deployment-key-0123456789abcdef').challenge());
    await expect(captcha.verify(foreign)).rejects.toMatchObject(refused);
    // The untouched solution still works: none of the refusals used it up.
    await expect(captcha.verify(payload)).resolves.toBeUndefined();
  });
});
