import { describe, expect, it } from 'vitest';
import { judge, policyFor } from './rule-policy';

describe('the precision policy', () => {
  it('lets a rule apply itself only with enough sure and right firings', () => {
    expect(judge({ fired: 10, onSpan: 10, fixes: 10, sureFired: 10, sureFixes: 10 })).toEqual({ mode: 'apply', precision: 1 });
    expect(judge({ fired: 1, onSpan: 1, fixes: 1, sureFired: 1, sureFixes: 1 }).mode).toBe('suggest');
    expect(judge({ fired: 20, onSpan: 18, fixes: 17, sureFired: 20, sureFixes: 17 }).mode).toBe('suggest');
    expect(judge({ fired: 10, onSpan: 3, fixes: 3, sureFired: 10, sureFixes: 3 }).mode).toBe('off');
  });

  it('asks more of Harper\'s rules', () => {
    expect(judge({ fired: 3, onSpan: 3, fixes: 3, sureFired: 3, sureFixes: 3 }, true).mode).toBe('suggest');
    expect(judge({ fired: 5, onSpan: 5, fixes: 5, sureFired: 5, sureFixes: 5 }, true).mode).toBe('apply');
  });

  it('keeps unmeasured rules from changing a manuscript', () => {
    expect(policyFor('a-rule-nobody-measured').mode).toBe('suggest');
    expect(policyFor('harper:SomethingNeverSeen').mode).toBe('off');
  });
});
