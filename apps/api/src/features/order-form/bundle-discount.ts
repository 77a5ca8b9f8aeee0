import { priceBundle } from '@marginalia/contracts/order-form/pricing/bundles';
import { convert, type PricingInput, type SelectedLine } from './order-form-pricing';

/**
 * A chosen bundle becomes a service discount on its services: what the
 * bundle's services cost on their own minus the bundle's discounted price (its rush variant when rushed).
 * It lasts only while every service of the bundle is still on the order.
 */
export function bundleDiscount(input: PricingInput, bundleId: number | null, lines: readonly SelectedLine[]) {
  if (bundleId === null) return null;
  const bundle = input.catalogue.bundles.find((row) => row.id === bundleId);
  if (!bundle) return null;
  const core = bundle.services.filter((service) => !service.addOn);
  const coreLines = core.map((service) => lines.find((line) => line.service.identity === service.identity));
  if (coreLines.some((line) => line === undefined)) return null;
  const present = coreLines.filter((line): line is SelectedLine => line !== undefined);
  const priced = priceBundle(
    {
      id: bundle.id,
      name: bundle.name,
      discountPercent: bundle.discountPercent,
      rushDiscountPercent: bundle.rushDiscountPercent,
      services: present.map((line) => ({
        identity: line.service.identity,
        addOn: false,
        price: convert(input, (line.nonRushOption ?? line.option).priceUsdCents),
        rushPrice: line.rushOption && line.nonRushOption ? convert(input, line.rushOption.priceUsdCents) : null,
      })),
    },
    new Set(present.map((line) => line.service.identity)),
    present.some((line) => line.rush),
  );
  const listed = present.reduce((sum, line) => sum + line.listPrice, 0);
  return { bundleId: bundle.id, name: bundle.name, amount: Math.max(0, listed - priced.price), serviceIdentities: present.map((line) => line.service.identity) };
}
