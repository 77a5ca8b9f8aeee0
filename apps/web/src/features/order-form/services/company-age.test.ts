import { describe, expect, it } from 'vitest';
import { companyYears } from './company-age';

describe('company age in feature texts', () => {
  it('is the current year minus 2004', () => {
    expect(companyYears(new Date('2025-06-01T00:00:00Z'))).toBe(21);
    expect(companyYears(new Date('2030-01-01T00:00:00Z'))).toBe(26);
  });
});
