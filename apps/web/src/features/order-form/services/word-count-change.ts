import { parseWordCountInput, wordCountChangeError } from '@marginalia/contracts/order-form/pricing/word-count';

/**
 * The change-word-count control: what the field shows after each
 * keystroke, when a bin price look-up is due, and the look-up's state (requested, found, none found).
 * Plain functions so the rules are tested without a browser; the component only wires timers and calls.
 */

export type WordCountInputError = 'value-required' | 'value-cannot-be-zero';

export interface WordCountField {
  /** What the input shows: digits only, so anything else typed is dropped (non-numeric input clears it). */
  text: string;
  value: number | null;
  error: WordCountInputError | null;
}

/** Reads a keystroke: keeps the digits, caps the value at 999,999,999 and names the error, if any. */
export function readWordCountInput(raw: string): WordCountField {
  const value = parseWordCountInput(raw);
  return { text: value === null ? '' : String(value), value, error: wordCountChangeError(value) };
}

export interface FoundBin {
  name: string;
  price: number;
  serviceIdentity: string;
}

export type BinLookup =
  | { status: 'idle' }
  | { status: 'requested'; count: number }
  | { status: 'found'; count: number; bin: FoundBin }
  /** No service option for the count (the no-service flag); `message` is the server's text when it sent one. */
  | { status: 'none'; count: number; message: string | null };

export type BinLookupEvent =
  | { type: 'requested'; count: number }
  | { type: 'answered'; count: number; bin: FoundBin | null }
  | { type: 'failed'; count: number; message: string | null }
  | { type: 'cleared' };

export const IDLE_LOOKUP: BinLookup = { status: 'idle' };

/**
 * The look-up's next state. An answer for a count other than the one last asked about is dropped: the
 * researcher kept typing and a newer request is on its way (or the field was cleared).
 */
export function binLookupReducer(state: BinLookup, event: BinLookupEvent): BinLookup {
  switch (event.type) {
    case 'requested':
      return { status: 'requested', count: event.count };
    case 'cleared':
      return IDLE_LOOKUP;
    case 'answered':
      if (state.status !== 'requested' || state.count !== event.count) return state;
      return event.bin ? { status: 'found', count: event.count, bin: event.bin } : { status: 'none', count: event.count, message: null };
    case 'failed':
      if (state.status !== 'requested' || state.count !== event.count) return state;
      return { status: 'none', count: event.count, message: event.message };
  }
}

/**
 * Whether the debounced value should be looked up: only a valid count, and not the count whose answer is
 * already shown or on its way.
 */
export function lookupNeeded(field: WordCountField, state: BinLookup): field is WordCountField & { value: number } {
  if (field.error !== null || field.value === null) return false;
  return state.status === 'idle' || state.count !== field.value;
}

/** Apply is offered once the bin of the count in the field has been found. */
export function canApply(field: WordCountField, state: BinLookup): boolean {
  return field.error === null && state.status === 'found' && state.count === field.value;
}
