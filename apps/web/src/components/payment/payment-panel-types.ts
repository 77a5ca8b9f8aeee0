import type { ReactNode } from 'react';
import type { AddressCountry, SavedAddress } from '@marginalia/contracts/address/address.contract';
import type { PaymentForm, PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';

/** Where the panel is used; it decides which extras show (credits/prepay/voucher/admin only on the order form). */
export type PaymentPanelContext = 'order-form' | 'payoff' | 'prepay' | 'digital';

/**
 * The shared payment widget. The host page loads its data (the order
 * form's GET /api/payment/load, the payoff or prepay load, plus GET /api/payment/load for countries and
 * addresses) and hands it in; the panel renders the method buttons, the card form, the addresses, the
 * Brazil and China extras, credits/prepay/voucher where given, the terms and the submit button. It checks
 * the form with paymentFormProblems, calls `submit`, shows 422 field errors under the fields, opens the
 * payment error modal on other failures, and follows `redirectUrl` (window.location.assign) or
 * `redirectForm` (a built form, submitted) itself. With neither, it calls `onDone(response)`.
 *
 * Money is integer minor units of `currency`.
 */
export interface PaymentPanelProps {
  context: PaymentPanelContext;
  /** The payment buttons, in display order (payment method codes from the load response). */
  methods: readonly number[];
  /** The currency every amount below is in. */
  currency: PaymentCurrency;
  /** Currencies the card may be charged in (a select only for credit card). Default: [currency]. */
  cardCurrencies?: readonly PaymentCurrency[];
  /** The total before credits and prepayment. */
  total: number;
  /** The user's credit balance (not prepayments) in `currency`; shows 'Use my credits' when > 0 (order form). */
  creditBalance?: number;
  /** The user's available prepayment in `currency`; shows the prepay options when > 0 (order form). */
  prepaymentBalance?: number;
  /** The user's country, for the Brazil-style options (id 32) and China's address rule ('CN'). */
  countryId: number | null;
  countryIso2: string | null;
  /** Fapiao may be asked for on this payment (fapiaoOfferedOnPayment). */
  fapiaoOffered: boolean;
  /** The fapiao types and delivery timelines of the load (defaults: every one of the contract). */
  fapiaoTypes?: readonly { id: string; name: string }[];
  fapiaoDeliveryTimelines?: readonly string[];
  /** Countries with states and postal-code rule, for the addresses. */
  countries: readonly AddressCountry[];
  /** The user's saved addresses, offered as choices for the billing and invoice address. */
  savedAddresses: readonly SavedAddress[];
  /** Prefills the billing address name. */
  defaultName?: string;
  /**
   * Shows the voucher field (order form): `apply` applies the trimmed code (rejects with an ApiError whose
   * text shows under the field); `remove` takes it off again; `applied` is a code applied before a reload.
   */
  voucher?: { apply: (code: string) => Promise<unknown>; remove?: (code: string) => Promise<unknown>; applied?: string | null };
  /** The user may download files before paying: hides the bank-transfer download warning. */
  overrideDownloadAvailable?: boolean;
  /** Staff created the order: shows Admin Options (suppress invoice creation, notify customer). */
  adminCreated?: boolean;
  /** The receipt code this payment will carry (the Brazilian card checkout frame needs it). */
  receiptCode?: string | null;
  /** Installment choices of the Brazilian card flow (default 1–6). */
  installments?: readonly number[];
  /** Shows the prepay bank-transfer notice under the bank transfer details (prepay page). */
  prepayBankTransferNotice?: boolean;
  /** More content between the method details and the terms (e.g. the prepay amount field). */
  children?: ReactNode;
  /** Sends the form; the host adds its own fields (payoffReceiptCodes, total…). Rejects with ApiError on failure. */
  submit: (form: PaymentForm) => Promise<PaymentSubmissionResponse>;
  /**
   * Called with the answer unless the browser leaves for an outside page (a provider's page, an API page,
   * a redirect form). An in-app `redirectUrl` ('/en/researcher/submit/order-complete/…') is the host's to
   * follow with the router (see inAppPath in payment-redirect.ts).
   */
  onDone: (response: PaymentSubmissionResponse) => void;
  /** Called after a failed submission (the modal or the field errors are already shown), e.g. to reload balances. */
  onFailure?: (error: unknown) => void;
  /** The submit button's text (default 'Submit Payment'; 'Complete Order' is used when nothing is due). */
  submitLabel?: string;
  /** Disables submitting (e.g. the host's own field is invalid). */
  disabled?: boolean;
}
