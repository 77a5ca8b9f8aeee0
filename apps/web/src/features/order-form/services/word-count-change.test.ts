import { describe, expect, it } from 'vitest';
import { WORD_COUNT_DEBOUNCE_MS } from '@marginalia/contracts/order-form/pricing/word-count';
import { IDLE_LOOKUP, binLookupReducer, canApply, lookupNeeded, readWordCountInput, type BinLookup } from './word-count-change';

const bin = { name: '1501-3000', price: 12000, serviceIdentity: 'standard-editing' };

describe('change word count input', () => {
  it('says the value is required when the field is empty', () => {
    expect(readWordCountInput('')).toEqual({ text: '', value: null, error: 'value-required' });
  });

  it('says the value cannot be zero', () => {
    expect(readWordCountInput('0')).toEqual({ text: '0', value: 0, error: 'value-cannot-be-zero' });
  });

  it('clears the field when the input has no digits', () => {
    expect(readWordCountInput('abc').text).toBe('');
  });

  it('keeps only digits and caps the count at 999,999,999', () => {
    expect(readWordCountInput('12,500')).toEqual({ text: '12500', value: 12500, error: null });
    expect(readWordCountInput('12345678901').value).toBe(999999999);
  });

  it('debounces for 400 ms', () => {
    expect(WORD_COUNT_DEBOUNCE_MS).toBe(400);
  });
});

describe('bin price look-up', () => {
  it('looks up a valid count that is not already shown', () => {
    const field = readWordCountInput('2000');
    expect(lookupNeeded(field, IDLE_LOOKUP)).toBe(true);
    expect(lookupNeeded(field, { status: 'found', count: 2000, bin })).toBe(false);
    expect(lookupNeeded(field, { status: 'requested', count: 2000 })).toBe(false);
    expect(lookupNeeded(field, { status: 'found', count: 1999, bin })).toBe(true);
  });

  it('never looks up an empty or zero count', () => {
    expect(lookupNeeded(readWordCountInput(''), IDLE_LOOKUP)).toBe(false);
    expect(lookupNeeded(readWordCountInput('0'), IDLE_LOOKUP)).toBe(false);
  });

  it('goes requested → found with the new bin, or → none found', () => {
    const requested = binLookupReducer(IDLE_LOOKUP, { type: 'requested', count: 2000 });
    expect(requested).toEqual({ status: 'requested', count: 2000 });
    expect(binLookupReducer(requested, { type: 'answered', count: 2000, bin })).toEqual({ status: 'found', count: 2000, bin });
    expect(binLookupReducer(requested, { type: 'answered', count: 2000, bin: null })).toEqual({
      status: 'none',
      count: 2000,
      message: null,
    });
    expect(binLookupReducer(requested, { type: 'failed', count: 2000, message: 'Too long' })).toEqual({
      status: 'none',
      count: 2000,
      message: 'Too long',
    });
  });

  it('drops an answer for a count the researcher has typed past', () => {
    const requested: BinLookup = { status: 'requested', count: 2500 };
    expect(binLookupReducer(requested, { type: 'answered', count: 2000, bin })).toBe(requested);
    expect(binLookupReducer(IDLE_LOOKUP, { type: 'failed', count: 2000, message: null })).toBe(IDLE_LOOKUP);
  });

  it('offers Apply only for the count whose bin was found', () => {
    const found: BinLookup = { status: 'found', count: 2000, bin };
    expect(canApply(readWordCountInput('2000'), found)).toBe(true);
    expect(canApply(readWordCountInput('2001'), found)).toBe(false);
    expect(canApply(readWordCountInput('2000'), { status: 'none', count: 2000, message: null })).toBe(false);
  });
});
