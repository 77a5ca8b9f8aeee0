import { ADDRESS_LIMITS, addressSchema, type AddressRules } from '../address/address.contract';
import { fapiaoOrderFormProblems } from './fapiao.contract';
import { INSTALLMENTS, type PaymentForm, type PaymentAddress } from './payment-form.contract';
import { BRAZIL_COUNTRY_ID, PAYMENT_METHOD, methodSupportsFapiao, type PaymentMethodId } from './payment-methods';

/**
 * The payment rules that depend on the chosen method and the user's country. Both the
 * server (which refuses with 422 and these fields) and the payment screen (which shows them under
 * the fields) call `paymentFormProblems`; each problem is a message key of the catalogue.
 */
export interface PaymentRulesContext {
  /** The buttons the screen offered. */
  availableMethods: readonly PaymentMethodId[];
  /** What is still due after credits, prepayment and voucher, in minor units. */
  amountDue: number;
  /** The user's country (Brazil-style methods, China's billing address rule). */
  countryId: number | null;
  countryIso2: string | null;
  /** Fapiao is offered on this payment screen (fapiaoOfferedOnPayment). */
  fapiaoOffered: boolean;
  /** The largest prepayment that may be applied, in minor units (0 when the user has none). */
  maxPrepayment: number;
  /** The largest credit that may be applied, in minor units. */
  maxCredits: number;
  /** Countries with their states and postal-code rule, for the address rules. */
  countries: AddressRules['countries'];
  /** The user must accept the terms (every context of this portal does). */
  termsRequired: boolean;
  /** The bank-transfer notice is displayed, which makes bank transfer invalid. */
  bankTransferNoticeShown?: boolean;
}

export type PaymentProblems = Record<string, string>;

const BILLING_NOT_REQUIRED: readonly PaymentMethodId[] = [PAYMENT_METHOD.wfoeWebPay, PAYMENT_METHOD.wfoeQrPay];
const ORGANIZATION_REQUIRED: readonly PaymentMethodId[] = [PAYMENT_METHOD.bankTransfer, PAYMENT_METHOD.allpagoCard, PAYMENT_METHOD.allpagoPaypal];
const PHONE_REQUIRED: readonly PaymentMethodId[] = [PAYMENT_METHOD.allpagoPaypal, PAYMENT_METHOD.alipay, PAYMENT_METHOD.unionpay, PAYMENT_METHOD.wechat, PAYMENT_METHOD.bankTransfer];
const TAX_ID_METHODS: readonly PaymentMethodId[] = [PAYMENT_METHOD.boleto, PAYMENT_METHOD.allpagoPaypal];

/** Brazilian postcode: five digits, an optional hyphen, three digits. */
export const BRAZIL_POSTCODE = /^\d{5}-?\d{3}$/;

/** Whether the billing address is asked at all for this method and user. */
export function billingRequired(methodId: PaymentMethodId | null): boolean {
  return methodId !== null && !BILLING_NOT_REQUIRED.includes(methodId) && methodId !== PAYMENT_METHOD.free && methodId !== PAYMENT_METHOD.voucher && methodId !== PAYMENT_METHOD.credits;
}

export function organizationRequired(methodId: PaymentMethodId | null): boolean {
  return methodId !== null && ORGANIZATION_REQUIRED.includes(methodId);
}

export function phoneRequired(methodId: PaymentMethodId | null): boolean {
  return methodId !== null && PHONE_REQUIRED.includes(methodId);
}

/** Bank transfer forces a separate invoice address (with the payer's name). */
export function invoiceAddressRequired(methodId: PaymentMethodId | null, differs: boolean | undefined): boolean {
  return methodId === PAYMENT_METHOD.bankTransfer || differs === true;
}

/** CPF (11 digits) and CNPJ (14 digits) with their check digits. */
export function isValidTaxNumber(type: 'CPF' | 'CNPJ', value: string): boolean {
  const digits = value.replace(/[.\-/\s]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  if (type === 'CPF') {
    if (digits.length !== 11 || /^(\d)\1+$/.test(digits)) return false;
    const check = (length: number) => {
      let sum = 0;
      for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
      const rest = (sum * 10) % 11;
      return rest === 10 ? 0 : rest;
    };
    return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
  }
  if (digits.length !== 14 || /^(\d)\1+$/.test(digits)) return false;
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, i) => total + Number(digits[i]) * weight, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

function addressProblems(prefix: string, address: PaymentAddress | null | undefined, rules: AddressRules, chinaUser: boolean, fapiao: boolean): PaymentProblems {
  const problems: PaymentProblems = {};
  if (!address) {
    problems[`${prefix}.name`] = 'customer-name-required';
    return problems;
  }
  const parsed = addressSchema(rules).safeParse(address);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      // Users in China give their name and phone; the postal address is not required.
      if (chinaUser && ['address1', 'city', 'state', 'zip', 'countryId'].includes(field) && /required/.test(issue.message)) continue;
      problems[`${prefix}.${field}`] ??= issue.message;
    }
  }
  if (address.countryId === BRAZIL_COUNTRY_ID) {
    const zip = address.zip?.trim() ?? '';
    if (zip === '') problems[`${prefix}.zip`] = 'zip-required';
    else if (!BRAZIL_POSTCODE.test(zip)) problems[`${prefix}.zip`] = 'postcode-eight-digits';
  }
  const phone = address.phone?.trim() ?? '';
  if (fapiao && phone !== '' && !/^\d{11}$/.test(phone.replace(/[\s-]/g, ''))) problems[`${prefix}.phone`] = 'phone-eleven-digits';
  else if (phone !== '' && (phone.length < ADDRESS_LIMITS.phoneMin || phone.length > ADDRESS_LIMITS.phoneMax)) problems[`${prefix}.phone`] = 'phone-number-length';
  return problems;
}

/** Every problem of a payment form, keyed by field path ('billingAddress.city', 'boleto.payer'…). */
export function paymentFormProblems(form: PaymentForm, context: PaymentRulesContext): PaymentProblems {
  const problems: PaymentProblems = {};
  const nothingDue = context.amountDue <= 0 || Boolean(form.voucherApplied);
  const method = form.paymentMethodId as PaymentMethodId | null;

  if (context.termsRequired && form.acceptedTermsAndConditions !== true) problems.acceptedTermsAndConditions = 'payment-accept-terms-and-conditions-failure';

  if (form.prepaymentOption === 'partialPayment' && (form.prepaymentApplied ?? 0) > context.maxPrepayment) {
    problems.prepaymentApplied = 'prepay-amount-exceeded';
  }
  if (nothingDue) return problems;

  if (method === null || !context.availableMethods.includes(method)) {
    problems.paymentMethodId = 'payment-method-required';
    return problems;
  }
  if (method === PAYMENT_METHOD.bankTransfer && context.bankTransferNoticeShown) problems.paymentMethodId = 'payment-method-required';

  const brazil = context.countryId === BRAZIL_COUNTRY_ID;
  const chinaUser = context.countryIso2?.toUpperCase() === 'CN';
  const fapiaoWanted = context.fapiaoOffered && methodSupportsFapiao(method) && form.requireFapiao === 'yes';

  if (brazil && !form.brazilPaymentMethods) problems.brazilPaymentMethods = 'option-required';
  if (context.fapiaoOffered && methodSupportsFapiao(method)) {
    if (!form.requireFapiao) problems.requireFapiao = 'option-required';
    else if (fapiaoWanted) Object.assign(problems, fapiaoOrderFormProblems(form.fapiao));
  }

  if (billingRequired(method)) {
    const rules: AddressRules = { countries: context.countries, organizationRequired: organizationRequired(method), phoneRequired: phoneRequired(method) || fapiaoWanted };
    Object.assign(problems, addressProblems('billingAddress', form.billingAddress, rules, chinaUser, fapiaoWanted));
    if (invoiceAddressRequired(method, form.invoiceAddressDiffersFromBilling)) {
      Object.assign(problems, addressProblems('invoiceAddress', form.invoiceAddress, { countries: context.countries, invoice: true }, chinaUser, false));
    }
  }
  if (method === PAYMENT_METHOD.bankTransfer && !form.purchaseOrder) problems.purchaseOrder = 'purchase-order-required';

  if (method === PAYMENT_METHOD.creditCard) {
    if (!form.creditCard?.currency) problems['creditCard.currency'] = 'payment-currency-required';
    if (!form.creditCard?.nonce) problems['creditCard.nonce'] = 'card-details-required';
  }
  if (form.brazilPaymentMethods === 'fapesp' && !form.fapespNumber) problems.fapespNumber = 'value-required';

  if (TAX_ID_METHODS.includes(method)) {
    const tax = method === PAYMENT_METHOD.boleto ? form.boleto?.taxIdentification : form.allpagoPaypal?.taxIdentification;
    if (!tax?.type) problems[`${method === PAYMENT_METHOD.boleto ? 'boleto' : 'allpagoPaypal'}.taxIdentification.type`] = 'tax-type-required';
    const prefix = method === PAYMENT_METHOD.boleto ? 'boleto' : 'allpagoPaypal';
    if (!tax?.number) problems[`${prefix}.taxIdentification.number`] = 'tax-number-required';
    else if (tax.type && !isValidTaxNumber(tax.type, tax.number)) problems[`${prefix}.taxIdentification.number`] = 'tax-number-invalid';
  }
  if (method === PAYMENT_METHOD.boleto && !form.boleto?.payer) problems['boleto.payer'] = 'value-required';

  if (method === PAYMENT_METHOD.allpagoCard) {
    const installments = form.allpagoCreditCard?.numberOfInstallments;
    if (!installments || installments < INSTALLMENTS.min || installments > INSTALLMENTS.max) problems['allpagoCreditCard.numberOfInstallments'] = 'installments-required';
  }
  return problems;
}
