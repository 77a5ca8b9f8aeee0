import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';

/** Rules of the manuscript services step, as plain functions. */

const SCIENTIFIC_NOTICE = 'scientific-editing-aos-notice';

/** Editing (or rework, which is editing too) tiles are on the page: the 'decline editing' box is offered. */
export function editingShown(services: readonly OrderFormService[]): boolean {
  return services.some((service) => service.serviceType === 'editing');
}

/** The chosen tile; none while 'decline editing' is ticked (ticking it clears the selection). */
export function chosenService(services: readonly OrderFormService[], declined: boolean): OrderFormService | null {
  if (declined) return null;
  return services.find((service) => service.selected) ?? null;
}

export interface NextState {
  selected: boolean;
  declined: boolean;
  editingShown: boolean;
  saving: boolean;
  editingDetails: boolean;
}

/** Next needs a chosen service, or editing tiles shown and declined; never while saving or editing details. */
export function nextEnabled(state: NextState): boolean {
  if (state.saving || state.editingDetails) return false;
  return (state.selected && !state.declined) || (state.editingShown && state.declined);
}

/** The body of PUT services when the step is left. */
export function servicesPayload(
  chosen: OrderFormService | null,
  declined: boolean,
): { serviceIdentities: string[]; declineEditing: boolean } {
  if (declined || !chosen) return { serviceIdentities: [], declineEditing: declined };
  return { serviceIdentities: [chosen.identity], declineEditing: false };
}

/**
 * The notices to show: the form's (word-count deadline notices and the like) and the
 * area-of-study warning while scientific editing is chosen; each once.
 */
export function noticeKeys(notices: readonly string[], scientificSelected: boolean): string[] {
  const keys = notices.filter((key) => key !== SCIENTIFIC_NOTICE || scientificSelected);
  if (scientificSelected) keys.push(SCIENTIFIC_NOTICE);
  return [...new Set(keys)];
}
