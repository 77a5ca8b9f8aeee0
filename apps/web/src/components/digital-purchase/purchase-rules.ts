import type { AvailableDigitalPurchase } from '@marginalia/contracts/digital/digital-purchases.contract';

/** What a package saves against buying its uses one by one (0 for the single-use one). */
export function savingOf(product: Pick<AvailableDigitalPurchase, 'price' | 'fullPrice'>): number {
  return Math.max(0, product.fullPrice - product.price);
}

/** The product chosen: the one asked for if still offered, else the most popular middle one, else the first. */
export function chosenProduct(products: readonly AvailableDigitalPurchase[], identity: string | null): AvailableDigitalPurchase | null {
  return products.find((product) => product.identity === identity) ?? products[Math.min(1, products.length - 1)] ?? null;
}
