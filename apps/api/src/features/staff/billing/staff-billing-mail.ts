import { formatMoney } from '@marginalia/contracts/formatting/money';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import type { Db } from '../../../platform/db/client';
import type { Platform } from '../../../platform/platform';
import type { CustomerRow } from './staff-billing-columns';
import type { CurrencyRow } from '../../../platform/db/schema/reference';
import type { InvoiceRow } from '../../../platform/db/schema/billing';

/** The desks' e-mails to the customer, queued in the caller's transaction, in the customer's language. */
function languageOf(customer: Pick<CustomerRow, 'siteLanguage'>): SiteLanguage {
  return isSiteLanguage(customer.siteLanguage) ? customer.siteLanguage : DEFAULT_LANGUAGE;
}

function invoicesLink(platform: Platform, language: SiteLanguage): string {
  return new URL(`/${language}${billingRoutes.invoices()}`, platform.config.publicUrl).toString();
}

export async function sendPaymentReceived(
  platform: Platform,
  tx: Db,
  facts: { customer: CustomerRow; invoice: InvoiceRow; currency: CurrencyRow; amount: number },
): Promise<void> {
  const { customer, invoice, currency } = facts;
  const language = languageOf(customer);
  await platform.mail.send(
    {
      to: customer.email,
      template: 'payment-received',
      language,
      params: {
        name: customer.firstName || customer.email,
        amount: formatMoney(facts.amount, currency, { withIsoCode: true }),
        invoiceNumber: invoice.invoiceNumber,
        description: invoice.description,
        balance: formatMoney(invoice.balance, currency, { withIsoCode: true }),
        link: invoicesLink(platform, language),
      },
    },
    { db: tx },
  );
}

export async function sendFapiaoIssued(
  platform: Platform,
  tx: Db,
  facts: { customer: CustomerRow; invoiceNumber: string; number: string; organizationName: string },
): Promise<void> {
  const language = languageOf(facts.customer);
  await platform.mail.send(
    {
      to: facts.customer.email,
      template: 'fapiao-issued',
      language,
      params: {
        name: facts.customer.firstName || facts.customer.email,
        invoiceNumber: facts.invoiceNumber,
        number: facts.number,
        organizationName: facts.organizationName,
        link: invoicesLink(platform, language),
      },
    },
    { db: tx },
  );
}
