import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { transitionProblem, type OrderStatus, type TransitionFacts } from '@marginalia/contracts/staff/order-workflow';
import { AppError } from '../../../platform/errors/app-error';
import { translateMessage } from '../../../platform/i18n/catalogues';

/**
 * Refuses a move the workflow does not allow, with 409 and the rule's message key. The states in
 * 'order-transition-not-allowed' are named in the staff member's language.
 */
export function assertTransition(facts: TransitionFacts, language: SiteLanguage): void {
  const problem = transitionProblem(facts);
  if (!problem) return;
  if (problem === 'order-transition-not-allowed') {
    throw new AppError(409, problem, { from: statusName(facts.from, language), to: statusName(facts.to, language) });
  }
  throw new AppError(409, problem, {}, problem === 'staff-reason-required' ? { reason: problem } : {});
}

export function statusName(status: OrderStatus, language: SiteLanguage): string {
  return translateMessage(language, `order-status-${status}`);
}
