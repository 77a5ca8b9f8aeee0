import type { AddressCountry } from '@marginalia/contracts/address/address.contract';
import { paymentAmounts, type PaymentAmounts } from '@marginalia/contracts/payments/payment-amounts';
import { paymentFormProblems } from '@marginalia/contracts/payments/payment-form.rules';
import {
  BRAZIL_COUNTRY_ID,
  PAYMENT_METHOD,
  effectiveMethod,
  isPaymentMethodId,
  methodSupportsFapesp,
  type PaymentMethodId,
} from '@marginalia/contracts/payments/payment-methods';
import { cardProblems } from './card-input-rules';
import { panelField, toPaymentForm, typedAmount, type BrazilOption, type PanelValues } from './panel-values';

/**
 * The panel's derived state (amounts after credits and prepayment, the method the submission really uses,
 * the buttons shown) and its problems, field → message key in the panel's own field names. The same
 * paymentFormProblems the server runs decides; the card fields are checked here before tokenizing.
 */
export interface PanelRulesInput {
  methods: readonly number[];
  total: number;
  numDecimals: number;
  creditBalance: number;
  prepaymentBalance: number;
  countryId: number | null;
  countryIso2: string | null;
  fapiaoOffered: boolean;
  countries: readonly AddressCountry[];
  voucherApplied: string | null;
  adminCreated: boolean;
  receiptCode: string | null;
}

export interface PanelState {
  amounts: PaymentAmounts;
  /** The method the submission uses: free when nothing is due, voucher once applied (effectiveMethod). */
  method: PaymentMethodId | null;
  /** The buttons: for Brazil, those of the chosen option (none before one is chosen). */
  shownMethods: PaymentMethodId[];
  nothingDue: boolean;
  brazil: boolean;
  /** The partial prepayment as typed, in minor units. */
  prepaymentRequested: number;
}

/**
 * The methods for a Brazilian customer's requirement: FAPESP funds pay by card or bank transfer; without
 * special requirements every method of the country is offered, those the Allpago gateway takes (cards in
 * installments, PayPal with a CPF/CNPJ) among them. None before a requirement is chosen.
 */
export function brazilOptionMethods(option: BrazilOption, methods: readonly PaymentMethodId[]): PaymentMethodId[] {
  if (option === '') return [];
  if (option === 'fapesp') return methods.filter((id) => methodSupportsFapesp(id));
  return [...methods];
}

export function panelState(values: PanelValues, input: PanelRulesInput): PanelState {
  const prepaymentRequested = typedAmount(values.prepaymentAmount, input.numDecimals);
  const amounts = paymentAmounts({
    total: input.total,
    creditBalance: input.creditBalance,
    useCredits: values.useCredits === 'yes',
    prepaymentBalance: input.prepaymentBalance,
    prepaymentOption: values.prepaymentOption,
    prepaymentRequested,
  });
  const offered = input.methods.filter(isPaymentMethodId);
  const brazil = input.countryId === BRAZIL_COUNTRY_ID;
  const shownMethods = brazil ? brazilOptionMethods(values.brazilPaymentMethods, offered) : offered;
  const chosen = isPaymentMethodId(values.paymentMethodId) && shownMethods.includes(values.paymentMethodId) ? values.paymentMethodId : null;
  const method = effectiveMethod(chosen, amounts.amountDue, input.voucherApplied !== null);
  return {
    amounts,
    method,
    shownMethods,
    nothingDue: amounts.amountDue <= 0 || input.voucherApplied !== null,
    brazil,
    prepaymentRequested,
  };
}

/** Every problem of the panel, in its own field names ('billingAddress.city', 'card.number', 'taxType'…). */
export function panelProblems(values: PanelValues, input: PanelRulesInput, now: Date = new Date()): Record<string, string> {
  const state = panelState(values, input);
  const card = state.method === PAYMENT_METHOD.creditCard ? cardProblems(values.card, now) : {};
  const form = toPaymentForm(values, {
    method: state.method,
    amountDue: state.amounts.amountDue,
    creditsApplied: state.amounts.creditsApplied,
    prepaymentApplied: state.amounts.prepaymentApplied,
    prepaymentRequested: state.prepaymentRequested,
    countryId: input.countryId,
    fapiaoOffered: input.fapiaoOffered,
    voucherApplied: input.voucherApplied,
    adminCreated: input.adminCreated,
    receiptCode: input.receiptCode,
    // The nonce comes at submit time; the card fields stand for it until then.
    card: { nonce: 'pending', type: null, lastFour: null },
  });
  const problems = paymentFormProblems(form, {
    availableMethods: state.shownMethods,
    amountDue: state.amounts.amountDue,
    countryId: input.countryId,
    countryIso2: input.countryIso2,
    fapiaoOffered: input.fapiaoOffered,
    maxPrepayment: state.amounts.maxPrepayment,
    maxCredits: input.creditBalance,
    countries: input.countries,
    termsRequired: true,
  });
  const result: Record<string, string> = {};
  for (const [path, key] of Object.entries(problems)) result[panelField(path)] ??= key;
  // Brazil chooses an option first: its buttons appear only then.
  if (state.brazil && !state.nothingDue && values.brazilPaymentMethods === '') {
    delete result.paymentMethodId;
    result.brazilPaymentMethods = 'option-required';
  }
  if (values.prepaymentOption === 'partialPayment' && state.prepaymentRequested <= 0) result.prepaymentAmount ??= 'value-required';
  // The Brazilian card is entered in the checkout frame; its id arrives by message before submitting.
  if (state.method === PAYMENT_METHOD.allpagoCard && !state.nothingDue && values.allpagoCheckoutId === '')
    result.allpagoCheckoutId = 'card-details-required';
  return { ...result, ...card };
}
