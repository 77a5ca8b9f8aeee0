import { describe, expect, it } from 'vitest';
import { accountResponseSchema, addressResponseSchema } from '@marginalia/contracts/account/account.contract';
import { MAX_ADDRESSES_PER_USER, type AddressInput } from '@marginalia/contracts/address/address.contract';
import { addresses } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';

const US = 237;
const FRANCE = 77;
const HONG_KONG = 101;

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { countryId: US }));
const other = useBeforeAll(() => createSignedInUser(t.database, { countryId: US }));

const lab: AddressInput = {
  label: 'Lab',
  name: 'Ada Tester',
  organization: 'Northfield University',
  address1: '12 Science Park',
  address2: 'Building C',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  countryId: US,
  phone: '+1 217 555 0100',
  vat: '',
};

const create = (user: TestUser | null, address: Partial<AddressInput>, headers = user ? user.headers : browserHeaders()) =>
  t.app.inject({ method: 'POST', url: '/api/account/addresses', headers, payload: { address: { ...lab, ...address } } });
const update = (user: TestUser | null, id: number | string, address: Partial<AddressInput>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/account/addresses/${id}`,
    headers: user ? user.headers : browserHeaders(),
    payload: { address: { ...lab, ...address } },
  });
const remove = (user: TestUser | null, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/account/addresses/${id}`, headers: user ? user.headers : browserHeaders() });
const listOf = async (user: TestUser) =>
  accountResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: user.cookie } })).json())
    .addresses;

/** The field → message key map of a 400 answer. */
const fieldKeys = (body: { error: { fields: Record<string, { error: string }> } }) =>
  Object.fromEntries(Object.entries(body.error.fields).map(([field, value]) => [field, value.error]));

describe('saved addresses', () => {
  it('a researcher adds, edits and deletes an address, and the account lists it meanwhile', async () => {
    const created = await create(owner, {});
    expect(created.statusCode).toBe(200);
    const { address, message } = addressResponseSchema.parse(created.json());
    expect(message).toBe('address-saved');
    expect(address).toMatchObject({
      label: 'Lab',
      name: 'Ada Tester',
      state: 'IL',
      vat: null,
      isInvoiceAddress: false,
      country: { id: US, name: 'United States' },
    });
    expect(await listOf(owner)).toEqual([address]);

    const changed = await update(owner, address.id, { city: 'Chicago', zip: '60601', address2: '' });
    expect(changed.statusCode).toBe(200);
    expect(addressResponseSchema.parse(changed.json()).address).toMatchObject({
      id: address.id,
      city: 'Chicago',
      zip: '60601',
      address2: null,
    });

    const deleted = await remove(owner, address.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: address.id, message: 'address-deleted' });
    expect(await listOf(owner)).toEqual([]);
    expect((await remove(owner, address.id)).statusCode).toBe(404);
  });

  it("never lets one user reach another's address (404), and keeps it intact", async () => {
    const { address } = addressResponseSchema.parse((await create(owner, { label: 'Private' })).json());
    expect((await update(other, address.id, { city: 'Elsewhere' })).statusCode).toBe(404);
    // Invalid input gets the same answer for someone else's address as for a missing one.
    expect((await update(other, address.id, { city: '' })).json()).toEqual((await update(other, 999999, { city: '' })).json());
    expect((await remove(other, address.id)).statusCode).toBe(404);
    expect(await listOf(other)).toEqual([]);
    expect((await listOf(owner)).find((each) => each.id === address.id)?.city).toBe('Springfield');
    await remove(owner, address.id);
  });

  it('answers 404 for ids that are not addresses', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1e3']) {
      expect((await update(owner, id, {})).statusCode, id).toBe(404);
      expect((await remove(owner, id)).statusCode, id).toBe(404);
    }
  });

  it('asks a visitor to sign in (401) and refuses a request without the CSRF token (403)', async () => {
    expect((await create(null, {})).statusCode).toBe(401);
    expect((await create(null, { city: '' })).statusCode).toBe(401);
    expect((await update(null, 1, {})).statusCode).toBe(401);
    expect((await remove(null, 1)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    const noCsrf = await create(owner, {}, { cookie: owner.cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.error).toBe('csrf-invalid');
  });

  it('refuses each broken address rule with its message, and stores nothing', async () => {
    const cases: [Partial<AddressInput>, Record<string, string>][] = [
      [{ name: ' ' }, { 'address.name': 'customer-name-required' }],
      [{ address1: '' }, { 'address.address1': 'address-required' }],
      [{ city: '' }, { 'address.city': 'city-required' }],
      [{ countryId: null }, { 'address.countryId': 'country-required' }],
      [{ countryId: 4242 }, { 'address.countryId': 'country-required' }],
      [{ state: '' }, { 'address.state': 'state-required' }],
      [{ state: 'Atlantis' }, { 'address.state': 'state-invalid' }],
      [{ zip: '' }, { 'address.zip': 'zip-required' }],
      [{ phone: '123' }, { 'address.phone': 'phone-number-length' }],
      [{ phone: '1'.repeat(26) }, { 'address.phone': 'phone-number-length' }],
      [{ isInvoiceAddress: true, organization: '' }, { 'address.organization': 'payer-name-required' }],
      [{ name: 'n'.repeat(51) }, { 'address.name': 'field-too-long' }],
      [{ organization: 'o'.repeat(61) }, { 'address.organization': 'field-too-long' }],
      [{ address1: 'a'.repeat(101) }, { 'address.address1': 'field-too-long' }],
      [{ address2: 'a'.repeat(101) }, { 'address.address2': 'field-too-long' }],
      [{ city: 'c'.repeat(41) }, { 'address.city': 'field-too-long' }],
      [{ countryId: FRANCE, state: 's'.repeat(31) }, { 'address.state': 'field-too-long' }],
      [{ zip: '1234567890' }, { 'address.zip': 'field-too-long' }],
      [{ vat: 'v'.repeat(31) }, { 'address.vat': 'field-too-long' }],
      [{ label: 'l'.repeat(41) }, { 'address.label': 'field-too-long' }],
    ];
    for (const [input, expected] of cases) {
      const res = await create(owner, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(fieldKeys(res.json()), JSON.stringify(input)).toEqual(expected);
    }
    const tooLong = (await create(owner, { city: 'c'.repeat(41) })).json();
    expect(tooLong.error.fields['address.city'].message).toBe('Please use at most 40 characters.');
    const cityMissing = await create(owner, { city: '' }, { ...owner.headers, cookie: `${owner.headers.cookie}; mg_lang=es` });
    expect(cityMissing.json().error.fields['address.city'].message).not.toBe('Please enter your city.');
    expect(await listOf(owner)).toEqual([]);
  });

  it('takes a free-text state and no zip code where the country has no states or postal codes', async () => {
    const paris = await create(owner, { countryId: FRANCE, state: 'Île-de-France', zip: '75001' });
    expect(paris.statusCode).toBe(200);
    const hongKong = await create(owner, {
      countryId: HONG_KONG,
      state: '',
      zip: '',
      isInvoiceAddress: true,
      organization: 'HKU Finance Office',
    });
    expect(hongKong.statusCode).toBe(200);
    expect(addressResponseSchema.parse(hongKong.json()).address).toMatchObject({
      state: null,
      zip: null,
      isInvoiceAddress: true,
      organization: 'HKU Finance Office',
    });
    for (const address of await listOf(owner)) await remove(owner, address.id);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per account`, async () => {
    const user = await createSignedInUser(t.database);
    await t.database.db
      .insert(addresses)
      .values(
        Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, i) => ({
          userId: user.id,
          name: `N${i}`,
          address1: 'A',
          city: 'C',
          countryId: FRANCE,
          zip: '75001',
        })),
      );
    const res = await create(user, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ error: 'address-limit-reached', params: { max: MAX_ADDRESSES_PER_USER } });
    expect(await listOf(user)).toHaveLength(MAX_ADDRESSES_PER_USER);
  });
});
