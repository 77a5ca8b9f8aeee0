import { describe, expect, it } from 'vitest';
import { LEARN_MORE_FIT, fitFontSize } from './font-fit';

describe('learn-more text fitting', () => {
  it('searches between 12 and 20 px over 15 iterations', () => {
    expect(LEARN_MORE_FIT).toEqual({ min: 12, max: 20, iterations: 15 });
  });

  it('keeps short text at the full 20 px', () => {
    expect(fitFontSize(() => true)).toBe(20);
  });

  it('finds the largest size that fits, to within a hundredth of a pixel', () => {
    const limit = 15.37;
    const size = fitFontSize((px) => px <= limit);
    expect(size).toBeLessThanOrEqual(limit);
    expect(limit - size).toBeLessThan(0.01);
  });

  it('never goes below 12 px, even when nothing fits', () => {
    expect(fitFontSize(() => false)).toBe(12);
  });

  it('tries the full size and then exactly 15 sizes', () => {
    const tried: number[] = [];
    fitFontSize((px) => {
      tried.push(px);
      return px < 14;
    });
    expect(tried[0]).toBe(20);
    expect(tried).toHaveLength(16);
    expect(tried.every((px) => px >= 12 && px <= 20)).toBe(true);
  });

  it('models a box: text height shrinks with the font size', () => {
    // 600 characters of text, 8 px wide per 16 px of font, in a 320 × 240 box with 1.5 line height.
    const fits = (px: number) => Math.ceil((600 * px * 0.5) / 320) * px * 1.5 <= 240;
    const size = fitFontSize(fits);
    expect(fits(size)).toBe(true);
    expect(fits(size + 0.05)).toBe(false);
  });
});
