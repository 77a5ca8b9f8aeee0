import { convertToUsd } from '@marginalia/contracts/formatting/money';
import type { AddressCountry } from '@marginalia/contracts/address/address.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { PaymentForm } from '@marginalia/contracts/payments/payment-form.contract';
import { invoiceAddressRequired } from '@marginalia/contracts/payments/payment-form.rules';
import { PAYMENT_METHOD, methodSupportsFapiao, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { addressSnapshot } from '../../../platform/billing/address-snapshot';

import type { Checkout, CheckoutQuote } from './checkout';
import type { OrderFormRow } from '../../../platform/db/schema/order-forms';

/**
 * From a validated payment form to what is kept with the payment (checkout.ts) and what the gateway is
 * asked to take. Pure.
 */

/** The form's "invoice address differs" choice, from either of the two fields the browser sends. */
const orNull = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

export function invoiceAddressDiffers(body: Pick<PaymentForm, 'invoiceAddressDiffersFromBilling' | 'invoiceAddressSameAsBilling'>): boolean {
  return body.invoiceAddressDiffersFromBilling ?? body.invoiceAddressSameAsBilling === false;
}

export function usesFapesp(body: Pick<PaymentForm, 'brazilPaymentMethods' | 'usingFapespFunds'>): boolean {
  return body.brazilPaymentMethods === 'fapesp' || body.usingFapespFunds === true;
}

export interface Charge {
  amount: number;
  currency: string;
  numDecimals: number;
}

/**
 * What the card is charged: the amount due in the form's currency, or — for FAPESP funds, charged in
 * US dollars — the same amount in US dollars at the form's rate. Any other card currency is
 * refused (null): the chooser offers the form's currency, and USD for FAPESP.
 */
export function cardCharge(quote: CheckoutQuote, amountDue: number, cardCurrency: string | null | undefined, fapesp: boolean): Charge | null {
  const wanted = (cardCurrency ?? quote.currency.isoCode).toUpperCase();
  if (wanted === quote.currency.isoCode) return { amount: amountDue, currency: wanted, numDecimals: quote.currency.numDecimals };
  if (wanted === 'USD' && fapesp) return { amount: convertToUsd(amountDue, quote.currency.perUsd, quote.currency.numDecimals), currency: 'USD', numDecimals: 2 };
  return null;
}

export interface CheckoutParts {
  form: OrderFormRow;
  body: PaymentForm;
  quote: CheckoutQuote;
  method: PaymentMethodId;
  attemptKey: string;
  language: SiteLanguage;
  amounts: { creditsApplied: number; prepaymentApplied: number; amountDue: number };
  voucherId: number | null;
  fapiaoOffered: boolean;
  countries: readonly Pick<AddressCountry, 'id' | 'name'>[];
}

export function buildCheckout(parts: CheckoutParts): Checkout {
  const { body, form, method } = parts;
  const fapiao = parts.fapiaoOffered && methodSupportsFapiao(method) && body.requireFapiao === 'yes' && body.fapiao?.type && body.fapiao.deliveryTimeline && body.fapiao.title ? body.fapiao : null;
  const extra: Record<string, string> = {};
  const put = (key: string, value: string | null | undefined) => {
    if (value) extra[key] = value;
  };
  put('fapespNumber', usesFapesp(body) ? body.fapespNumber : null);
  if (method === PAYMENT_METHOD.boleto) {
    put('boletoPayer', body.boleto?.payer);
    put('taxIdType', body.boleto?.taxIdentification.type);
    put('taxIdNumber', body.boleto?.taxIdentification.number);
    put('processNumber', body.boleto?.processNumber);
  }
  if (method === PAYMENT_METHOD.allpagoPaypal) {
    put('taxIdType', body.allpagoPaypal?.taxIdentification.type);
    put('taxIdNumber', body.allpagoPaypal?.taxIdentification.number);
  }
  const admin = form.adminCreated;
  return {
    formId: form.id,
    formPublicId: form.publicId,
    attemptKey: parts.attemptKey,
    language: parts.language,
    methodId: method,
    quote: parts.quote,
    creditsApplied: parts.amounts.creditsApplied,
    prepaymentApplied: parts.amounts.prepaymentApplied,
    amountDue: parts.amounts.amountDue,
    voucherId: parts.voucherId,
    billingAddress: addressSnapshot(body.billingAddress, parts.countries),
    invoiceAddress: invoiceAddressRequired(method, invoiceAddressDiffers(body)) ? addressSnapshot(body.invoiceAddress, parts.countries) : null,
    purchaseOrder: orNull(body.purchaseOrder),
    fapiao: fapiao
      ? { type: fapiao.type ?? 'general', deliveryTimeline: fapiao.deliveryTimeline ?? 'on-payment', title: fapiao.title ?? '', taxpayerNumber: orNull(fapiao.taxpayerNumber), specialInstructions: orNull(fapiao.specialInstructions) }
      : null,
    suppressInvoiceCreation: admin && (body.adminOptions?.suppressInvoiceCreation ?? form.suppressInvoiceCreation ?? false),
    notifyCustomer: !admin || (body.adminOptions?.notifyCustomer ?? form.notifyCustomer ?? true),
    extra,
  };
}
