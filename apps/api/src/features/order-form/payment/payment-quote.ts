import { addBusinessDays } from '@marginalia/contracts/order-form/pricing/deadlines';
import { AppError } from '../../../platform/errors/app-error';
import type { FormRequestContext } from '../order-form-view';
import { calendarOf, priceForm } from '../order-form-view';
import { deadlinesOf } from '../order-form-pricing';
import { findFormFiles } from '../order-form.repository';
import { selectionOf } from '../order-form.service';
import type { CheckoutQuote } from './checkout';
import type { OrderFormRow } from '../../../platform/db/schema/order-forms';

/**
 * The form as it will be ordered: priced by the order form's own engine (priceForm), with the timeline
 * that gives its deadline. The cart checks of the payment step come first.
 */
export async function quoteForm(context: FormRequestContext, form: OrderFormRow): Promise<CheckoutQuote> {
  const [selection, files] = await Promise.all([selectionOf(context.db, form), findFormFiles(context.db, form.id)]);
  if (selection.length === 0) throw new AppError(400, 'submission-issue');
  const uploaded = files.some((file) => file.kind === 'main' || file.kind === 'figures' || file.kind === 'tables');
  if (!uploaded && !form.uploadLater) throw new AppError(400, 'cart-no-files');
  // The details step (title, style of English…) must be done before paying.
  if (!form.projectTitle) throw new AppError(400, 'order-form-step-error');

  const { input, lines, priced } = await priceForm(context, form, selection);
  const deadlines = deadlinesOf(input, lines);
  if (!deadlines || lines.length === 0) throw new AppError(400, 'submission-issue');
  const rush = lines.some((line) => line.rush);
  const timeline = rush && deadlines.rushTimelineBusinessDays !== null ? deadlines.rushTimelineBusinessDays : deadlines.nonRushTimelineBusinessDays;
  const promotion = priced.discounts.find((discount) => discount.type === 'promotional-code' && discount.applied && discount.appliedAmount > 0);
  const calendar = calendarOf(context.catalogue, form.localization);
  const currency = input.currency;
  return {
    currency: { isoCode: currency.isoCode, sign: currency.sign, numDecimals: currency.numDecimals, perUsd: String(currency.perUsd), exchangeRate: String(currency.exchangeRate) },
    lines: priced.lineItems.map((item, index) => {
      const line = lines[index];
      return {
        serviceIdentity: item.serviceIdentity,
        name: line?.service.name ?? item.serviceIdentity,
        serviceType: line?.service.serviceType ?? 'editing',
        serviceOptionId: line?.option.id ?? null,
        quantity: line?.quantity ?? 1,
        listPrice: item.listPrice,
        discountAmount: item.discountAmount,
        totalPrice: item.totalPrice,
      };
    }),
    listTotal: priced.listTotal,
    total: Math.max(0, priced.total),
    promotionalCodeId: promotion ? form.promotionalCodeId : null,
    rush,
    timelineBusinessDays: timeline,
    calendar: { timeZone: calendar.timeZone, holidays: [...calendar.holidays].sort() },
  };
}

/** The deadline of a quoted order placed at `now`: its timeline counted in the company's business days. */
export function quotedDeadline(quote: Pick<CheckoutQuote, 'timelineBusinessDays' | 'calendar'>, now: Date): Date {
  return addBusinessDays(now, quote.timelineBusinessDays, { timeZone: quote.calendar.timeZone, holidays: new Set(quote.calendar.holidays) });
}
