import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { digitalProducts } from '../schema/digital';
import { DIGITAL_PRODUCT_ROWS } from './data/digital-products';
import type { Db } from '../client';
import {
  appSettings,
  areasOfStudy,
  assessmentPercentiles,
  countries,
  currencies,
  customerGoals,
  featureFlags,
  holidays,
  journals,
  localizations,
  loyaltyLevels,
  manuscriptLanguages,
  preferredGroups,
  promotionalCodes,
  serviceBundleQuestionChoices,
  serviceBundleQuestions,
  serviceBundleServices,
  serviceBundles,
  serviceGroupMembers,
  serviceGroups,
  serviceOptions,
  serviceQuestions,
  services,
  settingsVersion,
  siteLanguages,
  states,
} from '../schema/all-tables';
import { updateFromExcluded } from './upsert';
import { SITE_LANGUAGE_ROWS } from './data/site-languages';
import { LOCALIZATION_ROWS } from './data/localizations';
import { CURRENCY_ROWS } from './data/currencies';
import { COUNTRY_ROWS } from './data/countries';
import { STATE_ROWS } from './data/states';
import { AREA_OF_STUDY_ROWS } from './data/areas-of-study';
import { MANUSCRIPT_LANGUAGE_ROWS } from './data/manuscript-languages';
import { CUSTOMER_GOAL_ROWS } from './data/customer-goals';
import { HOLIDAY_ROWS, HOLIDAY_SEED_YEARS } from './data/holidays';
import { LOYALTY_LEVEL_ROWS } from './data/loyalty-levels';
import { SERVICE_ROWS } from './data/catalogue';
import { SEEDED_OPTION_ID_LIMIT, SERVICE_OPTION_ROWS } from './data/service-options';
import { SERVICE_BUNDLE_ROWS, SERVICE_BUNDLE_SERVICE_ROWS, SERVICE_GROUP_MEMBER_ROWS, SERVICE_GROUP_ROWS } from './data/service-groups';
import { FEATURE_FLAG_ROWS } from './data/flags';
import { APP_SETTING_ROWS } from './data/settings';
import { JOURNAL_ROWS } from './data/journals';
import { SERVICE_BUNDLE_QUESTION_CHOICE_ROWS, SERVICE_BUNDLE_QUESTION_ROWS } from './data/bundle-questions';
import { SERVICE_QUESTION_ROWS } from './data/service-questions';
import { PREFERRED_GROUP_ROWS, promotionalCodeRows } from './data/promotions';
import { ASSESSMENT_PERCENTILE_ROWS } from './data/assessment-percentiles';

/** Any constant: serialises seeding when several processes start against one PostgreSQL server. */
const SEED_LOCK = 7_341_002;

/**
 * Writes the reference data (languages, currencies, countries, catalogue, flags, settings…).
 * Safe at every start: reference rows are upserted, so corrections in the data files flow in,
 * and rows that did not change are not rewritten. What staff own at run time (feature flags' `enabled`,
 * settings' `value`, promotional codes, groups, services, price options, holidays) is only inserted
 * when missing. One transaction, one statement
 * per table.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);

    await tx.insert(siteLanguages).values(SITE_LANGUAGE_ROWS).onConflictDoUpdate({ target: siteLanguages.code, ...updateFromExcluded(siteLanguages, [siteLanguages.code]) });
    await tx.insert(currencies).values(CURRENCY_ROWS).onConflictDoUpdate({ target: currencies.isoCode, ...updateFromExcluded(currencies, [currencies.isoCode]) });
    await tx.insert(localizations).values(LOCALIZATION_ROWS).onConflictDoUpdate({ target: localizations.identity, ...updateFromExcluded(localizations, [localizations.identity]) });
    await tx.insert(countries).values(COUNTRY_ROWS).onConflictDoUpdate({ target: countries.id, ...updateFromExcluded(countries, [countries.id]) });
    await tx.insert(states).values(STATE_ROWS).onConflictDoUpdate({ target: states.id, ...updateFromExcluded(states, [states.id]) });
    await tx.insert(areasOfStudy).values(AREA_OF_STUDY_ROWS).onConflictDoUpdate({ target: areasOfStudy.id, ...updateFromExcluded(areasOfStudy, [areasOfStudy.id]) });
    await tx
      .insert(manuscriptLanguages)
      .values(MANUSCRIPT_LANGUAGE_ROWS)
      .onConflictDoUpdate({ target: manuscriptLanguages.id, ...updateFromExcluded(manuscriptLanguages, [manuscriptLanguages.id]) });
    await tx.insert(customerGoals).values(CUSTOMER_GOAL_ROWS).onConflictDoUpdate({ target: customerGoals.name, ...updateFromExcluded(customerGoals, [customerGoals.name]) });
    await tx.insert(loyaltyLevels).values(LOYALTY_LEVEL_ROWS).onConflictDoUpdate({ target: loyaltyLevels.identity, ...updateFromExcluded(loyaltyLevels, [loyaltyLevels.identity]) });
    await seedHolidays(tx);
    await seedCatalogue(tx);
    await seedOrderFormQuestions(tx);
    await seedJournals(tx);
    // Staff edit the digital catalogue: a product already there is never overwritten.
    await tx.insert(digitalProducts).values(DIGITAL_PRODUCT_ROWS).onConflictDoNothing({ target: digitalProducts.identity });
    // Business data staff change at run time (a deactivated code must stay deactivated): insert what is missing only.
    await tx.insert(promotionalCodes).values(promotionalCodeRows(new Date())).onConflictDoNothing({ target: promotionalCodes.code });
    await tx.insert(preferredGroups).values(PREFERRED_GROUP_ROWS).onConflictDoNothing({ target: preferredGroups.code });
    await tx.insert(assessmentPercentiles).values(ASSESSMENT_PERCENTILE_ROWS).onConflictDoNothing({ target: assessmentPercentiles.percentile });

    // Staff own these values at run time: insert what is missing, refresh only flag descriptions.
    const newFlags = await tx
      .insert(featureFlags)
      .values(FEATURE_FLAG_ROWS)
      .onConflictDoUpdate({
        target: featureFlags.key,
        set: { description: sql.raw('excluded."description"') },
        setWhere: sql`${featureFlags.description} is distinct from excluded."description"`,
      })
      .returning({ key: featureFlags.key, inserted: sql<boolean>`xmax = 0` });
    const newSettings = await tx.insert(appSettings).values(APP_SETTING_ROWS).onConflictDoNothing({ target: appSettings.key }).returning({ key: appSettings.key });

    const createdVersion = await tx.insert(settingsVersion).values({ id: 1, version: 1 }).onConflictDoNothing({ target: settingsVersion.id }).returning({ id: settingsVersion.id });
    // A new flag or setting changes what every process serves: tell their caches.
    if (createdVersion.length === 0 && (newFlags.some((flag) => flag.inserted) || newSettings.length > 0)) {
      await tx.update(settingsVersion).set({ version: sql`${settingsVersion.version} + 1` }).where(sql`${settingsVersion.id} = 1`);
    }
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Holidays are staff's once seeded (the catalogue desk adds and removes them): a localization's year is
 * seeded only while it has no holiday at all, so a new year's schedule flows in with a release but a
 * holiday staff removed never comes back.
 */
async function seedHolidays(tx: Tx): Promise<void> {
  const seededYears = await tx
    .selectDistinct({ localization: holidays.localization, year: sql<string>`to_char(${holidays.day}, 'YYYY')` })
    .from(holidays)
    .where(and(gte(holidays.day, HOLIDAY_SEED_YEARS.from), lte(holidays.day, HOLIDAY_SEED_YEARS.to)));
  const present = new Set(seededYears.map((row) => `${row.localization}|${row.year}`));
  const missing = HOLIDAY_ROWS.filter((row) => !present.has(`${row.localization}|${row.day.slice(0, 4)}`));
  if (missing.length > 0) await tx.insert(holidays).values(missing).onConflictDoNothing();
}

/**
 * Services and their price options are staff's once seeded (the catalogue desk edits names, prices,
 * bins and turnarounds): a service is inserted when missing, and options only for a service that has
 * none yet, so a restart never reverts a price or brings back an option staff deleted.
 */
async function seedCatalogue(tx: Tx): Promise<void> {
  await tx.insert(services).values(SERVICE_ROWS).onConflictDoNothing({ target: services.identity });
  const priced = new Set((await tx.selectDistinct({ identity: serviceOptions.serviceIdentity }).from(serviceOptions)).map((row) => row.identity));
  const missingOptions = SERVICE_OPTION_ROWS.filter((row) => !priced.has(row.serviceIdentity));
  if (missingOptions.length > 0) await tx.insert(serviceOptions).values(missingOptions).onConflictDoNothing({ target: serviceOptions.id });
  // Options created at run time get ids from the sequence: keep it above the seed's reserved range.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('service_options', 'id'), greatest((select max(id) from service_options), ${SEEDED_OPTION_ID_LIMIT - 1}))`,
  );

  await tx.insert(serviceGroups).values(SERVICE_GROUP_ROWS).onConflictDoUpdate({ target: serviceGroups.slug, ...updateFromExcluded(serviceGroups, [serviceGroups.slug]) });
  await tx
    .insert(serviceGroupMembers)
    .values(SERVICE_GROUP_MEMBER_ROWS)
    .onConflictDoUpdate({
      target: [serviceGroupMembers.groupSlug, serviceGroupMembers.serviceIdentity],
      ...updateFromExcluded(serviceGroupMembers, [serviceGroupMembers.groupSlug, serviceGroupMembers.serviceIdentity]),
    });
  await tx
    .delete(serviceGroupMembers)
    .where(
      and(
        inArray(serviceGroupMembers.groupSlug, SERVICE_GROUP_ROWS.map((row) => row.slug)),
        notInArray(sql<string>`${serviceGroupMembers.groupSlug} || '|' || ${serviceGroupMembers.serviceIdentity}`, SERVICE_GROUP_MEMBER_ROWS.map((row) => `${row.groupSlug}|${row.serviceIdentity}`)),
      ),
    );

  await tx.insert(serviceBundles).values(SERVICE_BUNDLE_ROWS).onConflictDoUpdate({ target: serviceBundles.id, ...updateFromExcluded(serviceBundles, [serviceBundles.id]) });
  await tx
    .insert(serviceBundleServices)
    .values(SERVICE_BUNDLE_SERVICE_ROWS)
    .onConflictDoUpdate({
      target: [serviceBundleServices.bundleId, serviceBundleServices.serviceIdentity],
      ...updateFromExcluded(serviceBundleServices, [serviceBundleServices.bundleId, serviceBundleServices.serviceIdentity]),
    });
  await tx
    .delete(serviceBundleServices)
    .where(
      and(
        inArray(serviceBundleServices.bundleId, SERVICE_BUNDLE_ROWS.map((row) => row.id)),
        notInArray(sql<string>`${serviceBundleServices.bundleId}::text || '|' || ${serviceBundleServices.serviceIdentity}`, SERVICE_BUNDLE_SERVICE_ROWS.map((row) => `${row.bundleId}|${row.serviceIdentity}`)),
      ),
    );
}

async function seedOrderFormQuestions(tx: Tx): Promise<void> {
  await tx
    .insert(serviceBundleQuestions)
    .values(SERVICE_BUNDLE_QUESTION_ROWS)
    .onConflictDoUpdate({ target: serviceBundleQuestions.id, ...updateFromExcluded(serviceBundleQuestions, [serviceBundleQuestions.id]) });
  await tx
    .insert(serviceBundleQuestionChoices)
    .values(SERVICE_BUNDLE_QUESTION_CHOICE_ROWS)
    .onConflictDoUpdate({ target: serviceBundleQuestionChoices.id, ...updateFromExcluded(serviceBundleQuestionChoices, [serviceBundleQuestionChoices.id]) });
  await tx.insert(serviceQuestions).values(SERVICE_QUESTION_ROWS).onConflictDoUpdate({ target: serviceQuestions.id, ...updateFromExcluded(serviceQuestions, [serviceQuestions.id]) });
}

/**
 * Journals have no natural key column (staff may add a journal whose title another one shares once
 * normalized), so the upsert keyed on the normalized title is done by hand: insert the titles not
 * stored, update a stored one only when the data file corrects it (its lowest id, if staff duplicated it).
 */
async function seedJournals(tx: Tx): Promise<void> {
  const stored = await tx
    .select()
    .from(journals)
    .where(inArray(journals.titleNormalized, JOURNAL_ROWS.map((row) => row.titleNormalized)))
    .orderBy(asc(journals.id));
  const byTitle = new Map<string, (typeof stored)[number]>();
  for (const row of stored) if (!byTitle.has(row.titleNormalized)) byTitle.set(row.titleNormalized, row);

  const missing = JOURNAL_ROWS.filter((row) => !byTitle.has(row.titleNormalized));
  if (missing.length > 0) await tx.insert(journals).values([...missing]);
  for (const row of JOURNAL_ROWS) {
    const current = byTitle.get(row.titleNormalized);
    if (!current) continue;
    const changed = current.title !== row.title || current.issn !== row.issn || current.eissn !== row.eissn || current.publisher !== row.publisher || current.url !== row.url;
    if (changed) await tx.update(journals).set(row).where(eq(journals.id, current.id));
  }
}
