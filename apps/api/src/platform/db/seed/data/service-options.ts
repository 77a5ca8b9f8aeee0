import type { serviceOptions } from '../../schema/catalogue';
import type { ServiceIdentity } from '@marginalia/contracts/catalogue/service-identities';

/**
 * Priced options of every service, in US cents. Where each number comes from:
 *
 * | number | value | source |
 * |---|---|---|
 * | pricing by word-count bin and turnaround | — | industry norm (vendors price by word-count bin and turnaround) |
 * | scientific editing rate | $0.065/word | industry-typical (about $65 per 1,000 words at a small vendor) |
 * | advanced editing rate | $0.06/word | industry-typical (institutional credit at a large vendor ≈ $0.06/word) |
 * | standard editing rate | $0.045/word | assumption (a lighter edit, between automated editing ≈ $0.008/word and advanced) |
 * | premium editing rate | $0.08/word | assumption (advanced edit plus unlimited re-editing) |
 * | translation rate | $0.15/word | assumption (middle of the $0.12–0.18 range of human translation) |
 * | standard timelines ≤ 4,500 / ≤ 10,000 words | 3–5 / 6–7 business days | industry-typical (≤ 5k words in 3–5 days, 5–10k in 5–7, at a small vendor) |
 * | longer timelines, translation timelines | see tables below | assumption |
 * | rush: 4/7 of the standard time at +40 % | | industry-typical rush tier (7-day standard, 4-day +40 %) |
 * | rush ≤ 3,000 words: 1 business day at +100 % | | industry-typical rush tier (24-hour +100 %); assumption that 24 h is only offered for short papers |
 * | last bin 40,001–999,999 priced as 60,000 words | | assumption: the order form sends orders above 40,000 words to support for a custom deadline; staff re-quote them |
 * | formatting $110 / $160 / $250 by length | | assumption |
 * | figures $40 per figure, tables $15 per table (1 to 20) | | assumption (table counts are 1 to 20) |
 * | journal recommendation $95 | | assumption |
 * | touch-up re-edit free | | assumption: answers researchers' fear of paying twice after a journal's review |
 *
 * Bin prices are `rate × bin's upper bound`, rounded to whole dollars, so the per-word price falls
 * as a manuscript grows within a bin. Option ids are fixed (`service base + 500 for rush + bin
 * position`) so re-seeding updates options in place; ids below 100000 are reserved for the seed.
 */
type OptionRow = typeof serviceOptions.$inferInsert & { id: number; serviceIdentity: ServiceIdentity };

export const MAX_WORD_COUNT = 999_999;
/** Ids at or above this value belong to options created at run time; the seed never touches them. */
export const SEEDED_OPTION_ID_LIMIT = 100_000;

interface WordBin {
  high: number;
  /** Words the bin is priced at (its upper bound, except for the open-ended last bin). */
  pricedWords: number;
  editingDays: number;
  translationDays: number;
}

const WORD_BINS: WordBin[] = [
  { high: 1500, pricedWords: 1500, editingDays: 3, translationDays: 5 },
  { high: 3000, pricedWords: 3000, editingDays: 4, translationDays: 6 },
  { high: 4500, pricedWords: 4500, editingDays: 5, translationDays: 7 },
  { high: 6000, pricedWords: 6000, editingDays: 6, translationDays: 8 },
  { high: 8000, pricedWords: 8000, editingDays: 7, translationDays: 10 },
  { high: 10000, pricedWords: 10000, editingDays: 7, translationDays: 11 },
  { high: 14000, pricedWords: 14000, editingDays: 9, translationDays: 14 },
  { high: 18000, pricedWords: 18000, editingDays: 10, translationDays: 16 },
  { high: 25000, pricedWords: 25000, editingDays: 12, translationDays: 20 },
  { high: 40000, pricedWords: 40000, editingDays: 15, translationDays: 25 },
  { high: MAX_WORD_COUNT, pricedWords: 60000, editingDays: 20, translationDays: 35 },
];

const RUSH = { multiplier: 1.4, timeShare: 4 / 7 } as const;
const RUSH_24H = { multiplier: 2, maxWords: 3000 } as const;

const dollarsToCents = (dollars: number) => Math.round(dollars) * 100;

interface WordPricedService {
  identity: ServiceIdentity;
  idBase: number;
  usdPerWord: number;
  days: 'editingDays' | 'translationDays';
  /** Whether the 24-hour tier replaces the 4/7 rush for short manuscripts. */
  offers24Hours: boolean;
}

const WORD_PRICED: WordPricedService[] = [
  { identity: 'standard-editing', idBase: 1000, usdPerWord: 0.045, days: 'editingDays', offers24Hours: true },
  { identity: 'advanced-editing', idBase: 2000, usdPerWord: 0.06, days: 'editingDays', offers24Hours: true },
  { identity: 'premium-editing', idBase: 3000, usdPerWord: 0.08, days: 'editingDays', offers24Hours: true },
  { identity: 'scientific-editing', idBase: 4000, usdPerWord: 0.065, days: 'editingDays', offers24Hours: false },
  { identity: 'translation', idBase: 5000, usdPerWord: 0.15, days: 'translationDays', offers24Hours: false },
];

function wordOptions(service: WordPricedService): OptionRow[] {
  const rows: OptionRow[] = [];
  WORD_BINS.forEach((bin, index) => {
    const lengthLow = index === 0 ? 1 : (WORD_BINS[index - 1]?.high ?? 0) + 1;
    const standardDollars = Math.round(service.usdPerWord * bin.pricedWords);
    const standardDays = bin[service.days];
    const base = { serviceIdentity: service.identity, lengthLow, lengthHigh: bin.high };
    rows.push({ ...base, id: service.idBase + index + 1, priceUsdCents: dollarsToCents(standardDollars), timelineBusinessDays: standardDays, rush: false });
    const is24Hours = service.offers24Hours && bin.high <= RUSH_24H.maxWords;
    rows.push({
      ...base,
      id: service.idBase + 500 + index + 1,
      priceUsdCents: dollarsToCents(standardDollars * (is24Hours ? RUSH_24H.multiplier : RUSH.multiplier)),
      timelineBusinessDays: is24Hours ? 1 : Math.max(1, Math.ceil(standardDays * RUSH.timeShare)),
      rush: true,
    });
  });
  return rows;
}

const FORMATTING_BINS = [
  { low: 1, high: 10000, dollars: 110, days: 3 },
  { low: 10001, high: 25000, dollars: 160, days: 4 },
  { low: 25001, high: MAX_WORD_COUNT, dollars: 250, days: 5 },
];

/** One option per count (1 to 20): the price is for all the figures or tables of the order. */
function countOptions(identity: ServiceIdentity, idBase: number, dollarsEach: number, daysFor: (count: number) => number): OptionRow[] {
  return Array.from({ length: 20 }, (_, index) => {
    const count = index + 1;
    return {
      id: idBase + count,
      serviceIdentity: identity,
      lengthLow: count,
      lengthHigh: count,
      priceUsdCents: dollarsToCents(dollarsEach * count),
      timelineBusinessDays: daysFor(count),
      rush: false,
    };
  });
}

export const SERVICE_OPTION_ROWS: OptionRow[] = [
  ...WORD_PRICED.flatMap(wordOptions),
  ...FORMATTING_BINS.map((bin, index) => ({
    id: 6000 + index + 1,
    serviceIdentity: 'formatting' as const,
    lengthLow: bin.low,
    lengthHigh: bin.high,
    priceUsdCents: dollarsToCents(bin.dollars),
    timelineBusinessDays: bin.days,
    rush: false,
  })),
  ...countOptions('table-formatting', 7000, 15, (count) => (count <= 10 ? 2 : 3)),
  ...countOptions('illustration', 8000, 40, (count) => 2 + Math.ceil(count / 5)),
  { id: 9001, serviceIdentity: 'journal-recommendation', lengthLow: 1, lengthHigh: MAX_WORD_COUNT, priceUsdCents: 9500, timelineBusinessDays: 3, rush: false },
  { id: 10001, serviceIdentity: 'touch-up', lengthLow: 1, lengthHigh: MAX_WORD_COUNT, priceUsdCents: 0, timelineBusinessDays: 3, rush: false },
];
