/**
 * A service option priced by word-count bin (pricing by word-count bin and turnaround is the industry
 * norm). Bins are inclusive at both ends, so 1-1500 and 1501-3000 meet without overlapping.
 */
export interface PricedOption {
  id: number;
  lengthLow: number;
  lengthHigh: number;
  priceUsdCents: number;
  timelineBusinessDays: number;
  rush: boolean;
}

export interface RushData {
  nonRushOption: PricedOption | null;
  rushOption: PricedOption | null;
  /** Rush price − non-rush price in US cents; null unless the bin has both. */
  rushPriceDifferenceUsdCents: number | null;
  /** The bin has only a rush option: choosing the service forces rush on. */
  rushOnly: boolean;
}

export interface WordCountBin {
  lengthLow: number;
  lengthHigh: number;
  /** `${lengthLow}-${lengthHigh}`, the "new word bin name" of GET get-bin-price. */
  name: string;
}

function inBin(option: PricedOption, count: number): boolean {
  return option.lengthLow <= count && count <= option.lengthHigh;
}

/**
 * Options in a stable order — narrowest bin first, then by lower bound, then id — so that overlapping
 * catalogue rows (a data mistake) still resolve the same way on the server and in the browser.
 */
function candidates(options: readonly PricedOption[], count: number): PricedOption[] {
  if (!Number.isFinite(count)) return [];
  return options
    .filter((option) => inBin(option, count))
    .sort((a, b) => a.lengthHigh - a.lengthLow - (b.lengthHigh - b.lengthLow) || a.lengthLow - b.lengthLow || a.id - b.id);
}

/** The option whose bin [lengthLow, lengthHigh] holds `count` with the given rush flag, or null. */
export function selectOption(options: readonly PricedOption[], count: number, rush: boolean): PricedOption | null {
  return candidates(options, count).find((option) => option.rush === rush) ?? null;
}

/** The rush data for one service at a word count. */
export function rushData(options: readonly PricedOption[], count: number): RushData {
  const nonRushOption = selectOption(options, count, false);
  const rushOption = selectOption(options, count, true);
  return {
    nonRushOption,
    rushOption,
    rushPriceDifferenceUsdCents: nonRushOption && rushOption ? rushOption.priceUsdCents - nonRushOption.priceUsdCents : null,
    rushOnly: rushOption !== null && nonRushOption === null,
  };
}

/**
 * The bin a new word count falls in, for the change-word-count control's bin price look-up.
 * Null means none found: the form sets its no-service flag.
 */
export function binFor(options: readonly PricedOption[], count: number): WordCountBin | null {
  const option = candidates(options, count)[0];
  if (!option) return null;
  return { lengthLow: option.lengthLow, lengthHigh: option.lengthHigh, name: `${option.lengthLow}-${option.lengthHigh}` };
}
