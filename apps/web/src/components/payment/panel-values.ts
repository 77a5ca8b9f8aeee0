import type { SavedAddress } from '@marginalia/contracts/address/address.contract';
import type { FapiaoOrderForm } from '@marginalia/contracts/payments/fapiao.contract';
import type { BrazilPaymentRequirement, PaymentAddress, PaymentForm } from '@marginalia/contracts/payments/payment-form.contract';
import {
  BRAZIL_COUNTRY_ID,
  PAYMENT_METHOD,
  methodSupportsFapesp,
  methodSupportsFapiao,
  type PaymentMethodId,
} from '@marginalia/contracts/payments/payment-methods';
import { invoiceAddressRequired } from '@marginalia/contracts/payments/payment-form.rules';
import { toMinorUnits } from '@marginalia/contracts/formatting/money';

/**
 * The payment panel's form values and how they become the PaymentForm of the contract. Pure, so the
 * mapping is unit tested: the card number never leaves the browser (only the nonce does), blank text is
 * sent as absent, and the Brazil and fapiao parts are sent only where they apply.
 */

export interface AddressValues {
  /** The saved address it was filled from, or '' (the select's value). */
  savedId: string;
  name: string;
  organization: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  countryId: number | null;
  phone: string;
  vat: string;
}

export type YesNo = '' | 'yes' | 'no';
/** The Brazilian customer's funding requirement ('' before one is chosen). */
export type BrazilOption = '' | BrazilPaymentRequirement;
export type TaxType = '' | 'CPF' | 'CNPJ';
export type PrepaymentOption = 'fullPayment' | 'partialPayment' | 'none';

export interface PanelValues {
  paymentMethodId: number | null;
  card: { number: string; expiry: string; cvv: string; currency: string; save: boolean };
  billingAddress: AddressValues;
  invoiceAddressDiffersFromBilling: boolean;
  invoiceAddress: AddressValues;
  purchaseOrder: string;
  useCredits: 'yes' | 'no';
  prepaymentOption: PrepaymentOption;
  /** The partial prepayment as typed (a decimal in major units). */
  prepaymentAmount: string;
  brazilPaymentMethods: BrazilOption;
  fapespNumber: string;
  taxType: TaxType;
  taxNumber: string;
  boletoPayer: string;
  installments: string;
  allpagoCheckoutId: string;
  requireFapiao: YesNo;
  fapiao: {
    type: '' | 'general' | 'special';
    deliveryTimeline: '' | 'on-payment' | 'on-completion';
    title: string;
    taxpayerNumber: string;
    specialInstructions: string;
  };
  voucherCode: string;
  acceptedTermsAndConditions: boolean;
  suppressInvoiceCreation: boolean;
  notifyCustomer: boolean;
}

export function emptyAddress(name = '', countryId: number | null = null): AddressValues {
  return { savedId: '', name, organization: '', address1: '', address2: '', city: '', state: '', zip: '', countryId, phone: '', vat: '' };
}

export function addressFromSaved(saved: SavedAddress): AddressValues {
  return {
    savedId: String(saved.id),
    name: saved.name,
    organization: saved.organization ?? '',
    address1: saved.address1,
    address2: saved.address2 ?? '',
    city: saved.city,
    state: saved.state ?? '',
    zip: saved.zip ?? '',
    countryId: saved.country.id,
    phone: saved.phone ?? '',
    vat: saved.vat ?? '',
  };
}

export interface DefaultsInput {
  defaultName: string;
  countryId: number | null;
  currencyIso: string;
  creditBalance: number;
  savedAddresses: readonly SavedAddress[];
}

/** The first render: credits on when there is a balance, the first saved address of each kind. */
export function panelDefaults(input: DefaultsInput): PanelValues {
  const billing = input.savedAddresses.find((address) => !address.isInvoiceAddress);
  const invoice = input.savedAddresses.find((address) => address.isInvoiceAddress);
  return {
    paymentMethodId: null,
    card: { number: '', expiry: '', cvv: '', currency: input.currencyIso, save: false },
    billingAddress: billing ? addressFromSaved(billing) : emptyAddress(input.defaultName, input.countryId),
    invoiceAddressDiffersFromBilling: false,
    invoiceAddress: invoice ? addressFromSaved(invoice) : emptyAddress(input.defaultName, input.countryId),
    purchaseOrder: '',
    useCredits: input.creditBalance > 0 ? 'yes' : 'no',
    prepaymentOption: 'none',
    prepaymentAmount: '',
    brazilPaymentMethods: '',
    fapespNumber: '',
    taxType: '',
    taxNumber: '',
    boletoPayer: '',
    installments: '1',
    allpagoCheckoutId: '',
    requireFapiao: '',
    fapiao: { type: '', deliveryTimeline: '', title: '', taxpayerNumber: '', specialInstructions: '' },
    voucherCode: '',
    acceptedTermsAndConditions: false,
    suppressInvoiceCreation: false,
    notifyCustomer: true,
  };
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toPaymentAddress(values: AddressValues, invoice: boolean): PaymentAddress {
  return {
    isInvoiceAddress: invoice,
    name: values.name.trim(),
    organization: text(values.organization),
    address1: values.address1.trim(),
    address2: text(values.address2),
    city: values.city.trim(),
    state: text(values.state),
    zip: text(values.zip),
    countryId: values.countryId,
    phone: text(values.phone),
    vat: text(values.vat),
  };
}

/** The typed partial prepayment in minor units; 0 when blank or not a number (the rules then ask for it). */
export function typedAmount(typed: string, numDecimals: number): number {
  const clean = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return 0;
  try {
    return toMinorUnits(clean, numDecimals);
  } catch {
    return 0;
  }
}

export interface ToFormInput {
  /** The method the submission really uses (effectiveMethod). */
  method: PaymentMethodId | null;
  amountDue: number;
  creditsApplied: number;
  prepaymentApplied: number;
  /** The partial prepayment as typed, in minor units (checked against the maximum by the rules). */
  prepaymentRequested: number;
  countryId: number | null;
  fapiaoOffered: boolean;
  voucherApplied: string | null;
  adminCreated: boolean;
  receiptCode: string | null;
  /** The card's one-time nonce once tokenized ('' before). */
  card: { nonce: string; type: string | null; lastFour: string | null } | null;
}

function fapiaoOf(values: PanelValues['fapiao']): FapiaoOrderForm {
  return {
    type: values.type || null,
    deliveryTimeline: values.deliveryTimeline || null,
    title: text(values.title),
    taxpayerNumber: text(values.taxpayerNumber),
    specialInstructions: text(values.specialInstructions),
  };
}

/** The PaymentForm the server receives (and the rules check), from the panel's values. */
export function toPaymentForm(values: PanelValues, input: ToFormInput): PaymentForm {
  const method = input.method;
  const brazil = input.countryId === BRAZIL_COUNTRY_ID;
  const differs = invoiceAddressRequired(method, values.invoiceAddressDiffersFromBilling);
  const taxIdentification = { type: values.taxType || null, number: text(values.taxNumber) };
  const fapiaoAsked = input.fapiaoOffered && methodSupportsFapiao(method);
  const form: PaymentForm = {
    paymentMethodId: method,
    acceptedTermsAndConditions: values.acceptedTermsAndConditions,
    amount: Math.max(0, input.amountDue),
    billingAddress: toPaymentAddress(values.billingAddress, false),
    invoiceAddress: differs ? toPaymentAddress(values.invoiceAddress, true) : null,
    invoiceAddressDiffersFromBilling: differs,
    invoiceAddressSameAsBilling: !differs,
    purchaseOrder: method === PAYMENT_METHOD.bankTransfer ? text(values.purchaseOrder) : null,
    useCredits: values.useCredits,
    creditsApplied: input.creditsApplied,
    prepaymentOption: values.prepaymentOption,
    prepaymentApplied: values.prepaymentOption === 'partialPayment' ? input.prepaymentRequested : input.prepaymentApplied,
    voucherApplied: input.voucherApplied,
    receiptCode: input.receiptCode,
  };
  if (method === PAYMENT_METHOD.creditCard) {
    form.creditCard = {
      nonce: input.card?.nonce ?? '',
      type: input.card?.type ?? null,
      lastFour: input.card?.lastFour ?? null,
      currency: values.card.currency || null,
      braintreeSaveCC: values.card.save,
    };
  }
  if (brazil) {
    form.brazilPaymentMethods = values.brazilPaymentMethods || null;
    form.usingFapespFunds = values.brazilPaymentMethods === 'fapesp' && methodSupportsFapesp(method);
    form.fapespNumber = values.brazilPaymentMethods === 'fapesp' ? text(values.fapespNumber) : null;
    form.requestAllpago = method === PAYMENT_METHOD.allpagoCard || method === PAYMENT_METHOD.allpagoPaypal;
  }
  if (method === PAYMENT_METHOD.boleto) form.boleto = { taxIdentification, payer: text(values.boletoPayer) };
  if (method === PAYMENT_METHOD.allpagoPaypal) form.allpagoPaypal = { taxIdentification };
  if (method === PAYMENT_METHOD.allpagoCard) {
    const installments = Number.parseInt(values.installments, 10);
    form.allpagoCreditCard = {
      checkoutId: text(values.allpagoCheckoutId),
      createRegistration: false,
      numberOfInstallments: Number.isNaN(installments) ? null : installments,
    };
  }
  if (fapiaoAsked) {
    form.requireFapiao = values.requireFapiao || null;
    form.fapiaoRequirementConfirmed = values.requireFapiao !== '';
    form.fapiao = values.requireFapiao === 'yes' ? fapiaoOf(values.fapiao) : null;
  }
  if (input.adminCreated)
    form.adminOptions = { suppressInvoiceCreation: values.suppressInvoiceCreation, notifyCustomer: values.notifyCustomer };
  return form;
}

/** Where a problem of the contract's PaymentForm shows in the panel (its own field names). */
export function panelField(problemPath: string): string {
  if (problemPath.endsWith('taxIdentification.type')) return 'taxType';
  if (problemPath.endsWith('taxIdentification.number')) return 'taxNumber';
  if (problemPath === 'boleto.payer') return 'boletoPayer';
  if (problemPath === 'allpagoCreditCard.numberOfInstallments') return 'installments';
  if (problemPath === 'allpagoCreditCard.checkoutId') return 'installments';
  if (problemPath === 'creditCard.currency') return 'card.currency';
  if (problemPath === 'creditCard.nonce' || problemPath === 'creditCard' || problemPath === 'creditCard.number') return 'card.number';
  if (problemPath === 'creditCard.expiry') return 'card.expiry';
  if (problemPath === 'creditCard.cvv') return 'card.cvv';
  if (problemPath === 'prepaymentApplied') return 'prepaymentAmount';
  if (problemPath === 'voucherApplied') return 'voucherCode';
  if (problemPath.startsWith('adminOptions.')) return problemPath.slice('adminOptions.'.length);
  return problemPath;
}
