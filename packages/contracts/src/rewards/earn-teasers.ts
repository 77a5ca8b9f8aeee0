/**
 * The three ways to earn shown on the rewards page: refer a colleague, write a testimonial, reach the next
 * level. The testimonial teaser is dropped once the user has submitted one; the level teaser once the user is
 * at the top level (there is nothing left to reach).
 */
export type EarnTeaser = 'refer' | 'testimonial' | 'next-level';

export interface EarnTeaserFacts {
  submittedTestimonial: boolean;
  /** The next level's identity, or null at the top. */
  nextLevel: string | null;
  /** Whether the user has a referral code to share. */
  canRefer: boolean;
}

export function earnTeasers(facts: EarnTeaserFacts): EarnTeaser[] {
  const teasers: EarnTeaser[] = [];
  if (facts.canRefer) teasers.push('refer');
  if (!facts.submittedTestimonial) teasers.push('testimonial');
  if (facts.nextLevel !== null) teasers.push('next-level');
  return teasers;
}

/** Points an approved testimonial earns, once per account (an assumption of ours, shown on the teaser). */
export const TESTIMONIAL_REWARD_POINTS = 100;
