import { describe, expect, it } from 'vitest';
import { SERVICE_IDENTITIES } from '@marginalia/contracts/catalogue/service-identities';
import { SERVICE_ROWS } from './catalogue';
import { MAX_WORD_COUNT, SEEDED_OPTION_ID_LIMIT, SERVICE_OPTION_ROWS } from './service-options';
import { SERVICE_BUNDLE_ROWS, SERVICE_BUNDLE_SERVICE_ROWS, SERVICE_GROUP_MEMBER_ROWS, SERVICE_GROUP_ROWS } from './service-groups';
import { COUNTRY_ROWS } from './countries';
import { CURRENCY_ROWS, SEEDED_CURRENCY_CODES } from './currencies';
import { STATE_ROWS } from './states';
import { AREA_OF_STUDY_ROWS } from './areas-of-study';
import { HOLIDAY_ROWS } from './holidays';
import { LOCALIZATION_ROWS } from './localizations';
import { LOYALTY_LEVEL_ROWS } from './loyalty-levels';
import { MANUSCRIPT_LANGUAGE_ROWS } from './manuscript-languages';
import { FEATURE_FLAG_ROWS } from './flags';
import { FEATURE_FLAGS } from '@marginalia/contracts/app-config/app-config.contract';
import { SETTING_KEYS, settingsSchema } from '@marginalia/contracts/app-config/settings.contract';
import { SETTING_DEFAULTS } from './settings';
import { SITE_LANGUAGES } from '@marginalia/contracts/i18n/languages';
import { loyaltyLevelName, manuscriptLanguageName } from '@marginalia/contracts/reference/reference-names';

const optionsOf = (identity: string, rush: boolean) =>
  SERVICE_OPTION_ROWS.filter((o) => o.serviceIdentity === identity && Boolean(o.rush) === rush).sort((a, b) => a.lengthLow - b.lengthLow);

describe('service catalogue', () => {
  it('lists every service identity once, and every service has options', () => {
    expect(SERVICE_ROWS.map((s) => s.identity).sort()).toEqual([...SERVICE_IDENTITIES].sort());
    for (const service of SERVICE_ROWS) expect(optionsOf(service.identity, false).length, service.identity).toBeGreaterThan(0);
  });

  it('covers word counts 1 to 999999 without gaps or overlaps, for standard and rush options alike', () => {
    for (const service of SERVICE_ROWS.filter((s) => s.optionsDeterminedByCount === 'words')) {
      for (const rush of [false, true]) {
        const options = optionsOf(service.identity, rush);
        if (rush && options.length === 0) continue;
        let next = 1;
        for (const option of options) {
          expect(option.lengthLow, `${service.identity} rush=${rush} starts at ${next}`).toBe(next);
          expect(option.lengthHigh).toBeGreaterThanOrEqual(option.lengthLow);
          next = option.lengthHigh + 1;
        }
        expect(next - 1, `${service.identity} rush=${rush} ends at ${MAX_WORD_COUNT}`).toBe(MAX_WORD_COUNT);
      }
    }
  });

  it('makes rush faster and dearer than the standard option of the same bin', () => {
    for (const rushOption of SERVICE_OPTION_ROWS.filter((o) => o.rush)) {
      const standard = SERVICE_OPTION_ROWS.find((o) => !o.rush && o.serviceIdentity === rushOption.serviceIdentity && o.lengthLow === rushOption.lengthLow);
      expect(standard, `${rushOption.id}`).toBeDefined();
      expect(rushOption.timelineBusinessDays).toBeLessThan(standard?.timelineBusinessDays ?? 0);
      expect(rushOption.priceUsdCents).toBeGreaterThan(standard?.priceUsdCents ?? Infinity);
    }
  });

  it('prices editing at industry-typical rates: about $65 per 1,000 words for scientific editing, $0.06/word advanced', () => {
    const scientific = optionsOf('scientific-editing', false).find((o) => o.lengthHigh === 10000);
    expect(scientific?.priceUsdCents).toBe(65_000);
    const advanced = optionsOf('advanced-editing', false).find((o) => o.lengthHigh === 10000);
    expect(advanced?.priceUsdCents).toBe(60_000);
    const rush = optionsOf('advanced-editing', true).find((o) => o.lengthHigh === 10000);
    expect(rush).toMatchObject({ priceUsdCents: 84_000, timelineBusinessDays: 4 });
  });

  it('offers figure and table options for counts 1 to 20, priced per item', () => {
    for (const identity of ['illustration', 'table-formatting']) {
      const options = optionsOf(identity, false);
      expect(options.map((o) => o.lengthLow)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      for (const option of options) {
        expect(option.lengthHigh).toBe(option.lengthLow);
        expect(option.priceUsdCents % option.lengthLow).toBe(0);
      }
    }
  });

  it('keeps prices whole cents, options ids unique and inside the seed range', () => {
    const ids = SERVICE_OPTION_ROWS.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const option of SERVICE_OPTION_ROWS) {
      expect(option.id).toBeLessThan(SEEDED_OPTION_ID_LIMIT);
      expect(Number.isInteger(option.priceUsdCents)).toBe(true);
      expect(option.priceUsdCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('builds groups and bundles only from seeded services', () => {
    const identities = new Set<string>(SERVICE_IDENTITIES);
    const slugs = new Set(SERVICE_GROUP_ROWS.map((g) => g.slug));
    for (const member of SERVICE_GROUP_MEMBER_ROWS) {
      expect(slugs.has(member.groupSlug)).toBe(true);
      expect(identities.has(member.serviceIdentity)).toBe(true);
    }
    for (const bundle of SERVICE_BUNDLE_ROWS) {
      const members = SERVICE_BUNDLE_SERVICE_ROWS.filter((s) => s.bundleId === bundle.id);
      expect(members.some((m) => m.serviceIdentity === bundle.primaryServiceIdentity && !m.addOn)).toBe(true);
      expect(bundle.discountPercent).toBeGreaterThan(0);
      expect(bundle.rushDiscountPercent).toBeLessThanOrEqual(bundle.discountPercent);
    }
  });
});

describe('places and languages', () => {
  it('lists every ISO country once, with Brazil at 32 and a seeded currency', () => {
    expect(COUNTRY_ROWS.length).toBeGreaterThanOrEqual(249);
    expect(new Set(COUNTRY_ROWS.map((c) => c.id)).size).toBe(COUNTRY_ROWS.length);
    expect(new Set(COUNTRY_ROWS.map((c) => c.iso2)).size).toBe(COUNTRY_ROWS.length);
    expect(COUNTRY_ROWS.find((c) => c.id === 32)?.iso2).toBe('BR');
    const localizations = new Set(LOCALIZATION_ROWS.map((l) => l.identity));
    for (const country of COUNTRY_ROWS) {
      expect(SEEDED_CURRENCY_CODES.has(country.defaultCurrency), country.iso2).toBe(true);
      expect(localizations.has(country.localization)).toBe(true);
      expect(country.phoneCode).toMatch(/^\+\d{1,3}$/);
    }
  });

  it('has states for the US (50 + DC), Brazil (27) and China (31), each under an existing country', () => {
    const byIso = (iso: string) => COUNTRY_ROWS.find((c) => c.iso2 === iso)?.id;
    expect(STATE_ROWS.filter((s) => s.countryId === byIso('US'))).toHaveLength(51);
    expect(STATE_ROWS.filter((s) => s.countryId === byIso('BR'))).toHaveLength(27);
    expect(STATE_ROWS.filter((s) => s.countryId === byIso('CN'))).toHaveLength(31);
    expect(new Set(STATE_ROWS.map((s) => s.id)).size).toBe(STATE_ROWS.length);
  });

  it('keeps exchange rates and their inverses consistent', () => {
    for (const currency of CURRENCY_ROWS) {
      expect(Number(currency.exchangeRate) * Number(currency.perUsd)).toBeCloseTo(1, 6);
    }
    expect(CURRENCY_ROWS.find((c) => c.isoCode === 'JPY')?.numDecimals).toBe(0);
  });

  it('builds a three-level area tree whose selectable leaves have a parent and a grandparent', () => {
    const byId = new Map(AREA_OF_STUDY_ROWS.map((a) => [a.id, a]));
    expect(byId.size).toBe(AREA_OF_STUDY_ROWS.length);
    const depth = (id: number): number => {
      const parent = byId.get(id)?.parentId;
      return parent == null ? 1 : 1 + depth(parent);
    };
    for (const area of AREA_OF_STUDY_ROWS) expect(depth(area.id)).toBeLessThanOrEqual(3);
    const leaves = AREA_OF_STUDY_ROWS.filter((a) => !AREA_OF_STUDY_ROWS.some((child) => child.parentId === a.id));
    for (const leaf of leaves) expect(depth(leaf.id), leaf.name).toBe(3);
    expect(AREA_OF_STUDY_ROWS.length).toBeGreaterThanOrEqual(150);
  });

  it('numbers manuscript languages from 1 (English) without gaps', () => {
    expect(MANUSCRIPT_LANGUAGE_ROWS.map((l) => l.id)).toEqual(MANUSCRIPT_LANGUAGE_ROWS.map((_, i) => i + 1));
  });

  it('lists holidays for both localizations in 2026 and 2027, once per day', () => {
    const keys = HOLIDAY_ROWS.map((h) => `${h.localization} ${h.day}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const localization of ['us', 'cn']) {
      for (const year of ['2026', '2027']) {
        expect(HOLIDAY_ROWS.some((h) => h.localization === localization && h.day.startsWith(year))).toBe(true);
      }
    }
  });
});

describe('flags, settings and loyalty', () => {
  it('has a valid default for every setting of the settings contract, and no other', () => {
    expect(Object.keys(SETTING_DEFAULTS).sort()).toEqual([...SETTING_KEYS].sort());
    expect(settingsSchema.parse(SETTING_DEFAULTS)).toEqual(SETTING_DEFAULTS);
  });

  it('seeds exactly the feature flags the contract knows', () => {
    expect(FEATURE_FLAG_ROWS.map((f) => f.key).sort()).toEqual([...FEATURE_FLAGS].sort());
  });

  it('has six loyalty levels with rising thresholds', () => {
    expect(LOYALTY_LEVEL_ROWS.map((l) => l.identity)).toEqual(['level1', 'level2', 'level3', 'level4', 'level5', 'level6']);
    for (let i = 1; i < LOYALTY_LEVEL_ROWS.length; i++) {
      expect(LOYALTY_LEVEL_ROWS[i]?.minimumPointsNeeded).toBeGreaterThan(LOYALTY_LEVEL_ROWS[i - 1]?.minimumPointsNeeded ?? Infinity);
    }
  });
});

describe('the names of the seeded reference data in every language', () => {
  it('has each manuscript language and loyalty level in the catalogue, English as stored', () => {
    for (const row of MANUSCRIPT_LANGUAGE_ROWS) {
      expect(manuscriptLanguageName('en', { id: row.id, name: '?' }), `language ${row.id}`).toBe(row.name);
      for (const language of SITE_LANGUAGES) expect(manuscriptLanguageName(language, { id: row.id, name: '?' })).not.toBe('?');
    }
    for (const row of LOYALTY_LEVEL_ROWS) {
      expect(loyaltyLevelName('en', { identity: row.identity, name: '?' }), row.identity).toBe(row.name);
      for (const language of SITE_LANGUAGES) expect(loyaltyLevelName(language, { identity: row.identity, name: '?' })).not.toBe('?');
    }
  });
});
