import type { preferredGroups, promotionalCodes } from '../../schema/promotions';
import type { ServiceIdentity } from '@marginalia/contracts/catalogue/service-identities';

/**
 * Promotional codes and preferred groups for a new installation and for the tests (each order may use
 * one promo code). Amounts are ASSUMPTIONS (a first-order discount of 10 %, figure services discounted
 * separately). Codes are stored upper-case except cambridge1, kept in lower case.
 *
 * These are business data staff change at run time (deactivate a code, end a campaign), so the seed
 * only inserts what is missing and never rewrites a stored code or group.
 * A personal coupon (`userId`) is not seeded: users come from the demo data.
 */
type PromotionalCodeRow = typeof promotionalCodes.$inferInsert & { serviceIdentities: ServiceIdentity[] | null };

const DAY = 24 * 3600 * 1000;

export const DEMO_PROMOTIONAL_CODES = { welcome: 'WELCOME10', fixed: 'SAVE20USD', figures: 'FIGURES15', expired: 'EXPIRED5' } as const;

/** `now` is the seeding time: the expired code ends the day before, and the others start then. */
export function promotionalCodeRows(now: Date): PromotionalCodeRow[] {
  return [
    {
      code: DEMO_PROMOTIONAL_CODES.welcome,
      description: '10% off your first order',
      percentBased: true,
      percent: 10,
      amountUsdCents: null,
      serviceIdentities: null,
      startsAt: now,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      newCustomersOnly: true,
      listed: true,
      active: true,
    },
    {
      code: DEMO_PROMOTIONAL_CODES.fixed,
      description: 'US$20 off your order',
      percentBased: false,
      percent: null,
      // Converted to the order's currency by the price engine; never more than the services it discounts.
      amountUsdCents: 2000,
      serviceIdentities: null,
      startsAt: now,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      newCustomersOnly: false,
      listed: false,
      active: true,
    },
    {
      code: DEMO_PROMOTIONAL_CODES.figures,
      description: '15% off figure preparation',
      percentBased: true,
      percent: 15,
      amountUsdCents: null,
      serviceIdentities: ['illustration'],
      startsAt: now,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 3,
      newCustomersOnly: false,
      listed: true,
      active: true,
    },
    {
      // Ended the day before seeding: the code the tests use to check that an expired code is refused.
      code: DEMO_PROMOTIONAL_CODES.expired,
      description: '5% off (campaign ended)',
      percentBased: true,
      percent: 5,
      amountUsdCents: null,
      serviceIdentities: null,
      startsAt: new Date(now.getTime() - 31 * DAY),
      endsAt: new Date(now.getTime() - DAY),
      maxUses: null,
      maxUsesPerCustomer: 1,
      newCustomersOnly: false,
      listed: false,
      active: true,
    },
  ];
}

/**
 * Institutional groups. 'cambridge1' is the code of the revenue-share welcome banner (a partner
 * whose members get a standing discount and whose referrals share revenue); USP2026 an agreement with a
 * Brazilian university. Percentages are ASSUMPTIONS.
 */
export const PREFERRED_GROUP_ROWS: (typeof preferredGroups.$inferInsert)[] = [
  { code: 'cambridge1', name: 'Cambridge revenue-share partners', discountPercent: 10, shareable: true, active: true },
  { code: 'USP2026', name: 'Universidade de São Paulo (2026 agreement)', discountPercent: 8, shareable: true, active: true },
];
