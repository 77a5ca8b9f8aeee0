import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from '../../platform/db/schema/all-tables';
import { verifyPassword } from '../../platform/security/passwords';
import { hashToken } from '../../platform/session/session';
import { useTestApp } from '../../test/use-test-app';
import { PASSWORD_RESET_LINK_MS } from './password-reset.service';
import { browser, createPasswordUser, isSignedIn, mailsTo, post, type PasswordUser } from './test-support';

const t = useTestApp();

const requestReset = (email: string, headers: Record<string, string> = browser()) => post(t.app, '/api/auth/request-password-reset', { email }, headers);
const resetPassword = (payload: unknown, headers: Record<string, string> = browser()) => post(t.app, '/api/auth/reset-password', payload, headers);

const LINK = /\/(en|br|cn|es|jp)\/login\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_%-]+)/;

/** Asks for a link and reads it from the outbox, as the person would from their mailbox. */
async function resetLinkFor(user: PasswordUser): Promise<{ language: string; secret: string; identity: string; url: string }> {
  expect((await requestReset(user.email)).statusCode).toBe(200);
  const [latest] = await mailsTo(t.app, user.email);
  const match = latest?.text.match(LINK);
  if (!latest || !match) throw new Error('no reset link in the outbox');
  const url = latest.text.split(/\s/).find((word) => LINK.test(word)) ?? '';
  return { language: match[1] ?? '', secret: match[2] ?? '', identity: decodeURIComponent(match[3] ?? ''), url };
}

describe('POST /api/auth/request-password-reset', () => {
  it('e-mails a link to the reset page in the user\'s language', async () => {
    const user = await createPasswordUser(t.database, 'old password 123', { siteLanguage: 'es', firstName: 'Lucía' });
    const res = await requestReset(`  ${user.email.toUpperCase()}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: user.email.toUpperCase() });
    const [mail] = await mailsTo(t.app, user.email);
    expect(mail).toMatchObject({ template: 'password-reset', language: 'es', subject: 'Restablezca su contraseña de Marginalia' });
    expect(mail?.text).toContain('Hola, Lucía:');
    const link = await resetLinkFor(user);
    expect(link.url).toMatch(new RegExp(`^http://localhost:3000/es/login/reset-password/[A-Za-z0-9_-]{40,}/${user.identity}$`));
    // Only the hash of the secret is stored.
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(link.secret)));
    expect(row?.userId).toBe(user.id);
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(PASSWORD_RESET_LINK_MS, -4);
  });

  it('answers an unknown or closed address exactly like a known one, and sends nothing', async () => {
    const known = await createPasswordUser(t.database);
    const closed = await createPasswordUser(t.database, 'a password 123', { active: false });
    const answers = await Promise.all([requestReset(known.email), requestReset('nobody-at-all@example.test'), requestReset(closed.email)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]?.json()).toEqual({ email: 'nobody-at-all@example.test' });
    expect(await mailsTo(t.app, 'nobody-at-all@example.test')).toHaveLength(0);
    expect(await mailsTo(t.app, closed.email)).toHaveLength(0);
    expect(await mailsTo(t.app, known.email)).toHaveLength(1);
  });

  it('validates the address', async () => {
    const res = await requestReset('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email.error).toBe('emailAddressInvalidFormat');
  });

  it('sends at most 5 links an hour to one account, silently, and allows 10 requests an hour from one address', async () => {
    const user = await createPasswordUser(t.database);
    for (let attempt = 0; attempt < 7; attempt++) expect((await requestReset(user.email)).statusCode).toBe(200);
    expect(await mailsTo(t.app, user.email)).toHaveLength(5);

    const headers = browser();
    for (let attempt = 0; attempt < 10; attempt++) expect((await requestReset(`visitor-${attempt}@example.test`, headers)).statusCode).toBe(200);
    const blocked = await requestReset('visitor-x@example.test', headers);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ error: 'too-many-attempts', params: { minutes: 60 } });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, signs the user out everywhere and does not sign in', async () => {
    const user = await createPasswordUser(t.database, 'old password 123', { siteLanguage: 'br' });
    const link = await resetLinkFor(user);
    expect(link.language).toBe('br');
    const res = await resetPassword({ password: 'brand new password', oneTimeLoginHash: link.secret, userIdentity: link.identity });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUri: '/br/login?passwordReset=1' });
    expect(res.cookies.find((each) => each.name === 'mg_session' && each.value !== '')).toBeUndefined();

    const [row] = await t.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash, 'brand new password')).toBe(true);
    expect(await verifyPassword(row?.passwordHash, 'old password 123')).toBe(false);
    expect(await isSignedIn(t.app, user.cookie)).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const login = await post(t.app, '/api/auth/login', { email: user.email, password: 'brand new password' });
    expect(login.statusCode).toBe(200);

    const reused = await resetPassword({ password: 'another new password', oneTimeLoginHash: link.secret, userIdentity: link.identity });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.error).toBe('password-reset-link-invalid');
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await createPasswordUser(t.database);
    const link = await resetLinkFor(user);
    const [first, second] = await Promise.all([
      resetPassword({ password: 'first new password', oneTimeLoginHash: link.secret, userIdentity: link.identity }),
      resetPassword({ password: 'second new password', oneTimeLoginHash: link.secret, userIdentity: link.identity }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 400]);
  });

  it('refuses an expired link, another user\'s identity and an unknown secret', async () => {
    const user = await createPasswordUser(t.database);
    const other = await createPasswordUser(t.database);
    const link = await resetLinkFor(user);
    const wrongUser = await resetPassword({ password: 'brand new password', oneTimeLoginHash: link.secret, userIdentity: other.identity });
    expect(wrongUser.statusCode).toBe(400);
    expect(wrongUser.json().error.error).toBe('password-reset-link-invalid');
    expect((await resetPassword({ password: 'brand new password', oneTimeLoginHash: 'made-up', userIdentity: user.identity })).statusCode).toBe(400);
    expect((await resetPassword({ password: 'brand new password', oneTimeLoginHash: link.secret, userIdentity: 'nobody' })).statusCode).toBe(400);

    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.tokenHash, hashToken(link.secret)));
    const expired = await resetPassword({ password: 'brand new password', oneTimeLoginHash: link.secret, userIdentity: link.identity });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.error).toBe('password-reset-link-invalid');
    // Nothing changed: the old password and the session still work.
    expect(await isSignedIn(t.app, user.cookie)).toBe(true);
  });

  it('only honours the newest link', async () => {
    const user = await createPasswordUser(t.database);
    const first = await resetLinkFor(user);
    const second = await resetLinkFor(user);
    expect((await resetPassword({ password: 'brand new password', oneTimeLoginHash: first.secret, userIdentity: user.identity })).statusCode).toBe(400);
    expect((await resetPassword({ password: 'brand new password', oneTimeLoginHash: second.secret, userIdentity: user.identity })).statusCode).toBe(200);
  });

  it('checks the new password with its bounds, in the language of the page', async () => {
    const user = await createPasswordUser(t.database);
    const link = await resetLinkFor(user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password?language=jp',
      payload: { password: 'short', oneTimeLoginHash: link.secret, userIdentity: link.identity },
      headers: browser(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toMatchObject({ error: 'password-too-short' });
    expect(res.json().error.fields.password.message).toContain('8');
    expect(res.json().error.fields.password.message).toContain('128');
    // The link survives a refused password.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password?language=jp',
      payload: { password: 'long enough now', oneTimeLoginHash: link.secret, userIdentity: link.identity },
      headers: browser(),
    });
    expect(ok.json()).toEqual({ redirectUri: '/jp/login?passwordReset=1' });
  });

  it('refuses a request without the CSRF header', async () => {
    const { 'x-csrf-token': _token, ...headers } = browser();
    const res = await resetPassword({ password: 'brand new password', oneTimeLoginHash: 'x', userIdentity: 'y' }, headers);
    expect(res.statusCode).toBe(403);
  });

  it('allows 20 attempts an hour from one address', async () => {
    const headers = browser();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await resetPassword({ password: 'brand new password', oneTimeLoginHash: `guess-${attempt}`, userIdentity: 'u' }, headers)).statusCode).toBe(400);
    }
    expect((await resetPassword({ password: 'brand new password', oneTimeLoginHash: 'guess', userIdentity: 'u' }, headers)).statusCode).toBe(429);
  });
});
