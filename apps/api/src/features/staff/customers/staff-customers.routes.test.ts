import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadResponseSchema } from '@marginalia/contracts/app-config/app-config.contract';
import { paymentLoadResponseSchema } from '@marginalia/contracts/payments/payment-load.contract';
import { staffCustomerPaths } from '@marginalia/contracts/staff/staff.paths';
import { grantCreditResponseSchema, staffCustomerDetailSchema, staffCustomerSearchResponseSchema } from '@marginalia/contracts/staff/staff-customers.contract';
import { auditEvents, credits, migrationGroups } from '../../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../../test/test-app';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { seedUnpaidOrder } from './customers-test-support';

const t = useTestApp();
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff', firstName: 'Jordan', lastName: 'Reyes' }));
const researcher = useBeforeAll(() => createSignedInUser(t.database, { firstName: 'Marie', lastName: 'Sklodowska', email: `Marie.Curie.${Date.now()}@Sorbonne.test`, currency: 'USD', countryId: 237, institution: 'Sorbonne' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD', countryId: 237 }));
let orderNumber: string;
beforeAll(async () => {
  orderNumber = (await seedUnpaidOrder(t.database.db, researcher.id, 'Radioactive decay of polonium', 42_000)).externalId;
  await t.database.db.insert(migrationGroups).values({ code: 'test-wfoe', name: 'Test WFOE migration', targetLocalization: 'cn', migrating: true }).onConflictDoNothing();
});

type Method = 'GET' | 'PUT' | 'POST';
const as = (user: TestUser | null, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: user ? user.headers : browserHeaders(), ...(payload ? { payload } : {}) });

const flags = {
  hideInvoices: false,
  hasRewards: true,
  voucherAvailable: false,
  overrideDownloadAvailable: false,
  languageAssessmentEnabled: true,
  digitalEditingTrial: false,
  preferredGroupCode: null,
  migrationGroup: null,
};

describe('staff customers: who may call', () => {
  const calls: [Method, () => string, Record<string, unknown>?][] = [
    ['GET', () => `${staffCustomerPaths.search}?q=Marie`],
    ['GET', () => staffCustomerPaths.customer(researcher.identity)],
    ['PUT', () => staffCustomerPaths.flags(researcher.identity), flags],
    ['POST', () => staffCustomerPaths.credits(researcher.identity), { amount: 500, note: 'Sorry for the delay' }],
    ['POST', () => staffCustomerPaths.impersonate(researcher.identity)],
    ['POST', () => staffCustomerPaths.adminOrder(researcher.identity)],
    ['POST', () => staffCustomerPaths.endImpersonation],
  ];

  it.each(calls)('%s %s: a researcher gets 404 and a visitor 401', async (method, url, payload) => {
    const asResearcher = await as(other, method, url(), payload);
    expect(asResearcher.statusCode).toBe(404);
    expect(asResearcher.json()).toMatchObject({ error: { error: 'not-found' } });
    expect((await as(null, method, url(), payload)).statusCode).toBe(401);
  });
});

describe('GET /api/staff/customers', () => {
  const search = async (q: string) => {
    const response = await as(staff, 'GET', `${staffCustomerPaths.search}?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return staffCustomerSearchResponseSchema.parse(response.json());
  };

  it('finds a researcher by part of the name, any case, with their orders and unpaid invoices', async () => {
    const body = await search('sklodow');
    expect(body.customers.map((c) => c.identity)).toEqual([researcher.identity]);
    expect(body.customers[0]).toMatchObject({ name: 'Marie Sklodowska', numberOfOrders: 1, unpaidInvoices: 1, country: 'United States', institution: 'Sorbonne' });
    expect(body.pagination).toMatchObject({ page: 0, total: 1, pageSize: 25 });
    expect((await search('marie sklodowska')).customers).toHaveLength(1);
  });

  it('finds by part of the e-mail and by the exact order number, never staff accounts', async () => {
    expect((await search('marie.curie')).customers.map((c) => c.identity)).toEqual([researcher.identity]);
    expect((await search(orderNumber)).customers.map((c) => c.identity)).toEqual([researcher.identity]);
    expect((await search(orderNumber.slice(0, -1))).customers).toEqual([]);
    expect((await search('Reyes')).customers).toEqual([]);
    expect((await search('%')).customers).toEqual([]);
  });

  it('refuses a bad page or an over-long query with a 400', async () => {
    expect((await as(staff, 'GET', `${staffCustomerPaths.search}?page=-1`)).statusCode).toBe(400);
    expect((await as(staff, 'GET', `${staffCustomerPaths.search}?q=${'x'.repeat(200)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/staff/customers/{identity}', () => {
  it("shows the profile, flags, orders, invoices, credits, rewards and the form's choices", async () => {
    const response = await as(staff, 'GET', staffCustomerPaths.customer(researcher.identity));
    expect(response.statusCode).toBe(200);
    const body = staffCustomerDetailSchema.parse(response.json());
    expect(body.profile).toMatchObject({ identity: researcher.identity, name: 'Marie Sklodowska', country: 'United States', currency: 'USD', role: 'researcher' });
    expect(body.orders).toEqual([expect.objectContaining({ externalId: orderNumber, title: 'Radioactive decay of polonium', totalAmount: 42_000, paid: false })]);
    expect(body.invoices).toEqual([expect.objectContaining({ totalAmount: 42_000, balance: 42_000, paid: false, currency: 'USD' })]);
    expect(body.preferredGroups.map((g) => g.code)).toContain('cambridge1');
    expect(body.migrationGroups.map((g) => g.code)).toContain('test-wfoe');
    expect(body.rewards.levelIdentity).toBe('level1');
  });

  it("shows how much storage the customer's uploads and deliveries take", async () => {
    const before = staffCustomerDetailSchema.parse((await as(staff, 'GET', staffCustomerPaths.customer(other.identity))).json()).storage;
    const form = (await as(other, 'GET', '/api/order-form/new')).json().orderForm.id as string;
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(1000)]);
    const boundary = '----mgstorage';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfigures\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="figure.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/order-form/${form}/files`, headers: { ...other.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(uploaded.statusCode).toBe(200);
    const after = staffCustomerDetailSchema.parse((await as(staff, 'GET', staffCustomerPaths.customer(other.identity))).json()).storage;
    expect(after).toEqual({ bytes: before.bytes + png.length, files: before.files + 1 });
  });

  it('answers 404 for an unknown identity and for a staff account', async () => {
    expect((await as(staff, 'GET', staffCustomerPaths.customer('nobody'))).json()).toMatchObject({ error: { error: 'customer-not-found' } });
    expect((await as(staff, 'GET', staffCustomerPaths.customer(staff.identity))).statusCode).toBe(404);
  });
});

describe('PUT /api/staff/customers/{identity}/flags', () => {
  const load = async (user: TestUser) => loadResponseSchema.parse((await as(user, 'GET', '/api/researcher/load')).json()).user;

  it("changes the researcher's load at once and records before and after", async () => {
    expect(await load(researcher)).toMatchObject({ hideInvoices: false, voucherAvailable: false });
    const changed = { ...flags, hideInvoices: true, voucherAvailable: true, overrideDownloadAvailable: true, hasRewards: false, preferredGroupCode: 'CAMBRIDGE1', migrationGroup: 'test-wfoe' };
    const response = await as(staff, 'PUT', staffCustomerPaths.flags(researcher.identity), changed);
    expect(response.statusCode).toBe(200);
    const body = staffCustomerDetailSchema.parse(response.json());
    expect(body.flags).toEqual({ ...changed, preferredGroupCode: 'cambridge1' });
    expect(body.preferredGroup?.code).toBe('cambridge1');
    const user = await load(researcher);
    expect(user).toMatchObject({ hideInvoices: true, voucherAvailable: true, overrideDownloadAvailable: true, hasRewards: false });
    expect(user.wfoeMigrationStatus.inMigratingGroup).toBe(true);
    const event = body.audit.find((e) => e.action === 'customer.flags');
    expect(event?.actor?.identity).toBe(staff.identity);
    expect(event?.before).toMatchObject({ hideInvoices: false, migrationGroup: null, preferredGroupCode: null });
    expect(event?.after).toMatchObject({ hideInvoices: true, migrationGroup: 'test-wfoe', preferredGroupCode: 'cambridge1' });
    // And back.
    await as(staff, 'PUT', staffCustomerPaths.flags(researcher.identity), flags);
    expect((await load(researcher)).hideInvoices).toBe(false);
  });

  it('refuses unknown groups with 422 and a translated field error, and a body missing flags with 400', async () => {
    const unknown = await as(staff, 'PUT', staffCustomerPaths.flags(researcher.identity), { ...flags, preferredGroupCode: 'NOPE', migrationGroup: 'nope' });
    expect(unknown.statusCode).toBe(422);
    const error = unknown.json() as { error: { error: string; message: string; fields: Record<string, { error: string }> } };
    expect(error.error.error).toBe('preferred-group-unknown');
    expect(error.error.message).toBe('There is no active preferred group with that code.');
    expect(error.error.fields.migrationGroup?.error).toBe('migration-group-unknown');
    expect((await as(staff, 'PUT', staffCustomerPaths.flags(researcher.identity), { hideInvoices: true })).statusCode).toBe(400);
  });
});

describe('POST /api/staff/customers/{identity}/credits', () => {
  it("grants a courtesy credit for a year that shows in the researcher's credit balance", async () => {
    const response = await as(staff, 'POST', staffCustomerPaths.credits(other.identity), { amount: 2_500, note: 'Late delivery of order' });
    expect(response.statusCode).toBe(200);
    const body = grantCreditResponseSchema.parse(response.json());
    expect(body.creditBalanceUsdCents).toBe(2_500);
    const [row] = await t.database.db.select().from(credits).where(eq(credits.referenceNumber, body.referenceNumber));
    expect(row).toMatchObject({ source: 'courtesy', grantedByStaffId: staff.id, totalUsdCents: 2_500, note: 'Late delivery of order' });
    const days = ((row?.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    const payment = paymentLoadResponseSchema.parse((await as(other, 'GET', '/api/payment/load')).json());
    expect(payment.user.credits.balance).toBe(2_500);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.customerId, other.id));
    expect(events.find((e) => e.action === 'customer.credit')).toMatchObject({ actorId: staff.id, reason: 'Late delivery of order' });
    const detail = staffCustomerDetailSchema.parse((await as(staff, 'GET', staffCustomerPaths.customer(other.identity))).json());
    expect(detail.credits[0]?.grantedBy?.name).toBe('Jordan Reyes');
  });

  it('takes a chosen expiry day', async () => {
    const response = await as(staff, 'POST', staffCustomerPaths.credits(other.identity), { amount: 100, note: 'Goodwill', expiresOn: '2099-06-30' });
    const body = grantCreditResponseSchema.parse(response.json());
    const [row] = await t.database.db.select().from(credits).where(eq(credits.referenceNumber, body.referenceNumber));
    expect(row?.expiresAt?.toISOString()).toBe('2099-06-30T23:59:59.999Z');
  });

  it.each([
    [{ amount: 0, note: 'x' }, 'amount', 'staff-credit-amount-invalid'],
    [{ amount: 12.5, note: 'x' }, 'amount', 'staff-credit-amount-invalid'],
    [{ amount: 5_000_000, note: 'x' }, 'amount', 'staff-credit-amount-too-large'],
    [{ amount: 100, note: '  ' }, 'note', 'staff-note-required'],
    [{ amount: 100, note: 'x', expiresOn: '30/06/2099' }, 'expiresOn', 'staff-credit-expiry-invalid'],
    [{ amount: 100, note: 'x', expiresOn: '2099-02-30' }, 'expiresOn', 'staff-credit-expiry-invalid'],
    [{ amount: 100, note: 'x', expiresOn: '2001-01-01' }, 'expiresOn', 'staff-credit-expiry-past'],
  ])('refuses %j with a translated error on %s', async (payload, field, key) => {
    const response = await as(staff, 'POST', staffCustomerPaths.credits(other.identity), payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { fields: Record<string, { error: string }> } }).error.fields[field]?.error).toBe(key);
  });
});
