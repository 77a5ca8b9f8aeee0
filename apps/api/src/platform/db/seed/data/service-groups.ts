import type { serviceBundleServices, serviceBundles, serviceGroupMembers, serviceGroups } from '../../schema/catalogue';
import type { ServiceIdentity } from '@marginalia/contracts/catalogue/service-identities';

/**
 * How services are shown (service groups) and sold together (bundles). Bundle discounts are ASSUMPTIONS (no market source): 10–20 % off the
 * full price, and a smaller cut of the rush surcharge (discounted rush price = rush price
 * difference × (100 − rush discount percent) / 100).
 */
export const SERVICE_GROUP_ROWS: (typeof serviceGroups.$inferInsert)[] = [
  { slug: 'editing', name: 'Language Editing', serviceType: 'editing', priceLabel: 'starting-at', sortOrder: 1 },
  { slug: 'translation', name: 'Translation', serviceType: 'translation', priceLabel: 'starting-at', sortOrder: 2 },
  { slug: 'rework', name: 'Re-editing', serviceType: 'editing', sortOrder: 3 },
  { slug: 'multimedia', name: 'Multimedia', serviceType: 'figures', sortOrder: 4 },
  { slug: 'additional', name: 'Additional Services', serviceType: 'formatting', sortOrder: 5 },
];

const MEMBERS: Record<string, ServiceIdentity[]> = {
  editing: ['standard-editing', 'advanced-editing', 'premium-editing', 'scientific-editing'],
  translation: ['translation'],
  rework: ['touch-up', 'advanced-editing', 'scientific-editing'],
  multimedia: ['illustration'],
  additional: ['formatting', 'table-formatting', 'illustration', 'journal-recommendation'],
};

export const SERVICE_GROUP_MEMBER_ROWS: (typeof serviceGroupMembers.$inferInsert)[] = Object.entries(MEMBERS).flatMap(
  ([groupSlug, identities]) => identities.map((serviceIdentity, index) => ({ groupSlug, serviceIdentity, sortOrder: index + 1 })),
);

interface BundleSeed {
  id: number;
  name: string;
  primary: ServiceIdentity;
  discountPercent: number;
  rushDiscountPercent: number;
  services: ServiceIdentity[];
  /** Optional extras shown only once the bundle is chosen (table formatting asks for a table count). */
  addOns: ServiceIdentity[];
}

const BUNDLES: BundleSeed[] = [
  { id: 1, name: 'Editing + Formatting', primary: 'advanced-editing', discountPercent: 15, rushDiscountPercent: 10, services: ['advanced-editing', 'formatting'], addOns: ['table-formatting'] },
  { id: 2, name: 'Editing + Figures + Formatting', primary: 'advanced-editing', discountPercent: 20, rushDiscountPercent: 15, services: ['advanced-editing', 'illustration', 'formatting'], addOns: ['table-formatting'] },
  { id: 3, name: 'Premium Submission Package', primary: 'premium-editing', discountPercent: 20, rushDiscountPercent: 15, services: ['premium-editing', 'formatting', 'journal-recommendation'], addOns: ['table-formatting'] },
  { id: 4, name: 'Translation + Formatting', primary: 'translation', discountPercent: 10, rushDiscountPercent: 5, services: ['translation', 'formatting'], addOns: ['table-formatting'] },
];

export const SERVICE_BUNDLE_ROWS: (typeof serviceBundles.$inferInsert)[] = BUNDLES.map((b) => ({
  id: b.id,
  name: b.name,
  primaryServiceIdentity: b.primary,
  discountPercent: b.discountPercent,
  rushDiscountPercent: b.rushDiscountPercent,
  active: true,
}));

export const SERVICE_BUNDLE_SERVICE_ROWS: (typeof serviceBundleServices.$inferInsert)[] = BUNDLES.flatMap((b) => [
  ...b.services.map((serviceIdentity) => ({ bundleId: b.id, serviceIdentity, addOn: false })),
  ...b.addOns.map((serviceIdentity) => ({ bundleId: b.id, serviceIdentity, addOn: true })),
]);
