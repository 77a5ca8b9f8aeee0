/**
 * The details page's edit mode rules, shared by the page and the API.
 * Instants are ISO strings (UTC).
 */

/** The latest deadline among the newly added services, or the order's deadline when none were added. */
export function recalculatedDeadline(orderDeadline: string, added: readonly { deadline: string }[]): string {
  if (added.length === 0) return orderDeadline;
  return added.reduce((latest, service) => (Date.parse(service.deadline) > Date.parse(latest) ? service.deadline : latest), added[0]?.deadline ?? orderDeadline);
}

/** 'Deadline Mismatch': the calculated deadline is another instant than the supplied one. */
export function deadlineMismatch(calculated: string, supplied: string): boolean {
  return Date.parse(calculated) !== Date.parse(supplied);
}

/**
 * The deadline the order keeps after a save: work already promised is never made due earlier, so it is the
 * later of the order's deadline and the recalculated one (our rule; the page only has to alert).
 */
export function savedDeadline(orderDeadline: string, added: readonly { deadline: string }[]): string {
  const calculated = recalculatedDeadline(orderDeadline, added);
  return Date.parse(calculated) > Date.parse(orderDeadline) ? calculated : orderDeadline;
}

export type ServiceRemovalProblem = 'order-service-last' | 'order-service-not-removable' | 'order-service-removal-paid';

/**
 * Why a service cannot be removed, or null when it can: only while more than one service remains and the
 * service is removable from an order (canBeRemovedFromOrder). Removing a service of a paid order would need
 * a refund, which staff handle (the researcher asks support), so it is refused there.
 */
export function serviceRemovalProblem(input: { selectedCount: number; removable: boolean; paid: boolean }): ServiceRemovalProblem | null {
  if (input.selectedCount <= 1) return 'order-service-last';
  if (!input.removable) return 'order-service-not-removable';
  if (input.paid) return 'order-service-removal-paid';
  return null;
}

export interface JournalFields {
  name: string | null | undefined;
  url: string | null | undefined;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Changing the journal without adjusting its website is journal-url-change-error — the old
 * journal's website would otherwise stay on the order under the new journal's name. Clearing the website,
 * or giving another one, resolves it; an order without a website has nothing to adjust.
 */
export function journalUrlChangeProblem(before: JournalFields, after: JournalFields): 'journal-url-change-error' | null {
  const oldUrl = (before.url ?? '').trim();
  if (oldUrl === '' || sameName(before.name, after.name)) return null;
  return (after.url ?? '').trim() === oldUrl ? 'journal-url-change-error' : null;
}
