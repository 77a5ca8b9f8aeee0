/**
 * The scientific glossary (README.md there): terms whose English the engine gets wrong — a term of art
 * ("insuficiencia cardíaca" is heart failure, not cardiac insufficiency), an abbreviation that changes
 * (ADN → DNA, IMC → BMI, DPOC → COPD) or a false friend ("actualmente" is currently). A glossary term in the
 * source is taken out before the engine runs and its English put back after, so it overrides the engine.
 */
export interface GlossaryEntry {
  /** The source term, matched on word boundaries, ignoring case unless `caseSensitive`. */
  source: string;
  target: string;
  /** Abbreviations match only as written (ADN, not "adn" inside a word or "Adn"). */
  caseSensitive?: boolean;
  /** The term is replaced only when the sentence matches `when` and not `unless` (PCR: CRP in clinical text). */
  when?: RegExp;
  unless?: RegExp;
}

/** A rule with a pattern: `IC del 95 %` → `95% CI`. `$1`… in the target are the pattern's groups. */
export interface GlossaryPattern {
  pattern: RegExp;
  target: string;
}

export interface Glossary {
  entries: readonly GlossaryEntry[];
  patterns: readonly GlossaryPattern[];
}

export interface GlossaryMatch {
  start: number;
  end: number;
  target: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const BOUNDARY_BEFORE = '(?<![\\p{L}\\d_-])';
const BOUNDARY_AFTER = '(?![\\p{L}\\d_-])';

/** A compiled glossary: one alternation per case mode, longest terms first, so "ARNm" wins over "ARN". */
export class CompiledGlossary {
  readonly #exact: RegExp | null;
  readonly #folded: RegExp | null;
  readonly #byExact = new Map<string, GlossaryEntry>();
  readonly #byFolded = new Map<string, GlossaryEntry[]>();

  constructor(readonly glossary: Glossary) {
    const exact = glossary.entries.filter((entry) => entry.caseSensitive);
    const folded = glossary.entries.filter((entry) => !entry.caseSensitive);
    for (const entry of exact) this.#byExact.set(entry.source, entry);
    for (const entry of folded) {
      const key = entry.source.toLocaleLowerCase('es');
      this.#byFolded.set(key, [...(this.#byFolded.get(key) ?? []), entry]);
    }
    const alternation = (list: readonly GlossaryEntry[]) =>
      [...new Set(list.map((entry) => entry.source))]
        .sort((a, b) => b.length - a.length)
        .map((source) => escapeRegExp(source).replace(/ /g, '\\s+'))
        .join('|');
    this.#exact = exact.length > 0 ? new RegExp(`${BOUNDARY_BEFORE}(?:${alternation(exact)})${BOUNDARY_AFTER}`, 'gu') : null;
    this.#folded = folded.length > 0 ? new RegExp(`${BOUNDARY_BEFORE}(?:${alternation(folded)})${BOUNDARY_AFTER}`, 'giu') : null;
  }

  /** Non-overlapping matches in `text` (patterns first, then the longest term at each place). */
  find(text: string): GlossaryMatch[] {
    const matches: GlossaryMatch[] = [];
    const free = (start: number, end: number) => !matches.some((match) => start < match.end && end > match.start);
    for (const rule of this.glossary.patterns) {
      for (const match of text.matchAll(new RegExp(rule.pattern.source, rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`))) {
        const start = match.index;
        const end = start + match[0].length;
        if (!free(start, end)) continue;
        const target = rule.target.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
        matches.push({ start, end, target });
      }
    }
    const candidates: { start: number; end: number; entry: GlossaryEntry; matched: string }[] = [];
    if (this.#exact) {
      for (const match of text.matchAll(this.#exact)) {
        const entry = this.#byExact.get(match[0]);
        if (entry) candidates.push({ start: match.index, end: match.index + match[0].length, entry, matched: match[0] });
      }
    }
    if (this.#folded) {
      for (const match of text.matchAll(this.#folded)) {
        const entries = this.#byFolded.get(match[0].replace(/\s+/g, ' ').toLocaleLowerCase('es')) ?? [];
        const entry = entries.find((each) => applies(each, text));
        if (entry) candidates.push({ start: match.index, end: match.index + match[0].length, entry, matched: match[0] });
      }
    }
    candidates.sort((a, b) => a.start - b.start || b.end - a.end);
    for (const candidate of candidates) {
      if (!applies(candidate.entry, text) || !free(candidate.start, candidate.end)) continue;
      matches.push({ start: candidate.start, end: candidate.end, target: withCaseOf(candidate.matched, candidate.entry) });
    }
    return matches.sort((a, b) => a.start - b.start);
  }
}

function applies(entry: GlossaryEntry, sentence: string): boolean {
  if (entry.when && !entry.when.test(sentence)) return false;
  if (entry.unless?.test(sentence)) return false;
  return true;
}

/** A term written with a capital (at a sentence's start) gives its English a capital too. */
function withCaseOf(matched: string, entry: GlossaryEntry): string {
  if (entry.caseSensitive) return entry.target;
  const first = matched.charAt(0);
  if (first !== first.toLocaleLowerCase('es') && entry.source.charAt(0) === entry.source.charAt(0).toLocaleLowerCase('es')) {
    return entry.target.charAt(0).toLocaleUpperCase('en') + entry.target.slice(1);
  }
  return entry.target;
}
