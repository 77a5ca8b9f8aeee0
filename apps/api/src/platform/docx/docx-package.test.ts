import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createDocx } from './docx-create';
import { readDocxText, rewriteDocx } from './docx-package';
import { IMAGE_BYTES, richDocx } from './fixtures/rich-docx';

const texts = (parts: Awaited<ReturnType<typeof readDocxText>>) => parts.map((part) => [part.name, part.paragraphs.map((p) => p.pieces.map((piece) => piece.text).join(''))]);

describe('reading a .docx paragraph by paragraph', () => {
  it('reads the body (tables included), the notes, the header and the footer, with each run’s formatting mark', async () => {
    const parts = await readDocxText(richDocx());
    expect(texts(parts)).toEqual([
      ['word/document.xml', ['Resultados', 'La expresión de TP53 fue alta.', 'Edad media', '54,3 años', 'Figura 1. Curva de supervivencia.']],
      ['word/footnotes.xml', [' Datos del registro nacional.']],
      ['word/footer1.xml', ['Página']],
      ['word/header1.xml', ['Manuscrito enviado']],
    ]);
    const marks = parts[0]?.paragraphs[1]?.pieces.map((piece) => piece.mark);
    expect(marks).toEqual([0, 1, 0, 2, 0]);
  });
});

describe('rewriting a .docx', () => {
  it('replaces the text and keeps styles, run formatting, the table, the footnote, the image, the header and footer', async () => {
    const rewritten = await rewriteDocx(richDocx(), async (paragraphs) => paragraphs.map((paragraph) => paragraph.pieces.map((piece) => ({ ...piece, text: piece.text.toUpperCase() }))));
    const entries = unzipSync(new Uint8Array(rewritten));
    expect(Buffer.from(entries['word/media/image1.png']!)).toEqual(IMAGE_BYTES);
    const document = strFromU8(entries['word/document.xml']!);
    expect(document).toContain('<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">RESULTADOS</w:t></w:r>');
    expect(document).toContain('<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">TP53</w:t></w:r>');
    expect(document).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">ALTA</w:t></w:r>');
    expect(document).toContain('<w:footnoteReference w:id="1"/>');
    expect(document).toContain('<w:tblStyle w:val="TableGrid"/>');
    expect(document).toContain('<a:blip r:embed="rId3"/>');
    expect(document).toContain('<w:headerReference w:type="default" r:id="rId4"/>');
    expect(texts(await readDocxText(rewritten))).toEqual([
      ['word/document.xml', ['RESULTADOS', 'LA EXPRESIÓN DE TP53 FUE ALTA.', 'EDAD MEDIA', '54,3 AÑOS', 'FIGURA 1. CURVA DE SUPERVIVENCIA.']],
      ['word/footnotes.xml', [' DATOS DEL REGISTRO NACIONAL.']],
      ['word/footer1.xml', ['PÁGINA']],
      ['word/header1.xml', ['MANUSCRITO ENVIADO']],
    ]);
  });

  it('puts text where the new pieces say, in fewer or more runs than before, escaping what XML must escape', async () => {
    const rewritten = await rewriteDocx(richDocx(), async (paragraphs) =>
      paragraphs.map((paragraph, index) =>
        index === 1
          ? [
              { text: 'Expression of ', mark: 0 },
              { text: 'TP53', mark: 1 },
              { text: ' was ', mark: 0 },
              { text: 'high', mark: 2 },
              { text: ' (p < 0.05 & n = 4).', mark: 0 },
              { text: ' Extra', mark: 2 },
            ]
          : paragraph.pieces,
      ),
    );
    const document = strFromU8(unzipSync(new Uint8Array(rewritten))['word/document.xml']!);
    expect(document).toContain('(p &lt; 0.05 &amp; n = 4).');
    expect(document).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> Extra</w:t></w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/>');
    expect(texts(await readDocxText(rewritten))[0]?.[1]).toContain('Expression of TP53 was high (p < 0.05 & n = 4). Extra');
  });

  it('refuses a transform that loses paragraphs', async () => {
    await expect(rewriteDocx(richDocx(), async () => [])).rejects.toThrow(/transform answered 0 paragraphs/);
  });
});

describe('a new .docx from text', () => {
  it('holds the paragraphs, and reads back the same (what a .doc becomes)', async () => {
    const docx = createDocx(['Results & discussion', 'A\tB']);
    expect(texts(await readDocxText(docx))).toEqual([['word/document.xml', ['Results & discussion', 'A\tB']]]);
  });
});
