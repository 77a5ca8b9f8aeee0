import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { checkText, closeLanguageEngine, languageEngineState, MAX_CHECK_CHARACTERS } from './language-engine';

afterAll(async () => {
  await closeLanguageEngine();
});

describe('the language engine', () => {
  it('checks paragraphs in its worker and answers findings with their sentences and messages', async () => {
    const paragraphs = ['Plasma samples were stored at −80 °C untill analysis.', 'The the cells were counted.'];
    const result = await checkText({ paragraphs });
    const spelling = result.findings.find((f) => f.rule === 'spelling');
    expect(spelling).toMatchObject({ paragraph: 0, category: 'consistencySpellingTypos', suggestions: ['until'] });
    expect(paragraphs[0]!.slice(spelling!.start, spelling!.end)).toBe('untill');
    expect(paragraphs[0]!.slice(spelling!.sentenceStart, spelling!.sentenceEnd)).toBe(paragraphs[0]);
    expect(spelling!.message).toEqual({ key: 'spelling', params: expect.objectContaining({ original: 'untill', suggestion: 'until' }) });
    expect(result.findings.some((f) => f.paragraph === 1 && f.category === 'grammarMechanics')).toBe(true);
    expect(result.wordCount).toBe(14);
    expect(languageEngineState().busy).toBe(0);
  }, 120_000);

  it('fails a check past its time with a 422, and the next check gets a fresh worker', async () => {
    const long = Array.from({ length: 200 }, () => 'These result indicate that the catalyst remain active after five cycle.').join(' ');
    const failure = await checkText({ paragraphs: [long] }, { timeoutMs: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ statusCode: 422, key: 'language-check-failed' });
    const result = await checkText({ paragraphs: ['A short and correct sentence.'] });
    expect(result.findings).toEqual([]);
  }, 120_000);

  it('refuses a text too large for one check before it reaches a worker', async () => {
    const failure = await checkText({ paragraphs: ['x'.repeat(MAX_CHECK_CHARACTERS + 1)] }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 422, key: 'language-check-failed' });
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(checkText({ paragraphs: ['Text.'] }, { signal: controller.signal })).rejects.toMatchObject({ statusCode: 422 });
  });
});
