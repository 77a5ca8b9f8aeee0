import type { AvailableDigitalPurchase, DigitalPurchaseRecord } from '@marginalia/contracts/digital/digital-purchases.contract';
import { DIGITAL_EDITING_DISCOUNT_PERCENT } from '@marginalia/contracts/digital/digital-editing.contract';
import { priceStep } from '@marginalia/contracts/order-form/pricing/price-rounding';
import type { DigitalProductRow, DigitalPurchaseRow } from '../../platform/db/schema/digital';
import type { CurrencyRow } from '../../platform/db/schema/reference';

/**
 * Pure rules of digital purchases (README.md): a product's price in a currency, a package's full price
 * (its uses times the single-use package's price; a subscription's, the price before its discount), whether a
 * purchase can still be used, and when a new subscription starts.
 */

/** The catalogue's price in `currency`, else the dollar price converted and rounded once (ADR 0015); null without either. */
export function priceIn(product: Pick<DigitalProductRow, 'prices'>, currency: CurrencyRow, usd: CurrencyRow | undefined): number | null {
  const own = product.prices[currency.isoCode];
  if (typeof own === 'number') return own;
  const dollars = product.prices.USD;
  if (typeof dollars !== 'number' || !usd) return null;
  const exact = (dollars / 100) * Number(currency.perUsd) * 10 ** currency.numDecimals;
  const step = priceStep(currency);
  return Math.round(exact / step) * step;
}

/** The single-use product of the same kind that allows at least these languages (else any single-use one). */
function singleUse(products: readonly DigitalProductRow[], product: DigitalProductRow): DigitalProductRow | null {
  const singles = products.filter((each) => each.numberOfUses === 1 && each.kind === product.kind);
  return singles.find((each) => product.allowedLanguages.every((language) => each.allowedLanguages.includes(language))) ?? singles[0] ?? null;
}

/** The full price a subscription's price is shown against: the price is DIGITAL_EDITING_DISCOUNT_PERCENT off it. */
export function undiscountedPrice(price: number, currency: CurrencyRow): number {
  const step = priceStep(currency);
  return Math.round((price * 100) / (100 - DIGITAL_EDITING_DISCOUNT_PERCENT) / step) * step;
}

export function availablePurchases(products: readonly DigitalProductRow[], currency: CurrencyRow, usd: CurrencyRow | undefined): AvailableDigitalPurchase[] {
  const offers: AvailableDigitalPurchase[] = [];
  for (const product of products) {
    const price = priceIn(product, currency, usd);
    if (price === null) continue;
    const single = singleUse(products, product);
    const singlePrice = single ? priceIn(single, currency, usd) : null;
    const fullPrice =
      product.kind === 'editing-subscription'
        ? undiscountedPrice(price, currency)
        : product.numberOfUses !== null && singlePrice !== null
          ? Math.max(price, product.numberOfUses * singlePrice)
          : price;
    offers.push({
      identity: product.identity,
      kind: product.kind,
      label: product.label,
      allowedLanguages: product.allowedLanguages,
      numberOfUsesAvailable: product.numberOfUses,
      validDays: product.validDays,
      price,
      fullPrice,
      currency: currency.isoCode,
    });
  }
  return offers;
}

/** Valid: started, not ended, and (for a package) with a use left. */
export function purchaseValid(purchase: Pick<DigitalPurchaseRow, 'startsAt' | 'endsAt' | 'usesRemaining' | 'numberOfUses'>, now: Date): boolean {
  if (purchase.startsAt > now) return false;
  if (purchase.endsAt && purchase.endsAt <= now) return false;
  return purchase.numberOfUses === null || (purchase.usesRemaining ?? 0) > 0;
}

export function purchaseRecord(purchase: DigitalPurchaseRow, now: Date): DigitalPurchaseRecord {
  return {
    identity: purchase.identity,
    kind: purchase.kind,
    label: purchase.label,
    source: purchase.source,
    valid: purchaseValid(purchase, now),
    startsAt: purchase.startsAt.toISOString(),
    endsAt: purchase.endsAt?.toISOString() ?? null,
    allowedLanguages: purchase.allowedLanguages,
    numberOfUses: purchase.numberOfUses,
    numberOfUsesRemaining: purchase.usesRemaining,
    receiptCode: purchase.receiptCode,
    revokedAt: purchase.revokedAt?.toISOString() ?? null,
  };
}

export function endOf(start: Date, validDays: number | null): Date | null {
  return validDays === null ? null : new Date(start.getTime() + validDays * 24 * 60 * 60 * 1000);
}

/**
 * A new subscription starts when the ones already bought end (one year from the later of now and the current
 * end): `periods` are the customer's purchases of that kind; ended and revoked ones do not count.
 */
export function subscriptionStart(periods: readonly Pick<DigitalPurchaseRow, 'endsAt' | 'revokedAt'>[], now: Date): Date {
  let start = now;
  for (const period of periods) {
    if (period.revokedAt === null && period.endsAt !== null && period.endsAt > start) start = period.endsAt;
  }
  return start;
}
