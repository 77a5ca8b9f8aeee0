import { describe, expect, it } from 'vitest';
import { createChecker } from '../checker';

/** CheckRequest.holdToStyle: the measured policy as it is (no rule forced on), the author's chosen style held to. */
const checker = createChecker();
const styleFindings = async (text: string, style: 'american' | 'british', holdToStyle: boolean) =>
  (await checker.check({ paragraphs: [text], style, holdToStyle })).findings.filter((finding) => finding.rule === 'style-consistency').map((finding) => [text.slice(finding.start, finding.end), finding.suggestions[0], finding.mode]);

describe('holding a text to the chosen style of English', () => {
  it('changes the words of the other style by themselves, and only regular spelling changes', async () => {
    expect(await styleFindings('The colour of the tumour was analysed in the centre.', 'american', true)).toEqual([
      ['colour', 'color', 'apply'],
      ['tumour', 'tumor', 'apply'],
      ['analysed', 'analyzed', 'apply'],
      ['centre', 'center', 'apply'],
    ]);
    expect(await styleFindings('The behavior of the samples was recorded.', 'british', true)).toEqual([['behavior', 'behaviour', 'apply']]);
    // "mould" → "mound" is a dictionary's guess, not the American spelling: it is only suggested.
    expect((await styleFindings('A mould grew on the agar plates.', 'american', true)).every(([, , mode]) => mode === 'suggest')).toBe(true);
  });

  it('without it, the measured policy decides as before', async () => {
    expect(await styleFindings('The colour of the tumour was analysed in the centre.', 'american', false)).toEqual([]);
  });
});
