import { describe, expect, it } from 'vitest';
import { earnTeasers } from './earn-teasers';

describe('earnTeasers', () => {
  it('offers the three ways to earn to a researcher who can still do all three', () => {
    expect(earnTeasers({ canRefer: true, submittedTestimonial: false, nextLevel: 'level3' })).toEqual(['refer', 'testimonial', 'next-level']);
  });
  it('drops the testimonial once one was submitted, and the level at the top', () => {
    expect(earnTeasers({ canRefer: true, submittedTestimonial: true, nextLevel: 'level3' })).toEqual(['refer', 'next-level']);
    expect(earnTeasers({ canRefer: true, submittedTestimonial: true, nextLevel: null })).toEqual(['refer']);
    expect(earnTeasers({ canRefer: false, submittedTestimonial: true, nextLevel: null })).toEqual([]);
  });
});
