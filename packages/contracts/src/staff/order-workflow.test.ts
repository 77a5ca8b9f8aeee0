import { describe, expect, it } from 'vitest';
import { allowedTransitions, skipsQualityCheck, transitionNeedsReason, transitionProblem, type TransitionFacts } from './order-workflow';

const facts = (overrides: Partial<TransitionFacts>): TransitionFacts => ({ from: 'in_progress', to: 'completed', reason: null, assigned: true, deliverables: 1, ...overrides });

describe('completing an order', () => {
  it('completes after the quality check without a reason', () => {
    expect(transitionProblem(facts({ from: 'quality_check' }))).toBeNull();
    expect(transitionNeedsReason('quality_check', 'completed')).toBe(false);
    expect(skipsQualityCheck('quality_check', 'completed')).toBe(false);
  });

  it('refuses to complete straight from in progress unless the quality check is skipped on purpose, with a reason', () => {
    expect(allowedTransitions('in_progress')).toContain('completed');
    expect(skipsQualityCheck('in_progress', 'completed')).toBe(true);
    expect(transitionProblem(facts({}))).toBe('order-quality-check-required');
    expect(transitionProblem(facts({ reason: 'Figures only, nothing to check' }))).toBe('order-quality-check-required');
    expect(transitionProblem(facts({ skipQualityCheck: true }))).toBe('staff-reason-required');
    expect(transitionProblem(facts({ skipQualityCheck: true, reason: '  ' }))).toBe('staff-reason-required');
    expect(transitionProblem(facts({ skipQualityCheck: true, reason: 'Figures only, nothing to check' }))).toBeNull();
  });

  it('still needs a delivered file, whichever way it is completed', () => {
    expect(transitionProblem(facts({ from: 'quality_check', deliverables: 0 }))).toBe('order-deliverables-required');
    expect(transitionProblem(facts({ skipQualityCheck: true, reason: 'Urgent', deliverables: 0 }))).toBe('order-deliverables-required');
  });

  it('cannot complete a received order at all', () => {
    expect(transitionProblem(facts({ from: 'received', skipQualityCheck: true, reason: 'Urgent' }))).toBe('order-transition-not-allowed');
  });
});
