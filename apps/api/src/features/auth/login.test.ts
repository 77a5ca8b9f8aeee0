import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { loginResponseSchema } from '@marginalia/contracts/auth/auth.contract';
import { rateLimitHits, users } from '../../platform/db/schema/all-tables';
import { verifyPassword } from '../../platform/security/passwords';
import { recordAttempt } from '../../platform/security/rate-limit';
import { SESSION_COOKIE } from '../../platform/session/session';
import { TEST_CSRF_TOKEN } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
// Tests arrange settings the way staff change them; there is no staff API yet to go through.
import { changeSetting } from '../app-config/app-config.public';
import { authLimits } from './auth-limits';
import { browser, createPasswordUser, isSignedIn, post, sessionCookieOf } from './test-support';

const t = useTestApp();

const login = (payload: unknown, headers: Record<string, string> = browser()) => post(t.app, '/api/auth/login', payload, headers);

describe('POST /api/auth/login', () => {
  it('signs a researcher in with a new httpOnly SameSite=Lax session cookie, never the one the browser sent', async () => {
    const user = await createPasswordUser(t.database, 'correct horse battery', { siteLanguage: 'br' });
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: user.password }, browser(user.cookie));
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body).toMatchObject({ loggedIn: true, language: 'br', redirectUri: null, error: null });
    expect(body.user).toMatchObject({ loggedIn: true, identity: user.identity, role: 'researcher' });

    const cookie = res.cookies.find((each) => each.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const fresh = sessionCookieOf(res);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(user.cookie);
    expect(await isSignedIn(t.app, fresh as string)).toBe(true);
    // The session the browser came with (possibly planted) is gone.
    expect(await isSignedIn(t.app, user.cookie)).toBe(false);
    // A new CSRF token comes with the new session.
    const csrf = res.cookies.find((each) => each.name === 'mg_csrf');
    expect(csrf?.value).toBeTruthy();
    expect(csrf?.value).not.toBe(TEST_CSRF_TOKEN);
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|argon2/);
  });

  it('sends a user with missing account fields to the account page', async () => {
    const user = await createPasswordUser(t.database, 'correct horse battery', { countryId: null });
    const body = loginResponseSchema.parse((await login({ email: user.email, password: user.password })).json());
    expect(body.redirectUri).toBe('/en/account');
  });

  it('recognises a staff account', async () => {
    const staff = await createPasswordUser(t.database, 'staff password 1', { role: 'staff' });
    const body = loginResponseSchema.parse((await login({ email: staff.email, password: staff.password })).json());
    expect(body.user?.role).toBe('staff');
  });

  it('answers a wrong password, an unknown address and an account without a password identically', async () => {
    const user = await createPasswordUser(t.database);
    const providerOnly = await createPasswordUser(t.database, 'unused', { passwordHash: null });
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody-here@example.test', password: 'not the password' });
    const noPassword = await login({ email: providerOnly.email, password: 'anything at all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ error: 'login-form-error-message', message: 'The email address or password is incorrect. Please try again.' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(noPassword.statusCode).toBe(401);
    expect(noPassword.json()).toEqual(wrong.json());
    expect(sessionCookieOf(wrong)).toBeNull();
  });

  it('refuses a closed account, but only to someone who knows its password', async () => {
    const user = await createPasswordUser(t.database, 'correct horse battery', { active: false });
    expect((await login({ email: user.email, password: 'wrong password' })).statusCode).toBe(401);
    const res = await login({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.error).toBe('account-inactive');
    expect(sessionCookieOf(res)).toBeNull();
  });

  it('validates the form, with translated field messages', async () => {
    const badEmail = await login({ email: 'not-an-address', password: 'x' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.email).toMatchObject({ error: 'emailAddressInvalidFormat', message: 'Please enter a valid email address.' });
    const noPassword = await login({ email: 'ada@example.test', password: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields.password).toMatchObject({ error: 'password-required', message: 'Please enter your password.' });
    expect((await login({})).statusCode).toBe(400);
    expect((await login({ email: `${'a'.repeat(300)}@example.test`, password: 'x' })).statusCode).toBe(400);
  });

  it('answers in the language of the request: the language parameter or the mg_lang cookie', async () => {
    const chinese = await t.app.inject({ method: 'POST', url: '/api/auth/login?language=cn', payload: { email: 'nobody@example.test', password: 'x' }, headers: browser() });
    expect(chinese.statusCode).toBe(401);
    expect(chinese.json().error.message).toMatch(/[\u4e00-\u9fff]/);
    const headers = browser();
    const spanish = await login({ email: 'bad', password: '' }, { ...headers, cookie: `${headers.cookie}; mg_lang=es` });
    expect(spanish.json().error.fields.email.message).not.toBe('Please enter a valid email address.');
    expect(spanish.json().error.fields.password.message).not.toBe('Please enter your password.');
  });

  it('refuses a request without the CSRF header, or from another site', async () => {
    const user = await createPasswordUser(t.database);
    const { 'x-csrf-token': _token, ...withoutHeader } = browser();
    const missing = await login({ email: user.email, password: user.password }, withoutHeader);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.error).toBe('csrf-invalid');
    const crossSite = await login({ email: user.email, password: user.password }, { ...browser(), origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.error).toBe('csrf-invalid');
    expect(sessionCookieOf(missing)).toBeNull();
  });

  it('throttles an address after 10 failed attempts on an account, even for the right password, but not the owner elsewhere', async () => {
    const user = await createPasswordUser(t.database);
    const attacker = browser();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login({ email: user.email, password: `guess ${attempt}` }, attacker)).statusCode).toBe(401);
    }
    const throttled = await login({ email: user.email, password: user.password }, attacker);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toMatchObject({ error: 'too-many-attempts', params: { minutes: 15 } });
    expect(throttled.json().error.message).toContain('15');
    // The owner, at their own address, is not locked out by someone else's guesses.
    const owner = await login({ email: user.email, password: user.password });
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieOf(owner)).not.toBeNull();
    // Nor does the owner's sign-in forgive the attacker's failures.
    expect((await login({ email: user.email, password: user.password }, attacker)).statusCode).toBe(429);
  });

  it('forgets an address\'s failures on an account after a successful sign-in from it', async () => {
    const user = await createPasswordUser(t.database);
    const headers = browser();
    const pairBucket = `login:account-address:${headers['x-forwarded-for']}:${user.email}`;
    for (let attempt = 0; attempt < 9; attempt++) await login({ email: user.email, password: `guess ${attempt}` }, headers);
    expect((await login({ email: user.email, password: user.password }, headers)).statusCode).toBe(200);
    expect(await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, pairBucket))).toHaveLength(0);
    for (let attempt = 0; attempt < 9; attempt++) expect((await login({ email: user.email, password: `again ${attempt}` }, headers)).statusCode).toBe(401);
  });

  it('lets an account guessed from many addresses be tried only 3 times per address, the owner still signing in', async () => {
    const user = await createPasswordUser(t.database);
    // 30 failures on the account from elsewhere in the last 15 minutes.
    await recordAttempt(t.database.db, Array.from({ length: 30 }, () => authLimits.loginAccount(user.email)));
    const guesser = browser();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ email: user.email, password: `guess ${attempt}` }, guesser)).statusCode).toBe(401);
    }
    const throttled = await login({ email: user.email, password: user.password }, guesser);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.params).toEqual({ minutes: 15 });
    // The owner after a typo, at their own address.
    const owner = browser();
    expect((await login({ email: user.email, password: 'typo' }, owner)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: user.password }, owner)).statusCode).toBe(200);
  });

  it('limits one address to 30 attempts in 15 minutes', async () => {
    const headers = browser();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login({ email: `someone-${attempt}@example.test`, password: 'x' }, headers)).statusCode).toBe(401);
    }
    const blocked = await login({ email: 'someone-else@example.test', password: 'x' }, headers);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.params).toEqual({ minutes: 15 });
    const hits = await t.database.db.select().from(rateLimitHits).where(like(rateLimitHits.bucket, `login:address:${headers['x-forwarded-for']}`));
    expect(hits).toHaveLength(30);
  });

  it('upgrades a hash made with weaker parameters at sign-in', async () => {
    const weak = await hash('correct horse battery', { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const user = await createPasswordUser(t.database, 'correct horse battery', { passwordHash: weak });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).not.toBe(weak);
    expect(row?.passwordHash).toContain('m=19456,t=2,p=1');
    expect(await verifyPassword(row?.passwordHash, user.password)).toBe(true);
  });

  it('is refused while local sign-in is switched off', async () => {
    const user = await createPasswordUser(t.database);
    await changeSetting(t.database.db, 'localAuthEnabled', false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      const res = await login({ email: user.email, password: user.password });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.error).toBe('local-auth-disabled');
    } finally {
      await changeSetting(t.database.db, 'localAuthEnabled', true);
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  });
});
