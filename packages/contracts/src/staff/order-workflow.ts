/**
 * The life of an order on the staff side: received → in progress → quality check →
 * completed, with cancellation from any open state. Pure rules, shared by the API (which enforces them)
 * and the workbench (which offers only the allowed moves).
 *
 * An order is completed after its quality check. Completing straight from in progress is allowed only as
 * a deliberate exception: the request says it skips the quality check and gives the reason, and both are
 * recorded in the order's history.
 */
export const ORDER_STATUSES = ['received', 'in_progress', 'quality_check', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['in_progress', 'cancelled'],
  in_progress: ['quality_check', 'completed', 'received', 'cancelled'],
  quality_check: ['completed', 'in_progress', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function allowedTransitions(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** Whether moving `from` → `to` completes the order without its quality check (the exception above). */
export function skipsQualityCheck(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'in_progress' && to === 'completed';
}

/** Backward moves, cancellation and skipping the quality check need a reason the next person can read. */
export function transitionNeedsReason(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled' || skipsQualityCheck(from, to)) return true;
  return ORDER_STATUSES.indexOf(to) < ORDER_STATUSES.indexOf(from);
}

export interface TransitionFacts {
  from: OrderStatus;
  to: OrderStatus;
  reason: string | null;
  assigned: boolean;
  deliverables: number;
  /** The staff member chose to complete without the quality check (only meaningful from in progress). */
  skipQualityCheck?: boolean;
}

/** The message key of the first rule a move breaks, or null when it is allowed. */
export function transitionProblem(facts: TransitionFacts): string | null {
  if (facts.from === facts.to) return 'order-status-unchanged';
  if (!NEXT[facts.from].includes(facts.to)) return 'order-transition-not-allowed';
  if (skipsQualityCheck(facts.from, facts.to) && facts.skipQualityCheck !== true) return 'order-quality-check-required';
  if (transitionNeedsReason(facts.from, facts.to) && !facts.reason?.trim()) return 'staff-reason-required';
  if (facts.to === 'in_progress' && !facts.assigned) return 'order-assignee-required';
  if (facts.to === 'completed' && facts.deliverables === 0) return 'order-deliverables-required';
  return null;
}

/** Deadline picker step: 30 minutes. */
export const DEADLINE_STEP_MINUTES = 30;

export function isOnDeadlineStep(instant: Date): boolean {
  const ms = instant.getTime();
  return Number.isFinite(ms) && ms % (DEADLINE_STEP_MINUTES * 60_000) === 0;
}

/** Rounds up to the next 30-minute step (a suggested deadline is never earlier than computed). */
export function ceilToDeadlineStep(instant: Date): Date {
  const step = DEADLINE_STEP_MINUTES * 60_000;
  return new Date(Math.ceil(instant.getTime() / step) * step);
}

/** Time left until the deadline, in whole minutes (negative when overdue). */
export function minutesLeft(deadline: Date, now: Date): number {
  return Math.floor((deadline.getTime() - now.getTime()) / 60_000);
}
