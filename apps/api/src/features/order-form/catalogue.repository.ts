import { asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  serviceBundleQuestionChoices,
  serviceBundleQuestions,
  serviceBundleServices,
  serviceBundles,
  serviceGroupMembers,
  serviceGroups,
  serviceOptions,
  serviceQuestions,
  services,
} from '../../platform/db/schema/catalogue';
import { currencies, customerGoals, holidays, manuscriptLanguages } from '../../platform/db/schema/reference';
import type { ServiceBundleQuestionChoiceRow, ServiceBundleQuestionRow, ServiceOptionRow, ServiceQuestionRow, ServiceRow } from '../../platform/db/schema/catalogue';
import type { CurrencyRow, CustomerGoalRow } from '../../platform/db/schema/reference';

export type BundleQuestionRow = ServiceBundleQuestionRow & { choices: ServiceBundleQuestionChoiceRow[] };

export interface BundleRow {
  id: number;
  name: string;
  primaryServiceIdentity: string;
  discountPercent: number;
  rushDiscountPercent: number;
  services: { identity: string; addOn: boolean }[];
}

/** Everything the order form prices and shows, read together and shared by all requests for a while. */
export interface Catalogue {
  services: Map<string, ServiceRow>;
  optionsByService: Map<string, ServiceOptionRow[]>;
  groups: Map<string, string[]>;
  bundles: BundleRow[];
  bundleQuestions: BundleQuestionRow[];
  serviceQuestions: ServiceQuestionRow[];
  currencies: Map<string, CurrencyRow>;
  goals: CustomerGoalRow[];
  languages: { id: number; name: string; isoCode: string | null }[];
  /** Closed days (YYYY-MM-DD) per localization, from today on. */
  holidays: Map<string, string[]>;
}

async function readCatalogue(db: Db): Promise<Catalogue> {
  const today = new Date().toISOString().slice(0, 10);
  const [serviceRows, optionRows, memberRows, groupRows, bundleRows, bundleServiceRows, questionRows, choiceRows, serviceQuestionRows, currencyRows, goalRows, languageRows, holidayRows] =
    await Promise.all([
      db.select().from(services).where(eq(services.active, true)).orderBy(asc(services.sortOrder)),
      db.select().from(serviceOptions).orderBy(asc(serviceOptions.serviceIdentity), asc(serviceOptions.lengthLow)),
      db.select().from(serviceGroupMembers).orderBy(asc(serviceGroupMembers.sortOrder)),
      db.select().from(serviceGroups).orderBy(asc(serviceGroups.sortOrder)),
      db.select().from(serviceBundles).where(eq(serviceBundles.active, true)).orderBy(asc(serviceBundles.id)),
      db.select().from(serviceBundleServices),
      db.select().from(serviceBundleQuestions).where(eq(serviceBundleQuestions.active, true)).orderBy(asc(serviceBundleQuestions.sortOrder)),
      db.select().from(serviceBundleQuestionChoices).orderBy(asc(serviceBundleQuestionChoices.sortOrder)),
      db.select().from(serviceQuestions).where(eq(serviceQuestions.active, true)).orderBy(asc(serviceQuestions.sortOrder)),
      db.select().from(currencies).orderBy(asc(currencies.sortOrder)),
      db.select().from(customerGoals).orderBy(asc(customerGoals.sortOrder)),
      db.select().from(manuscriptLanguages).orderBy(asc(manuscriptLanguages.sortOrder)),
      db.select().from(holidays).where(gte(holidays.day, today)),
    ]);
  const optionsByService = new Map<string, ServiceOptionRow[]>();
  for (const option of optionRows) optionsByService.set(option.serviceIdentity, [...(optionsByService.get(option.serviceIdentity) ?? []), option]);
  const groups = new Map<string, string[]>(groupRows.map((group) => [group.slug, []]));
  for (const member of memberRows) groups.get(member.groupSlug)?.push(member.serviceIdentity);
  const holidayMap = new Map<string, string[]>();
  for (const row of holidayRows) holidayMap.set(row.localization, [...(holidayMap.get(row.localization) ?? []), String(row.day)]);
  return {
    services: new Map(serviceRows.map((row) => [row.identity, row])),
    optionsByService,
    groups,
    bundles: bundleRows.map((bundle) => ({
      ...bundle,
      services: bundleServiceRows.filter((row) => row.bundleId === bundle.id).map((row) => ({ identity: row.serviceIdentity, addOn: row.addOn })),
    })),
    bundleQuestions: questionRows.map((question) => ({ ...question, choices: choiceRows.filter((choice) => choice.questionId === question.id) })),
    serviceQuestions: serviceQuestionRows,
    currencies: new Map(currencyRows.map((row) => [row.isoCode, row])),
    goals: goalRows,
    languages: languageRows.map(({ id, name, isoCode }) => ({ id, name, isoCode })),
    holidays: holidayMap,
  };
}

/**
 * Staff edit prices and holidays at run time: every such change bumps the settings version, and
 * the catalogue is read again when the version moved (checked at most every half second, at once after a change
 * made in this process), or after a minute in any case.
 */
const CATALOGUE_TTL_MS = 60 * 1000;

export function createCatalogueCache(db: Db, settingsVersion: () => Promise<number>): { get(): Promise<Catalogue>; clear(): void } {
  let cached: { at: number; version: number; value: Promise<Catalogue> } | null = null;
  return {
    async get() {
      const version = await settingsVersion();
      if (!cached || cached.version !== version || Date.now() - cached.at > CATALOGUE_TTL_MS) {
        const value = readCatalogue(db);
        cached = { at: Date.now(), version, value };
        value.catch(() => {
          cached = null;
        });
      }
      return cached.value;
    },
    clear() {
      cached = null;
    },
  };
}
