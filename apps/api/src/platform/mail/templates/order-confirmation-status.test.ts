import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '@marginalia/contracts/i18n/languages';
import { orderPaymentStatusText, type BankAccountDetails } from './order-confirmation-status';

const bank: BankAccountDetails = {
  beneficiary: 'Marginalia Research Services, Inc.',
  bankName: 'Harborview National Bank, N.A.',
  bankAddress: '400 Market Street, Wilmington, DE 19801',
  accountNumber: '4401229077360',
  clearingCode: { kind: 'aba', value: '031907286' },
  swift: 'HVNBUS33XXX',
  iban: null,
};

describe('the payment paragraph of the order confirmation', () => {
  it.each(SITE_LANGUAGES)('says every status in %s with its figures and no placeholder left', (language) => {
    const texts = [
      orderPaymentStatusText(language, { kind: 'paid', amount: '$135 USD' }),
      orderPaymentStatusText(language, { kind: 'bank-transfer', amount: '$135 USD', invoiceNumber: 'US000042', bank }),
      orderPaymentStatusText(language, { kind: 'boleto', amount: 'R$729 BRL', boletoUrl: 'https://m.example/boleto.pdf' }),
      orderPaymentStatusText(language, { kind: 'awaiting-payment', amount: '$135 USD', invoiceNumber: 'US000042', invoicesUrl: 'https://m.example/en/researcher/invoices/unpaid' }),
      orderPaymentStatusText(language, { kind: 'awaiting-payment', amount: '$135 USD', invoiceNumber: null, invoicesUrl: 'https://m.example/en/researcher/invoices/unpaid' }),
    ];
    for (const text of texts) expect(text).not.toMatch(/\{\w+\}/);
    expect(texts[1]).toContain('US000042');
    expect(texts[1]).toContain('4401229077360');
    expect(texts[1]).toContain('031907286');
    expect(texts[1]).toContain('Marginalia Research Services, Inc.');
    expect(texts[2]).toContain('https://m.example/boleto.pdf');
    expect(texts[3]).toContain('US000042');
    if (language !== 'en') expect(texts[0]).not.toBe(orderPaymentStatusText('en', { kind: 'paid', amount: '$135 USD' }));
  });

  it('names the Chinese clearing code for the WFOE account', () => {
    const text = orderPaymentStatusText('cn', { kind: 'bank-transfer', amount: '¥960', invoiceNumber: 'CN000001', bank: { ...bank, clearingCode: { kind: 'cnaps', value: '313290012661' } } });
    expect(text).toContain('CNAPS 行号: 313290012661');
  });
});
