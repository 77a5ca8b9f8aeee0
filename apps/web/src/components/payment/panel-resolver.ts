import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { panelProblems, type PanelRulesInput } from './panel-rules';
import type { PanelValues } from './panel-values';

/**
 * The panel's resolver: every problem of paymentFormProblems (plus the card checks) under its field, as a
 * message key that useFieldError translates. The rules' context comes with each validation.
 */
export const panelResolver: Resolver<PanelValues, PanelRulesInput> = (values, context, options) => {
  if (!context) return { values, errors: {} };
  const problems = panelProblems(values, context);
  const entries = Object.entries(problems);
  if (entries.length === 0) return { values, errors: {} };
  const flat: Record<string, FieldError> = Object.fromEntries(entries.map(([name, key]) => [name, { type: 'rule', message: key }]));
  return { values: {}, errors: toNestErrors<PanelValues>(flat, options) };
};
