/**
 * The order card's billing link (view invoices or fapiaos). Where the application
 * offers fapiaos and the user's localization issues them after payment, the invoice list shows each
 * invoice's fapiao (as the invoices page decides, invoice-rules showsFapiaoColumn), so the card's link
 * names both; hideInvoices hides it, as every invoice link.
 */
export type CardBillingLink = 'invoices' | 'invoices-and-fapiaos' | null;

export function cardBillingLink(input: {
  hideInvoices: boolean;
  invoiceNumber: string | null;
  fapiaoAvailable: boolean;
  allowsFapiaoProcessingAfterPayment: boolean;
}): CardBillingLink {
  if (input.hideInvoices || !input.invoiceNumber) return null;
  return input.fapiaoAvailable && input.allowsFapiaoProcessingAfterPayment ? 'invoices-and-fapiaos' : 'invoices';
}
