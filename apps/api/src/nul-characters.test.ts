import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { LANGUAGE_COOKIE } from '@marginalia/contracts/i18n/languages';
import { addresses, users } from './platform/db/schema/all-tables';
import { translateMessage } from './platform/i18n/catalogues';
import { browserHeaders, createSignedInUser } from './test/test-app';
import { useBeforeAll, useTestApp } from './test/use-test-app';

/**
 * PostgreSQL cannot store U+0000 in text: a NUL anywhere in what a client sends is refused with a
 * translated 400 naming the field, on every route and before anything is read or written.
 */
const t = useTestApp({ PAYMENT_GATEWAY: 'sandbox' });
const researcher = useBeforeAll(() => createSignedInUser(t.database));
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));

const UNITED_STATES = 237;
const address = {
  label: 'Lab',
  name: 'Ada Tester',
  organization: 'Northfield University',
  address1: '12 Science Park',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  countryId: UNITED_STATES,
  phone: '+1 217 555 0100',
  vat: '',
};

function expectRefused(response: LightMyRequestResponse, field: string, language: 'en' | 'cn' = 'en'): void {
  expect(response.statusCode, response.body).toBe(400);
  const message = translateMessage(language, 'invalid-character');
  expect(response.json()).toMatchObject({ error: { error: 'invalid-character', message, fields: { [field]: { error: 'invalid-character', message } } } });
}

const addressCount = async (userId: number) => (await t.database.db.select().from(addresses).where(eq(addresses.userId, userId))).length;

describe('a NUL character in a request', () => {
  it('in the path of a visitor-facing page: refused, in the language asked for', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/pay/%00' }), 'transactionId');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/pay/tx%00?language=cn' }), 'transactionId', 'cn');
  });

  it("in a visitor's registration: refused in the language of the site's cookie, and no account is made", async () => {
    const email = `nul-${Date.now()}@example.test`;
    const headers: Record<string, string> = { ...browserHeaders(), 'x-forwarded-for': '10.200.0.1' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...headers, cookie: `${headers.cookie}; ${LANGUAGE_COOKIE}=cn` },
      payload: {
        firstName: 'Gr\u0000ace',
        lastName: 'Hopper',
        email,
        password: 'a long enough password',
        countryId: UNITED_STATES,
        foundUs: 'colleague',
        institution: 'Yale University',
        dataProtectionConsent: true,
        timeZone: 'America/New_York',
      },
    });
    expectRefused(response, 'firstName', 'cn');
    expect(await t.database.db.select().from(users).where(eq(users.emailNormalized, email))).toEqual([]);
  });

  it("in a researcher's JSON body, at any depth, in a key too: refused and nothing stored", async () => {
    const post = (payload: object, query = '') => t.app.inject({ method: 'POST', url: `/api/account/addresses${query}`, headers: researcher.headers, payload });
    expectRefused(await post({ address: { ...address, name: 'a\u0000b' } }), 'address.name');
    expectRefused(await post({ address: { ...address, name: 'a\u0000b' } }, '?language=cn'), 'address.name', 'cn');
    // Keys and places the schema does not know are refused too: nothing with a NUL goes further.
    expectRefused(await post({ address: { ...address, 'note\u0000': 'x' } }), 'address');
    expectRefused(await post({ address, extra: [[{ deep: ['ok', 'x\u0000'] }]] }), 'extra.0.0.deep.1');
    expect(await addressCount(researcher.id)).toBe(0);

    // The same body without the NUL is saved.
    expect((await post({ address })).statusCode).toBe(200);
    expect(await addressCount(researcher.id)).toBe(1);
  });

  it("in a staff search's query: refused; researchers and visitors are still turned away first", async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/staff/orders?q=%00', headers: { cookie: staff.cookie } }), 'q');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/staff/orders?q=Ada%00&language=cn', headers: { cookie: staff.cookie } }), 'q', 'cn');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/orders?q=%00', headers: { cookie: researcher.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/orders?q=%00' })).statusCode).toBe(401);
    // The payments desk guards at a later step of the request; its answers to others stay the same.
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/payments?q=%00', headers: { cookie: researcher.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/payments?q=%00' })).statusCode).toBe(401);
  });
});
