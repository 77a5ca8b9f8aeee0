/**
 * The learn-more text of a bundle card is sized to fill its box (fitted
 * between 12 and 20 px over 15 iterations). A binary search over the font size: each step tries the middle
 * of the range that is still open and keeps the half on the side where the answer lies.
 */
export interface FitRange {
  min: number;
  max: number;
  iterations: number;
}

export const LEARN_MORE_FIT: FitRange = { min: 12, max: 20, iterations: 15 };

/**
 * The largest font size (px, to 1/100) at which `fits` holds, searched in [min, max]. The text never goes
 * below `min`, even if it still overflows there (the box then scrolls), and the whole text fits at `max`
 * when it is short: the full size is tried first so short texts are not shrunk by the search's rounding.
 */
export function fitFontSize(fits: (px: number) => boolean, range: FitRange = LEARN_MORE_FIT): number {
  const { min, max, iterations } = range;
  if (!(min <= max)) throw new RangeError(`font range ${min}..${max} is empty`);
  if (fits(max)) return max;
  let low = min;
  let high = max;
  for (let step = 0; step < iterations; step += 1) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return Math.floor(low * 100) / 100;
}
