import { describe, expect, it } from 'vitest';
import { assessText, STORED_FINDINGS_MAX, type EngineFinding } from './assessment-findings';

const PARAGRAPHS = ['We collected the informations in 2018. The the samples were dried.', 'Results was clear.'];

function finding(overrides: Partial<EngineFinding>): EngineFinding {
  return {
    paragraph: 0,
    start: 17,
    end: 29,
    sentenceStart: 0,
    sentenceEnd: 38,
    category: 'grammarMechanics',
    rule: 'uncountable-noun',
    message: { key: 'uncountable-noun', params: { word: 'informations' } },
    suggestions: ['information', 'data', 'details', 'facts'],
    confidence: 0.95,
    mode: 'suggest',
    ...overrides,
  };
}

describe('what an assessment keeps of the engine’s findings', () => {
  it('keeps each finding in its sentence, the sentences once, three suggestions, and counts by category', () => {
    const assessed = assessText(
      PARAGRAPHS,
      [
        finding({}),
        finding({ start: 39, end: 46, sentenceStart: 39, sentenceEnd: 66, category: 'consistencySpellingTypos', rule: 'repeated-word', suggestions: ['The'] }),
        finding({ paragraph: 1, start: 8, end: 11, sentenceStart: 0, sentenceEnd: 18, rule: 'agreement', suggestions: ['were'] }),
      ],
      300,
    );
    expect(assessed.findings.sentences).toEqual(['We collected the informations in 2018.', 'The the samples were dried.', 'Results was clear.']);
    expect(assessed.findings.findings.map((each) => [each.sentence, assessed.findings.sentences[each.sentence]?.slice(each.start, each.end)])).toEqual([
      [0, 'informations'],
      [1, 'The the'],
      [2, 'was'],
    ]);
    expect(assessed.findings.findings[0]?.suggestions).toEqual(['information', 'data', 'details']);
    expect(assessed.errorCounts).toEqual({ consistencySpellingTypos: 1, grammarMechanics: 2, phrasing: 0, punctuation: 0, wordChoice: 0 });
    expect(assessed.scoreTenths).toBeGreaterThan(0);
    expect(assessed.scoreTenths).toBeLessThan(100);
  });

  it('falls back to the paragraph when the engine gives no sentence around the finding, and drops findings of no paragraph', () => {
    const assessed = assessText(PARAGRAPHS, [finding({ sentenceStart: 20, sentenceEnd: 10 }), finding({ paragraph: 7 })], 13);
    expect(assessed.findings.sentences).toEqual([PARAGRAPHS[0]]);
    expect(assessed.findings.findings).toHaveLength(1);
    expect(assessed.errorCounts.grammarMechanics).toBe(1);
  });

  it('scores every finding but keeps at most STORED_FINDINGS_MAX for the report', () => {
    const many = Array.from({ length: STORED_FINDINGS_MAX + 5 }, (_, index) => finding({ suggestions: [`information ${index}`] }));
    const assessed = assessText(PARAGRAPHS, many, 100_000);
    expect(assessed.findings.findings).toHaveLength(STORED_FINDINGS_MAX);
    expect(assessed.errorCounts.grammarMechanics).toBe(STORED_FINDINGS_MAX + 5);
  });

  it('keeps one error found twice by two rules once, the surer finding', () => {
    const paragraphs = ['We measured the the binding affinity.'];
    const repeated = finding({ start: 12, end: 19, sentenceStart: 0, sentenceEnd: 37, category: 'grammarMechanics', rule: 'harper:RepeatedWords', suggestions: ['the'], confidence: 0.8 });
    const removal = finding({ start: 16, end: 19, sentenceStart: 0, sentenceEnd: 37, category: 'consistencySpellingTypos', rule: 'repeated-word', suggestions: [''], confidence: 0.95 });
    const other = finding({ start: 20, end: 27, sentenceStart: 0, sentenceEnd: 37, rule: 'something-else', suggestions: ['bonding'], confidence: 0.5 });
    const assessed = assessText(paragraphs, [repeated, removal, other], 300);
    expect(assessed.findings.findings.map((each) => each.rule)).toEqual(['repeated-word', 'something-else']);
    expect(assessed.errorCounts).toMatchObject({ consistencySpellingTypos: 1, grammarMechanics: 1 });
  });

  it('scores a text without findings 10', () => {
    expect(assessText(PARAGRAPHS, [], 13).scoreTenths).toBe(100);
  });
});
