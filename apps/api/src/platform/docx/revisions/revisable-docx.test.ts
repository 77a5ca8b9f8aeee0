import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../../documents/fixtures/doc-builder';
import { IMAGE_BYTES } from '../fixtures/rich-docx';
import { manuscriptDocx, MANUSCRIPT_PARTS } from './fixtures/manuscript-docx';
import { openRevisableDocx } from './revisable-docx';
import { reviseDocxInWorker } from './revise-in-worker';
import type { RevisableParagraph, TextComment, TextEdit } from './revision-types';
import { acceptRevisions, rejectRevisions, reviewedTexts, unbalancedTag } from './test-support/revision-review';

const AUTHOR = 'Marginalia automated editing';
const OPTIONS = { author: AUTHOR, initials: 'MA', date: new Date('2026-03-02T08:30:00.000Z') };
const accepted = (docx: Buffer) => reviewedTexts(docx, (xml) => acceptRevisions(xml, AUTHOR));
const rejected = (docx: Buffer) => reviewedTexts(docx, (xml) => rejectRevisions(xml, AUTHOR));
const entriesOf = (docx: Buffer) => unzipSync(new Uint8Array(docx));
const xmlOf = (docx: Buffer, name: string) => strFromU8(entriesOf(docx)[name]!);

/** The paragraph holding `needle`, and an edit replacing its `occurrence`-th match. */
function finder(paragraphs: RevisableParagraph[]) {
  const find = (needle: string) => {
    const index = paragraphs.findIndex((paragraph) => paragraph.text.includes(needle));
    if (index < 0) throw new Error(`no paragraph holds “${needle}”`);
    return index;
  };
  return {
    edit(needle: string, target: string, replacement: string): TextEdit {
      const paragraph = find(needle);
      const start = paragraphs[paragraph]!.text.indexOf(needle) + needle.indexOf(target);
      return { paragraph, start, end: start + target.length, replacement };
    },
    comment(needle: string, target: string, text: string): TextComment {
      const paragraph = find(needle);
      const start = paragraphs[paragraph]!.text.indexOf(needle) + needle.indexOf(target);
      return { paragraph, start, end: start + target.length, text };
    },
  };
}

describe('reading a manuscript for revision', () => {
  it('gives every text paragraph as the reader reads it, with what is protected and why', async () => {
    const { paragraphs } = await openRevisableDocx(manuscriptDocx());
    const byText = (needle: string) => paragraphs.find((paragraph) => paragraph.text.includes(needle))!;
    const spans = (paragraph: RevisableParagraph) => paragraph.protectedSpans.map((span) => [paragraph.text.slice(span.start, span.end), span.reason]);

    expect(paragraphs.map((paragraph) => paragraph.part)).toEqual([...Array(12).fill('word/document.xml'), 'word/endnotes.xml', 'word/footnotes.xml', 'word/footer1.xml', 'word/header1.xml']);
    expect(spans(byText('Future works'))).toEqual([['', 'object'], ['(Smith  et al. 2020)', 'field'], ['(Smith  et al. 2020)', 'citation'], ['', 'object'], ['12', 'formatting'], ['', 'object']]);
    expect(spans(byText('The yield'))).toEqual([['', 'object']]);
    expect(spans(byText('colour of leafs'))).toEqual([['', 'object'], ['significantly ', 'revision'], ['', 'object'], ['https://doi.org/10.1000/the the', 'hyperlink']]);
    expect(spans(byText('As shown in'))).toEqual([['', 'object'], ['Table 1', 'field'], ['', 'object']]);
    expect(byText('Smith J, Jones K.')).toMatchObject({ fullyProtected: true, protectedSpans: [{ reason: 'reference-list' }] });
    expect(byText('Running title')).toMatchObject({ fullyProtected: true, protectedSpans: [{ reason: 'header-footer' }] });
    expect(byText('Mean of the the yield').protectedSpans).toEqual([]);
  });
});

describe('writing tracked changes', () => {
  it('turns edits into w:ins and w:del of the author and date, in the runs they fall in, keeping their formatting', async () => {
    const document = await openRevisableDocx(manuscriptDocx());
    const at = finder(document.paragraphs);
    const edits = [
      at.edit('Future works', 'works', 'work'),
      at.edit('the the results', ' the results', ' results'),
      at.edit('was analyzed', 'analyzed', 'analysed'),
      at.edit('over an decade', 'an', 'a'),
      at.edit('a informations campaign', 'a informations', 'an information'),
      at.edit('Mean of the the', 'the the', 'the'),
      at.edit('These data was', 'was', 'were'),
      at.edit('See an appendix', 'an', 'the'),
    ];
    const outcome = document.write(edits, [], OPTIONS);
    expect(outcome.skipped).toEqual([]);
    expect(outcome.applied).toEqual(edits.map((_, index) => index));

    const body = xmlOf(outcome.docx, 'word/document.xml');
    const font = '<w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman"/><w:sz w:val="24"/></w:rPr>';
    const marks = `w:author="${AUTHOR}" w:date="2026-03-02T08:30:00Z"`;
    // The run is cut where the change is: the rest of it stays a run of its own with the same properties.
    expect(body).toMatch(new RegExp(`<w:del w:id="\\d+" ${marks}><w:r w:rsidR="00A1B2C3">${escape(font)}<w:delText xml:space="preserve">works</w:delText></w:r></w:del><w:ins w:id="\\d+" ${marks}><w:r>${escape(font)}<w:t xml:space="preserve">work</w:t></w:r></w:ins><w:r w:rsidR="00A1B2C3">${escape(font)}<w:t xml:space="preserve"> should evaluate </w:t></w:r>`));
    // A repeated word goes with its space and nothing else.
    expect(body).toContain(`<w:delText xml:space="preserve"> the</w:delText>`);
    expect(body.match(new RegExp(`<w:(ins|del) w:id="\\d+" ${marks}>`, 'g'))?.length).toBe(10);

    const original = reviewedTexts(manuscriptDocx(), null);
    expect(rejected(outcome.docx)).toEqual(original);
    const expected = structuredClone(original);
    const fix = (part: string, from: string, to: string) => (expected[part] = expected[part]!.map((text) => text.replace(from, to)));
    fix('word/document.xml', 'Future works', 'Future work');
    fix('word/document.xml', 'the the results', 'the results');
    fix('word/document.xml', 'analyzed', 'analysed');
    fix('word/document.xml', 'over an decade', 'over a decade');
    fix('word/document.xml', 'a informations', 'an information');
    fix('word/document.xml', 'Mean of the the', 'Mean of the');
    fix('word/footnotes.xml', 'data was', 'data were');
    fix('word/endnotes.xml', 'See an', 'See the');
    expect(accepted(outcome.docx)).toEqual(expected);
  });

  it('never changes citations, fields, equations, hyperlinks, existing revisions, superscripts, the reference list or headers', async () => {
    const document = await openRevisableDocx(manuscriptDocx());
    const at = finder(document.paragraphs);
    const edits = [
      at.edit('(Smith  et al. 2020)', 'Smith  et', 'Smith et'),
      at.edit('drought (Smith', ' (Smith', '(Smith'),
      at.edit('The yield  were', '  ', ' '),
      at.edit('changed significantly during', 'significantly', 'markedly'),
      at.edit('10.1000/the the', 'the the', 'the'),
      at.edit('analyzed12', 'analyzed12', 'analysed 12'),
      at.edit('The the effect', 'The the', 'The'),
      at.edit('Running title: the the', 'the the', 'the'),
      at.edit('As shown in Table 1', 'Table 1', 'Table 2'),
    ];
    const outcome = document.write(edits, [], OPTIONS);
    expect(outcome.applied).toEqual([]);
    expect(outcome.skipped.map((skip) => skip.reason)).toEqual(['field', 'object', 'object', 'revision', 'hyperlink', 'formatting', 'reference-list', 'header-footer', 'field']);
    expect(reviewedTexts(outcome.docx, null)).toEqual(reviewedTexts(manuscriptDocx(), null));
  });

  it('leaves every other part and everything between the runs as it was', async () => {
    const source = manuscriptDocx();
    const document = await openRevisableDocx(source);
    const at = finder(document.paragraphs);
    const outcome = document.write([at.edit('Future works', 'works', 'work'), at.edit('the the data', 'the the', 'the')], [at.comment('leafs', 'leafs', 'Did you mean “leaves”?')], OPTIONS);
    const before = entriesOf(source);
    const after = entriesOf(outcome.docx);
    for (const name of ['word/styles.xml', 'word/numbering.xml', 'word/footnotes.xml', 'word/endnotes.xml', 'word/header1.xml', 'word/footer1.xml', 'word/_rels/document.xml.rels', '[Content_Types].xml']) {
      expect(strFromU8(after[name]!), name).toBe(strFromU8(before[name]!));
    }
    expect(Buffer.from(after['word/media/image1.png']!)).toEqual(IMAGE_BYTES);
    const body = strFromU8(after['word/document.xml']!);
    for (const kept of [
      '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>',
      '<w:instrText xml:space="preserve"> ADDIN ZOTERO_ITEM CSL_CITATION {"citationID":"a1"} </w:instrText>',
      '<m:oMath><m:r><m:t>Y=aX+b</m:t></m:r></m:oMath>',
      '<a:blip r:embed="rIdImage"/>',
      '<w:commentRangeStart w:id="0"/>',
      '<w:ins w:id="1" w:author="Dr. Reviewer" w:date="2025-01-10T09:00:00Z">',
      '<w:delText xml:space="preserve">very </w:delText>',
      '<w:hyperlink r:id="rIdLink" w:history="1">',
      '<w:fldSimple w:instr=" REF _Ref1 \\h ">',
      '<w:bookmarkStart w:id="20" w:name="_Ref1"/>',
      '<w:footnoteReference w:id="1"/>',
    ]) {
      expect(body).toContain(kept);
    }
    const comments = strFromU8(after['word/comments.xml']!);
    expect(comments.startsWith(MANUSCRIPT_PARTS.comments.slice(0, MANUSCRIPT_PARTS.comments.lastIndexOf('</w:comments>')))).toBe(true);
    for (const [name, bytes] of Object.entries(after)) if (/\.(xml|rels)$/.test(name)) expect(unbalancedTag(strFromU8(bytes)), name).toBeNull();
    // New revision and comment ids are above every id the document used (bookmark 20 included).
    const ids = [...body.matchAll(new RegExp(`<w:(?:ins|del) w:id="(\\d+)" w:author="${AUTHOR}"`, 'g'))].map((match) => Number(match[1]));
    expect(Math.min(...ids)).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('comments for suggestions', () => {
  it('adds them to the comments part with their range and reference, after the comments the document had', async () => {
    const document = await openRevisableDocx(manuscriptDocx());
    const at = finder(document.paragraphs);
    const suggestion = at.comment('results was analyzed', 'results was', 'The verb does not agree with its subject.\nSuggestion: were');
    const widened = { ...at.comment('data was complete', 'complete', 'Check this word.'), end: at.comment('data was complete', 'complete', '').start };
    const onField = at.comment('(Smith  et al. 2020)', 'Smith', 'On a citation');
    const outcome = document.write([], [suggestion, widened, onField], OPTIONS);
    expect(outcome.commented).toEqual([0, 1]);
    expect(outcome.skipped).toEqual([{ kind: 'comment', index: 2, reason: 'field' }]);
    const body = xmlOf(outcome.docx, 'word/document.xml');
    const [, id] = /<w:commentRangeStart w:id="(\d+)"\/><w:r w:rsidR="00A1B2C3">[^]*?results was<\/w:t><\/w:r><w:commentRangeEnd w:id="\1"\/>/.exec(body) ?? [];
    expect(id).toBeDefined();
    expect(body).toContain(`<w:commentRangeEnd w:id="${id}"/><w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="${id}"/></w:r>`);
    // A comment on a point covers the word after it.
    expect(body).toMatch(/<w:commentRangeStart w:id="\d+"\/><w:r w:rsidR="00A1B2C3">[^]*?>complete<\/w:t><\/w:r><w:commentRangeEnd/);
    const comments = xmlOf(outcome.docx, 'word/comments.xml');
    expect(comments).toContain('Which colour scale?');
    expect(comments).toContain(`<w:comment w:id="${id}" w:author="${AUTHOR}" w:date="2026-03-02T08:30:00Z" w:initials="MA">`);
    expect(comments).toContain('<w:t xml:space="preserve">The verb does not agree with its subject.</w:t></w:r></w:p><w:p><w:pPr><w:pStyle w:val="CommentText"/></w:pPr><w:r><w:t xml:space="preserve">Suggestion: were</w:t>');
    expect(rejected(outcome.docx)).toEqual(reviewedTexts(manuscriptDocx(), null));
  });

  it('creates the comments part, its content type and its relationship when the document has none', async () => {
    const document = await openRevisableDocx(manuscriptDocx({ withoutComments: true }));
    const at = finder(document.paragraphs);
    const outcome = document.write([], [at.comment('colour of leafs', 'leafs', 'Did you mean “leaves”?')], OPTIONS);
    const entries = entriesOf(outcome.docx);
    expect(strFromU8(entries['word/comments.xml']!)).toContain('Did you mean “leaves”?');
    expect(strFromU8(entries['[Content_Types].xml']!)).toContain('<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>');
    expect(strFromU8(entries['word/_rels/document.xml.rels']!)).toMatch(/<Relationship Id="rId\d+" Type="http:\/\/schemas.openxmlformats.org\/officeDocument\/2006\/relationships\/comments" Target="comments.xml"\/>/);
  });
});

describe('in a worker thread', () => {
  it('revises a .doc as a new .docx: the caller plans the edits from the paragraphs it is sent', async () => {
    const doc = buildDoc({ paragraphs: ['The results was significant.', 'Future works are needed.'] });
    const outcome = await reviseDocxInWorker(
      { bytes: doc, kind: 'doc' },
      async (paragraphs) => {
        expect(paragraphs.map((paragraph) => paragraph.text)).toEqual(['The results was significant.', 'Future works are needed.']);
        return { edits: [{ paragraph: 0, start: 12, end: 15, replacement: 'were' }], comments: [{ paragraph: 1, start: 7, end: 12, text: 'Uncountable noun' }] };
      },
      OPTIONS,
    );
    expect(outcome.applied).toEqual([0]);
    expect(outcome.commented).toEqual([0]);
    expect(accepted(outcome.docx)['word/document.xml']).toEqual(['The results were significant.', 'Future works are needed.']);
    expect(rejected(outcome.docx)['word/document.xml']).toEqual(['The results was significant.', 'Future works are needed.']);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
