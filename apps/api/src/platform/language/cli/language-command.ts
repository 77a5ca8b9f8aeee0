import { writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { checkText, closeLanguageEngine } from '../language-engine';
import type { EnglishStyle, Finding } from '../engine-types';
import { readParagraphs } from './read-paragraphs';
import { measurePolicy } from '../policy/measure-policy';
import { evaluateGec, readGecRows, type GecReport } from '../eval/gec-evaluation';
import { englishMessage } from './english-messages';

/**
 * `npm run language -- <command>`:
 *   check FILE [--style american|british]   the findings of a .docx, .doc, .odt, .rtf or text file
 *   evaluate SET.jsonl…                     fixed / damaged / flagged on development sets (per type)
 *   policy SET.jsonl…                       measures every rule and rewrites policy/rule-policy.json
 */
const USAGE = 'usage: npm run language -- check FILE [--style american|british] | evaluate SET.jsonl… | policy SET.jsonl…';

function printFindings(paragraphs: string[], findings: Finding[]): void {
  for (const finding of findings) {
    const paragraph = paragraphs[finding.paragraph]!;
    const original = paragraph.slice(finding.start, finding.end);
    const suggestion = finding.suggestions[0] === '' ? '(remove)' : finding.suggestions[0];
    console.log(`¶${finding.paragraph + 1}:${finding.start}  ${finding.mode === 'apply' ? 'APPLY  ' : 'suggest'}  ${finding.category.padEnd(24)} ${finding.rule}`);
    console.log(`    “${original}” → “${suggestion}”  ${englishMessage(finding.message.key, finding.message.params)}`);
    console.log(`    in: ${paragraph.slice(finding.sentenceStart, finding.sentenceEnd)}`);
  }
}

export function printGecReport(label: string, report: GecReport): void {
  console.log(`${label}: fixed ${report.fixed}/${report.erroneous}, damaged ${report.damaged}/${report.correct}, flagged ${report.flagged}/${report.erroneous}`);
  for (const [type, figures] of Object.entries(report.byType).sort()) {
    const line = type === 'correct' ? `damaged ${figures.damaged}/${figures.rows}` : `fixed ${figures.fixed}/${figures.rows}, flagged ${figures.flagged}/${figures.rows}`;
    console.log(`  ${type.padEnd(12)} ${line}`);
  }
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'check' && rest[0]) {
    const styleAt = rest.indexOf('--style');
    const style = styleAt >= 0 ? (rest[styleAt + 1] as EnglishStyle) : 'auto';
    const file = resolve(rest[0]);
    const paragraphs = await readParagraphs(file, extname(file).toLowerCase());
    const result = await checkText({ paragraphs, style });
    printFindings(paragraphs, result.findings);
    const applied = result.findings.filter((f) => f.mode === 'apply').length;
    console.log(`\n${result.findings.length} findings (${applied} to apply) in ${result.wordCount} words, ${result.style} English, ${result.millis} ms`);
    return;
  }
  if (command === 'evaluate' && rest.length > 0) {
    for (const path of rest) printGecReport(path, await evaluateGec(readGecRows(path), (text) => checkText({ paragraphs: [text] })));
    return;
  }
  if (command === 'policy' && rest.length > 0) {
    const { policy, file } = await measurePolicy(rest);
    writeFileSync(file, `${JSON.stringify(policy, null, 2)}\n`);
    const modes = Object.values(policy.rules).reduce<Record<string, number>>((count, r) => ({ ...count, [r.mode]: (count[r.mode] ?? 0) + 1 }), {});
    console.log(`wrote ${file}: ${JSON.stringify(modes)}`);
    return;
  }
  console.error(USAGE);
  process.exitCode = 2;
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeLanguageEngine();
}
