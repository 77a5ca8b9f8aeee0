import { formatDate } from '@marginalia/contracts/formatting/dates';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import { renderPdf } from '../../../platform/pdf/pdf-document';
import { PRICE_QUOTE_PDF_LABELS } from './price-quote-pdf.labels';
import { drawPriceQuote, type QuoteContext } from './price-quote-pdf.sections';

/**
 * Everything a quote shows, frozen when the quote is generated: a quote must read the same when it is
 * downloaded again next week, whatever prices or the customer's profile have become since.
 * Amounts are integer minor units of `currency`.
 */
export interface PriceQuoteSnapshot {
  estimateId: string;
  /** ISO instant. */
  createdAt: string;
  /** ISO instant; 30 days after `createdAt` by the quote rules. */
  validUntil: string;
  customer: { name: string; email: string; institution: string | null };
  company: { name: string; address: string[]; website: string; supportEmail: string };
  currency: { isoCode: string; numDecimals: number; sign: string };
  /** `wordCount` is the count the price was computed from (the quote is locked to it: customers complain of prices that change after upload). */
  manuscript: { fileName: string | null; wordCount: number | null; languageName: string | null; title: string | null };
  /** Per service: `totalPrice = listPrice − discountAmount`. */
  lineItems: {
    name: string;
    description: string | null;
    quantity: number;
    listPrice: number;
    discountAmount: number;
    totalPrice: number;
  }[];
  /** Every discount applied, by reason; their amounts add up to `subtotal − total` unless the total was floored at 0. */
  discounts: { description: string; code: string | null; appliedAmount: number }[];
  /** Sum of the list prices, before any discount. */
  subtotal: number;
  /** What the customer pays; never negative. */
  total: number;
  rush: boolean;
  /** ISO instant the work is due; shown in `timeZone` as the site shows deadlines. */
  deadline: string;
  /** IANA zone of the customer. */
  timeZone: string;
  /** Extra lines already in the customer's language (notices of the order form). */
  notes: string[];
}

export type PriceQuoteLanguage = SiteLanguage;

/** The quote as a PDF in the customer's language, all dates in their time zone. Resolves to the whole file. */
export function renderPriceQuotePdf(quote: PriceQuoteSnapshot, language: PriceQuoteLanguage): Promise<Buffer> {
  const labels = PRICE_QUOTE_PDF_LABELS[language];
  const numbers = new Intl.NumberFormat(bcp47(language));
  const context: QuoteContext = {
    quote,
    language,
    labels,
    // The money rule of every screen (separators follow the sign); decimals kept so columns align.
    money: (minorUnits) => formatMoney(minorUnits, quote.currency, { keepDecimals: true }),
    number: (value) => numbers.format(value),
    date: (iso) => formatDate(new Date(iso), quote.timeZone, language),
  };
  const title = `${labels.documentTitle} ${quote.estimateId}`;
  return renderPdf(
    {
      title,
      language: bcp47(language),
      author: quote.company.name,
      footer: (page, pageCount) => `${quote.company.name}  |  ${title}  |  ${interpolate(labels.page, { page, pageCount })}`,
    },
    (doc) => drawPriceQuote(doc, context),
  );
}
