/**
 * Re-edits and reworks of a completed order (ADR 0009).
 *
 * - The re-edit service of an order line comes from the `reeditServiceMap` setting (service → service).
 *   A line whose service is not in the map (figures, formatting, …) cannot be re-edited.
 * - Free re-edit (touchUpAvailable): a line maps to the touch-up (editing sold with unlimited re-editing),
 *   the touch-up is active, and the free window — FREE_REEDIT_DAYS from the completion that opened it — is
 *   still open. A touch-up order keeps the window of the order it re-edits, so touch-ups can follow each
 *   other but never extend the window.
 * - Paid re-edit (reeditAvailable): a line maps to an active paid service (a line mapped to the touch-up
 *   is re-edited with its own service once the free window has closed). The new form carries the
 *   re-edit discount.
 * - Both need a completed order whose files can be downloaded (containsActiveService otherwise sends the
 *   researcher to support).
 * - Scientific rework (scientificReworkEligible): a completed order with scientific editing, within
 *   SCIENTIFIC_REWORK_DAYS of completion, that is not itself a rework and has no rework request yet.
 *   The page shows its link only while the files cannot be downloaded.
 */

/** ASSUMPTION (no vendor source): one year, to cover a journal's review, since researchers fear paying twice after one. */
export const FREE_REEDIT_DAYS = 365;
/** ASSUMPTION: a rework of scientific editing is accepted for 90 days after delivery. */
export const SCIENTIFIC_REWORK_DAYS = 90;
/** A paid re-edit is discounted. ASSUMPTION: 20 %, no market source. */
export const REEDIT_DISCOUNT_PERCENT = 20;
/** The service the free re-edit is ordered with. */
export const TOUCH_UP_SERVICE = 'touch-up';
/** The services whose orders may ask for a scientific rework. */
export const SCIENTIFIC_REWORK_SERVICES: ReadonlySet<string> = new Set(['scientific-editing']);

const DAY_MS = 86_400_000;

export interface ReeditLine {
  serviceIdentity: string;
}

export interface ReeditFacts {
  status: string;
  completedAt: Date | null;
  downloadAvailable: boolean;
  lines: readonly ReeditLine[];
  reeditServiceMap: Readonly<Record<string, string>>;
  /** Identities of the catalogue's active services. */
  activeServices: ReadonlySet<string>;
  /** For a touch-up order: when the free window it inherits opened (else null: its own completion). */
  inheritedFreeReeditSince: Date | null;
  /** The order is itself a rework request. */
  isRework: boolean;
  /** A rework has already been requested for the order. */
  reworkRequested: boolean;
  now: Date;
}

export interface ReeditState {
  containsActiveService: boolean;
  touchUpAvailable: boolean;
  reeditAvailable: boolean;
  scientificReworkEligible: boolean;
}

/** When the free touch-up window of an order opened: the inherited one, else its completion. */
export function freeReeditSince(facts: Pick<ReeditFacts, 'completedAt' | 'inheritedFreeReeditSince'>): Date | null {
  return facts.inheritedFreeReeditSince ?? facts.completedAt;
}

function within(since: Date | null, days: number, now: Date): boolean {
  return since !== null && now.getTime() - since.getTime() <= days * DAY_MS;
}

/** The paid services the order's lines are re-edited with (active ones, each once, in line order). */
export function paidReeditServices(facts: Pick<ReeditFacts, 'lines' | 'reeditServiceMap' | 'activeServices'>): string[] {
  const targets: string[] = [];
  for (const line of facts.lines) {
    const mapped = facts.reeditServiceMap[line.serviceIdentity];
    if (mapped === undefined) continue;
    const target = mapped === TOUCH_UP_SERVICE ? line.serviceIdentity : mapped;
    if (target === TOUCH_UP_SERVICE || !facts.activeServices.has(target) || targets.includes(target)) continue;
    targets.push(target);
  }
  return targets;
}

/** A touch-up re-edits with the touch-up whatever the map says: free re-edits can follow each other. */
function touchUpMapped(facts: Pick<ReeditFacts, 'lines' | 'reeditServiceMap' | 'activeServices'>): boolean {
  return (
    facts.activeServices.has(TOUCH_UP_SERVICE) &&
    facts.lines.some((line) => line.serviceIdentity === TOUCH_UP_SERVICE || facts.reeditServiceMap[line.serviceIdentity] === TOUCH_UP_SERVICE)
  );
}

export function reeditState(facts: ReeditFacts): ReeditState {
  const completed = facts.status === 'completed';
  const freeWindowOpen = within(freeReeditSince(facts), FREE_REEDIT_DAYS, facts.now);
  const free = touchUpMapped(facts) && freeWindowOpen;
  const paid = paidReeditServices(facts).length > 0;
  const containsActiveService = free || paid;
  const open = completed && facts.downloadAvailable;
  const scientific =
    completed &&
    !facts.isRework &&
    !facts.reworkRequested &&
    facts.lines.some((line) => SCIENTIFIC_REWORK_SERVICES.has(line.serviceIdentity) && facts.activeServices.has(line.serviceIdentity)) &&
    within(facts.completedAt, SCIENTIFIC_REWORK_DAYS, facts.now);
  return {
    containsActiveService,
    touchUpAvailable: open && free,
    reeditAvailable: open && !free && paid,
    scientificReworkEligible: scientific,
  };
}

export type ReeditLink = 'free-reedit' | 'paid-reedit' | 'support';

/**
 * What the card and the details page offer: the free re-edit, else the paid one;
 * both need a completed, downloadable order with an active service, otherwise the link is to support.
 * Null before completion (nothing to re-edit yet).
 */
export function reeditLink(order: ReeditState & { completed: boolean; downloadAvailable: boolean }): ReeditLink | null {
  if (!order.completed) return null;
  if (order.downloadAvailable && order.containsActiveService) {
    if (order.touchUpAvailable) return 'free-reedit';
    if (order.reeditAvailable) return 'paid-reedit';
  }
  return 'support';
}

/** The scientific rework link shows when eligible and the files cannot be downloaded. */
export function showsScientificRework(order: Pick<ReeditState, 'scientificReworkEligible'> & { downloadAvailable: boolean }): boolean {
  return order.scientificReworkEligible && !order.downloadAvailable;
}
