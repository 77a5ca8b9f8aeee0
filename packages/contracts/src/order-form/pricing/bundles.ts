import { percentOf } from './percent';

export interface BundleServiceInput {
  identity: string;
  /** Non-rush price in minor units of the order currency. */
  price: number;
  /** Rush price in minor units; null when the service has no rush option at this word count. */
  rushPrice: number | null;
  /** Optional extra shown as a checkbox on the card; never part of the bundle discount. */
  addOn: boolean;
}

export interface BundleInput {
  id: number;
  name: string;
  discountPercent: number;
  rushDiscountPercent: number;
  services: readonly BundleServiceInput[];
}

/** The price fields of a bundle, plus what the card shows for the current selection. */
export interface PricedBundle {
  id: number;
  name: string;
  /** Sum of the bundle (non-add-on) services' non-rush prices. */
  fullPrice: number;
  /** fullPrice + rushAmount. */
  fullRushPrice: number;
  /** The rush price difference: Σ (rushPrice − price) over bundle services that have a rush option. */
  rushAmount: number;
  /** full × (100 − discountPercent) / 100, half up. */
  discountPrice: number;
  /** discountPrice + rushAmount × (100 − rushDiscountPercent) / 100. */
  discountRushPrice: number;
  /** fullPrice − discountPrice. */
  discountAmount: number;
  /** fullRushPrice − discountRushPrice. */
  discountRushAmount: number;
  /** Some selected service (bundle service or add-on) has a rush option. */
  rushOffered: boolean;
  /** Every bundle (non-add-on) service is selected, so the bundle discount applies. */
  allSelected: boolean;
  /** What the card shows for the selection and rush flag. */
  price: number;
}

function assertMinor(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a non-negative integer of minor units, got ${amount}`);
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Prices one bundle card:
 * - with all bundle services selected the card shows the discounted price (the rush variant when rush is
 *   on), otherwise the plain sum of the selected services' prices, rush prices when rush is on;
 * - selected add-ons add their own price (their rush price when rush is on and they have one);
 * - rush only counts when offered, i.e. some selected service has a rush option.
 */
export function priceBundle(bundle: BundleInput, selectedIdentities: ReadonlySet<string>, rush: boolean): PricedBundle {
  for (const service of bundle.services) {
    assertMinor(service.price, `price of ${service.identity}`);
    if (service.rushPrice !== null) assertMinor(service.rushPrice, `rush price of ${service.identity}`);
  }
  const core = bundle.services.filter((service) => !service.addOn);
  const fullPrice = sum(core.map((service) => service.price));
  // A rush option cheaper than the normal one would be a data mistake; it must not lower the price.
  const rushAmount = sum(core.map((s) => (s.rushPrice === null ? 0 : Math.max(0, s.rushPrice - s.price))));
  const fullRushPrice = fullPrice + rushAmount;
  const discountPrice = percentOf(fullPrice, 100 - bundle.discountPercent);
  const discountRushPrice = discountPrice + percentOf(rushAmount, 100 - bundle.rushDiscountPercent);

  const selected = bundle.services.filter((service) => selectedIdentities.has(service.identity));
  const rushOffered = selected.some((service) => service.rushPrice !== null);
  const rushed = rush && rushOffered;
  const priceOf = (service: BundleServiceInput): number => (rushed && service.rushPrice !== null ? service.rushPrice : service.price);
  const allSelected = core.every((service) => selectedIdentities.has(service.identity));
  const addOnsPrice = sum(selected.filter((service) => service.addOn).map(priceOf));
  const corePrice = allSelected
    ? rushed
      ? discountRushPrice
      : discountPrice
    : sum(selected.filter((service) => !service.addOn).map(priceOf));

  return {
    id: bundle.id,
    name: bundle.name,
    fullPrice,
    fullRushPrice,
    rushAmount,
    discountPrice,
    discountRushPrice,
    discountAmount: fullPrice - discountPrice,
    discountRushAmount: fullRushPrice - discountRushPrice,
    rushOffered,
    allSelected,
    price: corePrice + addOnsPrice,
  };
}

/** Cheapest first by full price; bundles of equal full price keep their given order. */
export function sortBundles<T extends { fullPrice: number }>(priced: readonly T[]): T[] {
  return [...priced].sort((a, b) => a.fullPrice - b.fullPrice);
}

/** The bundle selected by default: the first of the sorted list, or null when there is none. */
export function defaultBundleId<T extends { id: number }>(sorted: readonly T[]): number | null {
  return sorted[0]?.id ?? null;
}
