import type { FastifyInstance } from 'fastify';
import { convertFromUsd } from '@marginalia/contracts/formatting/money';
import { availablePaymentMethods, fapiaoOfferedOnPayment, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';

import { addressCountries } from '../../../platform/reference/address-countries';

import { creditTotalsUsd, findCountry, findLocalization } from './payment.repository';
import type { UserRow } from '../../../platform/db/schema/users';
import type { CurrencyRow, LocalizationRow } from '../../../platform/db/schema/reference';
import type { OrderFormRow } from '../../../platform/db/schema/order-forms';

/**
 * What the payment step of one user and form offers: the methods, fapiao, and the
 * credit and prepayment balances converted from US cents into the form's currency. Shared by
 * GET /api/payment/load (what the screen shows) and the submission (what it accepts).
 */
export interface PaymentSetting {
  country: { id: number; iso2: string; name: string } | null;
  localization: LocalizationRow;
  currency: CurrencyRow;
  methods: PaymentMethodId[];
  fapiaoOffered: boolean;
  /** Minor units of `currency`. */
  credits: { balance: number; total: number };
  prepayments: { balance: number };
  /** The same balances in US cents (spending is done in cents). */
  creditsUsd: number;
  prepaymentsUsd: number;
}

/** Goals whose orders are multimedia only: bank transfer is not offered. */
export const MULTIMEDIA_GOALS: ReadonlySet<string> = new Set(['multimedia', 'figures-only']);

export function isMultimediaForm(form: Pick<OrderFormRow, 'customerGoal'> | null): boolean {
  return form !== null && MULTIMEDIA_GOALS.has(form.customerGoal ?? '');
}

export { addressCountries };

export async function paymentSetting(app: FastifyInstance, user: UserRow, form: OrderFormRow | null, currency: CurrencyRow, now: Date): Promise<PaymentSetting> {
  const { db } = app.platform;
  const [country, localization, settings, creditsUsd, prepaymentsUsd] = await Promise.all([
    findCountry(db, user.countryId),
    findLocalization(db, user.localization),
    app.applicationLoader.settings(),
    creditTotalsUsd(db, user.id, 'credits', now),
    creditTotalsUsd(db, user.id, 'prepayments', now),
  ]);
  if (!localization) throw new Error(`localization ${user.localization} missing`);
  const methods = availablePaymentMethods({
    context: 'order-form',
    countryId: user.countryId,
    countryIso2: country?.iso2 ?? null,
    localization: user.localization,
    adminCreated: form?.adminCreated ?? false,
    multimedia: isMultimediaForm(form),
  });
  const convert = (usdCents: number) => convertFromUsd(usdCents, String(currency.perUsd), currency.numDecimals);
  return {
    country,
    localization,
    currency,
    methods,
    fapiaoOffered: fapiaoOfferedOnPayment({
      fapiaoAvailable: settings.fapiaoAvailable,
      countryIso2: country?.iso2 ?? null,
      allowsFapiaoProcessingAfterPayment: localization.allowsFapiaoProcessingAfterPayment,
    }),
    credits: { balance: convert(creditsUsd.balance), total: convert(creditsUsd.total) },
    prepayments: { balance: convert(prepaymentsUsd.balance) },
    creditsUsd: creditsUsd.balance,
    prepaymentsUsd: prepaymentsUsd.balance,
  };
}
