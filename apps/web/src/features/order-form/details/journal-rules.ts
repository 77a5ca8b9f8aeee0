import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';

/** Journal selection of the details step. */
export interface JournalValue {
  id: number | null;
  name: string;
  url: string | null;
}

/** A journal is needed when the form shows the journal input and a chosen service needs its details. */
export function journalRequired(form: Pick<OrderForm, 'showJournalDetailsInput' | 'availableServices' | 'additionalServices'>): boolean {
  if (!form.showJournalDetailsInput) return false;
  return [...form.availableServices, ...form.additionalServices].some((service) => service.selected && service.requiresJournalDetails);
}

/** What is sent: nothing when the name is blank (the website alone names no journal), else trimmed values. */
export function journalPayload(journal: JournalValue | null): JournalValue | null {
  if (!journal) return null;
  const name = journal.name.trim();
  if (name === '') return null;
  const url = (journal.url ?? '').trim();
  return { id: journal.id, name, url: url === '' ? null : url };
}

export interface JournalHit {
  id: number | null;
  title: string;
  url: string | null;
}

/** Picking a hit of the type-ahead: the website field is filled from the directory when it is still empty. */
export function pickJournal(current: JournalValue | null, hit: JournalHit): JournalValue {
  const typedUrl = (current?.url ?? '').trim();
  return { id: hit.id, name: hit.title, url: typedUrl !== '' ? typedUrl : hit.url };
}

/** Typing a name that is not (or no longer) a directory hit: a new entry: a journal the directory does not know is allowed. */
export function typeJournalName(current: JournalValue | null, name: string, hits: readonly JournalHit[]): JournalValue {
  const hit = hits.find((candidate) => candidate.title === name);
  if (hit) return pickJournal(current, hit);
  const keepsId = current !== null && current.name === name;
  return { id: keepsId ? current.id : null, name, url: current?.url ?? null };
}
