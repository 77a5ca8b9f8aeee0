import { describe, expect, it } from 'vitest';
import { changeBlockedBy, commentBlockedBy, commentRange, narrowChange } from './change-rules';
import { citationSpans, referenceListParagraphs } from './citations';

describe('how small a change is', () => {
  it('replaces whole words and leaves out what the replacement keeps at either end', () => {
    expect(narrowChange('Future works should', 7, 12, 'work')).toEqual({ start: 7, end: 12, insert: 'work' });
    expect(narrowChange('and the the results', 3, 11, ' the')).toEqual({ start: 7, end: 11, insert: '' });
    expect(narrowChange('a informations campaign', 0, 14, 'an information')).toEqual({ start: 0, end: 14, insert: 'an information' });
    expect(narrowChange('in Table 1', 0, 8, 'in the Table')).toEqual({ start: 3, end: 3, insert: 'the ' });
    expect(narrowChange('before be tested', 7, 9, 'being')).toEqual({ start: 7, end: 9, insert: 'being' });
    expect(narrowChange('same', 0, 4, 'same')).toEqual({ start: 4, end: 4, insert: '' });
  });
});

describe('where a change may not go', () => {
  const text = 'where  is the mean';
  const object = [{ start: 6, end: 6, reason: 'object' as const }];
  it('never across an inline object, nor a space or mark beside it', () => {
    expect(changeBlockedBy(text, object, { start: 5, end: 7, insert: ' ' })).toBe('object');
    expect(changeBlockedBy(text, object, { start: 6, end: 7, insert: '' })).toBe('object');
    expect(changeBlockedBy(text, object, { start: 5, end: 6, insert: '' })).toBe('object');
    expect(changeBlockedBy('an[x] decade', [{ start: 2, end: 2, reason: 'object' }], { start: 0, end: 2, insert: 'a' })).toBeNull();
    expect(changeBlockedBy(text, object, { start: 13, end: 18, insert: 'average' })).toBeNull();
  });

  it('never inside protected text; an insertion at its edge is fine', () => {
    const field = [{ start: 12, end: 19, reason: 'field' as const }];
    expect(changeBlockedBy('As shown in Table 1, the', field, { start: 18, end: 19, insert: '2' })).toBe('field');
    expect(changeBlockedBy('As shown in Table 1, the', field, { start: 12, end: 12, insert: 'the ' })).toBeNull();
    expect(changeBlockedBy('As shown in Table 1, the', field, { start: 14, end: 14, insert: 'x' })).toBe('field');
  });

  it('widens a comment on a point to the word beside it, and keeps comments off protected text', () => {
    expect(commentRange('the data was complete', 13, 13)).toEqual({ start: 13, end: 21 });
    expect(commentRange('the data was complete', 21, 21)).toEqual({ start: 13, end: 21 });
    expect(commentRange('  ', 1, 1)).toBeNull();
    expect(commentBlockedBy([{ start: 12, end: 19, reason: 'field' }], { start: 10, end: 14 })).toBe('field');
    expect(commentBlockedBy([{ start: 6, end: 6, reason: 'object' }], { start: 6, end: 9 })).toBeNull();
  });
});

describe('citations and the reference list', () => {
  it('finds author–year and numbered citations in the text', () => {
    const text = 'as reported (Smith et al., 2020; Li 2019a) and by Chen and Wang (2018), not in [3] or [1–4, 7] but (n = 12).';
    expect(citationSpans(text).map((span) => text.slice(span.start, span.end)).sort()).toEqual(['(Smith et al., 2020; Li 2019a)', 'Chen and Wang (2018)', '[1–4, 7]', '[3]'].sort());
  });

  it('takes the paragraphs after a References heading up to the next heading or appendix, and bibliography styles', () => {
    const list = referenceListParagraphs([
      { text: 'Discussion', style: 'Heading1' },
      { text: 'The results were robust.', style: null },
      { text: '5. References', style: 'Heading1' },
      { text: 'Smith J. A study. 2020.', style: null },
      { text: 'Li W. Another. 2019.', style: null },
      { text: 'Appendix A', style: null },
      { text: 'Table A1 shows the data.', style: null },
      { text: 'Zhou X. Listed by EndNote. 2021.', style: 'EndNoteBibliography' },
    ]);
    expect([...list]).toEqual([3, 4, 7]);
  });
});
