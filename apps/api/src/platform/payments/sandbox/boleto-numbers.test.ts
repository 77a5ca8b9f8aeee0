import { describe, expect, it } from 'vitest';
import { boletoDueDate, boletoNumbers, dueDateFactor, freeFieldOf, interleaved2of5, mod10, mod11 } from './boleto-numbers';

describe('boleto numbers', () => {
  it('computes the due-date factor, with the 2025 restart at 1000', () => {
    expect(dueDateFactor(new Date('2000-07-03T12:00:00Z'))).toBe('1000');
    expect(dueDateFactor(new Date('2025-02-21T12:00:00Z'))).toBe('9999');
    expect(dueDateFactor(new Date('2025-02-22T12:00:00Z'))).toBe('1000');
    expect(dueDateFactor(new Date('2025-02-23T12:00:00Z'))).toBe('1001');
  });

  it('computes the FEBRABAN check digits', () => {
    // A published Banco do Brasil example: line "00190.00009 …", barcode "0019 3 3737…" (check digit 3).
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0000000000')).toBe(0);
    expect(mod11('0019373700000001000500940144816060680935031')).toBe(3);
  });

  it('builds a 44-digit barcode and a 47-digit line whose check digits hold', () => {
    const due = new Date('2026-05-20T12:00:00Z');
    const free = freeFieldOf('txn_abc');
    const { barcode, digitableLine } = boletoNumbers(123456, due, free);
    expect(barcode).toMatch(/^\d{44}$/);
    const digits = digitableLine.replace(/\D/g, '');
    expect(digits).toHaveLength(47);
    expect(barcode.slice(0, 4)).toBe('9999');
    expect(barcode.slice(5, 9)).toBe(dueDateFactor(due));
    expect(barcode.slice(9, 19)).toBe('0000123456');
    expect(barcode.slice(19)).toBe(free);
    expect(Number(barcode[4])).toBe(mod11(barcode.slice(0, 4) + barcode.slice(5)));
    expect(Number(digits[9])).toBe(mod10(digits.slice(0, 9)));
    expect(Number(digits[20])).toBe(mod10(digits.slice(10, 20)));
    expect(Number(digits[31])).toBe(mod10(digits.slice(21, 31)));
    expect(digits[32]).toBe(barcode[4]);
    expect(digits.slice(33)).toBe(barcode.slice(5, 19));
  });

  it('is due three business days later, skipping the weekend', () => {
    expect(boletoDueDate(new Date('2026-05-14T09:00:00Z')).toISOString().slice(0, 10)).toBe('2026-05-19'); // Thu → Tue
    expect(boletoDueDate(new Date('2026-05-11T09:00:00Z')).toISOString().slice(0, 10)).toBe('2026-05-14'); // Mon → Thu
  });

  it('draws interleaved 2 of 5 bars: start, ten elements per digit pair, stop', () => {
    const widths = interleaved2of5('0'.repeat(44));
    expect(widths).toHaveLength(4 + 22 * 10 + 3);
    expect(widths.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(widths.slice(-3)).toEqual([3, 1, 1]);
  });
});
