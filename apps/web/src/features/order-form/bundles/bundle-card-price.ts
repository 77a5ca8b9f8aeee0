import type { Bundle } from '@marginalia/contracts/order-form/order-form-view.contract';
import { priceBundle } from '@marginalia/contracts/order-form/pricing/bundles';

/** What a bundle card shows for its chosen add-ons and rush flag. */
export interface BundleCardPrice {
  /** The price to pay: the bundle's discounted price (rush variant when rushed) plus chosen add-ons. */
  price: number;
  /** The same without the bundle discount, shown struck through. */
  fullPrice: number;
  /** Rush applies: asked for and offered by the bundle. */
  rushed: boolean;
  /** When the work comes back. */
  deadline: string;
}

export function bundleCardPrice(bundle: Bundle, addOns: ReadonlySet<string>, rush: boolean): BundleCardPrice {
  const rushed = rush && bundle.rushOffered;
  const chosen = new Set(bundle.services.filter((service) => !service.addOn || addOns.has(service.id)).map((service) => service.id));
  const priced = priceBundle(
    {
      id: bundle.id,
      name: bundle.name,
      discountPercent: bundle.discount.percent,
      rushDiscountPercent: bundle.discount.rushPercent,
      services: bundle.services.map((service) => ({
        identity: service.id,
        price: service.price,
        rushPrice: service.rushPrice,
        addOn: service.addOn,
      })),
    },
    chosen,
    rushed,
  );
  // The bundle's own figures come from the server; only the add-ons are added here, priced as priceBundle does.
  const addOnsPrice = priced.price - (priced.allSelected ? (rushed ? priced.discountRushPrice : priced.discountPrice) : 0);
  const core = rushed ? bundle.discountRushPrice : bundle.discountPrice;
  return {
    price: core + addOnsPrice,
    fullPrice: (rushed ? bundle.fullRushPrice : bundle.fullPrice) + addOnsPrice,
    rushed,
    deadline: rushed && bundle.rushDeadline ? bundle.rushDeadline : bundle.deadline,
  };
}

/** The add-ons that can still be chosen: an add-on that is also a core service of the bundle is not one. */
export function addOnServices(bundle: Bundle): Bundle['services'] {
  return bundle.services.filter((service) => service.addOn);
}

/** The bundle selected when the page opens: the saved choice if it is still offered, else the first (cheapest). */
export function initialBundleId(bundles: readonly Bundle[], savedId: number | null): number | null {
  if (savedId !== null && bundles.some((bundle) => bundle.id === savedId)) return savedId;
  return bundles[0]?.id ?? null;
}
