import { strToU8, zipSync } from 'fflate';
import { escapeXml } from './docx-paragraphs';

/**
 * A new, plain .docx from paragraphs of text: what a .doc becomes when it is rewritten (a .doc's binary
 * format is read for its text only, so its formatting cannot be carried over). Headings are not guessed.
 */
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

function paragraphXml(text: string): string {
  const runs = text
    .split(/(\t)/)
    .map((part) => (part === '\t' ? '<w:r><w:tab/></w:r>' : part ? `<w:r><w:t xml:space="preserve">${escapeXml(part)}</w:t></w:r>` : ''))
    .join('');
  return `<w:p>${runs}</w:p>`;
}

export function createDocx(paragraphs: readonly string[]): Buffer {
  const body = paragraphs.map(paragraphXml).join('');
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(PACKAGE_RELS),
      'word/document.xml': strToU8(document),
    }),
  );
}
