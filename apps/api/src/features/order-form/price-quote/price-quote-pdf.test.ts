import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { pdfPageCount, pdfText } from '../../../platform/pdf/pdf-test-tools';
import { renderPriceQuotePdf, type PriceQuoteSnapshot } from './price-quote-pdf';
import { samplePriceQuote } from './price-quote-pdf.fixture';

/** Each language with the currency its customers usually pay in, the total as it must be printed, and words it must use. */
const CASES: { language: SiteLanguage; currency: PriceQuoteSnapshot['currency']; total: string; words: string[] }[] = [
  {
    language: 'en',
    currency: { isoCode: 'USD', numDecimals: 2, sign: '$' },
    total: '$527.55',
    words: ['Price quote', 'Valid until', 'How to order', '5,234 words'],
  },
  {
    language: 'br',
    currency: { isoCode: 'BRL', numDecimals: 2, sign: 'R$' },
    total: 'R$527,55',
    words: ['Orçamento', 'Válido até', 'Como fazer o pedido', '5.234 palavras'],
  },
  {
    language: 'cn',
    currency: { isoCode: 'CNY', numDecimals: 2, sign: '¥' },
    total: '¥527.55',
    words: ['报价单', '有效期至', '如何下单', '价格计算说明'],
  },
  {
    language: 'es',
    currency: { isoCode: 'EUR', numDecimals: 2, sign: '€' },
    total: '€527,55',
    words: ['Presupuesto', 'Válido hasta', 'Cómo hacer el pedido', '5234 palabras'],
  },
  {
    language: 'jp',
    currency: { isoCode: 'JPY', numDecimals: 0, sign: '¥' },
    total: '¥52,755',
    words: ['お見積書', '有効期限', 'ご注文方法', '価格の算出方法'],
  },
];

describe('price quote PDF', () => {
  it.each(CASES)(
    'is written in $language with its labels, the estimate number and the total',
    async ({ language, currency, total, words }) => {
      const pdf = await renderPriceQuotePdf(samplePriceQuote({ currency }), language);

      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeLessThan(300_000);
      const text = pdfText(pdf);
      expect(text).toContain('Q-20417');
      expect(text).toContain(total);
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain('protein-folding-draft-v3.docx');
      expect(pdfPageCount(pdf)).toBe(1);
    },
  );

  it('lists each service with list price, discount and total, the discounts, and the subtotal', async () => {
    const pdf = await renderPriceQuotePdf(samplePriceQuote(), 'en');
    const lines = pdfText(pdf, { layout: true }).split('\n');
    expect(lines).toContain('Service Qty List price Discount Total');
    expect(lines).toContain('Standard English editing 1 $489.50 -$48.95 $440.55');
    expect(lines).toContain('Figure formatting 3 $87.00 — $87.00');
    expect(lines.some((line) => /Subtotal \$576\.50$/.test(line))).toBe(true);
    expect(lines.some((line) => /Total \(USD\) \$527\.55$/.test(line))).toBe(true);
    expect(pdfText(pdf)).toContain('Spring promotion, 10% off editing (code SPRING10)');
  });

  it('shows the deadline in the customer’s time zone, an hour later as every deadline is shown', async () => {
    // Due 19:00 UTC: 16:00 in São Paulo and 04:00 the next day in Tokyo; shown "by" one hour later.
    const saoPaulo = pdfText(await renderPriceQuotePdf(samplePriceQuote(), 'en'));
    expect(saoPaulo).toContain('Mar 11, 2025, 5:00 PM GMT-3');
    expect(saoPaulo).toContain('America/Sao_Paulo');
    const tokyo = pdfText(await renderPriceQuotePdf(samplePriceQuote({ timeZone: 'Asia/Tokyo' }), 'jp'));
    expect(tokyo).toContain('2025年3月12日 5:00 JST');
  });

  it('says which word count the price is locked to, and until when', async () => {
    const text = pdfText(await renderPriceQuotePdf(samplePriceQuote(), 'en'));
    expect(text).toContain('The price is based on 5,234 words, counted in your file protein-folding-draft-v3.docx.');
    expect(text).toContain('This price is fixed for that word count until Apr 4, 2025.');
    expect(text).toContain('This quote is valid for 30 days, until Apr 4, 2025.');
    expect(text).toContain('Rush delivery is included in the price.');

    const typed = pdfText(
      await renderPriceQuotePdf(
        samplePriceQuote({ manuscript: { fileName: null, wordCount: 800, languageName: null, title: null } }),
        'cn',
      ),
    );
    expect(typed).toContain('本报价基于为稿件填写的单词数：800 个单词。');
    expect(typed).toContain('尚未提供');

    const unpriced = pdfText(
      await renderPriceQuotePdf(
        samplePriceQuote({ rush: false, manuscript: { fileName: null, wordCount: null, languageName: null, title: null } }),
        'es',
      ),
    );
    expect(unpriced).toContain('Los servicios de este presupuesto no se cobran por número de palabras.');
    expect(unpriced).toContain('Estándar');
    expect(unpriced).not.toContain('La entrega urgente');
  });

  it('tells how to turn the quote into an order', async () => {
    const text = pdfText(await renderPriceQuotePdf(samplePriceQuote(), 'br'));
    expect(text).toContain('Para transformar este orçamento em pedido, entre em https://marginalia.example');
    expect(text).toContain('support@marginalia.example');
  });

  it('prints notes, and carries a long list of services over to more pages with numbered footers', async () => {
    const item = {
      name: 'Figure formatting',
      description: 'One figure',
      quantity: 1,
      listPrice: 2900,
      discountAmount: 0,
      totalPrice: 2900,
    };
    const quote = samplePriceQuote({
      lineItems: Array.from({ length: 30 }, (_, index) => ({ ...item, name: `Figure ${index + 1} formatting` })),
      notes: ['Manuscripts over 40,000 words may need a custom deadline.'],
    });
    const pdf = await renderPriceQuotePdf(quote, 'en');
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('Figure 30 formatting');
    expect(text).toContain('Manuscripts over 40,000 words may need a custom deadline.');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});
