import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import {
  appSettings,
  areasOfStudy,
  countries,
  currencies,
  featureFlags,
  holidays,
  journals,
  manuscriptLanguages,
  preferredGroups,
  promotionalCodes,
  serviceBundleQuestionChoices,
  serviceBundleQuestions,
  serviceOptions,
  serviceQuestions,
  settingsVersion,
} from '../schema/all-tables';
import { seedReferenceData } from './seed';
import { SETTING_DEFAULTS } from './data/settings';
import { JOURNAL_ROWS } from './data/journals';

const REFERENCE_TABLES = [
  'site_languages',
  'localizations',
  'currencies',
  'countries',
  'states',
  'areas_of_study',
  'manuscript_languages',
  'customer_goals',
  'holidays',
  'loyalty_levels',
  'services',
  'service_options',
  'service_groups',
  'service_group_members',
  'service_bundles',
  'service_bundle_services',
  'feature_flags',
  'app_settings',
  'settings_version',
  'service_bundle_questions',
  'service_bundle_question_choices',
  'service_questions',
  'journals',
  'promotional_codes',
  'preferred_groups',
];

// One in-memory database for the file (starting PGlite takes seconds); tests run in order and
// each leaves the reference data as the seed writes it.
let database: Database;
let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await openTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  database = testDatabase.database;
}, 60_000);
afterAll(async () => {
  await testDatabase.close();
});

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of REFERENCE_TABLES) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

describe('seedReferenceData', () => {
  it('fills every reference table and gives the same row counts when run again', async () => {
    expect(Object.values(await rowCounts()).every((n) => n === 0)).toBe(true);
    await seedReferenceData(database.db);
    const first = await rowCounts();
    for (const table of REFERENCE_TABLES) expect(first[table], table).toBeGreaterThan(0);
    await seedReferenceData(database.db);
    expect(await rowCounts()).toEqual(first);
  });

  it('stores every setting default as one row', async () => {
    const rows = await database.db.select().from(appSettings);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual(SETTING_DEFAULTS);
  });

  it('rewrites nothing when the data did not change', async () => {
    const before = await database.query<{ xmin: string }>('select xmin::text from countries where id = 32');
    await seedReferenceData(database.db);
    expect(await database.query('select xmin::text from countries where id = 32')).toEqual(before);
  });

  it('is fast enough to run at every start', async () => {
    const started = performance.now();
    await seedReferenceData(database.db);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps the fixed ids the rules rely on (Brazil 32, Undetermined 494, manuscript languages 1 and 2)', async () => {
    const [brazil] = await database.db.select().from(countries).where(eq(countries.id, 32));
    expect(brazil).toMatchObject({ iso2: 'BR', name: 'Brazil', defaultCurrency: 'BRL', localization: 'us' });
    const [china] = await database.db.select().from(countries).where(eq(countries.iso2, 'CN'));
    expect(china).toMatchObject({ defaultCurrency: 'CNY', localization: 'cn' });

    const [undetermined] = await database.db.select().from(areasOfStudy).where(eq(areasOfStudy.id, 494));
    expect(undetermined).toMatchObject({ name: 'Undetermined', parentId: 493 });
    const [parent] = await database.db.select().from(areasOfStudy).where(eq(areasOfStudy.id, 493));
    expect(parent?.parentId).not.toBeNull();
    const [grandparent] = await database.db.select().from(areasOfStudy).where(eq(areasOfStudy.id, parent?.parentId ?? -1));
    expect(grandparent).toMatchObject({ name: 'Other', parentId: null });

    const languages = await database.db.select().from(manuscriptLanguages).where(sql`${manuscriptLanguages.id} in (1, 2)`).orderBy(manuscriptLanguages.id);
    expect(languages.map((l) => [l.id, l.name])).toEqual([
      [1, 'English'],
      [2, 'Mixed English and another language'],
    ]);
  });

  it('does not reset a flag or a setting staff changed at run time', async () => {
    await database.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, 'captcha'));
    await database.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'prepay_enabled'));
    await database.db.update(appSettings).set({ value: 60 }).where(eq(appSettings.key, 'referralAmount'));
    await seedReferenceData(database.db);

    const flags = await database.db.select().from(featureFlags);
    expect(flags.find((f) => f.key === 'captcha')?.enabled).toBe(true);
    expect(flags.find((f) => f.key === 'prepay_enabled')?.enabled).toBe(false);
    const [referral] = await database.db.select().from(appSettings).where(eq(appSettings.key, 'referralAmount'));
    expect(referral?.value).toBe(60);

    // Put the defaults back for the tests that follow.
    await database.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'captcha'));
    await database.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, 'prepay_enabled'));
    await database.db.update(appSettings).set({ value: 40 }).where(eq(appSettings.key, 'referralAmount'));
  });

  it('adds a missing flag or setting back with its default and bumps the settings version', async () => {
    const [before] = await database.db.select().from(settingsVersion);
    expect(before).toEqual({ id: 1, version: 1 });
    await database.db.delete(featureFlags).where(eq(featureFlags.key, 'captcha'));
    await database.db.delete(appSettings).where(eq(appSettings.key, 'captchaSiteKey'));
    await seedReferenceData(database.db);

    const [captcha] = await database.db.select().from(featureFlags).where(eq(featureFlags.key, 'captcha'));
    expect(captcha?.enabled).toBe(false);
    const [siteKey] = await database.db.select().from(appSettings).where(eq(appSettings.key, 'captchaSiteKey'));
    expect(siteKey?.value).toBeNull();
    const [after] = await database.db.select().from(settingsVersion);
    expect(after?.version).toBe(2);
    // Nothing new on the next start: the version stays.
    await seedReferenceData(database.db);
    expect((await database.db.select().from(settingsVersion))[0]?.version).toBe(2);
  });

  it('lets corrected reference data flow in, but keeps the prices staff set', async () => {
    await database.db.update(currencies).set({ sign: 'US$', perUsd: '2.000000' }).where(eq(currencies.isoCode, 'USD'));
    await database.db.update(serviceOptions).set({ priceUsdCents: 9500 }).where(eq(serviceOptions.id, 2001));
    await seedReferenceData(database.db);
    const [usd] = await database.db.select().from(currencies).where(eq(currencies.isoCode, 'USD'));
    expect(usd).toMatchObject({ sign: '$', perUsd: '1.000000' });
    const [option] = await database.db.select().from(serviceOptions).where(eq(serviceOptions.id, 2001));
    expect(option?.priceUsdCents).toBe(9500);
    await database.db.update(serviceOptions).set({ priceUsdCents: 9000 }).where(eq(serviceOptions.id, 2001));
  });

  it('never brings back a price option or a holiday staff removed, and keeps what staff added', async () => {
    const [removedOption] = await database.db.delete(serviceOptions).where(eq(serviceOptions.id, 2001)).returning();
    const [removedHoliday] = await database.db.select().from(holidays).where(eq(holidays.localization, 'us')).limit(1);
    if (!removedOption || !removedHoliday) throw new Error('seed data missing');
    await database.db.delete(holidays).where(and(eq(holidays.localization, 'us'), eq(holidays.day, removedHoliday.day)));
    // Run-time additions: an option from the sequence and a company closure.
    const [added] = await database.db
      .insert(serviceOptions)
      .values({ serviceIdentity: 'touch-up', lengthLow: 1, lengthHigh: 999_999, priceUsdCents: 0, timelineBusinessDays: 2, rush: true })
      .returning({ id: serviceOptions.id });
    expect(added?.id).toBeGreaterThanOrEqual(100_000);
    await database.db.insert(holidays).values({ localization: 'us', day: '2026-12-24', name: 'Company closure' });

    await seedReferenceData(database.db);
    const optionIds = (await database.db.select({ id: serviceOptions.id }).from(serviceOptions)).map((r) => r.id);
    expect(optionIds).not.toContain(2001);
    expect(optionIds).toContain(added?.id);
    const days = (await database.db.select().from(holidays)).map((h) => `${h.localization} ${h.day}`);
    expect(days).not.toContain(`us ${removedHoliday.day}`);
    expect(days).toContain('us 2026-12-24');

    // Put the seed's rows back for the tests that follow.
    await database.db.delete(serviceOptions).where(eq(serviceOptions.id, added?.id ?? -1));
    await database.db.insert(serviceOptions).values(removedOption);
    await database.db.insert(holidays).values(removedHoliday);
    await database.db.delete(holidays).where(and(eq(holidays.localization, 'us'), eq(holidays.day, '2026-12-24')));
  });

  it('stores every journal of the directory once, searchable by its normalized title', async () => {
    const rows = await database.db.select().from(journals);
    expect(rows).toHaveLength(JOURNAL_ROWS.length);
    expect(rows.find((j) => j.titleNormalized === 'anais da academia brasileira de ciencias')).toMatchObject({ issn: '0001-3765', eissn: '1678-2690' });
  });

  it('lets a corrected journal flow in, rewrites no unchanged journal and keeps journals staff added', async () => {
    const [nature] = await database.db.select().from(journals).where(eq(journals.titleNormalized, 'nature'));
    const [cell] = await database.db.select().from(journals).where(eq(journals.titleNormalized, 'cell'));
    await database.db.update(journals).set({ issn: '0000-0000', url: null }).where(eq(journals.id, nature?.id ?? -1));
    const [added] = await database.db
      .insert(journals)
      .values({ title: 'Revista Local de Pesquisa', titleNormalized: 'revista local de pesquisa', issn: null, eissn: null, publisher: null, url: null })
      .returning();
    const cellVersion = await database.query<{ xmin: string }>(`select xmin::text from journals where id = ${cell?.id ?? -1}`);

    await seedReferenceData(database.db);
    const [corrected] = await database.db.select().from(journals).where(eq(journals.id, nature?.id ?? -1));
    expect(corrected).toMatchObject({ issn: '0028-0836', url: 'https://www.nature.com/nature' });
    expect(await database.query(`select xmin::text from journals where id = ${cell?.id ?? -1}`)).toEqual(cellVersion);
    expect(await database.db.select().from(journals).where(eq(journals.id, added?.id ?? -1))).toHaveLength(1);
    await database.db.delete(journals).where(eq(journals.id, added?.id ?? -1));
  });

  it('writes the bundle questions and service questions with their fixed ids', async () => {
    const questions = await database.db.select().from(serviceBundleQuestions).orderBy(serviceBundleQuestions.sortOrder);
    expect(questions.map((q) => q.type)).toEqual(['toggle', 'toggle', 'multiple-choice', 'journal-select', 'int']);
    expect(questions.find((q) => q.type === 'int')).toMatchObject({ id: 4, impliesServices: ['table-formatting'] });
    const choices = await database.db.select().from(serviceBundleQuestionChoices);
    expect(choices.map((c) => c.questionId)).toEqual([5, 5, 5, 5]);
    const followUp = (await database.db.select().from(serviceQuestions)).find((q) => q.term === 'service-question-reviewer-concerns');
    expect(followUp).toMatchObject({ serviceIdentity: 'scientific-editing', showWhen: { answer: { questionId: 1, equals: true } } });
  });

  it('inserts the demo promotional codes and preferred groups once, and never undoes what staff changed', async () => {
    const codes = await database.db.select().from(promotionalCodes);
    expect(codes.map((c) => c.code).sort()).toEqual(['EXPIRED5', 'FIGURES15', 'SAVE20USD', 'WELCOME10']);
    const expired = codes.find((c) => c.code === 'EXPIRED5');
    expect(expired?.endsAt?.getTime()).toBeLessThan(Date.now());
    expect((await database.db.select().from(preferredGroups)).map((g) => [g.code, g.discountPercent])).toEqual([
      ['cambridge1', 10],
      ['USP2026', 8],
    ]);

    await database.db.update(promotionalCodes).set({ active: false }).where(eq(promotionalCodes.code, 'WELCOME10'));
    await seedReferenceData(database.db);
    const [welcome] = await database.db.select().from(promotionalCodes).where(eq(promotionalCodes.code, 'WELCOME10'));
    expect(welcome?.active).toBe(false);
    expect((await database.db.select().from(promotionalCodes).where(eq(promotionalCodes.code, 'EXPIRED5')))[0]?.endsAt).toEqual(expired?.endsAt);
    await database.db.update(promotionalCodes).set({ active: true }).where(eq(promotionalCodes.code, 'WELCOME10'));
  });
});
