import { describe, expect, it } from 'vitest';
import { assessmentScore, AVERAGE_MIN_SCORE, CATEGORY_WEIGHTS, editingRecommended, EXCEPTIONAL_MIN_SCORE, findingRate, REPEAT_CAP, scoreCategory, scoreOfRate, weightedFindings, type ScoredFinding } from './assessment-score';

const grammar = (confidence = 1, repeatKey?: string): ScoredFinding => ({ category: 'grammarMechanics', confidence, ...(repeatKey ? { repeatKey } : {}) });

/** A 300-word manuscript's findings: what an author wrote, then the same text with some errors corrected. */
const written: ScoredFinding[] = [
  { category: 'grammarMechanics', confidence: 0.95, repeatKey: 'agreement:were' },
  { category: 'grammarMechanics', confidence: 0.9, repeatKey: 'uncountable:informations' },
  { category: 'wordChoice', confidence: 0.8, repeatKey: 'collocation:make' },
  { category: 'punctuation', confidence: 0.85, repeatKey: 'unit-space:5mg' },
  { category: 'phrasing', confidence: 0.6, repeatKey: 'wordy:in order to' },
  { category: 'consistencySpellingTypos', confidence: 0.9, repeatKey: 'spelling:protien' },
];

describe('the score', () => {
  it('is 10 without findings and falls as findings per 100 words rise', () => {
    expect(assessmentScore([], 500)).toBe(10);
    expect(scoreOfRate(0)).toBe(10);
    expect(assessmentScore([grammar()], 100)).toBe(6.7);
    expect(assessmentScore([grammar(), grammar(), grammar(), grammar(), grammar()], 100)).toBe(1.4);
  });

  it('scores the corrected version of a text higher than the text', () => {
    const corrected = written.filter((finding) => finding.category === 'phrasing' || finding.category === 'punctuation');
    expect(assessmentScore(corrected, 300)).toBeGreaterThan(assessmentScore(written, 300));
    expect(assessmentScore([], 300)).toBeGreaterThan(assessmentScore(corrected, 300));
  });

  it('scores twice the errors lower', () => {
    const twice = [...written, ...written.map((finding) => ({ ...finding, repeatKey: `${finding.repeatKey}:again` }))];
    expect(assessmentScore(twice, 300)).toBeLessThan(assessmentScore(written, 300));
  });

  it('weighs a finding by its category and its confidence', () => {
    expect(weightedFindings([{ category: 'punctuation', confidence: 1 }])).toBe(CATEGORY_WEIGHTS.punctuation);
    expect(weightedFindings([{ category: 'grammarMechanics', confidence: 0.5 }])).toBe(0.5);
    expect(weightedFindings([{ category: 'grammarMechanics', confidence: 7 }, { category: 'phrasing', confidence: -1 }])).toBe(1);
    expect(assessmentScore([{ category: 'grammarMechanics', confidence: 1 }], 100)).toBeLessThan(assessmentScore([{ category: 'punctuation', confidence: 1 }], 100));
  });

  it('counts one finding repeated on the same words at most three times', () => {
    const habit = Array.from({ length: 10 }, () => grammar(1, 'uncountable:informations'));
    expect(weightedFindings(habit)).toBe(REPEAT_CAP);
    expect(weightedFindings(Array.from({ length: 10 }, () => grammar(1)))).toBe(10);
  });

  it('is a rate: the same findings in a longer text score higher', () => {
    expect(findingRate(written, 600)).toBeCloseTo(findingRate(written, 300) / 2);
    expect(assessmentScore(written, 600)).toBeGreaterThan(assessmentScore(written, 300));
  });

  it('needs words', () => {
    expect(() => assessmentScore([], 0)).toThrow(RangeError);
  });
});

describe('the categories', () => {
  it('are exceptional from 6.1, average from 2.69, poor below', () => {
    expect(scoreCategory(10)).toBe('exceptional');
    expect(scoreCategory(EXCEPTIONAL_MIN_SCORE)).toBe('exceptional');
    expect(scoreCategory(6.0)).toBe('average');
    expect(scoreCategory(2.7)).toBe('average');
    expect(scoreCategory(AVERAGE_MIN_SCORE)).toBe('average');
    expect(scoreCategory(2.6)).toBe('poor');
    expect(scoreCategory(0)).toBe('poor');
  });

  it('recommend editing below exceptional', () => {
    expect(editingRecommended(6.1)).toBe(false);
    expect(editingRecommended(6.0)).toBe(true);
  });

  it('fall where the formula says: about 1.2 and 3.3 weighted findings per 100 words', () => {
    expect(scoreCategory(scoreOfRate(1.2))).toBe('exceptional');
    expect(scoreCategory(scoreOfRate(1.3))).toBe('average');
    expect(scoreCategory(scoreOfRate(3.2))).toBe('average');
    expect(scoreCategory(scoreOfRate(3.4))).toBe('poor');
  });
});
