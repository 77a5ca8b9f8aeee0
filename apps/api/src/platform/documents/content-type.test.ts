import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../db/seed/data/settings';
import { sniffContent } from './content-sniff';
import { checkFileType } from './content-type';
import { buildDoc, buildEncryptedOoxml } from './fixtures/doc-builder';
import { buildDocx, buildOdt } from './fixtures/docx-builder';
import { writeZip } from './fixtures/zip-writer';

const { main, figures, tables, references } = SETTING_DEFAULTS.allowedFileTypes;

const PNG = Buffer.concat([Buffer.from('89504E470D0A1A0A0000000D49484452', 'hex'), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from('FFD8FFE000104A464946', 'hex'), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
const BMP = (() => {
  const b = Buffer.alloc(64);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(64, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  return b;
})();
const XLSX = writeZip([
  {
    name: '[Content_Types].xml',
    data: '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  },
  { name: 'xl/workbook.xml', data: '<workbook/>' },
]);
const PPTX_BY_NAME = writeZip([{ name: 'ppt/presentation.xml', data: '<p:presentation/>' }]);
const PLAIN_ZIP = writeZip([{ name: 'photos/cat.jpg', data: JPEG }]);
const GBK_TEXT = Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xc2, 0xdb, 0xce, 0xc4, 0x0d, 0x0a, 0xd5, 0xaa, 0xd2, 0xaa]);

describe('sniffing content by its first bytes', () => {
  it.each([
    ['a PDF', PDF, { family: 'pdf' }],
    ['a PDF with junk before its header', Buffer.concat([Buffer.from('\r\n\r\n'), PDF]), { family: 'pdf' }],
    ['a PNG', PNG, { family: 'png' }],
    ['a JPEG', JPEG, { family: 'jpeg' }],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), { family: 'gif' }],
    ['a little-endian TIFF', Buffer.from('II*\0\x08\0\0\0', 'latin1'), { family: 'tiff' }],
    ['a big-endian TIFF', Buffer.from('MM\0*\0\0\0\x08', 'latin1'), { family: 'tiff' }],
    ['a BMP', BMP, { family: 'bmp' }],
    ['an EPS', Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n'), { family: 'postscript' }],
    ['a DOS EPS with its binary header', Buffer.from('C5D0D3C6200000004000000000000000', 'hex'), { family: 'postscript' }],
    ['an SVG', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10"></svg>'), { family: 'svg' }],
    ['an RTF', Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hello}'), { family: 'rtf' }],
    ['a Word 97 document', buildDoc({ paragraphs: ['Hello'] }), { family: 'ole2', ole: 'word' }],
    [
      'a short Word 97 document kept in the mini stream',
      buildDoc({ paragraphs: ['Hello'], miniStreams: true }),
      { family: 'ole2', ole: 'word' },
    ],
    ['a password-protected OOXML container', buildEncryptedOoxml(), { family: 'ole2', ole: 'encrypted-package' }],
    ['a .docx', buildDocx([{ paragraph: 'Hello' }]), { family: 'zip', zip: 'docx' }],
    ['an .odt', buildOdt(['Hello']), { family: 'zip', zip: 'odt' }],
    ['an .xlsx', XLSX, { family: 'zip', zip: 'xlsx' }],
    ['a .pptx known by its entry names', PPTX_BY_NAME, { family: 'zip', zip: 'pptx' }],
    ['a plain zip', PLAIN_ZIP, { family: 'zip', zip: 'other' }],
    ['UTF-8 text', Buffer.from('Título: análisis de datos\n中文摘要\n'), { family: 'text' }],
    ['GBK text', GBK_TEXT, { family: 'text' }],
    ['UTF-16 text with its byte-order mark', Buffer.from('\uFEFFHello', 'utf16le'), { family: 'text' }],
    ['binary data', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0x00, 0x10]), { family: 'unknown' }],
    ['an empty file', Buffer.alloc(0), { family: 'unknown' }],
  ])('%s', (_label, head, expected) => {
    expect(sniffContent(head.subarray(0, 4096))).toEqual(expected);
  });
});

describe('checking an upload against the allowed file types', () => {
  const docx = buildDocx([{ paragraph: 'A manuscript.' }]);

  it('accepts a real .docx and vouches for its content type', () => {
    expect(checkFileType({ fileName: 'Manuscript.DOCX', head: docx, rule: main })).toEqual({
      ok: true,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it.each([
    ['a PNG renamed .docx', 'paper.docx', PNG, main, 'file-content-mismatch'],
    ['a .doc that is really a .docx', 'paper.doc', docx, main, 'file-content-mismatch'],
    ['an .odt that is really a .docx', 'paper.odt', docx, main, 'file-content-mismatch'],
    ['a plain zip named .xlsx', 'data.xlsx', PLAIN_ZIP, tables, 'file-content-mismatch'],
    ['a PDF named .txt', 'notes.txt', PDF, main, 'file-content-mismatch'],
    ['a JPEG named .png', 'figure.png', JPEG, figures, 'file-content-mismatch'],
    ['an empty .txt', 'empty.txt', Buffer.alloc(0), main, 'file-content-mismatch'],
    ['a password-protected .docx', 'secret.docx', buildEncryptedOoxml(), main, 'file-encrypted'],
    ['a password-protected .xlsx', 'secret.xlsx', buildEncryptedOoxml(), tables, 'file-encrypted'],
    ['a password-protected workbook renamed .doc', 'secret.doc', buildEncryptedOoxml(), main, 'file-encrypted'],
    [
      'an OLE2 file under a .docx name whose directory lies past the head',
      'secret.docx',
      buildEncryptedOoxml().subarray(0, 512),
      main,
      'file-encrypted',
    ],
    ['an executable', 'setup.exe', Buffer.from('MZ\x90\0', 'latin1'), main, 'file-type-not-allowed'],
    ['a figure among main files', 'figure.png', PNG, main, 'file-type-not-allowed'],
    ['a file without an extension', 'manuscript', docx, main, 'file-type-not-allowed'],
  ])('refuses %s', (_label, fileName, head, rule, messageKey) => {
    expect(checkFileType({ fileName, head, rule })).toEqual({ ok: false, messageKey });
  });

  it.each([
    ['a Word 97 document', 'paper.doc', buildDoc({ paragraphs: ['Hi'] }), main, 'application/msword'],
    [
      'a .doc whose directory lies past the head (checked whole later)',
      'paper.doc',
      buildDoc({ paragraphs: ['Hi'] }).subarray(0, 512),
      main,
      'application/msword',
    ],
    ['an RTF saved under a .doc name, read as RTF', 'paper.doc', Buffer.from('{\\rtf1\\ansi Hello}'), main, 'application/rtf'],
    ['an .odt', 'paper.odt', buildOdt(['Hi']), main, 'application/vnd.oasis.opendocument.text'],
    [
      'a LaTeX source',
      'paper.tex',
      Buffer.from('\\documentclass{article}\n\\begin{document}Hi\\end{document}\n'),
      main,
      'application/x-tex',
    ],
    ['a BibTeX file', 'refs.bib', Buffer.from('@article{key, title={A title}}\n'), references, 'application/x-bibtex'],
    [
      'an EndNote export (the rule lists only text/plain for it)',
      'refs.enw',
      Buffer.from('%0 Journal Article\n%T A title\n'),
      references,
      'text/plain',
    ],
    ['a CSV table', 'table.csv', Buffer.from('a,b\n1,2\n'), tables, 'text/csv'],
    ['an .xlsx', 'table.xlsx', XLSX, tables, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a PNG figure', 'figure.png', PNG, figures, 'image/png'],
    ['a JPEG figure named .jpeg', 'figure.jpeg', JPEG, figures, 'image/jpeg'],
    ['an EPS figure', 'figure.eps', Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n'), figures, 'application/postscript'],
    ['a PDF reference', 'paper.pdf', PDF, references, 'application/pdf'],
    ['a Chinese text file in GBK', 'abstract.txt', GBK_TEXT, main, 'text/plain'],
  ])('accepts %s', (_label, fileName, head, rule, contentType) => {
    expect(checkFileType({ fileName, head, rule })).toEqual({ ok: true, contentType });
  });

  it('accepts rule extensions written without the dot', () => {
    expect(checkFileType({ fileName: 'a.pdf', head: PDF, rule: { extensions: ['PDF'], mimeTypes: [] } })).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
  });
});
