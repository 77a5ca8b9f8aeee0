import { displayDeadline } from '@marginalia/contracts/formatting/dates';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';

import type { Db } from '../../../platform/db/client';
import { orderPaymentStatusText, type OrderPaymentStatus } from '../../../platform/mail/templates/order-confirmation-status';
import type { Platform } from '../../../platform/platform';
import { bankAccountFor } from '../../../platform/billing/company-details';
import type { InvoiceRow } from '../../../platform/db/schema/billing';
import type { OrderRow } from '../../../platform/db/schema/orders';
import type { UserRow } from '../../../platform/db/schema/users';
import type { LocalizationRow } from '../../../platform/db/schema/reference';

/** How the confirmation describes the payment: the money is in, or what the customer still has to do. */
export type ConfirmationPayment = { kind: 'paid' } | { kind: 'bank-transfer' } | { kind: 'boleto'; boletoUrl: string } | { kind: 'awaiting-payment' };

export interface ConfirmationFacts {
  user: UserRow;
  order: OrderRow;
  /** The ordered services and the order's currency. */
  lines: readonly { name: string; quantity: number }[];
  currency: { isoCode: string; sign: string; numDecimals: number };
  invoice: InvoiceRow | null;
  localization: LocalizationRow;
  payment: ConfirmationPayment;
}

export function languageOf(user: Pick<UserRow, 'siteLanguage'>): SiteLanguage {
  return isSiteLanguage(user.siteLanguage) ? user.siteLanguage : DEFAULT_LANGUAGE;
}

function deadlineText(deadline: Date, timeZone: string, language: SiteLanguage): string {
  try {
    return displayDeadline(deadline, timeZone, language, { showTimeZone: true });
  } catch {
    return displayDeadline(deadline, 'UTC', language, { showTimeZone: true });
  }
}

function statusOf(facts: ConfirmationFacts, amount: string, invoicesUrl: string): OrderPaymentStatus {
  const { invoice, payment } = facts;
  if (payment.kind === 'paid') return { kind: 'paid', amount };
  if (payment.kind === 'bank-transfer' && invoice) return { kind: 'bank-transfer', amount, invoiceNumber: invoice.invoiceNumber, bank: bankAccountFor(facts.localization) };
  if (payment.kind === 'boleto') return { kind: 'boleto', amount, boletoUrl: payment.boletoUrl };
  return { kind: 'awaiting-payment', amount, invoiceNumber: invoice?.invoiceNumber ?? null, invoicesUrl };
}

/**
 * Queues the order confirmation (template order-confirmation) in the user's language: order number,
 * title, services, total, deadline and how the payment stands. With `db` it is queued inside the
 * conversion's transaction, so a rolled-back order sends nothing.
 */
export async function sendOrderConfirmation(platform: Platform, facts: ConfirmationFacts, db?: Db): Promise<void> {
  const { user, order, currency } = facts;
  const language = languageOf(user);
  const site = (path: string) => new URL(path, platform.config.publicUrl).toString();
  const due = facts.payment.kind === 'paid' ? order.totalAmount : (facts.invoice?.balance ?? order.totalAmount);
  const amount = formatMoney(due, currency, { withIsoCode: true });
  const paymentStatus = orderPaymentStatusText(language, statusOf(facts, amount, site(`/${language}/researcher/invoices/unpaid`)));
  await platform.mail.send(
    {
      to: user.email,
      template: 'order-confirmation',
      language,
      params: {
        name: user.firstName || user.email,
        orderNumber: order.externalId,
        link: site(`/${language}/researcher/details/${encodeURIComponent(order.externalId)}`),
        title: order.title,
        services: facts.lines.map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name)).join(', '),
        total: formatMoney(order.totalAmount, currency, { withIsoCode: true }),
        deadline: deadlineText(order.deadline, user.timeZone, language),
        paymentStatus,
      },
    },
    db ? { db } : {},
  );
}
