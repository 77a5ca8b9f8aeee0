import { boolean, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, date, index } from 'drizzle-orm/pg-core';

/** The five site languages. `code` is the URL prefix; `locale` the ICU locale. */
export const siteLanguages = pgTable('site_languages', {
  code: text('code').primaryKey(),
  locale: text('locale').notNull().unique(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** A localization is a legal/commercial entity of the service (US company, China WFOE…). */
export const localizations = pgTable('localizations', {
  identity: text('identity').primaryKey(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  defaultLanguage: text('default_language').notNull().references(() => siteLanguages.code),
  defaultCurrency: text('default_currency').notNull(),
  secureSite: text('secure_site').notNull(),
  invoicePrefix: text('invoice_prefix').notNull(),
  allowsFapiaoProcessingAfterPayment: boolean('allows_fapiao_processing_after_payment').notNull().default(false),
  sortOrder: smallint('sort_order').notNull(),
});

/**
 * Currencies. `exchangeRate` is US dollars per one unit of the currency (usdBalance = balance × exchangeRate);
 * `perUsd` is its inverse, kept so USD → currency conversion never divides at run time.
 */
export const currencies = pgTable('currencies', {
  isoCode: text('iso_code').primaryKey(),
  shortName: text('short_name').notNull(),
  sign: text('sign').notNull(),
  numDecimals: smallint('num_decimals').notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 18, scale: 10 }).notNull(),
  perUsd: numeric('per_usd', { precision: 18, scale: 6 }).notNull(),
  selectable: boolean('selectable').notNull().default(true),
  sortOrder: smallint('sort_order').notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  defaultCurrency: text('default_currency').notNull().references(() => currencies.isoCode),
  localization: text('localization').notNull().references(() => localizations.identity),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

/** Three levels: a selectable area has a parent and a grandparent. */
export const areasOfStudy = pgTable('areas_of_study', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  parentId: integer('parent_id'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const manuscriptLanguages = pgTable('manuscript_languages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code'),
  sortOrder: smallint('sort_order').notNull(),
});

export const customerGoals = pgTable('customer_goals', {
  name: text('name').primaryKey(),
  requiresWordCount: boolean('requires_word_count').notNull(),
  uploadType: text('upload_type', { enum: ['main', 'figures'] }).notNull(),
  selectable: boolean('selectable').notNull().default(true),
  sortOrder: smallint('sort_order').notNull(),
});

export const holidays = pgTable(
  'holidays',
  {
    localization: text('localization').notNull().references(() => localizations.identity),
    day: date('day').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.localization, t.day] })],
);

export const loyaltyLevels = pgTable('loyalty_levels', {
  identity: text('identity').primaryKey(),
  name: text('name').notNull(),
  minimumPointsNeeded: integer('minimum_points_needed').notNull(),
  minimumOrdersNeeded: integer('minimum_orders_needed').notNull(),
  discountPercent: smallint('discount_percent').notNull().default(0),
  sortOrder: smallint('sort_order').notNull(),
});

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** What a select of each table above returns. */
export type SiteLanguageRow = typeof siteLanguages.$inferSelect;
export type LocalizationRow = typeof localizations.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type StateRow = typeof states.$inferSelect;
export type AreaOfStudyRow = typeof areasOfStudy.$inferSelect;
export type ManuscriptLanguageRow = typeof manuscriptLanguages.$inferSelect;
export type CustomerGoalRow = typeof customerGoals.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;
export type LoyaltyLevelRow = typeof loyaltyLevels.$inferSelect;
