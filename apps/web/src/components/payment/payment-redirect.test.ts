import { describe, expect, it } from 'vitest';
import type { PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { followPaymentRedirect, inAppPath } from './payment-redirect';

const answer = (over: Partial<PaymentSubmissionResponse>): PaymentSubmissionResponse => ({
  paymentId: 'pay_1',
  status: 'pending',
  redirectUrl: null,
  redirectForm: null,
  orderExternalId: null,
  boletoUrl: null,
  ...over,
});

/** Just enough of a document to watch what the redirect does. */
function fakeDocument() {
  const assigned: string[] = [];
  const submitted: { method: string; action: string; fields: Record<string, string> }[] = [];
  const doc = {
    defaultView: { location: { assign: (url: string) => assigned.push(url) } },
    body: { appendChild: () => undefined },
    createElement: (tag: string) => {
      if (tag === 'input') return { type: '', name: '', value: '' };
      const inputs: { name: string; value: string }[] = [];
      const form = {
        method: '',
        action: '',
        style: {},
        appendChild: (input: { name: string; value: string }) => inputs.push(input),
        submit: () =>
          submitted.push({
            method: form.method,
            action: form.action,
            fields: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
          }),
      };
      return form;
    },
  };
  return { doc: doc as unknown as Document, assigned, submitted };
}

describe('following a payment answer', () => {
  it('tells the app’s own pages from the provider’s and the API’s', () => {
    expect(inAppPath('/en/researcher/submit/order-complete/O-1')).toBe('/en/researcher/submit/order-complete/O-1');
    expect(inAppPath('/api/payment/sandbox/pay/tx_1')).toBeNull();
    expect(inAppPath('https://provider.example/pay')).toBeNull();
    expect(inAppPath('//evil.example/x')).toBeNull();
    expect(inAppPath(null)).toBeNull();
  });

  it('leaves for an outside page, and stays for an in-app one', () => {
    const outside = fakeDocument();
    expect(followPaymentRedirect(answer({ redirectUrl: '/api/payment/sandbox/pay/tx_1' }), outside.doc)).toBe(true);
    expect(outside.assigned).toEqual(['/api/payment/sandbox/pay/tx_1']);
    const inside = fakeDocument();
    expect(followPaymentRedirect(answer({ redirectUrl: '/en/researcher/submit/order-complete/O-1' }), inside.doc)).toBe(false);
    expect(inside.assigned).toEqual([]);
  });

  it('builds the redirect form with its fields and submits it', () => {
    const fake = fakeDocument();
    const redirectForm = { action: 'https://bank.example/3ds', method: 'POST' as const, fields: { PaReq: 'abc', MD: '42' } };
    expect(followPaymentRedirect(answer({ redirectForm }), fake.doc)).toBe(true);
    expect(fake.submitted).toEqual([{ method: 'POST', action: 'https://bank.example/3ds', fields: { PaReq: 'abc', MD: '42' } }]);
  });
});
