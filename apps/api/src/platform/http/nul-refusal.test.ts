import { describe, expect, it } from 'vitest';
import { fieldWithNul } from './nul-refusal';

describe('finding a NUL character in what a client sent', () => {
  it('names the field of the first string that holds one, at any depth', () => {
    expect(fieldWithNul({ title: 'ok', authors: [{ name: 'Ada' }, { name: 'Gr\u0000ace' }] })).toBe('authors.1.name');
    expect(fieldWithNul(['a', ['b', '\u0000']])).toBe('1.1');
    expect(fieldWithNul('a\u0000')).toBe('_');
  });

  it('names the object whose key holds one', () => {
    expect(fieldWithNul({ address: { 'x\u0000': 1 } })).toBe('address');
    expect(fieldWithNul({ '\u0000': 1 })).toBe('_');
  });

  it('finds none in clean values, numbers, booleans, nulls and raw bytes', () => {
    expect(fieldWithNul({ a: 1, b: true, c: null, d: ['x', { e: 'y' }] })).toBeNull();
    expect(fieldWithNul(undefined)).toBeNull();
    expect(fieldWithNul(Buffer.from([0, 0, 0]))).toBeNull();
  });

  it('reads an object without a prototype, as the query parser makes them', () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { q: '\u0000' });
    expect(fieldWithNul(query)).toBe('q');
  });

  it('reads a body nested a hundred thousand levels deep without running out of stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(fieldWithNul(deep)?.split('.')).toHaveLength(100_000);
  });

  it('reads a long flat array in linear time', () => {
    const long = Array.from({ length: 300_000 }, (_, index) => (index === 299_999 ? '\u0000' : 'x'));
    const started = performance.now();
    expect(fieldWithNul({ long })).toBe('long.299999');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
