import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import { DEFAULT_LANGUAGE, isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { fapiaoRequestable, fapiaoView } from '@marginalia/contracts/payments/fapiao.contract';
import { availablePaymentMethods } from '@marginalia/contracts/payments/payment-methods';
import type { PrepayLoadResponse } from '@marginalia/contracts/payments/prepay.contract';
import type { Db } from '../../platform/db/client';

import type { CurrencyRow } from '../../platform/db/schema/reference';
import * as repo from './prepay.repository';
import { minimumPrepayMinor } from './prepay-rules';
import { creditView, currencyView, prepaymentView, type Display, type ViewCurrency } from './prepay-view';
import type { UserRow } from '../../platform/db/schema/users';

/** GET /api/prepay/load: the amount form's currency and minimum, the credits and prepayments tables, the methods. */
export interface PrepayContext {
  db: Db;
  user: UserRow;
  application: Application;
  now: Date;
}

export const FALLBACK_CURRENCY = 'USD';

export function prepayEnabled(application: Application, user: UserRow): boolean {
  // Users with hideInvoices see no invoices, prepay credit or payment links.
  return application.featureFlags.prepay_enabled === true && !user.hideInvoices;
}

export function displayOf(user: UserRow): Display {
  return { language: isSiteLanguage(user.siteLanguage) ? user.siteLanguage : DEFAULT_LANGUAGE, timeZone: user.timeZone };
}

export function viewCurrency(row: CurrencyRow): ViewCurrency {
  return { isoCode: row.isoCode, shortName: row.shortName, sign: row.sign, numDecimals: row.numDecimals, perUsd: row.perUsd };
}

/** The currency of the user's prepayments and credits: their own, else US dollars. */
export function userCurrency(user: UserRow, currencies: Map<string, CurrencyRow>): CurrencyRow {
  const row = (user.currency ? currencies.get(user.currency) : undefined) ?? currencies.get(FALLBACK_CURRENCY);
  if (!row) throw new Error('the USD currency is not seeded');
  return row;
}

export async function loadPrepay(context: PrepayContext): Promise<PrepayLoadResponse> {
  const { db, user, application, now } = context;
  const [currencies, localizations, country] = await Promise.all([
    repo.findCurrencies(db),
    repo.findLocalizations(db),
    repo.findCountry(db, user.countryId),
  ]);
  const currency = userCurrency(user, currencies);
  const base = {
    currency: user.currency ? currencyView(viewCurrency(currency)) : null,
    minimumAmount: minimumPrepayMinor(application.minimumPrepayAmounts, currency.isoCode, currency.numDecimals),
  };
  if (!prepayEnabled(application, user)) return { enabled: false, ...base, credits: [], prepayments: [], paymentMethods: [] };

  const display = displayOf(user);
  const [credits, invoices] = await Promise.all([repo.findSpendableCredits(db, user.id, now), repo.findRetainerInvoices(db, user.id)]);
  const invoiceIds = invoices.map((invoice) => invoice.id);
  const [prepaymentCredits, payments, fapiaos] = await Promise.all([
    repo.findPrepaymentCredits(db, user.id, invoiceIds),
    repo.findInvoicePayments(db, user.id, invoiceIds),
    repo.findInvoiceFapiaos(db, user.id, invoiceIds),
  ]);

  const prepayments = invoices.map((invoice) => {
    const invoiceCurrency = currencies.get(invoice.currency) ?? currency;
    const own = fapiaos.filter((fapiao) => fapiao.invoiceId === invoice.id);
    const latest = own[0];
    return prepaymentView(
      {
        invoice,
        currency: viewCurrency(invoiceCurrency),
        credit: prepaymentCredits.find((credit) => credit.invoiceId === invoice.id) ?? null,
        payments: payments.filter((payment) => payment.invoiceId === invoice.id),
        fapiao: latest
          ? fapiaoView(
              {
                ...latest,
                hasFile: latest.fileKey !== null,
                receiptCode: invoice.receiptCode,
                invoiceNumber: invoice.invoiceNumber,
                paidAt: latest.paymentSettledAt ?? invoice.paidAt,
              },
              now,
            )
          : null,
        fapiaoRequestable: fapiaoRequestable({
          invoiceBalance: invoice.balance,
          invoiceTotal: invoice.totalAmount,
          invoiceWrittenOff: invoice.writtenOffAt !== null,
          invoiceLocalization: invoice.localization,
          userLocalization: user.localization,
          allowsFapiaoProcessingAfterPayment: localizations.get(invoice.localization)?.allowsFapiaoProcessingAfterPayment ?? false,
          fapiaoStatuses: own.map((fapiao) => fapiao.status),
        }),
      },
      display,
    );
  });

  return {
    enabled: true,
    ...base,
    credits: credits.map((credit) => creditView(credit, viewCurrency(currency), display)),
    prepayments,
    paymentMethods: availablePaymentMethods({
      context: 'prepay',
      countryId: user.countryId,
      countryIso2: country?.iso2 ?? null,
      localization: user.localization,
    }),
  };
}
