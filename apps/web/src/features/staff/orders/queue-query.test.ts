import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE, hasFilters, queueApiQuery, readQueueSearch, tabCount, withFilters, writeQueueSearch } from './queue-query';

describe('the queue view in the address', () => {
  it('reads the defaults from an empty query', () => {
    expect(readQueueSearch(new URLSearchParams())).toEqual(DEFAULT_QUEUE);
    expect(writeQueueSearch(DEFAULT_QUEUE).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const view = {
      status: 'in_progress' as const,
      service: 'standard-editing',
      deadlineFrom: '2026-03-01',
      deadlineTo: '2026-03-31',
      overdue: true,
      unassigned: false,
      unpaid: true,
      mine: true,
      country: 226,
      q: 'Reyes',
      sort: '-created' as const,
      page: 2,
    };
    const search = writeQueueSearch(view);
    expect(search.get('assignee')).toBe('me');
    expect(search.get('unassigned')).toBeNull();
    expect(readQueueSearch(new URLSearchParams(search.toString()))).toEqual(view);
  });

  it('drops malformed values instead of failing', () => {
    const view = readQueueSearch(new URLSearchParams('status=shipped&deadlineFrom=3/1/2026&country=-4&page=x&sort=price&overdue=yes&assignee=lin'));
    expect(view).toEqual(DEFAULT_QUEUE);
  });

  it('sends the API the same names, leaving defaults out', () => {
    expect(queueApiQuery({ ...DEFAULT_QUEUE, unassigned: true, page: 1 })).toEqual({ unassigned: 'true', page: 1 });
    expect(queueApiQuery({ ...DEFAULT_QUEUE, status: 'all', sort: 'created' })).toEqual({ status: 'all', sort: 'created' });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilters({ ...DEFAULT_QUEUE, page: 4 }, { overdue: true }).page).toBe(0);
    expect(withFilters(DEFAULT_QUEUE, { page: 3 }).page).toBe(3);
  });

  it('knows whether anything narrows the view', () => {
    expect(hasFilters({ ...DEFAULT_QUEUE, status: 'all', sort: '-deadline', page: 3 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_QUEUE, country: 32 })).toBe(true);
  });
});

describe('tab counts', () => {
  const counts = { received: 3, in_progress: 2, quality_check: 1, completed: 10, cancelled: 4 };
  it('adds up the open statuses and the whole book', () => {
    expect(tabCount('open', counts)).toBe(6);
    expect(tabCount('all', counts)).toBe(20);
    expect(tabCount('completed', counts)).toBe(10);
    expect(tabCount('received', {})).toBe(0);
  });
});
