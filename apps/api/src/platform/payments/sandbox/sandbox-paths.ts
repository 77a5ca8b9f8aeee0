/** Where the sandbox's pages live (served by features/payments/sandbox-pages.routes.ts). */
export const SANDBOX_BASE_PATH = '/api/payment/sandbox';

const enc = encodeURIComponent;

export const sandboxPaths = {
  tokenize: `${SANDBOX_BASE_PATH}/tokenize`,
  /** The hosted page of a wallet sale or of a card needing confirmation, and its two form posts. */
  pay: (transactionId: string) => `${SANDBOX_BASE_PATH}/pay/${enc(transactionId)}`,
  decide: (transactionId: string, decision: 'approve' | 'refuse') => `${SANDBOX_BASE_PATH}/pay/${enc(transactionId)}/${decision}`,
  /** The boleto voucher (PDF) and the "bank" page that marks it paid. */
  boletoPdf: (transactionId: string) => `${SANDBOX_BASE_PATH}/boleto/${enc(transactionId)}/pdf`,
  boletoBank: (transactionId: string) => `${SANDBOX_BASE_PATH}/boleto/${enc(transactionId)}`,
  boletoPay: (transactionId: string) => `${SANDBOX_BASE_PATH}/boleto/${enc(transactionId)}/pay`,
  /** The allpago checkout frame's script and the call its card form makes. */
  checkoutScript: `${SANDBOX_BASE_PATH}/allpago-checkout.js`,
  checkout: `${SANDBOX_BASE_PATH}/allpago-checkout`,
};
