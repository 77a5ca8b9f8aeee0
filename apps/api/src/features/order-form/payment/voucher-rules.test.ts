import { describe, expect, it } from 'vitest';
import { normalizeVoucherCode, voucherRefusal, type VoucherFacts } from './voucher-rules';

const now = new Date('2026-03-10T12:00:00Z');
const voucher: VoucherFacts = { active: true, expiresAt: new Date('2026-12-31T00:00:00Z'), remainingUses: 3, maxAmountUsdCents: 50_000 };

describe('voucher rules', () => {
  it('accepts an active, unexpired voucher with uses left that covers the total', () => {
    expect(voucherRefusal(voucher, 50_000, now)).toBeNull();
    expect(voucherRefusal({ ...voucher, remainingUses: null, maxAmountUsdCents: null, expiresAt: null }, 10_000_000, now)).toBeNull();
  });

  it('refuses an unknown or deactivated voucher as invalid', () => {
    expect(voucherRefusal(null, 100, now)).toBe('voucher-invalid');
    expect(voucherRefusal({ ...voucher, active: false }, 100, now)).toBe('voucher-invalid');
  });

  it('refuses a voucher from the moment it expires', () => {
    expect(voucherRefusal({ ...voucher, expiresAt: now }, 100, now)).toBe('voucher-expired');
    expect(voucherRefusal({ ...voucher, expiresAt: new Date(now.getTime() + 1) }, 100, now)).toBeNull();
  });

  it('refuses a voucher without uses left', () => {
    expect(voucherRefusal({ ...voucher, remainingUses: 0 }, 100, now)).toBe('voucher-used-up');
  });

  it('refuses an order above the voucher maximum, by one cent', () => {
    expect(voucherRefusal(voucher, 50_001, now)).toBe('voucher-amount-exceeded');
  });

  it('checks in order: invalid, expired, used up, amount', () => {
    expect(voucherRefusal({ active: false, expiresAt: now, remainingUses: 0, maxAmountUsdCents: 1 }, 100, now)).toBe('voucher-invalid');
    expect(voucherRefusal({ active: true, expiresAt: now, remainingUses: 0, maxAmountUsdCents: 1 }, 100, now)).toBe('voucher-expired');
    expect(voucherRefusal({ active: true, expiresAt: null, remainingUses: 0, maxAmountUsdCents: 1 }, 100, now)).toBe('voucher-used-up');
  });

  it('normalizes typed codes', () => {
    expect(normalizeVoucherCode('  nsf-grant-2026 ')).toBe('NSF-GRANT-2026');
  });
});
