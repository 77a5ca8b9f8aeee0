import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES_PATH, countriesResponseSchema } from '@marginalia/contracts/reference/countries.contract';
import { browserHeaders, createSignedInUser, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/reference/countries', () => {
  it('gives a visitor every country, sorted by name, with the states of the countries that have them', async () => {
    const res = await t.app.inject({ method: 'GET', url: COUNTRIES_PATH });
    expect(res.statusCode).toBe(200);
    const countries = countriesResponseSchema.parse(res.json());
    expect(countries.length).toBeGreaterThan(240);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    // 'Åland Islands' sorts with the A's, not after Zimbabwe.
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    const brazil = countries.find((c) => c.iso2 === 'BR');
    expect(brazil).toMatchObject({ id: 32, name: 'Brazil' });
    expect(brazil?.states).toContainEqual({ code: 'SP', name: 'São Paulo' });
    expect(countries.find((c) => c.iso2 === 'FR')?.states).toEqual([]);
  });

  it('may be cached by the browser and answers the same to a signed-in user', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: COUNTRIES_PATH });
    expect(visitor.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const user = await createSignedInUser(t.database);
    const signedIn = await t.app.inject({ method: 'GET', url: COUNTRIES_PATH, headers: { cookie: user.cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(visitor.json());
  });

  it('is read-only', async () => {
    const res = await t.app.inject({ method: 'POST', url: COUNTRIES_PATH, headers: browserHeaders(), payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('does not leak columns beyond the contract', async () => {
    const raw = (await t.app.inject({ method: 'GET', url: COUNTRIES_PATH })).json() as Record<string, unknown>[];
    expect(Object.keys(raw[0] ?? {}).sort()).toEqual(['id', 'iso2', 'name', 'states']);
  });
});
