import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import br from '../../locales/br/payment.json';
import cn from '../../locales/cn/payment.json';
import en from '../../locales/en/payment.json';
import es from '../../locales/es/payment.json';
import jp from '../../locales/jp/payment.json';

const CATALOGUES: Record<string, Record<string, string>> = { en, br, cn, es, jp };
const name = (catalogue: Record<string, string>, id: number) => catalogue[`method.${id}`];

describe('the payment method names a customer reads', () => {
  it('names online banking and QR code payment as a customer would, never by our entity', () => {
    expect(name(cn, PAYMENT_METHOD.wfoeWebPay)).toBe('网银支付');
    expect(name(cn, PAYMENT_METHOD.wfoeQrPay)).toBe('扫码支付');
    expect(name(en, PAYMENT_METHOD.wfoeWebPay)).toBe('Online banking');
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      for (const id of [PAYMENT_METHOD.wfoeWebPay, PAYMENT_METHOD.wfoeQrPay]) {
        expect(name(catalogue, id), `${language} ${id}`).toBeTruthy();
        expect(name(catalogue, id), `${language} ${id}`).not.toMatch(/WFOE/i);
      }
    }
  });

  it('offers Brazilian customers no gateway among their payment requirements', () => {
    for (const catalogue of Object.values(CATALOGUES)) expect(Object.keys(catalogue)).not.toContain('brazil.option.allpago');
  });
});
