import { describe, expect, it } from 'vitest';
import { deadlineMismatch, journalUrlChangeProblem, recalculatedDeadline, savedDeadline, serviceRemovalProblem } from './order-edit.rules';

const order = '2026-03-10T17:00:00.000Z';

describe('recalculatedDeadline and deadlineMismatch', () => {
  it('is the order deadline when no service was added: no mismatch', () => {
    expect(recalculatedDeadline(order, [])).toBe(order);
    expect(deadlineMismatch(recalculatedDeadline(order, []), order)).toBe(false);
  });
  it('is the latest deadline among the added services', () => {
    const added = [{ deadline: '2026-03-12T17:00:00.000Z' }, { deadline: '2026-03-16T17:00:00.000Z' }, { deadline: '2026-03-11T17:00:00.000Z' }];
    expect(recalculatedDeadline(order, added)).toBe('2026-03-16T17:00:00.000Z');
    expect(deadlineMismatch(recalculatedDeadline(order, added), order)).toBe(true);
  });
  it('compares instants, not spellings', () => {
    expect(deadlineMismatch('2026-03-10T17:00:00Z', order)).toBe(false);
  });
  it('never moves the saved deadline earlier', () => {
    expect(savedDeadline(order, [{ deadline: '2026-03-09T17:00:00.000Z' }])).toBe(order);
    expect(savedDeadline(order, [{ deadline: '2026-03-20T17:00:00.000Z' }])).toBe('2026-03-20T17:00:00.000Z');
  });
});

describe('serviceRemovalProblem', () => {
  it('allows removal only while more than one removable service remains on an unpaid order', () => {
    expect(serviceRemovalProblem({ selectedCount: 2, removable: true, paid: false })).toBeNull();
    expect(serviceRemovalProblem({ selectedCount: 1, removable: true, paid: false })).toBe('order-service-last');
    expect(serviceRemovalProblem({ selectedCount: 3, removable: false, paid: false })).toBe('order-service-not-removable');
    expect(serviceRemovalProblem({ selectedCount: 3, removable: true, paid: true })).toBe('order-service-removal-paid');
  });
});

describe('journal website change', () => {
  it('asks to adjust the website when the journal changes and the old website stays', () => {
    const before = { name: 'Nature', url: 'https://www.nature.com' };
    expect(journalUrlChangeProblem(before, { name: 'Science', url: 'https://www.nature.com' })).toBe('journal-url-change-error');
    expect(journalUrlChangeProblem(before, { name: '', url: 'https://www.nature.com' })).toBe('journal-url-change-error');
    expect(journalUrlChangeProblem(before, { name: 'Science', url: 'https://www.science.org' })).toBeNull();
    expect(journalUrlChangeProblem(before, { name: 'Science', url: '' })).toBeNull();
    expect(journalUrlChangeProblem(before, { name: ' nature ', url: 'https://www.nature.com' })).toBeNull();
    expect(journalUrlChangeProblem({ name: 'Nature', url: null }, { name: 'Science', url: null })).toBeNull();
  });
});
