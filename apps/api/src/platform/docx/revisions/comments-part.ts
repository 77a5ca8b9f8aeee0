import { strFromU8, strToU8 } from 'fflate';
import { escapeXml } from '../docx-paragraphs';

/**
 * Word comments added to a package (README.md): appended to word/comments.xml when the document has one (its
 * comments are kept as they are), else the part is created with its content type and its relationship from
 * the main document. A comment's text may hold line breaks: each line is a paragraph.
 */
export interface NewComment {
  id: number;
  text: string;
}

const COMMENTS_PART = 'word/comments.xml';
const CONTENT_TYPES = '[Content_Types].xml';
const DOCUMENT_RELS = 'word/_rels/document.xml.rels';
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const COMMENTS_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function escapeAttribute(value: string): string {
  return escapeXml(value).replace(/"/g, '&quot;');
}

function commentXml(comment: NewComment, author: string, initials: string, date: string): string {
  const paragraphs = comment.text.split('\n').map(
    (line, index) =>
      `<w:p><w:pPr><w:pStyle w:val="CommentText"/></w:pPr>${index === 0 ? '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:annotationRef/></w:r>' : ''}<w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`,
  );
  return `<w:comment w:id="${comment.id}" w:author="${escapeAttribute(author)}" w:date="${date}" w:initials="${escapeAttribute(initials)}">${paragraphs.join('')}</w:comment>`;
}

/** True when comments can be added to this package (a comments part we can append to, or none yet). */
export function canAddComments(entries: Record<string, Uint8Array>): boolean {
  const existing = entries[COMMENTS_PART];
  return existing === undefined || strFromU8(existing).includes('</w:comments>');
}

/** The entries with the comments added (nothing changes when there are none). */
export function addComments(entries: Record<string, Uint8Array>, comments: readonly NewComment[], marks: { author: string; initials: string; date: string }): void {
  if (comments.length === 0) return;
  const xml = comments.map((comment) => commentXml(comment, marks.author, marks.initials, marks.date)).join('');
  const existing = entries[COMMENTS_PART];
  if (existing) {
    const part = strFromU8(existing);
    const at = part.lastIndexOf('</w:comments>');
    entries[COMMENTS_PART] = strToU8(part.slice(0, at) + xml + part.slice(at));
    return;
  }
  entries[COMMENTS_PART] = strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${W}">${xml}</w:comments>`);
  const types = strFromU8(entries[CONTENT_TYPES]!);
  if (!types.includes('PartName="/word/comments.xml"')) {
    entries[CONTENT_TYPES] = strToU8(types.replace('</Types>', `<Override PartName="/word/comments.xml" ContentType="${COMMENTS_TYPE}"/></Types>`));
  }
  const rels = entries[DOCUMENT_RELS]
    ? strFromU8(entries[DOCUMENT_RELS])
    : '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
  if (!rels.includes(COMMENTS_RELATIONSHIP)) {
    const used = new Set([...rels.matchAll(/Id="([^"]+)"/g)].map((match) => match[1]));
    let n = used.size + 1;
    while (used.has(`rId${n}`)) n++;
    entries[DOCUMENT_RELS] = strToU8(rels.replace('</Relationships>', `<Relationship Id="rId${n}" Type="${COMMENTS_RELATIONSHIP}" Target="comments.xml"/></Relationships>`));
  }
}
