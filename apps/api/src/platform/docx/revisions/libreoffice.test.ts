import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { manuscriptDocx } from './fixtures/manuscript-docx';
import { openRevisableDocx } from './revisable-docx';
import { convertWithLibreOffice, odfChanges, odfCommentAuthors } from './test-support/libreoffice';

const AUTHOR = 'Marginalia automated editing';

describe('a revised manuscript in LibreOffice', () => {
  it('opens as a valid package whose revisions and comments LibreOffice knows as tracked changes and comments, by their author', async () => {
    const document = await openRevisableDocx(manuscriptDocx());
    const paragraph = (needle: string) => document.paragraphs.findIndex((each) => each.text.includes(needle));
    const span = (needle: string, target: string) => {
      const index = paragraph(needle);
      const start = document.paragraphs[index]!.text.indexOf(needle) + needle.indexOf(target);
      return { paragraph: index, start, end: start + target.length };
    };
    const outcome = document.write(
      [
        { ...span('Future works', 'works'), replacement: 'work' },
        { ...span('over an decade', 'an'), replacement: 'a' },
        { ...span('Mean of the the', 'the the'), replacement: 'the' },
        { ...span('These data was', 'was'), replacement: 'were' },
      ],
      [{ ...span('colour of leafs', 'leafs'), text: 'Did you mean “leaves”?' }],
      { author: AUTHOR, initials: 'MA', date: new Date('2026-03-02T08:30:00Z') },
    );
    expect(outcome.applied).toHaveLength(4);
    const ours = Object.entries(unzipSync(new Uint8Array(outcome.docx)))
      .filter(([name]) => name.endsWith('.xml'))
      .reduce((sum, [, bytes]) => sum + (strFromU8(bytes).match(new RegExp(`<w:(ins|del) [^>]*w:author="${AUTHOR}"`, 'g'))?.length ?? 0), 0);
    expect(ours).toBe(7);

    const fodt = (await convertWithLibreOffice(outcome.docx, 'fodt')).toString('utf8');
    const changes = odfChanges(fodt);
    expect(changes.filter((change) => change.author === AUTHOR)).toHaveLength(ours);
    expect(changes.filter((change) => change.author === 'Dr. Reviewer').map((change) => change.kind).sort()).toEqual(['deletion', 'insertion']);
    expect(odfCommentAuthors(fodt).sort()).toEqual(['Dr. Reviewer', AUTHOR]);
    expect(fodt).toContain('Did you mean “leaves”?');
    expect(fodt).toContain('Y=aX+b');
    expect(fodt).toContain('ADDIN ZOTERO_ITEM');
  }, 120_000);
});
