import { describe, expect, it } from 'vitest';
import { chosenProduct, savingOf } from './purchase-rules';

const product = (identity: string, price: number, fullPrice: number) => ({ identity, kind: 'translation-package' as const, label: identity, allowedLanguages: [], numberOfUsesAvailable: 1, validDays: 365, price, fullPrice, currency: 'USD' });

describe('purchase rules', () => {
  it('a package saves its full price (uses × the single use) minus its price', () => {
    expect(savingOf(product('three', 7900, 8700))).toBe(800);
    expect(savingOf(product('one', 2900, 2900))).toBe(0);
  });

  it('keeps the chosen product while it is offered, else proposes the second', () => {
    const list = [product('one', 2900, 2900), product('three', 7900, 8700), product('five', 11900, 14500)];
    expect(chosenProduct(list, 'five')?.identity).toBe('five');
    expect(chosenProduct(list, 'gone')?.identity).toBe('three');
    expect(chosenProduct([list[0]!], null)?.identity).toBe('one');
    expect(chosenProduct([], null)).toBeNull();
  });
});
