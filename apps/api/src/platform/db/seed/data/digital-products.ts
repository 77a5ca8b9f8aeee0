import type { digitalProducts } from '../../schema/digital';

/**
 * The digital-translation packages sold at first (staff change them in the catalogue; re-seeding never
 * overwrites a product). Prices are ASSUMPTIONS: automated services sell near $4 per 500 words, so one
 * machine translation of a research article (5,000–8,000 words) at $29, with larger packages cheaper per use;
 * each currency's price is the dollar price converted at the seeded rates and rounded to a friendly amount.
 * A package's uses are valid for a year.
 *
 * The digital-editing subscription: unlimited automated edits for a year. Its price is an ASSUMPTION in the same
 * range (a year's use for the price of five translations); the page shows it as 30 % off the full price, which
 * is derived from it (features/digital-purchases/README.md).
 */
const LANGUAGES = ['spanish-to-english', 'portuguese-to-english', 'chinese-to-english'];

export const DIGITAL_PRODUCT_ROWS: (typeof digitalProducts.$inferInsert)[] = [
  {
    identity: 'translation-1',
    kind: 'translation-package',
    label: '1 translation',
    allowedLanguages: LANGUAGES,
    numberOfUses: 1,
    validDays: 365,
    prices: { USD: 2900, EUR: 2500, GBP: 2200, BRL: 15900, CNY: 20900, JPY: 4400 },
    sortOrder: 1,
  },
  {
    identity: 'translation-3',
    kind: 'translation-package',
    label: '3 translations',
    allowedLanguages: LANGUAGES,
    numberOfUses: 3,
    validDays: 365,
    prices: { USD: 7900, EUR: 6900, GBP: 5900, BRL: 42900, CNY: 55900, JPY: 11900 },
    sortOrder: 2,
  },
  {
    identity: 'translation-5',
    kind: 'translation-package',
    label: '5 translations',
    allowedLanguages: LANGUAGES,
    numberOfUses: 5,
    validDays: 365,
    prices: { USD: 11900, EUR: 9900, GBP: 8900, BRL: 64900, CNY: 84900, JPY: 17900 },
    sortOrder: 3,
  },
  {
    identity: 'translation-10',
    kind: 'translation-package',
    label: '10 translations',
    allowedLanguages: LANGUAGES,
    numberOfUses: 10,
    validDays: 365,
    prices: { USD: 21900, EUR: 18900, GBP: 16500, BRL: 119000, CNY: 154900, JPY: 32900 },
    sortOrder: 4,
  },
  {
    identity: 'editing-annual',
    kind: 'editing-subscription',
    label: 'Digital editing, annual subscription',
    allowedLanguages: [],
    numberOfUses: null,
    validDays: 365,
    prices: { USD: 11900, EUR: 9900, GBP: 8900, BRL: 64900, CNY: 84900, JPY: 17900 },
    sortOrder: 10,
  },
];
