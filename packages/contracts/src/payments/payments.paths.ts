/**
 * Paths of the payment, invoice, prepay and fapiao calls. Zod-free so pages can
 * import them cheaply. Paths of our own are listed in apps/api/src/platform/billing/README.md.
 */
import { apiPath } from '../http/api-path';

const enc = encodeURIComponent;

export const paymentPaths = {
  /** ?orderFormId= — the payment data of the payment step (GET /api/payment/load). */
  load: '/api/payment/load',
  currencies: '/api/payment/currencies',
  clientToken: '/api/payment/braintree-client-token',
  /** ?receiptCode&amount&numberOfInstallments — the embedded Brazilian card checkout frame. */
  allpagoCheckout: '/api/payment/allpago-checkout',
  /** A payment's state, polled by the return pages of hosted methods (path ours). */
  status: apiPath('/api/payment/:id/status'),
  receiptPdf: apiPath('/api/payment/:id/pdf'),
  /** The sandbox gateway's card form posts the card here and gets a one-time nonce back. */
  sandboxTokenize: '/api/payment/sandbox/tokenize',
  webhook: apiPath('/api/payment/webhooks/:gateway'),
  orderFormPayments: apiPath('/api/order-form/:id/payments'),
  /** PUT applies an institutional voucher, DELETE removes it; callers trim the code as typed. */
  orderFormVoucher: apiPath('/api/order-form/:id/voucher/:code'),
  /** The order a payment created, for the confirmation page (GET /api/order/{id}/payment). */
  orderPayment: apiPath('/api/order/:id/payment'),
};

export const invoicePaths = {
  /** ?status=unpaid&from=MM/DD/YYYY&to=…&orderNumber=…&page=0 */
  load: '/api/invoice/load',
  pdf: apiPath('/api/invoice/:invoiceNumber/pdf'),
  statementOfDelivery: apiPath('/api/invoice/:invoiceNumber/statement-of-delivery'),
  retainerPdf: apiPath('/api/retainer-invoice/:number/pdf'),
  /** ?invoiceNumbers=A,B — what paying these invoices involves (methods, total, receipt codes); path ours. */
  payoffLoad: '/api/payoff/load',
  payoffPayment: '/api/payoff/payment',
};

export const prepayPaths = {
  load: '/api/prepay/load',
  payment: '/api/prepay/payment',
};

export const fapiaoPaths = {
  list: '/api/fapiao',
  create: '/api/fapiao',
  cancel: apiPath('/api/fapiao/:identity'),
  /** ?name= (at least 2 characters) */
  organizations: '/api/fapiao/organizations',
  /** The issued fapiao's PDF (staff upload it; path ours). */
  pdf: apiPath('/api/fapiao/:identity/pdf'),
};

/** Browser routes (under /{lang}). */
export const billingRoutes = {
  paymentDetails: '/researcher/submit/payment-details',
  /** After a hosted payment of an order form: polls the payment, then the confirmation. */
  paymentReturn: (paymentId: string) => `/researcher/submit/payment-return/${enc(paymentId)}`,
  orderComplete: (orderExternalId: string) => `/researcher/submit/order-complete/${enc(orderExternalId)}`,
  invoices: (status?: 'unpaid') => (status ? `/researcher/invoices/${status}` : '/researcher/invoices'),
  invoiceFapiao: (invoiceNumber: string) => `/researcher/invoices/${enc(invoiceNumber)}/fapiao`,
  payInvoices: (invoiceNumbers: readonly string[]) => `/researcher/invoices/pay/${invoiceNumbers.map(enc).join(',')}`,
  payoffLanding: (type: 'success' | 'error') => `/researcher/invoices/unpaid/${type}`,
  prepay: (retainerInvoiceNumber?: string) => (retainerInvoiceNumber ? `/researcher/prepay/${enc(retainerInvoiceNumber)}` : '/researcher/prepay'),
  prepayFapiao: (retainerInvoiceNumber: string) => `/researcher/prepay/${enc(retainerInvoiceNumber)}/fapiao`,
  prepayLanding: (type: 'success' | 'error') => `/researcher/prepay/complete/${type}`,
};
