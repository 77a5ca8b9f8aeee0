import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { AppError } from '../../../platform/errors/app-error';

import { updateForm } from '../order-form.repository';
import { buildOrderFormView, type FormRequestContext } from '../order-form-view';
import { respond } from '../order-form.service';
import { renderPriceQuotePdf, type PriceQuoteSnapshot } from './price-quote-pdf';
import { findCompanyName, findQuote, insertQuote, takeQuoteNumber } from './price-quote.repository';
import type { Db } from '../../../platform/db/client';
import type { UserRow } from '../../../platform/db/schema/users';
import type { OrderFormRow } from '../../../platform/db/schema/order-forms';

/**
 * Price quotes: the priced form is frozen into a quote with an estimate number,
 * so the PDF and the e-mail always show what was quoted, even after the form changes (the quote is
 * locked to the counted words: customers complain of prices that change after upload).
 * A quote is valid for 30 days.
 */
const QUOTE_VALID_DAYS = 30;
/** ASSUMPTION: the company's postal address is not in the catalogue yet; shown on quotes. */
const COMPANY_ADDRESS: Record<string, string[]> = {
  us: ['1209 Orange Street', 'Wilmington, DE 19801', 'United States'],
  cn: ['上海市静安区南京西路 1266 号', '200040 中国'],
};

/**
 * The next estimate number of `now`'s month (UTC), `Q-YYYYMM-NNNNNN`: 000001 for the month's first quote,
 * then one more for each. Taken inside the transaction that stores the quote, so it is never given twice.
 * (Quotes numbered before the counter have random numbers from 100000 up, which a month's count does not reach.)
 */
export async function nextEstimateId(db: Db, now: Date): Promise<string> {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const number = await takeQuoteNumber(db, month);
  return `Q-${month}-${String(number).padStart(6, '0')}`;
}

export async function generateQuote(context: FormRequestContext, form: OrderFormRow, user: UserRow, siteUrl: string): Promise<{ order: { estimateId: string } }> {
  const view = await buildOrderFormView(context, form);
  if (view.lineItems.length === 0) throw new AppError(400, 'submission-issue');
  // Opening the quote page again for an unchanged form shows the same quote, not a new number.
  const previous = form.estimateId ? await findQuote(context.db, user.id, form.estimateId) : null;
  if (previous && samePrices(previous.snapshot as PriceQuoteSnapshot, view)) return { order: { estimateId: previous.estimateId } };
  const mainFile = view.manuscripts.main[0] ?? view.manuscripts.figures[0] ?? null;
  const language = context.catalogue.languages.find((row) => row.id === view.manuscriptLanguageId);
  const settings = context.application;
  const priced: Omit<PriceQuoteSnapshot, 'estimateId'> = {
    createdAt: context.now.toISOString(),
    validUntil: new Date(context.now.getTime() + QUOTE_VALID_DAYS * 86_400_000).toISOString(),
    customer: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, institution: user.institution },
    company: {
      name: (await findCompanyName(context.db, form.localization)) ?? settings.companyShortName,
      address: COMPANY_ADDRESS[form.localization] ?? COMPANY_ADDRESS.us ?? [],
      website: siteUrl,
      supportEmail: `support@${new URL(siteUrl).hostname}`,
    },
    currency: { isoCode: view.currency.isoCode, numDecimals: view.currency.numDecimals, sign: view.currency.sign },
    manuscript: { fileName: mainFile?.name ?? null, wordCount: view.wordCount, languageName: language?.name ?? null, title: view.projectTitle },
    lineItems: view.lineItems.map((item) => ({ name: item.name, description: item.rush ? 'Rush delivery' : null, quantity: item.quantity, listPrice: item.listPrice, discountAmount: item.discountAmount, totalPrice: item.totalPrice })),
    discounts: view.discounts.filter((discount) => discount.applied).map((discount) => ({ description: discount.description, code: discount.code, appliedAmount: discount.appliedAmount })),
    subtotal: view.listTotal,
    total: view.total,
    rush: view.rush,
    deadline: view.deadline ?? context.now.toISOString(),
    timeZone: user.timeZone,
    notes: view.notices.filter((notice) => notice.endsWith('deadline-notice')),
  };
  const quote = await context.db.transaction(async (tx) => {
    const snapshot: PriceQuoteSnapshot = { estimateId: await nextEstimateId(tx, context.now), ...priced };
    const row = await insertQuote(tx, {
      estimateId: snapshot.estimateId,
      orderFormId: form.id,
      userId: user.id,
      currency: snapshot.currency.isoCode,
      total: snapshot.total,
      snapshot,
      validUntil: new Date(snapshot.validUntil),
    });
    await updateForm(tx, form.id, { estimateId: row.estimateId, stepName: 'price-quote-completed' });
    return row;
  });
  return { order: { estimateId: quote.estimateId } };
}

function samePrices(snapshot: PriceQuoteSnapshot, view: { total: number; currency: { isoCode: string }; lineItems: { totalPrice: number; quantity: number }[] }): boolean {
  return (
    snapshot.total === view.total &&
    snapshot.currency.isoCode === view.currency.isoCode &&
    JSON.stringify(snapshot.lineItems.map((item) => [item.quantity, item.totalPrice])) === JSON.stringify(view.lineItems.map((item) => [item.quantity, item.totalPrice]))
  );
}

/** Turns the quoted form back into an order: the goal becomes the service's own, and details come next. */
export async function convertQuote(context: FormRequestContext, form: OrderFormRow): Promise<OrderFormResponse> {
  if (form.customerGoal !== 'price-quote') throw new AppError(400, 'order-form-step-error');
  const view = await buildOrderFormView(context, form);
  const goal = view.hasTranslation ? 'translation' : 'editing';
  const saved = await updateForm(context.db, form.id, { customerGoal: goal, stepName: 'details' });
  return respond(context, saved, stepUrl('details'));
}

export async function quotePdf(context: FormRequestContext, user: UserRow, estimateId: string, language: string): Promise<{ pdf: Buffer; estimateId: string }> {
  const quote = await findQuote(context.db, user.role === 'staff' ? null : user.id, estimateId);
  if (!quote) throw new AppError(404, 'price-quote-not-found');
  const pdfLanguage: SiteLanguage = isSiteLanguage(language) ? language : 'en';
  return { pdf: await renderPriceQuotePdf(quote.snapshot as PriceQuoteSnapshot, pdfLanguage), estimateId: quote.estimateId };
}

/** E-mails the quote to its owner; the mail links to the PDF (sign-in needed to open it). */
export async function emailQuote(
  context: FormRequestContext,
  user: UserRow,
  estimateId: string,
  send: (to: string, params: Record<string, string>) => Promise<void>,
  pdfUrl: string,
): Promise<{ recipientEmail: string }> {
  const quote = await findQuote(context.db, user.id, estimateId);
  if (!quote) throw new AppError(404, 'price-quote-not-found');
  const snapshot = quote.snapshot as PriceQuoteSnapshot;
  await send(user.email, {
    name: user.firstName || user.email,
    estimateId: quote.estimateId,
    total: formatMoney(snapshot.total, { isoCode: snapshot.currency.isoCode, sign: snapshot.currency.sign, numDecimals: snapshot.currency.numDecimals }),
    quoteUrl: pdfUrl,
  });
  return { recipientEmail: user.email };
}
