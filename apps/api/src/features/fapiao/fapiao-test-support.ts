import type { TestApp, TestUser } from '../../test/test-app';
import { createSignedInUser } from '../../test/test-app';
import { createInvoice } from '../../platform/billing/invoices';
import { recordInternalPayment } from '../../platform/billing/recorded-payments';

/** Helpers of the fapiao API tests: Chinese researchers, paid invoices, request bodies. */
export const CHINA = 46;
export const DAY = 24 * 3600 * 1000;

export function fapiaoTester(t: TestApp) {
  const chineseUser = () => createSignedInUser(t.database, { countryId: CHINA, currency: 'CNY', localization: 'cn', siteLanguage: 'cn' });

  /** An invoice of the user, paid by a recorded payment unless `paid` is false. */
  async function invoiceOf(
    user: TestUser,
    options: { localization?: string; kind?: 'order' | 'retainer'; paid?: boolean; paidAt?: Date } = {},
  ) {
    const localization = options.localization ?? 'cn';
    const invoice = await createInvoice(t.database.db, {
      userId: user.id,
      localization,
      invoicePrefix: localization.toUpperCase(),
      kind: options.kind ?? 'order',
      currency: 'CNY',
      totalAmount: 71_200,
      exchangeRate: '0.1404494382',
      description: 'Editing of a manuscript',
    });
    if (options.paid === false) return { invoice, paymentId: null };
    const payment = await recordInternalPayment(
      t.database.db,
      {
        userId: user.id,
        purpose: 'payoff',
        subject: {},
        methodId: 19,
        currency: 'CNY',
        amount: 71_200,
        idempotencyKey: `test:${invoice.receiptCode}`,
        invoiceId: invoice.id,
      },
      options.paidAt ?? new Date(),
    );
    return { invoice, paymentId: payment?.publicId ?? null };
  }

  const create = (user: TestUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/fapiao', headers: user.headers, payload });
  return { chineseUser, invoiceOf, create };
}

export { generalFapiaoRequest as general } from '../../test/billing-fixtures';

export const fieldErrors = (body: { error: { fields: Record<string, { error: string }> } }) =>
  Object.fromEntries(Object.entries(body.error.fields).map(([field, value]) => [field, value.error]));
