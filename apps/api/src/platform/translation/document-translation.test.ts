import { describe, expect, it } from 'vitest';
import { buildDoc } from '../documents/fixtures/doc-builder';
import { readDocxText } from '../docx/docx-package';
import { richDocx } from '../docx/fixtures/rich-docx';
import { translateWordDocument } from './document-translation';
import type { TranslationEngine } from './translation-engine';

/** Marks each segment as translated, leaving placeholders and tags where they are. */
const bracketEngine: TranslationEngine = {
  name: 'brackets',
  handles: () => true,
  availability: async () => ({ available: true }),
  translate: async (segments) => segments.map((segment) => `[en] ${segment}`),
};
const pair = { source: 'es' as const, target: 'en' as const };
const allText = async (docx: Buffer) => (await readDocxText(docx)).flatMap((part) => part.paragraphs.map((p) => p.pieces.map((piece) => piece.text).join('')));

describe('a Word document translated into a Word document', () => {
  it('a .docx: every paragraph of the body, table, notes, header and footer, numbers in English notation', async () => {
    const english = await allText(await translateWordDocument({ bytes: richDocx(), kind: 'docx' }, bracketEngine, pair, null));
    expect(english).toEqual(['[en] Resultados', '[en] La expresión de TP53 fue alta.', '[en] Edad media', '[en] 54.3 años', '[en] Figura 1. Curva de supervivencia.', '[en] Datos del registro nacional.', '[en] Página', '[en] Manuscrito enviado']);
  });

  it('a .doc becomes a .docx with its text and notes', async () => {
    const doc = buildDoc({ paragraphs: ['Introducción', 'Se estudiaron 12,5 mg de muestra.'], footnotes: ['Nota del autor.'] });
    const english = await allText(await translateWordDocument({ bytes: doc, kind: 'doc' }, bracketEngine, pair, null));
    expect(english).toEqual(expect.arrayContaining(['[en] Introducción', '[en] Se estudiaron 12.5 mg de muestra.']));
    expect(english.some((line) => line.includes('Nota del autor'))).toBe(true);
  });
});
