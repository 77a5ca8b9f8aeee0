import { describe, expect, it } from 'vitest';
import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { journalPayload, journalRequired, pickJournal, typeJournalName } from './journal-rules';

const service = (over: Partial<OrderFormService>) => ({ selected: false, requiresJournalDetails: false, ...over }) as OrderFormService;

describe('journal required', () => {
  it('when a chosen service needs journal details and the input is shown', () => {
    const services = [service({ selected: true, requiresJournalDetails: true })];
    expect(journalRequired({ showJournalDetailsInput: true, availableServices: services, additionalServices: [] })).toBe(true);
    expect(journalRequired({ showJournalDetailsInput: false, availableServices: services, additionalServices: [] })).toBe(false);
  });

  it('counts additional services, and only chosen ones', () => {
    const extra = [service({ selected: true, requiresJournalDetails: true })];
    expect(journalRequired({ showJournalDetailsInput: true, availableServices: [], additionalServices: extra })).toBe(true);
    const unchosen = [service({ selected: false, requiresJournalDetails: true })];
    expect(journalRequired({ showJournalDetailsInput: true, availableServices: unchosen, additionalServices: [] })).toBe(false);
  });
});

describe('journal value', () => {
  const hits = [{ id: 7, title: 'Nature', url: 'https://www.nature.com' }];

  it('sends nothing for a blank name and trims what it sends', () => {
    expect(journalPayload({ id: null, name: '  ', url: 'https://x.org' })).toBeNull();
    expect(journalPayload({ id: 7, name: ' Nature ', url: '  ' })).toEqual({ id: 7, name: 'Nature', url: null });
  });

  it('fills the website from the directory unless one was typed', () => {
    expect(pickJournal(null, hits[0]!)).toEqual({ id: 7, name: 'Nature', url: 'https://www.nature.com' });
    expect(pickJournal({ id: null, name: 'Nat', url: 'https://mine.org' }, hits[0]!).url).toBe('https://mine.org');
  });

  it('accepts a new journal name that is not in the directory', () => {
    expect(typeJournalName({ id: 7, name: 'Nature', url: null }, 'Nature Plants Letters', hits)).toEqual({
      id: null,
      name: 'Nature Plants Letters',
      url: null,
    });
    expect(typeJournalName(null, 'Nature', hits).id).toBe(7);
  });
});
