import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { updateDetailsResponseSchema } from '@marginalia/contracts/account/account.contract';
import { emailChangeRequests, sessions, users } from '../../platform/db/schema/all-tables';
import { hashPassword } from '../../platform/security/passwords';
import { hashToken, newSessionToken, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../../platform/session/session';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const requestChange = (user: TestUser, newEmail: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/account/${user.identity}/update-details`,
    headers: user.headers,
    payload: { newEmail, ...extra },
  });
const confirm = (headers: Record<string, string>, secret: string) =>
  t.app.inject({ method: 'POST', url: `/api/account/confirm-email/${secret}`, headers });

/** Runs the queued mail jobs and returns the newest message to `to` from the outbox, with the link it carries. */
async function lastMailTo(to: string) {
  await t.app.platform.jobs.runDueJobs();
  const entries = await t.app.platform.mail.listOutbox(100);
  const entry = entries.find((each) => each.to === to);
  if (!entry) throw new Error(`no mail to ${to}`);
  const message = await t.app.platform.mail.readOutbox(entry.id);
  const link = /https?:\/\/\S+\/account\/confirm-email\/([\w-]+)/.exec(message?.text ?? '');
  return { message, link: link?.[0] ?? null, secret: link?.[1] ?? '' };
}

describe('changing the e-mail address', () => {
  it('sends a link to the new address in the user’s language; opening it while signed in changes the address once', async () => {
    const user = await createSignedInUser(t.database, { siteLanguage: 'es' });
    const newEmail = `renamed-${user.id}@example.test`;
    const res = await requestChange(user, newEmail);
    expect(res.statusCode).toBe(200);
    const body = updateDetailsResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: 'email-change-requested', messageParams: { email: newEmail } });
    expect(body.account).toMatchObject({ email: user.email, pendingEmail: newEmail });

    const { message, link, secret } = await lastMailTo(newEmail);
    expect(message?.language).toBe('es');
    expect(message?.template).toBe('email-change');
    expect(link).toMatch(new RegExp(`^http://localhost:3000/es/account/confirm-email/`));
    // Only the hash of the secret is stored.
    const [row] = await t.database.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(secret));

    const other = await createSignedInUser(t.database);
    expect((await confirm(other.headers, secret)).json().error.error).toBe('email-change-link-invalid');
    expect((await confirm(browserHeaders(), secret)).statusCode).toBe(401);
    expect((await confirm({ cookie: user.cookie }, secret)).statusCode).toBe(403);

    const done = await confirm(user.headers, secret);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: newEmail, message: 'email-change-confirmed', messageParams: { email: newEmail } });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ email: newEmail, emailNormalized: newEmail.toLowerCase() });
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await confirm(user.headers, secret);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.error).toBe('email-change-link-invalid');
  });

  it('refuses the current address (400) and one another account uses (409)', async () => {
    const user = await createSignedInUser(t.database);
    const taken = await createSignedInUser(t.database);
    const same = await requestChange(user, user.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({ error: 'email-unchanged', fields: { newEmail: { error: 'email-unchanged' } } });
    const clash = await requestChange(user, taken.email);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.error).toBe('email-already-registered');
    const invalid = await requestChange(user, 'not-an-address');
    expect(invalid.json().error.fields.newEmail.error).toBe('emailAddressInvalidFormat');
  });

  it('refuses an address taken between the request and the confirmation (409), and an expired link', async () => {
    const user = await createSignedInUser(t.database);
    const wanted = `wanted-${user.id}@example.test`;
    await requestChange(user, wanted);
    const { secret } = await lastMailTo(wanted);
    await createSignedInUser(t.database, { email: wanted });
    expect((await confirm(user.headers, secret)).statusCode).toBe(409);

    const later = `later-${user.id}@example.test`;
    await requestChange(user, later);
    const expiring = await lastMailTo(later);
    await t.database.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, user.id));
    expect((await confirm(user.headers, expiring.secret)).json().error.error).toBe('email-change-link-invalid');
  });

  it('asks password accounts for their password, and signs other browsers out once confirmed', async () => {
    const user = await createSignedInUser(t.database, { passwordHash: await hashPassword('right-password-1') });
    const token = newSessionToken();
    await t.database.db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
    const newEmail = `secure-${user.id}@example.test`;
    expect((await requestChange(user, newEmail)).json().error.fields.currentPassword.error).toBe('password-required');
    expect((await requestChange(user, newEmail, { currentPassword: 'right-password-1' })).statusCode).toBe(200);
    const { secret } = await lastMailTo(newEmail);
    expect((await confirm(user.headers, secret)).statusCode).toBe(200);
    const remaining = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining.map((session) => session.tokenHash)).toEqual([hashToken(user.cookie.slice(`${SESSION_COOKIE}=`.length))]);
  });
});
