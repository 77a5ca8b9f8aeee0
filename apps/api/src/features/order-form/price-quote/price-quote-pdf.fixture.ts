import type { PriceQuoteSnapshot } from './price-quote-pdf';

/** A realistic quote for tests and for looking at the PDF: two services, a promo code, rush delivery. */
export function samplePriceQuote(overrides: Partial<PriceQuoteSnapshot> = {}): PriceQuoteSnapshot {
  return {
    estimateId: 'Q-20417',
    createdAt: '2025-03-05T14:30:00.000Z',
    validUntil: '2025-04-04T14:30:00.000Z',
    customer: { name: 'Ana Beatriz Souza', email: 'ana.souza@example.edu', institution: 'Universidade de São Paulo' },
    company: {
      name: 'Marginalia',
      address: ['2 Trumpington Street', 'Cambridge CB2 1QA', 'United Kingdom'],
      website: 'https://marginalia.example',
      supportEmail: 'support@marginalia.example',
    },
    currency: { isoCode: 'USD', numDecimals: 2, sign: '$' },
    manuscript: {
      fileName: 'protein-folding-draft-v3.docx',
      wordCount: 5234,
      languageName: 'English',
      title: 'Thermal stability of engineered lysozyme variants',
    },
    lineItems: [
      {
        name: 'Standard English editing',
        description: 'Grammar, spelling, punctuation and phrasing, 5,001–6,000 words, rush (4 business days)',
        quantity: 1,
        listPrice: 48950,
        discountAmount: 4895,
        totalPrice: 44055,
      },
      {
        name: 'Figure formatting',
        description: 'Figures resized and converted to the journal’s format',
        quantity: 3,
        listPrice: 8700,
        discountAmount: 0,
        totalPrice: 8700,
      },
    ],
    discounts: [{ description: 'Spring promotion, 10% off editing', code: 'SPRING10', appliedAmount: 4895 }],
    subtotal: 57650,
    total: 52755,
    rush: true,
    deadline: '2025-03-11T19:00:00.000Z',
    timeZone: 'America/Sao_Paulo',
    notes: [],
    ...overrides,
  };
}
