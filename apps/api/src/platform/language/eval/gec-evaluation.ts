import { readFileSync } from 'node:fs';
import type { CheckResult, Finding } from '../engine-types';

/**
 * Scoring of the engine on a development set of scientific sentences, one JSON object per line:
 * {"src": "…", "gold": "…", "type": "agreement" | … | "correct"} — `src` holds at most one error and
 * `gold` its minimal fix ("correct" rows: gold = src). Three figures, never one:
 *   fixed   — erroneous rows whose output (the 'apply' findings applied) equals gold exactly;
 *   damaged — correct rows whose output differs from src in any way;
 *   flagged — erroneous rows where some finding covers the error span (where src and gold differ,
 *             common prefix and suffix stripped; for an insertion, a finding touching that point).
 */
export interface GecRow {
  src: string;
  gold: string;
  type: string;
}

export function readGecRows(path: string): GecRow[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as GecRow);
}

/** The findings a person would accept without reading: the 'apply' ones, applied from the end. */
export function applyFindings(text: string, findings: Finding[]): string {
  const applied = findings.filter((f) => f.mode === 'apply' && f.paragraph === 0).sort((a, b) => b.start - a.start);
  let output = text;
  let limit = Infinity;
  for (const finding of applied) {
    if (finding.end > limit) continue;
    output = output.slice(0, finding.start) + finding.suggestions[0]! + output.slice(finding.end);
    limit = finding.start;
  }
  return output;
}

/** Where src and gold differ, in src offsets. */
export function errorRegion(src: string, gold: string): { start: number; end: number } {
  let prefix = 0;
  while (prefix < src.length && prefix < gold.length && src[prefix] === gold[prefix]) prefix++;
  let suffix = 0;
  while (suffix < src.length - prefix && suffix < gold.length - prefix && src[src.length - 1 - suffix] === gold[gold.length - 1 - suffix]) suffix++;
  return { start: prefix, end: src.length - suffix };
}

export function coversRegion(finding: { start: number; end: number }, region: { start: number; end: number }): boolean {
  if (region.start === region.end) return finding.start <= region.start && region.start <= finding.end;
  return finding.start < region.end && region.start < finding.end;
}

export interface RowOutcome {
  row: GecRow;
  output: string;
  fixed: boolean;
  damaged: boolean;
  flagged: boolean;
  findings: Finding[];
}

export interface RuleTally {
  fired: number;
  /** Firings on the error span whose suggestion alone gives the gold sentence. */
  fixes: number;
  /** Firings on the error span. */
  onSpan: number;
  /** Firings the rule was sure of (confidence ≥ `sure`), and how many of them fixed the row. */
  sureFired: number;
  sureFixes: number;
}

export interface GecReport {
  rows: number;
  erroneous: number;
  correct: number;
  fixed: number;
  damaged: number;
  flagged: number;
  byType: Record<string, { rows: number; fixed: number; flagged: number; damaged: number }>;
  byRule: Record<string, RuleTally>;
  outcomes: RowOutcome[];
}

export async function evaluateGec(rows: GecRow[], check: (text: string) => Promise<CheckResult>, sure = 0.9): Promise<GecReport> {
  const report: GecReport = { rows: rows.length, erroneous: 0, correct: 0, fixed: 0, damaged: 0, flagged: 0, byType: {}, byRule: {}, outcomes: [] };
  for (const row of rows) {
    const result = await check(row.src);
    const output = applyFindings(row.src, result.findings);
    const isCorrect = row.type === 'correct' || row.src === row.gold;
    const region = errorRegion(row.src, row.gold);
    const flagged = !isCorrect && result.findings.some((f) => coversRegion(f, region));
    const outcome: RowOutcome = { row, output, fixed: !isCorrect && output === row.gold, damaged: isCorrect && output !== row.src, flagged, findings: result.findings };
    report.outcomes.push(outcome);
    const type = (report.byType[row.type] ??= { rows: 0, fixed: 0, flagged: 0, damaged: 0 });
    type.rows++;
    if (isCorrect) {
      report.correct++;
      if (outcome.damaged) {
        report.damaged++;
        type.damaged++;
      }
    } else {
      report.erroneous++;
      if (outcome.fixed) {
        report.fixed++;
        type.fixed++;
      }
      if (flagged) {
        report.flagged++;
        type.flagged++;
      }
    }
    for (const finding of result.findings) {
      const tally = (report.byRule[finding.rule] ??= { fired: 0, fixes: 0, onSpan: 0, sureFired: 0, sureFixes: 0 });
      const isSure = finding.confidence >= sure;
      tally.fired++;
      if (isSure) tally.sureFired++;
      if (isCorrect || !coversRegion(finding, region)) continue;
      tally.onSpan++;
      const alone = row.src.slice(0, finding.start) + finding.suggestions[0]! + row.src.slice(finding.end);
      if (alone === row.gold) {
        tally.fixes++;
        if (isSure) tally.sureFixes++;
      }
    }
  }
  return report;
}
