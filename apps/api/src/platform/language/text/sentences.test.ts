import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

function sentences(text: string): string[] {
  return splitSentences(text).map((s) => text.slice(s.start, s.end));
}

describe('sentence boundaries', () => {
  it('keeps abbreviations, initials and decimals inside their sentence', () => {
    expect(sentences('Smith et al. (2015) reported it in Fig. 2A, e.g. at 4.5 mM. E. coli grew. The end.')).toEqual([
      'Smith et al. (2015) reported it in Fig. 2A, e.g. at 4.5 mM.',
      'E. coli grew.',
      'The end.',
    ]);
  });

  it('ends a sentence after "et al." when a capitalised word follows', () => {
    expect(sentences('This was shown by Li et al. The effect was small.')).toEqual(['This was shown by Li et al.', 'The effect was small.']);
  });

  it('keeps a run of marks and a closing bracket with its sentence', () => {
    expect(sentences('It worked.. (Really.) Next one?! Yes')).toEqual(['It worked..', '(Really.)', 'Next one?!', 'Yes']);
  });
});
