/**
 * Corpus-level machine-translation scores, computed the way sacreBLEU computes its defaults:
 * - chrF2: character n-grams of orders 1–6 with whitespace removed, precision and recall summed over the
 *   corpus per order, averaged over the orders, combined with β = 2;
 * - BLEU-4: 13a tokenisation, clipped n-gram matches summed over the corpus, brevity penalty, case-sensitive.
 * And "kept tokens": the numbers, quantities, statistics, codes, formulas and citations of each source
 * that the reference keeps, and how many of them the translation keeps too (notation allowed to change:
 * decimal comma → point, thousands separators, spacing, dashes, full-width forms, ℃ → °C).
 */

function charNgrams(text: string, order: number): Map<string, number> {
  const chars = [...text.replace(/\s+/g, '')];
  const counts = new Map<string, number>();
  for (let i = 0; i + order <= chars.length; i++) {
    const gram = chars.slice(i, i + order).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

export function corpusChrF(hypotheses: readonly string[], references: readonly string[], maxOrder = 6, beta = 2): number {
  const stats = Array.from({ length: maxOrder }, () => ({ hyp: 0, ref: 0, match: 0 }));
  hypotheses.forEach((hypothesis, index) => {
    const reference = references[index] ?? '';
    for (let order = 1; order <= maxOrder; order++) {
      const h = charNgrams(hypothesis, order);
      const r = charNgrams(reference, order);
      const stat = stats[order - 1]!;
      for (const count of h.values()) stat.hyp += count;
      for (const count of r.values()) stat.ref += count;
      for (const [gram, count] of h) stat.match += Math.min(count, r.get(gram) ?? 0);
    }
  });
  let precision = 0;
  let recall = 0;
  let effective = 0;
  for (const stat of stats) {
    if (stat.hyp > 0 && stat.ref > 0) {
      precision += stat.match / stat.hyp;
      recall += stat.match / stat.ref;
      effective += 1;
    }
  }
  if (effective === 0) return 0;
  precision /= effective;
  recall /= effective;
  const factor = beta ** 2;
  return precision + recall === 0 ? 0 : (100 * ((1 + factor) * precision * recall)) / (factor * precision + recall);
}

/** sacreBLEU's 13a tokeniser (mteval-v13a). */
export function tokenize13a(line: string): string[] {
  let text = line.replace(/<skipped>/g, '').replace(/-\n/g, '').replace(/\n/g, ' ');
  if (text.includes('&')) text = text.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  text = ` ${text} `;
  text = text.replace(/([{-~[-` -&(-+:-@/])/g, ' $1 ');
  text = text.replace(/([^0-9])([.,])/g, '$1 $2 ');
  text = text.replace(/([.,])([^0-9])/g, ' $1 $2');
  text = text.replace(/([0-9])(-)/g, '$1 $2 ');
  return text.split(/\s+/).filter((token) => token !== '');
}

function wordNgrams(tokens: readonly string[], order: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + order <= tokens.length; i++) {
    const gram = tokens.slice(i, i + order).join(' ');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

export function corpusBleu(hypotheses: readonly string[], references: readonly string[], maxOrder = 4): number {
  const matches = new Array<number>(maxOrder).fill(0);
  const totals = new Array<number>(maxOrder).fill(0);
  let hypLength = 0;
  let refLength = 0;
  hypotheses.forEach((hypothesis, index) => {
    const h = tokenize13a(hypothesis);
    const r = tokenize13a(references[index] ?? '');
    hypLength += h.length;
    refLength += r.length;
    for (let order = 1; order <= maxOrder; order++) {
      const hg = wordNgrams(h, order);
      const rg = wordNgrams(r, order);
      for (const [gram, count] of hg) matches[order - 1]! += Math.min(count, rg.get(gram) ?? 0);
      totals[order - 1]! += Math.max(0, h.length - order + 1);
    }
  });
  if (matches.some((m) => m === 0)) return 0;
  const logPrecision = matches.reduce((sum, m, i) => sum + Math.log(m / totals[i]!), 0) / maxOrder;
  const brevity = hypLength < refLength ? Math.exp(1 - refLength / Math.max(1, hypLength)) : 1;
  return 100 * brevity * Math.exp(logPrecision);
}

const SOURCE_NUMBER = String.raw`[−–-]?(?:\d{1,3}(?:[.\u00a0\u202f ]\d{3})+(?!\d)(?:,\d+)?|\d+(?:[.,]\d+)?)`;

/** The protected tokens of a source sentence, by shape (never by a list of this set's names). */
export function protectedTokens(source: string): string[] {
  const tokens: string[] = [];
  const add = (pattern: RegExp) => {
    for (const match of source.matchAll(pattern)) tokens.push(match[0]);
  };
  add(/\[\d+(?:\s*[–,-]\s*\d+)*\]/g);
  add(/\((?:[\p{Lu}][^()]*?,\s*(?:1[89]|20)\d{2}[a-z]?)\)/gu);
  add(new RegExp(String.raw`(?<![\p{L}\d.,])${SOURCE_NUMBER}(?:\s?(?:%|°C|℃|[\p{L}µμΩ°²³⁻¹/]+))?`, 'gu'));
  for (const match of source.matchAll(/[\p{L}\d¹²³⁴⁵⁶⁷⁸⁹⁰][\p{L}\d()/+′·₀-₉¹²³⁻-]*[\p{L}\d)₀-₉¹²³]/gu)) {
    const token = match[0].replace(/^\(|\)$/g, '');
    const hasDigit = /\d/.test(token) && /\p{L}/u.test(token);
    const capitals = token.match(/\p{Lu}/gu)?.length ?? 0;
    if (hasDigit || capitals >= 2 || /\p{Ll}\p{Lu}/u.test(token)) tokens.push(token);
  }
  return [...new Set(tokens.map((token) => token.trim()))].filter((token) => token !== '');
}

/** Notation-insensitive form: numbers in one notation, no spaces, one dash, ℃ as °C, half-width characters. */
function canonical(text: string, sourceNotation: boolean): string {
  let out = text.normalize('NFKC').replace(/℃/g, '°C').replace(/[−–—‐]/g, '-');
  out = out.replace(new RegExp(SOURCE_NUMBER.replace('[−–-]?', '-?'), 'g'), (raw) => {
    if (sourceNotation) {
      if (/^-?\d{1,3}(?:[. \u00a0\u202f]\d{3})+(?:,\d+)?$/.test(raw) && !/^-?0/.test(raw)) return raw.replace(/[. \u00a0\u202f]/g, '').replace(',', '.');
      return raw.replace(',', '.');
    }
    if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw)) return raw.replace(/,/g, '');
    return raw.replace(/ /g, '');
  });
  return out.replace(/\s+/g, '');
}

export interface KeptTokens {
  demanded: number;
  kept: number;
  missing: string[];
}

export function keptTokens(source: string, reference: string, hypothesis: string): KeptTokens {
  const ref = canonical(reference, false);
  const hyp = canonical(hypothesis, false);
  const missing: string[] = [];
  let demanded = 0;
  for (const token of protectedTokens(source)) {
    const form = canonical(token, true);
    if (!ref.includes(form)) continue;
    demanded += 1;
    if (!hyp.includes(form)) missing.push(token);
  }
  return { demanded, kept: demanded - missing.length, missing };
}
