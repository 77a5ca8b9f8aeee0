import { describe, expect, it } from 'vitest';
import { corrected, findingsOf } from '../rules/rule-test-support';

describe('American or British spelling', () => {
  it('holds a document to the style it mostly uses', async () => {
    const text = 'The colour of the tumour and the behaviour of the fibre changed; the color then faded.';
    expect(await corrected(text)).toBe('The colour of the tumour and the behaviour of the fibre changed; the colour then faded.');
  });

  it('holds a document to the style asked for', async () => {
    expect(await corrected('The tumour was labelled.', 'american')).toBe('The tumor was labeled.');
    expect(await corrected('The tumor was labeled.', 'british')).toBe('The tumour was labelled.');
  });

  it('accepts -ize in British text (Oxford spelling) and a sentence in one style', async () => {
    expect(await findingsOf('The samples were characterized and the colour was recorded.', 'style-consistency', 'british')).toEqual([]);
    expect(await findingsOf('This approach is useful when labelled data are scarce.', 'style-consistency')).toEqual([]);
  });
});
