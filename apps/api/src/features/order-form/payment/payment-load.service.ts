import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FAPIAO_DELIVERY_TIMELINES, FAPIAO_TYPES } from '@marginalia/contracts/payments/fapiao.contract';
import { INSTALLMENTS } from '@marginalia/contracts/payments/payment-form.contract';
import type { PaymentCurrency, PaymentLoadResponse } from '@marginalia/contracts/payments/payment-load.contract';
import { publicCode } from '../../../platform/ids/random-ids';
import { AppError } from '../../../platform/errors/app-error';
import { requestLanguage } from '../../../platform/http/request-language';
import { translateMessage } from '../../../platform/i18n/catalogues';
import { requireUser } from '../../../platform/session/session';
import type { Catalogue } from '../catalogue.repository';
import { formContext, hiddenAdminForm } from '../order-form-context';
import { currencyOf } from '../order-form-view';
import { findOwnedForm } from '../order-form.repository';
import { addressCountries, paymentSetting } from './payment-setting';
import { assignReceiptCode, findAppliedVoucher, findCountry, findUserAddresses, firstRetainerInvoiceNumber } from './payment.repository';
import type { CurrencyRow } from '../../../platform/db/schema/reference';

/** CNY is only offered to users in China. */
export function selectableCurrencies(catalogue: Pick<Catalogue, 'currencies'>, countryIso2: string | null): PaymentCurrency[] {
  const china = countryIso2?.toUpperCase() === 'CN';
  return [...catalogue.currencies.values()].filter((row) => row.selectable && (row.isoCode !== 'CNY' || china)).map(currencyView);
}

export function currencyView(row: CurrencyRow): PaymentCurrency {
  return { isoCode: row.isoCode, shortName: row.shortName, sign: row.sign, numDecimals: row.numDecimals };
}

/** GET /api/payment/currencies: what the payment currency chooser lists for this visitor or user. */
export async function listCurrencies(app: FastifyInstance, request: FastifyRequest): Promise<{ currencies: PaymentCurrency[] }> {
  const context = await formContext(app, request);
  const country = await findCountry(app.platform.db, request.session.user?.countryId ?? null);
  return { currencies: selectableCurrencies(context.catalogue, country?.iso2 ?? null) };
}

function usd(catalogue: Pick<Catalogue, 'currencies'>): CurrencyRow {
  const row = catalogue.currencies.get('USD');
  if (!row) throw new Error('the USD currency is missing');
  return row;
}

/**
 * GET /api/payment/load?orderFormId=: the methods, currencies, countries,
 * fapiao choices, saved addresses and receipt code of the payment step, and the user's balances in the
 * form's currency. The form gets its receipt code here, once.
 */
export async function loadPayment(app: FastifyInstance, request: FastifyRequest, orderFormId: string | undefined): Promise<PaymentLoadResponse> {
  const user = requireUser(request);
  const { db } = app.platform;
  const context = await formContext(app, request);
  const form = orderFormId ? await findOwnedForm(db, { userId: user.id }, orderFormId) : null;
  if (orderFormId && (!form || form.status !== 'open' || hiddenAdminForm(request, form))) throw new AppError(404, 'order-form-not-found');
  const currency = form ? currencyOf(context, form) : (context.catalogue.currencies.get(user.currency ?? 'USD') ?? usd(context.catalogue));
  const setting = await paymentSetting(app, user, form, currency, context.now);
  const [countries, userAddresses, receiptCode, retainerInvoiceNumber, voucher] = await Promise.all([
    addressCountries(db),
    findUserAddresses(db, user.id),
    form ? assignReceiptCode(db, form.id, publicCode('R', 9)) : Promise.resolve(null),
    firstRetainerInvoiceNumber(db, user.id),
    form ? findAppliedVoucher(db, form.id) : Promise.resolve(null),
  ]);
  const language = requestLanguage(request);
  const userCurrency = user.currency ? context.catalogue.currencies.get(user.currency) : undefined;
  return {
    payment: {
      paymentMethods: setting.methods,
      currencies: selectableCurrencies(context.catalogue, setting.country?.iso2 ?? null),
      countries,
      fapiaoTypes: FAPIAO_TYPES.map((type) => ({ id: type, name: translateMessage(language, `fapiao-type-${type}`), hasParent: false })),
      fapiaoDeliveryTimelines: [...FAPIAO_DELIVERY_TIMELINES],
      fapiaoOffered: setting.fapiaoOffered,
      userAddresses,
      receiptCodes: receiptCode ? [receiptCode] : [],
      gateway: app.platform.payments.gateway.name,
      installments: Array.from({ length: INSTALLMENTS.max - INSTALLMENTS.min + 1 }, (_, index) => INSTALLMENTS.min + index),
      voucher: voucher && user.voucherAvailable ? { code: voucher.code, institution: voucher.institution } : null,
    },
    user: {
      identity: user.identity,
      email: user.email,
      names: { firstName: user.firstName, lastName: user.lastName },
      currency: userCurrency ? currencyView(userCurrency) : null,
      currencyIso: user.currency,
      country: setting.country,
      credits: { balance: setting.credits.balance, totalAmount: setting.credits.total },
      prepayments: { availablePrepaymentAmount: setting.prepayments.balance, retainerInvoiceNumber: setting.prepayments.balance > 0 ? retainerInvoiceNumber : null },
      voucherAvailable: user.voucherAvailable,
      hideInvoices: user.hideInvoices,
      overrideDownloadAvailable: user.overrideDownloadAvailable,
    },
  };
}
