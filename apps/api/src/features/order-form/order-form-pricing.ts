import { addBusinessDays, orderDeadlines, type BusinessCalendar, type TimedService, type TimelineServiceType } from '@marginalia/contracts/order-form/pricing/deadlines';
import { convertUsdCents } from '@marginalia/contracts/order-form/pricing/money-conversion';
import { rushData, type PricedOption } from '@marginalia/contracts/order-form/pricing/service-options';
import { applyDiscounts, type DiscountCandidate, type DiscountedOrder } from '@marginalia/contracts/order-form/pricing/discounts';
import type { OrderFormService, ServiceOption } from '@marginalia/contracts/order-form/order-form-view.contract';
import type { Catalogue } from './catalogue.repository';
import type { CurrencyRow } from '../../platform/db/schema/reference';
import type { ServiceRow } from '../../platform/db/schema/catalogue';

/**
 * Prices a form's services with the contracts' price engine: each service's option by count bin and
 * rush flag, converted from US cents at the stored rate and rounded to the currency's price step
 * (`convertUsdCents`, the only conversion of catalogue amounts here); the deadline from the chosen
 * options' timelines in business days of the company's calendar; discounts applied last. Pure: the
 * caller loads the data.
 */
export interface PricingInput {
  catalogue: Catalogue;
  currency: CurrencyRow;
  calendar: BusinessCalendar;
  now: Date;
  wordCount: number | null;
  rush: boolean;
  selection: readonly { serviceIdentity: string; quantity: number }[];
}

export interface SelectedLine {
  service: ServiceRow;
  quantity: number;
  option: PricedOption;
  nonRushOption: PricedOption | null;
  rushOption: PricedOption | null;
  rush: boolean;
  listPrice: number;
}

export function countFor(service: ServiceRow, wordCount: number | null, quantity: number): number {
  if (service.optionsDeterminedByCount === 'words') return wordCount ?? 0;
  if (service.optionsDeterminedByCount === 'none') return 1;
  return quantity;
}

export function convert(input: Pick<PricingInput, 'currency'>, usdCents: number): number {
  return convertUsdCents(usdCents, { isoCode: input.currency.isoCode, numDecimals: input.currency.numDecimals, perUsd: String(input.currency.perUsd) });
}

export function optionsOf(catalogue: Catalogue, identity: string): PricedOption[] {
  return catalogue.optionsByService.get(identity) ?? [];
}

/** Whether any selected service offers rush at its count (rush is offered only if some service has it). */
export function rushOffered(input: PricingInput): boolean {
  return input.selection.some(({ serviceIdentity, quantity }) => {
    const service = input.catalogue.services.get(serviceIdentity);
    return service ? rushData(optionsOf(input.catalogue, serviceIdentity), countFor(service, input.wordCount, quantity)).rushOption !== null : false;
  });
}

/** The selected services with the option that applies; a service without one is left out (no-service). */
export function selectedLines(input: PricingInput): { lines: SelectedLine[]; missing: string[] } {
  const lines: SelectedLine[] = [];
  const missing: string[] = [];
  for (const { serviceIdentity, quantity } of input.selection) {
    const service = input.catalogue.services.get(serviceIdentity);
    if (!service) continue;
    const data = rushData(optionsOf(input.catalogue, serviceIdentity), countFor(service, input.wordCount, quantity));
    const useRush = (input.rush && data.rushOption !== null) || data.rushOnly;
    const option = useRush ? data.rushOption : data.nonRushOption;
    if (!option) {
      missing.push(serviceIdentity);
      continue;
    }
    lines.push({ service, quantity, option, nonRushOption: data.nonRushOption, rushOption: data.rushOption, rush: useRush, listPrice: convert(input, option.priceUsdCents) });
  }
  return { lines, missing };
}

const timed = (service: ServiceRow, option: PricedOption): TimedService => ({
  serviceType: service.serviceType as TimelineServiceType,
  timelineBusinessDays: option.timelineBusinessDays,
});

export function deadlinesOf(input: PricingInput, lines: readonly SelectedLine[]) {
  if (lines.length === 0) return null;
  const offered = lines.some((line) => line.rushOption !== null);
  return orderDeadlines({
    now: input.now,
    calendar: input.calendar,
    nonRushServices: lines.map((line) => timed(line.service, line.nonRushOption ?? line.option)),
    rushServices: offered ? lines.map((line) => timed(line.service, line.rushOption ?? line.option)) : null,
    rush: lines.some((line) => line.rush),
  });
}

/** Sum of (rush − non-rush) over the selected services that have both, in the order currency. */
export function rushPriceDifference(input: PricingInput, lines: readonly SelectedLine[]): number | null {
  const pairs = lines.filter((line) => line.rushOption && line.nonRushOption);
  if (pairs.length === 0) return null;
  return pairs.reduce((sum, line) => sum + convert(input, line.rushOption?.priceUsdCents ?? 0) - convert(input, line.nonRushOption?.priceUsdCents ?? 0), 0);
}

export function priceLines(lines: readonly SelectedLine[], candidates: readonly DiscountCandidate[]): DiscountedOrder {
  return applyDiscounts(
    lines.map((line) => ({ serviceIdentity: line.service.identity, listPrice: line.listPrice })),
    candidates,
  );
}

export function optionView(input: Pick<PricingInput, 'currency' | 'calendar' | 'now'>, service: ServiceRow, option: PricedOption): ServiceOption {
  const counted = service.optionsDeterminedByCount;
  return {
    id: option.id,
    price: convert(input, option.priceUsdCents),
    rush: option.rush,
    timeline: option.timelineBusinessDays,
    deadline: addBusinessDays(input.now, option.timelineBusinessDays, input.calendar).toISOString(),
    lengthLow: option.lengthLow,
    lengthHigh: option.lengthHigh,
    figureCount: counted === 'figures' ? option.lengthLow : null,
    tableCount: counted === 'tables' ? option.lengthLow : null,
  };
}

export interface ServiceViewContext {
  selected: boolean;
  quantity: number;
  recommended: boolean;
  disabled: string | null;
  rush: boolean;
}

/** One service tile, with its rush data. */
export function serviceView(input: PricingInput, service: ServiceRow, context: ServiceViewContext): OrderFormService {
  const options = optionsOf(input.catalogue, service.identity);
  const count = countFor(service, input.wordCount, context.quantity);
  const data = rushData(options, count);
  const chosen = (context.rush && data.rushOption) || data.rushOnly ? data.rushOption : data.nonRushOption;
  const view = (option: PricedOption | null) => (option ? optionView(input, service, option) : null);
  const difference = data.rushPriceDifferenceUsdCents === null || !data.rushOption || !data.nonRushOption ? null : convert(input, data.rushOption.priceUsdCents) - convert(input, data.nonRushOption.priceUsdCents);
  return {
    identity: service.identity,
    name: service.name,
    serviceType: service.serviceType,
    featured: service.featured,
    recommended: context.recommended,
    disabled: context.disabled ?? (chosen ? null : 'service-unavailable-for-word-count'),
    selected: context.selected,
    quantity: context.quantity,
    optionsDeterminedByCount: service.optionsDeterminedByCount,
    requiresJournalDetails: service.requiresJournalDetails,
    includesCertificate: service.includesCertificate,
    removable: service.canBeRemovedFromOrder,
    option: view(chosen),
    rushData: {
      nonRushOption: view(data.nonRushOption),
      rushOption: view(data.rushOption),
      rushPriceDifference: difference,
      rushDeadline: data.rushOption ? addBusinessDays(input.now, data.rushOption.timelineBusinessDays, input.calendar).toISOString() : null,
      rushOnly: data.rushOnly,
    },
    serviceOptions: service.optionsDeterminedByCount === 'figures' || service.optionsDeterminedByCount === 'tables' ? options.filter((o) => !o.rush).map((o) => optionView(input, service, o)) : [],
  };
}
