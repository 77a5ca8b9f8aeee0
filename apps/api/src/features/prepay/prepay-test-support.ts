import { and, eq, sql } from 'drizzle-orm';
import type { PaymentFormInput } from '@marginalia/contracts/payments/payment-form.contract';
import type { Database } from '../../platform/db/client';
import { featureFlags, invoices, payments, settingsVersion } from '../../platform/db/schema/all-tables';
import type { TestApp, TestUser } from '../../test/test-app';

/** Test helpers of the prepay API tests: the flag, sandbox card nonces and payment forms. */
export const US = 237;
export const BRAZIL = 32;
export const CHINA = 46;

export { CARDS, cardNonce } from '../../test/sandbox-cards';

export async function setPrepayFlag(database: Database, enabled: boolean): Promise<void> {
  await database.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, 'prepay_enabled'));
  await database.db.update(settingsVersion).set({ version: sql`${settingsVersion.version} + 1` });
  // The application cache looks at the settings version once a second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

export const usAddress = {
  name: 'Ada Tester',
  organization: 'Northfield University',
  address1: '12 Science Park',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  countryId: US,
  phone: '+1 217 555 0100',
};

export const brazilAddress = {
  name: 'Ana Souza',
  organization: 'Universidade de São Paulo',
  address1: 'Av. Paulista, 1000',
  city: 'São Paulo',
  state: 'SP',
  zip: '01310-100',
  countryId: BRAZIL,
  phone: '+55 11 5555 0100',
};

/** A valid CPF (check digits included). */
export const VALID_CPF = '52998224725';

export function cardForm(
  card: { nonce: string; type: string; lastFour: string },
  currency: string,
  extra: Partial<PaymentFormInput> & { total?: number; receiptCode?: string } = {},
) {
  return {
    paymentMethodId: 3,
    acceptedTermsAndConditions: true,
    billingAddress: usAddress,
    creditCard: { ...card, currency },
    ...extra,
  };
}

export function boletoForm(extra: Partial<PaymentFormInput> & { total?: number; receiptCode?: string } = {}) {
  return {
    paymentMethodId: 20,
    acceptedTermsAndConditions: true,
    brazilPaymentMethods: 'no-requirements' as const,
    billingAddress: brazilAddress,
    boleto: { taxIdentification: { type: 'CPF' as const, number: VALID_CPF }, payer: 'Ana Souza' },
    ...extra,
  };
}

/** The prepayment calls and reads of the payment tests (read the app when called: it is built before the tests). */
export function prepayCalls(t: TestApp) {
  return {
    pay: (user: TestUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/prepay/payment', headers: user.headers, payload }),
    retainerInvoices: (userId: number) =>
      t.database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.userId, userId), eq(invoices.kind, 'retainer'))),
    userPayments: (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId)),
  };
}
