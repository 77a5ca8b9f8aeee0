import type { OrderFormService, ServiceOption } from '@marginalia/contracts/order-form/order-form-view.contract';

/**
 * The service option selector: the researcher narrows a service's options
 * by the count the service is priced by, and may only confirm when exactly one option is left.
 */
export type CountBasis = 'words' | 'figures' | 'tables' | 'none';

export interface OptionFilters {
  /** The count typed in the filter of the service's basis; null while the filter is empty. */
  count: number | null;
  /** Keep only rush (true) or only standard (false) options; null keeps both. */
  rush: boolean | null;
}

/** Which count filter the selector shows for a service; none for services with one fixed option. */
export function filterFor(basis: CountBasis): 'words' | 'figures' | 'tables' | null {
  return basis === 'none' ? null : basis;
}

/**
 * Whether an option covers a count. Figure and table options name their count exactly when they carry
 * one (one option per quantity); otherwise the option's bin [lengthLow, lengthHigh] decides, as for words.
 */
export function optionCovers(option: ServiceOption, basis: CountBasis, count: number): boolean {
  if (basis === 'figures' && option.figureCount !== null) return option.figureCount === count;
  if (basis === 'tables' && option.tableCount !== null) return option.tableCount === count;
  return option.lengthLow <= count && count <= option.lengthHigh;
}

/** The options left after the filters; an empty count filter keeps every option. */
export function matchingOptions(options: readonly ServiceOption[], basis: CountBasis, filters: OptionFilters): ServiceOption[] {
  return options.filter((option) => {
    if (filters.rush !== null && option.rush !== filters.rush) return false;
    if (filters.count === null || basis === 'none') return true;
    return optionCovers(option, basis, filters.count);
  });
}

/** The option Done would choose: the only match, or null while zero or several options match. */
export function singleMatch(options: readonly ServiceOption[], basis: CountBasis, filters: OptionFilters): ServiceOption | null {
  const matches = matchingOptions(options, basis, filters);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** The option of a count-based service for a quantity and rush flag (the price shown beside the dropdown). */
export function optionForQuantity(
  options: readonly ServiceOption[],
  basis: CountBasis,
  quantity: number,
  rush: boolean,
): ServiceOption | null {
  const covering = options.filter((option) => optionCovers(option, basis, quantity));
  return covering.find((option) => option.rush === rush) ?? covering.find((option) => !option.rush) ?? null;
}

export function isCountBased(service: OrderFormService): service is OrderFormService & { optionsDeterminedByCount: 'figures' | 'tables' } {
  return service.optionsDeterminedByCount === 'figures' || service.optionsDeterminedByCount === 'tables';
}

/** The price and date a tile shows: for a count-priced service, those of the quantity in its dropdown. */
export function tileFigures(service: OrderFormService, quantity: number, rush: boolean): { price: number | null; deadline: string | null } {
  const option = isCountBased(service)
    ? (optionForQuantity(service.serviceOptions, service.optionsDeterminedByCount, quantity, rush) ?? service.option)
    : service.option;
  return { price: option?.price ?? null, deadline: option?.deadline ?? null };
}
