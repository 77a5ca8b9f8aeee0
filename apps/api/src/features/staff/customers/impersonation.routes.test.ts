import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { paymentLoadResponseSchema } from '@marginalia/contracts/payments/payment-load.contract';
import { orderFormResponseSchema } from '@marginalia/contracts/order-form/order-form-view.contract';
import { staffCustomerPaths } from '@marginalia/contracts/staff/staff.paths';
import { redirectResponseSchema } from '@marginalia/contracts/staff/staff-customers.contract';
import { auditEvents, orderForms, sessions } from '../../../platform/db/schema/all-tables';
import { SESSION_COOKIE } from '../../../platform/session/session';
import { browserHeaders, createSignedInUser, type TestUser } from '../../../test/test-app';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';

const t = useTestApp();
const customer = useBeforeAll(() => createSignedInUser(t.database, { firstName: 'Rosalind', lastName: 'Franklin', currency: 'USD', countryId: 237, siteLanguage: 'es' }));

/** A browser: its session cookie follows Set-Cookie, as a real one's would. */
class Browser {
  constructor(public cookie: string) {}
  async call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse> {
    const response = await t.app.inject({ method, url, headers: browserHeaders(this.cookie), ...(payload ? { payload } : {}) });
    const next = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (next) this.cookie = `${SESSION_COOKIE}=${next.value}`;
    return response;
  }
  async user() {
    return loadResponseSchema.parse((await this.call('GET', '/api/researcher/load')).json()).user;
  }
}

async function staffBrowser(): Promise<{ staff: TestUser; browser: Browser }> {
  const staff = await createSignedInUser(t.database, { role: 'staff', firstName: 'Jordan', lastName: 'Reyes', siteLanguage: 'jp' });
  return { staff, browser: new Browser(staff.cookie) };
}

const actions = async (customerId: number) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.customerId, customerId)).orderBy(auditEvents.id);

describe('impersonation', () => {
  it('enters as the customer, records writes with the staff member, and leaves back to the console', async () => {
    const { staff, browser } = await staffBrowser();
    const start = await browser.call('POST', staffCustomerPaths.impersonate(customer.identity));
    expect(start.statusCode).toBe(200);
    expect(redirectResponseSchema.parse(start.json())).toEqual({ redirectUri: '/es/researcher' });
    const user = await browser.user();
    expect(user).toMatchObject({ identity: customer.identity, role: 'researcher', impersonatorIdentity: staff.identity, impersonatorName: 'Jordan Reyes' });

    // A write as the customer: recorded with the staff member as the actor, by route pattern.
    const form = orderFormResponseSchema.parse((await browser.call('GET', '/api/order-form/load')).json()).orderForm;
    const write = await browser.call('POST', `/api/order-form/${form.id}/service-bundle-interest`, { interested: false });
    expect(write.statusCode).toBe(200);
    const events = await actions(customer.id);
    expect(events.map((e) => e.action)).toEqual(['customer.impersonate.start', 'customer.impersonated-write']);
    expect(events[1]).toMatchObject({ actorId: staff.id, subjectType: 'customer', subjectId: customer.identity, after: { method: 'POST', route: '/api/order-form/:id/service-bundle-interest', status: 200 } });

    // Reads and refused writes are not recorded; impersonating again is refused.
    await browser.call('GET', '/api/order-form/load');
    const again = await browser.call('POST', staffCustomerPaths.impersonate(customer.identity));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { error: 'impersonation-already-active' } });
    expect((await actions(customer.id)).length).toBe(2);

    const end = await browser.call('POST', staffCustomerPaths.endImpersonation);
    expect(end.statusCode).toBe(200);
    expect(redirectResponseSchema.parse(end.json())).toEqual({ redirectUri: `/jp/staff/customers/${customer.identity}` });
    expect(await browser.user()).toMatchObject({ identity: staff.identity, role: 'staff', impersonatorIdentity: null });
    expect((await actions(customer.id)).map((e) => e.action)).toEqual(['customer.impersonate.start', 'customer.impersonated-write', 'customer.impersonate.end']);
    // The impersonating session is gone; the staff member has one fresh session of their own.
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id));
    expect(live.every((s) => s.impersonatorId === null)).toBe(true);

    expect((await browser.call('POST', staffCustomerPaths.endImpersonation)).json()).toMatchObject({ error: { error: 'impersonation-not-active' } });
  });

  it('is refused for a researcher, for staff accounts, for closed accounts and unknown identities', async () => {
    const { browser } = await staffBrowser();
    const researcher = new Browser(customer.cookie);
    expect((await researcher.call('POST', staffCustomerPaths.impersonate(customer.identity))).statusCode).toBe(404);
    const colleague = await createSignedInUser(t.database, { role: 'staff' });
    expect((await browser.call('POST', staffCustomerPaths.impersonate(colleague.identity))).statusCode).toBe(404);
    const closed = await createSignedInUser(t.database, { active: false });
    expect((await browser.call('POST', staffCustomerPaths.impersonate(closed.identity))).json()).toMatchObject({ error: { error: 'impersonation-customer-inactive' } });
    expect((await browser.call('POST', staffCustomerPaths.impersonate('nobody'))).statusCode).toBe(404);
    expect((await browser.user()).impersonatorIdentity).toBeNull();
  });
});

describe('admin-created orders', () => {
  it('opens an adminCreated form for the customer that the order form resumes while impersonating, with the wider methods', async () => {
    const { staff, browser } = await staffBrowser();
    const own = new Browser(customer.cookie);
    const ownForm = orderFormResponseSchema.parse((await own.call('GET', '/api/order-form/load')).json()).orderForm;

    const response = await browser.call('POST', staffCustomerPaths.adminOrder(customer.identity));
    expect(response.statusCode).toBe(200);
    expect(redirectResponseSchema.parse(response.json())).toEqual({ redirectUri: '/es/researcher/submit/get-started' });
    expect((await browser.user()).impersonatorIdentity).toBe(staff.identity);
    const [form] = await t.database.db.select().from(orderForms).where(and(eq(orderForms.userId, customer.id), eq(orderForms.adminCreated, true)));
    expect(form).toMatchObject({ status: 'open', createdByStaffId: staff.id, localization: 'us', currency: 'USD' });

    const resumed = orderFormResponseSchema.parse((await browser.call('GET', '/api/order-form/load')).json()).orderForm;
    expect(resumed.adminCreated).toBe(true);
    const payment = paymentLoadResponseSchema.parse((await browser.call('GET', `/api/payment/load?orderFormId=${form?.publicId ?? ''}`)).json());
    expect(payment.payment.paymentMethods).toEqual([3, 6, 19, 20, 21, 22, 23, 25]);
    const events = await actions(customer.id);
    expect(events.find((e) => e.action === 'customer.admin-order')).toMatchObject({ actorId: staff.id, after: { orderForm: form?.publicId } });

    // The customer alone keeps their own form and cannot open the admin-created one.
    const theirs = orderFormResponseSchema.parse((await own.call('GET', '/api/order-form/load')).json()).orderForm;
    expect(theirs.adminCreated).toBe(false);
    expect(theirs).not.toMatchObject({ adminCreated: true });
    expect(ownForm.adminCreated).toBe(false);
    expect((await own.call('POST', `/api/order-form/${form?.publicId ?? ''}/service-bundle-interest`, { interested: false })).statusCode).toBe(404);
    await browser.call('POST', staffCustomerPaths.endImpersonation);
  });

  it('is refused while already impersonating', async () => {
    const { browser } = await staffBrowser();
    await browser.call('POST', staffCustomerPaths.impersonate(customer.identity));
    expect((await browser.call('POST', staffCustomerPaths.adminOrder(customer.identity))).statusCode).toBe(409);
  });
});
