import { createChecker, type Checker, type ExternalChecker } from '../checker';
import type { EnglishStyle, Finding } from '../engine-types';
import { applyFindings } from '../eval/gec-evaluation';
import { rulePolicy, usePolicy, type RulePolicy } from '../policy/rule-policy';

/**
 * Rules under test run as if the policy let every one of them apply (what the policy decides is tested
 * apart): a test shows what a rule does, whatever its measured precision is today.
 */
let checker: Checker | null = null;

function everyRuleApplies(): RulePolicy {
  const measured = rulePolicy();
  const rules = Object.fromEntries(Object.entries(measured.rules).map(([id, entry]) => [id, { ...entry, mode: 'apply' as const, precision: 1 }]));
  return { measuredOn: measured.measuredOn, rules: new Proxy(rules, { get: (all, id: string) => all[id] ?? { mode: 'apply', precision: 1, fired: 0, onSpan: 0, fixes: 0, sureFired: 0, sureFixes: 0 } }) };
}

function engine(): Checker {
  if (!checker) {
    usePolicy(everyRuleApplies());
    checker = createChecker();
  }
  return checker;
}

/** The findings of one text (no Harper), optionally only those of one rule. */
export async function findingsOf(text: string, rule?: string, style: EnglishStyle | 'auto' = 'auto'): Promise<Finding[]> {
  const result = await engine().check({ paragraphs: [text], style });
  return rule ? result.findings.filter((f) => f.rule === rule) : result.findings;
}

/** The text with the findings a rule is sure of applied. */
export async function corrected(text: string, style: EnglishStyle | 'auto' = 'auto'): Promise<string> {
  const result = await engine().check({ paragraphs: [text], style });
  return applyFindings(text, result.findings);
}

/** The text with the sure findings applied, an outside checker's hits (Harper's, in the engine) taken too. */
export async function correctedWith(text: string, external: ExternalChecker): Promise<string> {
  const result = await engine().check({ paragraphs: [text], style: 'auto' }, external);
  return applyFindings(text, result.findings);
}
