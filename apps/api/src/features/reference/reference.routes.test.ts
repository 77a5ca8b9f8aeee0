import { describe, expect, it } from 'vitest';
import { countriesResponseSchema } from '@marginalia/contracts/reference/countries.contract';
import {
  areasOfStudyResponseSchema,
  isSelectableAreaOfStudy,
  UNDETERMINED_AREA_OF_STUDY_ID,
  UNDETERMINED_AREA_OF_STUDY_PARENT_ID,
} from '@marginalia/contracts/reference/areas-of-study.contract';
import {
  manuscriptLanguagesResponseSchema,
} from '@marginalia/contracts/reference/manuscript-languages.contract';
import { AREAS_OF_STUDY_PATH, COUNTRIES_PATH, MANUSCRIPT_LANGUAGES_PATH } from '@marginalia/contracts/reference/reference.paths';
import { browserHeaders, createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

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

describe('GET /api/reference/areas-of-study', () => {
  it('gives a visitor the three-level tree in display order, each area after its parent', async () => {
    const res = await t.app.inject({ method: 'GET', url: AREAS_OF_STUDY_PATH });
    expect(res.statusCode).toBe(200);
    const { areas } = areasOfStudyResponseSchema.parse(res.json());
    expect(areas.length).toBeGreaterThan(200);
    const position = new Map(areas.map((area, index) => [area.id, index]));
    const byId = new Map(areas.map((area) => [area.id, area]));
    for (const area of areas) {
      if (area.parentId === null) continue;
      expect(position.get(area.parentId), area.name).toBeLessThan(position.get(area.id) ?? -1);
      expect(area.grandparentId).toBe(byId.get(area.parentId)?.parentId ?? null);
    }
    expect(areas[0]).toMatchObject({ name: 'Life Sciences', parentId: null, grandparentId: null });
    expect(new Set(areas.map((a) => a.id)).size).toBe(areas.length);
  });

  it("has the fixed 'Undetermined' entry, selectable, under its parent", async () => {
    const { areas } = areasOfStudyResponseSchema.parse((await t.app.inject({ method: 'GET', url: AREAS_OF_STUDY_PATH })).json());
    const undetermined = areas.find((area) => area.id === UNDETERMINED_AREA_OF_STUDY_ID);
    expect(undetermined).toMatchObject({
      name: 'Undetermined',
      parentId: UNDETERMINED_AREA_OF_STUDY_PARENT_ID,
      grandparentId: expect.any(Number),
    });
    expect(isSelectableAreaOfStudy(undetermined ?? { parentId: null, grandparentId: null })).toBe(true);
    // Only specialties can be chosen: a discipline has a parent but no grandparent.
    const discipline = areas.find((area) => area.id === UNDETERMINED_AREA_OF_STUDY_PARENT_ID);
    expect(discipline && isSelectableAreaOfStudy(discipline)).toBe(false);
    expect(areas.filter(isSelectableAreaOfStudy).every((area) => !areas.some((child) => child.parentId === area.id))).toBe(true);
  });

  it('may be cached and leaks no column', async () => {
    const res = await t.app.inject({ method: 'GET', url: AREAS_OF_STUDY_PATH });
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(Object.keys((res.json() as { areas: Record<string, unknown>[] }).areas[0] ?? {}).sort()).toEqual([
      'grandparentId',
      'id',
      'name',
      'parentId',
    ]);
  });
});

describe('GET /api/reference/manuscript-languages', () => {
  it('gives a visitor the languages, English (id 1) first and the mixed language second', async () => {
    const res = await t.app.inject({ method: 'GET', url: MANUSCRIPT_LANGUAGES_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const { languages } = manuscriptLanguagesResponseSchema.parse(res.json());
    expect(languages.slice(0, 3)).toEqual([
      { id: 1, name: 'English', isoCode: 'en' },
      { id: 2, name: 'Mixed English and another language', isoCode: null },
      { id: 3, name: 'Chinese', isoCode: 'zh' },
    ]);
    expect(languages.find((l) => l.isoCode === 'pt')?.name).toBe('Portuguese');
    expect(Object.keys(res.json().languages[0]).sort()).toEqual(['id', 'isoCode', 'name']);
  });

  it('is read-only', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: MANUSCRIPT_LANGUAGES_PATH, headers: browserHeaders(), payload: {} })).statusCode,
    ).toBe(404);
  });
});

describe('the API document', () => {
  it('lists the reference calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining([COUNTRIES_PATH, AREAS_OF_STUDY_PATH, MANUSCRIPT_LANGUAGES_PATH]));
  });
});
