import { apiPath } from '../http/api-path';

/**
 * The built-in sandbox gateway's pages and calls (PAYMENT_GATEWAY=sandbox; 404 with any other gateway).
 * The unguessable transaction id in the path is the capability, which is why the pages' plain-HTML form
 * posts need no CSRF token. The card form's tokenize call is `paymentPaths.sandboxTokenize`.
 */
export const sandboxPaths = {
  /** The hosted page of a wallet sale or of a card needing confirmation, and its two form posts. */
  pay: apiPath('/api/payment/sandbox/pay/:transactionId'),
  approve: apiPath('/api/payment/sandbox/pay/:transactionId/approve'),
  refuse: apiPath('/api/payment/sandbox/pay/:transactionId/refuse'),
  /** The boleto voucher (PDF) and the "bank" page that marks it paid. */
  boletoPdf: apiPath('/api/payment/sandbox/boleto/:transactionId/pdf'),
  boletoBank: apiPath('/api/payment/sandbox/boleto/:transactionId'),
  boletoPay: apiPath('/api/payment/sandbox/boleto/:transactionId/pay'),
  /** The allpago checkout frame's script and the call its card form makes. */
  checkoutScript: '/api/payment/sandbox/allpago-checkout.js',
  checkout: '/api/payment/sandbox/allpago-checkout',
};
