import { describe, expect, it } from 'vitest';
import { createPdfDocument, drawHeader, drawSectionTitle, renderPdf } from './pdf-document';
import { drawKeyValues, drawTable } from './pdf-table';
import { pdfFonts, pdfPageCount, pdfText } from './pdf-test-tools';

const MIXED = ['ご注文ありがとうございます', 'Revisão', '感谢', '¿Qué tal? Atenção, pedido nº 5'];

describe('PDF documents', () => {
  it('write Latin, Chinese and Japanese text with one embedded font, subset to the glyphs used', async () => {
    const pdf = await renderPdf({ title: 'Scripts', language: 'ja-JP' }, (doc) => {
      drawHeader(doc, { companyName: 'Marginalia', lines: ['2 Trumpington Street', 'support@marginalia.example'] });
      drawSectionTitle(doc, '見積書');
      for (const line of MIXED) doc.text(line);
    });

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const line of ['Marginalia', '見積書', ...MIXED]) expect(text).toContain(line);
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.name).toMatch(/\+NotoSansSC-(Regular|Bold)$/);
      expect(font).toMatchObject({ embedded: true, subset: true });
    }
    // The font files are 10 MB each; subsetting keeps a page of mixed scripts small.
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('repeat the table header on every page and number the pages "of N"', async () => {
    const rows = Array.from({ length: 70 }, (_, index) => ({
      cells: [{ text: `Service ${index + 1}`, note: 'Revisão de inglês' }, `$${index}.00`],
    }));
    const pdf = await renderPdf({ title: 'Long', language: 'en-US', footer: (page, count) => `Page ${page} of ${count}` }, (doc) => {
      drawTable(doc, {
        columns: [
          { header: 'Item name', weight: 4 },
          { header: 'Amount', weight: 1, align: 'right' },
        ],
        rows,
      });
    });

    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text.match(/Item name/g)).toHaveLength(pages);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain('Service 70');
  });

  it('lay out label–value lines and return where they end', async () => {
    let bottom = 0;
    const pdf = await renderPdf({ title: 'Facts', language: 'pt-BR' }, (doc) => {
      bottom = drawKeyValues(doc, [{ label: 'Válido até', value: '4 de abr. de 2025', bold: true }], { x: 50, y: 100, width: 300 });
    });
    expect(bottom).toBeGreaterThan(100);
    expect(pdfText(pdf)).toContain('Válido até 4 de abr. de 2025');
  });

  it('give Latin text proportional quotes and dashes, and keep them full-width in Chinese and Japanese', () => {
    const width = (language: string) => createPdfDocument({ title: 'x', language }).fontSize(10).widthOfString('journal’s “x” —');
    expect(width('en-US')).toBeLessThan(width('zh-CN') - 10);
    expect(width('ja-JP')).toBe(width('zh-CN'));
  });

  it('reject when drawing fails', async () => {
    await expect(
      renderPdf({ title: 'Broken', language: 'en-US' }, () => {
        throw new Error('no data');
      }),
    ).rejects.toThrow('no data');
  });
});
