import { readFileSync } from 'node:fs';
import type { RuleMode } from '../engine-types';

/**
 * What each rule may do, decided by its precision measured on development sets
 * (`npm run language -- policy FILE…` writes rule-policy.json; README "Precision policy"):
 *   apply   — precision ≥ APPLY_PRECISION over at least MIN_FIRINGS firings (MIN_FIRINGS_HARPER for Harper's): its sure hits are applied by
 *             digital editing without a person;
 *   suggest — precision ≥ SUGGEST_PRECISION: shown to the author, never applied by itself;
 *   off     — below that: not shown.
 * A rule of ours that the sets never fired suggests; a rule of Harper's that they never fired is off (Harper
 * runs only the rules the policy names), so an unmeasured rule never edits a manuscript by surprise.
 */
export const APPLY_PRECISION = 0.95;
export const SUGGEST_PRECISION = 0.5;
export const MIN_FIRINGS = 2;
/** Harper's rules were not written for scientific prose: they must prove themselves on more firings. */
export const MIN_FIRINGS_HARPER = 5;
/** A hit applies itself only when its rule is 'apply' and the rule is this sure of the hit. */
export const APPLY_CERTAINTY = 0.9;

export interface RulePolicyEntry {
  mode: RuleMode;
  /** The measured precision the mode rests on (of sure firings for 'apply', of all firings otherwise), 0..1. */
  precision: number;
  /** Firings on the development sets; on the error span; fixing the row by themselves. */
  fired: number;
  onSpan: number;
  fixes: number;
  /** Firings the rule was sure of, and how many of them fixed the row. */
  sureFired: number;
  sureFixes: number;
}

export interface RulePolicy {
  measuredOn: string[];
  rules: Record<string, RulePolicyEntry>;
}

export const POLICY_FILE = new URL('./rule-policy.json', import.meta.url);

let loaded: RulePolicy | null = null;

export function rulePolicy(): RulePolicy {
  loaded ??= JSON.parse(readFileSync(POLICY_FILE, 'utf8')) as RulePolicy;
  return loaded;
}

/** Replaces the policy in use (the policy command measures rules with every rule set to 'suggest'). */
export function usePolicy(policy: RulePolicy): void {
  loaded = policy;
}

const UNMEASURED: RulePolicyEntry = { mode: 'suggest', precision: 0.5, fired: 0, onSpan: 0, fixes: 0, sureFired: 0, sureFixes: 0 };
const UNMEASURED_HARPER: RulePolicyEntry = { ...UNMEASURED, mode: 'off' };

export function policyFor(rule: string): RulePolicyEntry {
  return rulePolicy().rules[rule] ?? (rule.startsWith('harper:') ? UNMEASURED_HARPER : UNMEASURED);
}

/** Harper's rules the policy lets run (every other Harper rule is switched off in its linter). */
export function enabledHarperRules(): string[] {
  return Object.entries(rulePolicy().rules)
    .filter(([rule, entry]) => rule.startsWith('harper:') && entry.mode !== 'off')
    .map(([rule]) => rule.slice('harper:'.length));
}

/** The mode and precision a measurement earns. */
export function judge(tally: { fired: number; onSpan: number; fixes: number; sureFired: number; sureFixes: number }, harper = false): Pick<RulePolicyEntry, 'mode' | 'precision'> {
  const surePrecision = tally.sureFired > 0 ? tally.sureFixes / tally.sureFired : 0;
  if (tally.sureFired >= (harper ? MIN_FIRINGS_HARPER : MIN_FIRINGS) && surePrecision >= APPLY_PRECISION) return { mode: 'apply', precision: round(surePrecision) };
  const flagPrecision = tally.fired > 0 ? tally.onSpan / tally.fired : 0;
  if (flagPrecision >= SUGGEST_PRECISION) return { mode: 'suggest', precision: round(flagPrecision) };
  return { mode: 'off', precision: round(flagPrecision) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
