import type { SpanKind } from './protected-spans';

/**
 * Fixes an engine's English where Spanish and Portuguese habits leak through, in two passes:
 * - on the engine's output while the placeholders are still in it (a rule can ask what one stands for): no
 *   article before a percentage ("the 62.1% were men", "a 10% serum");
 * - on the restored text: a sentence opening with a passive ("Were included 248 patients…") gets its subject
 *   first; doubled spaces, and spaces before punctuation or inside brackets, go.
 */
export function polishPlaceholders(text: string, kindOf: (placeholder: number) => SpanKind | 'term' | null): string {
  return text.replace(/\b(the|a|an) (ZZ(\d+)ZZ)/gi, (whole, _article: string, placeholder: string, index: string) =>
    kindOf(Number(index)) === 'percent' ? placeholder : whole,
  );
}

export function polishEnglish(text: string): string {
  const out = text
    .split(/(?<=[.!?]) (?=[A-Z<])/)
    .map(movePassiveSubject)
    .join(' ');
  return out
    .replace(/[ \u00a0]{2,}/g, ' ')
    .replace(/ ([,.;:!?)\]])/g, '$1')
    .replace(/([([]) /g, '$1')
    .replace(/^\s+/, '')
    .replace(/\s+$/, '');
}

const CLAUSE_END = /(,|;|:|\.| (?:in|at|by|from|for|during|on|to|using|according|between|after|before|under|over|into|through|via|since|until|and) )/;

/**
 * "Were included 248 patients with X, …" → "248 patients with X were included, …": a sentence that starts
 * with a passive verb takes the noun phrase after it as its subject (up to a clause boundary).
 */
function movePassiveSubject(text: string): string {
  const match = /^((?:<[^>]+>)*)(Was|Were) ([a-z]+(?:ed|en|wn|un|ne|lt|ght|de))\b ([^]*)$/.exec(text);
  if (!match) return text;
  const [, tags = '', auxiliary = '', participle = '', rest = ''] = match;
  const boundary = CLAUSE_END.exec(rest);
  const subjectEnd = boundary ? boundary.index : rest.length;
  const subject = rest.slice(0, subjectEnd).trim();
  if (subject === '' || subject.split(' ').length > 8) return text;
  const after = rest.slice(subjectEnd);
  const capitalized = subject.charAt(0).toLocaleUpperCase('en') + subject.slice(1);
  return `${tags}${capitalized} ${auxiliary.toLowerCase()} ${participle}${after.startsWith(' ') || after === '' || /^[,.;:]/.test(after) ? '' : ' '}${after}`;
}
