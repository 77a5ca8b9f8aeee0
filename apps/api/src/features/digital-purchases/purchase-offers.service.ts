import type { DigitalProductKind, PurchaseOffersResponse } from '@marginalia/contracts/digital/digital-purchases.contract';
import { availablePaymentMethods, fapiaoOfferedOnPayment, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import type { Db } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema/users';
import type { CurrencyRow } from '../../platform/db/schema/reference';
import { findActiveProducts, findCountryOf, findCurrencyMap, findLocalization } from './digital-purchases.repository';
import { availablePurchases } from './purchase-rules';

/** The methods of a purchase: the user's country's, minus bank transfer and boleto (credits are never buttons). */
export function purchaseMethods(user: Pick<UserRow, 'countryId' | 'localization'>, country: { iso2: string } | null): PaymentMethodId[] {
  return availablePaymentMethods({ context: 'digital', countryId: user.countryId, countryIso2: country?.iso2 ?? null, localization: user.localization });
}

function currencyView(row: CurrencyRow) {
  return { isoCode: row.isoCode, shortName: row.shortName, sign: row.sign, numDecimals: row.numDecimals };
}

/**
 * GET /api/digital-purchases/offers: the products of a kind priced in the user's currency. A user without a
 * currency sees the picker (currencies) and, once one is chosen, the prices in it.
 */
export async function purchaseOffers(db: Db, application: Application, user: UserRow, kind: DigitalProductKind, chosenIso: string | undefined): Promise<PurchaseOffersResponse> {
  const [currencies, products, country, localization] = await Promise.all([
    findCurrencyMap(db),
    findActiveProducts(db, kind),
    findCountryOf(db, user.countryId),
    findLocalization(db, user.localization),
  ]);
  const chosen = chosenIso ? currencies.get(chosenIso.toUpperCase()) : undefined;
  const currency = user.currency ? (currencies.get(user.currency) ?? null) : chosen?.selectable ? chosen : null;
  const selectable = [...currencies.values()].filter((row) => row.selectable && row.isoCode !== 'CNY');
  return {
    currency: currency ? currencyView(currency) : null,
    userHasCurrency: user.currency !== null,
    currencies: selectable.map(currencyView),
    products: currency ? availablePurchases(products, currency, currencies.get('USD')) : [],
    paymentMethods: purchaseMethods(user, country),
    fapiaoOffered: fapiaoOfferedOnPayment({
      fapiaoAvailable: application.config.fapiaoAvailable,
      countryIso2: country?.iso2 ?? null,
      allowsFapiaoProcessingAfterPayment: localization?.allowsFapiaoProcessingAfterPayment ?? false,
    }),
  };
}

/** The products a kind's page lists, in the user's currency (empty without one). */
export async function productsFor(db: Db, user: UserRow, kind: DigitalProductKind) {
  if (!user.currency) return [];
  const [currencies, products] = await Promise.all([findCurrencyMap(db), findActiveProducts(db, kind)]);
  const currency = currencies.get(user.currency);
  return currency ? availablePurchases(products, currency, currencies.get('USD')) : [];
}
