import { Dialect, LocalLinter, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { FindingCategory } from '../engine-types';
import type { ExternalHit } from '../checker';

/**
 * Harper (harper.js, its WebAssembly build run by LocalLinter) as one more source of findings. Its
 * rules are named (`harper:<Rule>`) and go through the same precision policy as ours. Its spelling is
 * not used: ours knows scientific vocabulary and ranks candidates by frequency. Kinds of lint that
 * rewrite correct scientific prose (capitalisation of names, style advice, splitting compounds) start off.
 */
const CATEGORY_OF_KIND: Record<string, FindingCategory | null> = {
  Agreement: 'grammarMechanics',
  Grammar: 'grammarMechanics',
  BoundaryError: 'grammarMechanics',
  Miscellaneous: 'grammarMechanics',
  Repetition: 'grammarMechanics',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  WordChoice: 'wordChoice',
  Eggcorn: 'wordChoice',
  Malapropism: 'wordChoice',
  Usage: 'wordChoice',
  Nonstandard: 'wordChoice',
  Redundancy: 'phrasing',
  WordOrder: 'phrasing',
  // Ours does these, or they damage scientific text.
  Spelling: null,
  Typo: null,
  Capitalization: null,
  Style: null,
  Readability: null,
  Enhancement: null,
  Regionalism: null,
};

export interface HarperChecker {
  check(paragraph: string): Promise<ExternalHit[]>;
}

/** Harper counts characters (code points); JavaScript strings count UTF-16 units. */
function codePointToUnitOffsets(text: string): (index: number) => number {
  if (!/[\uD800-\uDBFF]/.test(text)) return (index) => index;
  const offsets: number[] = [];
  let unit = 0;
  for (const char of text) {
    offsets.push(unit);
    unit += char.length;
  }
  offsets.push(unit);
  return (index) => offsets[index] ?? unit;
}

function hitOf(rule: string, lint: Lint, toUnits: (index: number) => number): ExternalHit | null {
  const category = CATEGORY_OF_KIND[lint.lint_kind()] ?? null;
  if (!category) return null;
  const span = lint.span();
  const start = toUnits(span.start);
  const end = toUnits(span.end);
  const original = lint.get_problem_text();
  const suggestions = lint.suggestions().map((s) => {
    const replacement = s.get_replacement_text();
    // SuggestionKind: 0 replace, 1 remove, 2 insert after.
    return s.kind() === 1 ? '' : s.kind() === 2 ? original + replacement : replacement;
  });
  return { rule: `harper:${rule}`, category, start, end, suggestions, messageKey: `harper.${category}` };
}

/**
 * One linter per worker, in American English: its dialect only changes lints we turn off (spelling,
 * regionalisms), and switching it rebuilds the linter (~0.1 s), which a pool serving documents in both
 * styles cannot afford.
 */
export async function createHarperChecker(options: { rules: 'defaults' | readonly string[] }): Promise<HarperChecker> {
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
  const config = await linter.getLintConfig();
  // 'defaults': Harper's own choice (to measure them); otherwise only the rules the policy lets run —
  // far faster, since Harper's time goes into its rules. Spelling is ours either way.
  const allowed = options.rules === 'defaults' ? null : new Set(options.rules);
  for (const name of Object.keys(config)) {
    if (/spell/i.test(name)) config[name] = false;
    else if (allowed) config[name] = allowed.has(name);
  }
  await linter.setLintConfig(config);
  return {
    async check(paragraph) {
      const organised = await linter.organizedLints(paragraph, { language: 'plaintext' });
      const toUnits = codePointToUnitOffsets(paragraph);
      const hits: ExternalHit[] = [];
      for (const [rule, lints] of Object.entries(organised)) {
        for (const lint of lints) {
          const hit = hitOf(rule, lint, toUnits);
          if (hit) hits.push(hit);
          lint.free();
        }
      }
      return hits;
    },
  };
}
