/**
 * Payment methods and which of them a payment screen offers (the order form, prepay, payoff and
 * purchases). Pure: the server decides with
 * these functions and the browser shows the same answer.
 */
export const PAYMENT_METHOD = {
  credits: 1,
  creditCard: 3,
  free: 4,
  paypal: 6,
  bankTransfer: 9,
  alipay: 19,
  boleto: 20,
  unionpay: 21,
  allpagoPaypal: 22,
  allpagoCard: 23,
  wechat: 25,
  voucher: 26,
  wfoeWebPay: 27,
  wfoeQrPay: 28,
} as const;
export type PaymentMethodName = keyof typeof PAYMENT_METHOD;
export type PaymentMethodId = (typeof PAYMENT_METHOD)[PaymentMethodName];

export const PAYMENT_METHOD_IDS = Object.values(PAYMENT_METHOD) as readonly PaymentMethodId[];

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === 'number' && (PAYMENT_METHOD_IDS as readonly number[]).includes(value);
}

export function paymentMethodName(id: PaymentMethodId): PaymentMethodName {
  const entry = Object.entries(PAYMENT_METHOD).find(([, code]) => code === id);
  if (!entry) throw new RangeError(`unknown payment method ${id}`);
  return entry[0] as PaymentMethodName;
}

/** Country id 32 drives the Brazil-style methods. */
export const BRAZIL_COUNTRY_ID = 32;

/** How a method takes the money, which decides what the gateway does and whether the order waits. */
export type PaymentFlow =
  /** Nothing to charge: credits, prepayment, the free method, a voucher. */
  | 'internal'
  /** A card nonce charged at once (may still ask for a 3-D Secure confirmation). */
  | 'card'
  /** A hosted page or QR code of the provider; a webhook confirms. */
  | 'hosted'
  /** Settles days later: the order is created unpaid and waits ('Awaiting Payment'). */
  | 'offline';

export const PAYMENT_FLOW: Record<PaymentMethodId, PaymentFlow> = {
  1: 'internal',
  3: 'card',
  4: 'internal',
  6: 'hosted',
  9: 'offline',
  19: 'hosted',
  20: 'offline',
  21: 'hosted',
  22: 'hosted',
  23: 'hosted',
  25: 'hosted',
  26: 'internal',
  27: 'hosted',
  28: 'hosted',
};

/** Where a payment is taken: the order form, paying invoices off, a prepayment, a digital purchase. */
export type PaymentContext = 'order-form' | 'payoff' | 'prepay' | 'digital';

export interface MethodAvailabilityInput {
  context: PaymentContext;
  /** The user's country id (null when unknown). */
  countryId: number | null;
  /** The user's country ISO code, e.g. 'CN'. */
  countryIso2: string | null;
  /** The localization that bills the user ('us', 'cn'). */
  localization: string;
  /** Staff created the order (a wider set of methods). */
  adminCreated?: boolean;
  /** The order is for multimedia services only: bank transfer is removed. */
  multimedia?: boolean;
  /** Payoff only: the user's credit balance, in the currency of the selected invoices. */
  creditBalance?: number;
  /** Payoff only: the total balance of the selected invoices. */
  selectedBalance?: number;
}

const WORLD_METHODS: readonly PaymentMethodId[] = [PAYMENT_METHOD.creditCard, PAYMENT_METHOD.paypal, PAYMENT_METHOD.bankTransfer];
const CHINA_METHODS: readonly PaymentMethodId[] = [PAYMENT_METHOD.alipay, PAYMENT_METHOD.wechat, PAYMENT_METHOD.unionpay, PAYMENT_METHOD.creditCard, PAYMENT_METHOD.bankTransfer];
/** The China WFOE sells in CNY through its own web and QR pay (method codes 27 and 28). */
const WFOE_METHODS: readonly PaymentMethodId[] = [PAYMENT_METHOD.wfoeWebPay, PAYMENT_METHOD.wfoeQrPay];
const BRAZIL_METHODS: readonly PaymentMethodId[] = [
  PAYMENT_METHOD.creditCard,
  PAYMENT_METHOD.boleto,
  PAYMENT_METHOD.allpagoCard,
  PAYMENT_METHOD.allpagoPaypal,
  PAYMENT_METHOD.paypal,
  PAYMENT_METHOD.bankTransfer,
];
/** The methods an admin-created order allows. */
const ADMIN_CREATED_METHODS: readonly PaymentMethodId[] = [
  PAYMENT_METHOD.creditCard,
  PAYMENT_METHOD.paypal,
  PAYMENT_METHOD.alipay,
  PAYMENT_METHOD.boleto,
  PAYMENT_METHOD.unionpay,
  PAYMENT_METHOD.allpagoPaypal,
  PAYMENT_METHOD.allpagoCard,
  PAYMENT_METHOD.wechat,
];

/** The methods offered by the user's country alone. */
export function countryMethods(countryId: number | null, countryIso2: string | null, localization: string): PaymentMethodId[] {
  if (countryId === BRAZIL_COUNTRY_ID) return [...BRAZIL_METHODS];
  if (countryIso2?.toUpperCase() === 'CN') return localization === 'cn' ? [...CHINA_METHODS, ...WFOE_METHODS] : [...CHINA_METHODS];
  return [...WORLD_METHODS];
}

/**
 * The payment buttons of a screen, in display order. The free method, credits and a voucher are not
 * buttons: the form switches to them itself (see `effectiveMethod`).
 */
export function availablePaymentMethods(input: MethodAvailabilityInput): PaymentMethodId[] {
  let methods = input.adminCreated && input.context === 'order-form' ? [...ADMIN_CREATED_METHODS] : countryMethods(input.countryId, input.countryIso2, input.localization);
  if (input.context === 'order-form' && input.multimedia) methods = methods.filter((id) => id !== PAYMENT_METHOD.bankTransfer);
  // Prepay excludes Alipay and credits, and bank transfer is disabled.
  if (input.context === 'prepay') methods = methods.filter((id) => id !== PAYMENT_METHOD.alipay && id !== PAYMENT_METHOD.bankTransfer);
  // Purchases exclude bank transfer, boleto and credits.
  if (input.context === 'digital') methods = methods.filter((id) => id !== PAYMENT_METHOD.bankTransfer && id !== PAYMENT_METHOD.boleto);
  if (input.context === 'payoff') {
    // An unpaid invoice is already awaiting a bank transfer or a boleto; paying it off takes the money now.
    methods = methods.filter((id) => id !== PAYMENT_METHOD.bankTransfer && id !== PAYMENT_METHOD.boleto);
    const balance = input.selectedBalance ?? 0;
    if (balance > 0 && (input.creditBalance ?? 0) >= balance) methods = [PAYMENT_METHOD.credits, ...methods];
  }
  return methods;
}

/** The method a submission really uses: free when nothing is due, voucher once applied. */
export function effectiveMethod(chosen: PaymentMethodId | null, amountDue: number, voucherApplied: boolean): PaymentMethodId | null {
  if (voucherApplied) return PAYMENT_METHOD.voucher;
  if (amountDue <= 0) return PAYMENT_METHOD.free;
  if (chosen === PAYMENT_METHOD.free) return null;
  return chosen;
}

/** Fapiao is supported for Alipay, UnionPay and bank transfer. */
export function methodSupportsFapiao(id: PaymentMethodId | null): boolean {
  return id === PAYMENT_METHOD.alipay || id === PAYMENT_METHOD.unionpay || id === PAYMENT_METHOD.bankTransfer;
}

/** FAPESP funds may pay by card or bank transfer. */
export function methodSupportsFapesp(id: PaymentMethodId | null): boolean {
  return id === PAYMENT_METHOD.creditCard || id === PAYMENT_METHOD.bankTransfer;
}

/**
 * Fapiao is offered only when the application has it, the user's country is CN and the
 * localization does not process fapiao after payment (then it is requested from the invoice list).
 */
export function fapiaoOfferedOnPayment(input: { fapiaoAvailable: boolean; countryIso2: string | null; allowsFapiaoProcessingAfterPayment: boolean }): boolean {
  return input.fapiaoAvailable && input.countryIso2?.toUpperCase() === 'CN' && !input.allowsFapiaoProcessingAfterPayment;
}
