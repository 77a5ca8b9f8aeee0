import { fileURLToPath } from 'node:url';
import { createChecker } from '../checker';
import { createHarperChecker } from '../harper/harper-checker';
import { RULES } from '../rules/all-rules';
import { evaluateGec, readGecRows, type RuleTally } from '../eval/gec-evaluation';
import { APPLY_CERTAINTY, judge, POLICY_FILE, usePolicy, type RulePolicy, type RulePolicyEntry } from './rule-policy';

/** Every rule of ours, including the per-document style rule. */
const OWN_RULES = [...RULES.map((r) => r.id), 'style-consistency'];

/**
 * Measures every rule on development sets and derives its mode (rule-policy.ts says how). Each rule runs
 * as a suggestion with precision 1, so its sure hits are told apart by confidence alone; Harper runs with
 * its default rules (spelling off), so that any of them that proves itself can be enabled. Runs in this
 * process, not the engine's pool: it is a command, and it needs its own policy and Harper configuration.
 */
export async function measurePolicy(paths: string[]): Promise<{ policy: RulePolicy; file: string }> {
  const measuring: RulePolicy = { measuredOn: [], rules: {} };
  for (const rule of OWN_RULES) measuring.rules[rule] = { mode: 'suggest', precision: 1, fired: 0, onSpan: 0, fixes: 0, sureFired: 0, sureFixes: 0 };
  usePolicy(new Proxy(measuring, {
    get(target, key) {
      if (key !== 'rules') return Reflect.get(target, key);
      // Harper's rules are unknown in advance: every one is measured as a suggestion.
      return new Proxy(target.rules, { get: (rules, name: string) => rules[name] ?? { mode: 'suggest', precision: 1, fired: 0, onSpan: 0, fixes: 0, sureFired: 0, sureFixes: 0 } });
    },
  }));
  const checker = createChecker();
  const harper = await createHarperChecker({ rules: 'defaults' });
  const tallies = new Map<string, RuleTally>();
  const names: string[] = [];
  for (const path of paths) {
    const rows = readGecRows(path);
    names.push(`${path.split('/').pop()} (${rows.length} rows)`);
    const report = await evaluateGec(rows, (text) => checker.check({ paragraphs: [text] }, (paragraph) => harper.check(paragraph)), APPLY_CERTAINTY);
    for (const [rule, tally] of Object.entries(report.byRule)) {
      const sum = tallies.get(rule) ?? { fired: 0, fixes: 0, onSpan: 0, sureFired: 0, sureFixes: 0 };
      for (const key of Object.keys(sum) as (keyof RuleTally)[]) sum[key] += tally[key];
      tallies.set(rule, sum);
    }
  }
  const rules: Record<string, RulePolicyEntry> = {};
  for (const rule of [...new Set([...OWN_RULES, ...tallies.keys()])].sort()) {
    const tally = tallies.get(rule) ?? { fired: 0, fixes: 0, onSpan: 0, sureFired: 0, sureFixes: 0 };
    const measured = tally.fired > 0 ? judge(tally, rule.startsWith('harper:')) : { mode: 'suggest' as const, precision: 0.5 };
    rules[rule] = { ...measured, ...tally };
  }
  return { policy: { measuredOn: names, rules }, file: fileURLToPath(POLICY_FILE) };
}
