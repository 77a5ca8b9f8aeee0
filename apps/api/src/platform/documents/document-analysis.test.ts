import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../storage/disk-storage';
import { expectAppError } from '../storage/test-streams';
import { AnalysisWorkers, analysisWorkers } from './analysis-workers';
import { analyseDocument, analyseStoredDocument, readDocumentText, readStoredDocumentText } from './document-analysis';
import { buildDoc } from './fixtures/doc-builder';
import { buildDocx, buildOdt, docxOfText } from './fixtures/docx-builder';
import { deflatedZeros, DOCX_PREFIX_ENTRIES } from './fixtures/zip-bomb';
import { writeZip } from './fixtures/zip-writer';
import { rtfToText } from './rtf-text';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const dir = mkdtempSync(join(tmpdir(), 'mg-analysis-test-'));
function file(name: string, bytes: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}
const analyse = (name: string, bytes: Buffer | string, contentType: string) =>
  analyseDocument({ filePath: file(name, bytes), fileName: name, contentType });

afterAll(() => analysisWorkers.close());

const ENGLISH =
  'Rising temperatures reduce the germination of alpine seeds. We collected seeds from three mountain ranges and grew them at four temperatures.';
const SPANISH =
  'El aumento de las temperaturas reduce la germinación de las semillas alpinas. Recogimos semillas de tres cordilleras y las cultivamos a cuatro temperaturas.';
const CHINESE = '气温升高会降低高山种子的发芽率。我们从三个山脉采集了种子，并在四种温度下培养。';

describe('analysing an uploaded manuscript in a worker thread', () => {
  it('counts the words of an English .docx, tables included, and knows it is English', async () => {
    const docx = buildDocx([
      { heading: 'Introduction' },
      { paragraph: ENGLISH },
      {
        table: [
          ['Site', 'Seeds'],
          ['Alps', '1,200'],
        ],
      },
    ]);
    // Introduction (1) + 21 words + table (4)
    await expect(analyse('english.docx', docx, DOCX)).resolves.toEqual({ wordCount: 26, languageIsoCode: 'en' });
  });

  it('reads a Spanish .docx as Spanish', async () => {
    await expect(analyse('spanish.docx', docxOfText(`${SPANISH}\n${SPANISH}`), DOCX)).resolves.toEqual({
      wordCount: 46,
      languageIsoCode: 'es',
    });
  });

  it('counts a Chinese .docx by characters and knows it is Chinese', async () => {
    await expect(analyse('chinese.docx', docxOfText(CHINESE), DOCX)).resolves.toEqual({ wordCount: 36, languageIsoCode: 'zh' });
  });

  it('reads a Word 97 .doc with its footnotes and endnotes', async () => {
    const doc = buildDoc({
      paragraphs: [ENGLISH, 'Seeds were stored dry.'],
      footnotes: ['Collected in 2023.'],
      endnotes: ['Data available on request.'],
    });
    // 21 + 4 + 3 + 4
    await expect(analyse('paper.doc', doc, 'application/msword')).resolves.toEqual({ wordCount: 32, languageIsoCode: 'en' });
  });

  it('reads a short .doc whose streams live in the OLE2 mini stream', async () => {
    const doc = buildDoc({ paragraphs: [ENGLISH], miniStreams: true });
    await expect(analyse('short.doc', doc, 'application/msword')).resolves.toEqual({ wordCount: 21, languageIsoCode: 'en' });
  });

  it.each([
    ['in regular sectors', false],
    ['in the mini stream', true],
  ])('refuses a password-protected .doc (streams %s)', async (_label, miniStreams) => {
    const doc = buildDoc({ paragraphs: [ENGLISH], encrypted: true, miniStreams });
    await expectAppError(analyse('locked.doc', doc, 'application/msword'), 422, 'document-encrypted');
  });

  it('reads an .odt, an .rtf and plain text', async () => {
    await expect(analyse('paper.odt', buildOdt([SPANISH]), 'application/vnd.oasis.opendocument.text')).resolves.toEqual({
      wordCount: 23,
      languageIsoCode: 'es',
    });
    const rtf = `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}{\\info{\\title Ignored title words}}\\f0 ${ENGLISH}\\par }`;
    await expect(analyse('paper.rtf', rtf, 'application/rtf')).resolves.toEqual({ wordCount: 21, languageIsoCode: 'en' });
    await expect(analyse('paper.tex', `\\section{Intro}\n${ENGLISH}`, 'application/x-tex')).resolves.toMatchObject({
      languageIsoCode: 'en',
    });
  });

  it('reads a Chinese text file saved in GBK', async () => {
    const gbk = Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xc2, 0xdb, 0xce, 0xc4, 0xd5, 0xaa, 0xd2, 0xaa]); // 中文论文摘要
    await expect(analyse('abstract.txt', gbk, 'text/plain')).resolves.toEqual({ wordCount: 6, languageIsoCode: 'zh' });
  });

  it('does not analyse PDFs or images, and has nothing to say about an empty document', async () => {
    await expect(analyse('paper.pdf', '%PDF-1.7', 'application/pdf')).resolves.toBeNull();
    await expect(analyse('empty.docx', buildDocx([]), DOCX)).resolves.toBeNull();
  });

  it('refuses a zip bomb dressed as a .docx before mammoth sees it, quickly', async () => {
    const bomb = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(500) }]);
    const started = performance.now();
    await expectAppError(analyse('bomb.docx', bomb, DOCX), 422, 'document-too-large-uncompressed');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a .docx whose document part inflates to more than it declares', async () => {
    const liar = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(50), declaredUncompressedSize: 2048 }]);
    await expectAppError(analyse('liar.docx', liar, DOCX), 422, 'document-unreadable');
  });

  it('refuses a corrupt .docx and a .doc that is not a Word file', async () => {
    const corrupt = Buffer.concat([buildDocx([{ paragraph: ENGLISH }]).subarray(0, 200), Buffer.alloc(500, 0x41)]);
    await expectAppError(analyse('corrupt.docx', corrupt, DOCX), 422, 'document-unreadable');
    await expectAppError(analyse('bogus.doc', Buffer.alloc(2048, 0x41), 'application/msword'), 422, 'document-unreadable');
  });

  it('terminates a worker that runs out of time, and honours an abort', async () => {
    const docx = file('slow.docx', docxOfText(ENGLISH));
    const timedOut = await expectAppError(
      analyseDocument({ filePath: docx, fileName: 'slow.docx', contentType: DOCX }, { timeoutMs: 1 }),
      422,
      'document-unreadable',
    );
    expect(timedOut.cause).toBe('timed out');
    const controller = new AbortController();
    const pending = analyseDocument({ filePath: docx, fileName: 'slow.docx', contentType: DOCX }, { signal: controller.signal });
    controller.abort();
    const aborted = await expectAppError(pending, 422, 'document-unreadable');
    expect(aborted.cause).toBe('aborted');
  });

  it('analyses a file kept in storage', async () => {
    const storage = createDiskStorage(join(dir, 'files'));
    await storage.write('forms/1/manuscript.docx', Readable.from([docxOfText(ENGLISH)]));
    await expect(
      analyseStoredDocument({ storage, key: 'forms/1/manuscript.docx', fileName: 'manuscript.docx', contentType: DOCX }),
    ).resolves.toEqual({ wordCount: 21, languageIsoCode: 'en' });
  });
});

describe('reading the text by paragraphs (the grammar check)', () => {
  const read = (name: string, bytes: Buffer | string, contentType: string, maxWords = 10_000) =>
    readDocumentText({ filePath: file(name, bytes), fileName: name, contentType }, { maxWords });

  it('gives a .docx by paragraphs in reading order, each table cell apart, with the count and language', async () => {
    const docx = buildDocx([{ heading: 'Introduction' }, { paragraph: `  ${ENGLISH}  ` }, { table: [['Site', 'Seeds'], ['Alps', '1,200']] }, { paragraph: 'Seeds were stored dry.' }]);
    await expect(read('english.docx', docx, DOCX)).resolves.toEqual({
      wordCount: 30,
      languageIsoCode: 'en',
      paragraphs: ['Introduction', ENGLISH, 'Site', 'Seeds', 'Alps', '1,200', 'Seeds were stored dry.'],
    });
  });

  it('gives a Word 97 .doc with its notes after the body', async () => {
    const doc = buildDoc({ paragraphs: [ENGLISH, 'Seeds were stored dry.'], footnotes: ['Collected in 2023.'] });
    const text = await read('paper.doc', doc, 'application/msword');
    expect(text?.paragraphs?.[0]).toBe(ENGLISH);
    expect(text?.paragraphs?.[1]).toBe('Seeds were stored dry.');
    expect(text?.paragraphs?.at(-1)).toContain('Collected in 2023.');
  });

  it('keeps the text in the worker when it has more words than the caller reads', async () => {
    await expect(read('long.docx', docxOfText(ENGLISH), DOCX, 20)).resolves.toEqual({ wordCount: 21, languageIsoCode: 'en', paragraphs: null });
  });

  it('has nothing for an empty document, and refuses what analysis refuses', async () => {
    await expect(read('empty.docx', buildDocx([]), DOCX)).resolves.toBeNull();
    const bomb = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(500) }]);
    await expectAppError(read('bomb.docx', bomb, DOCX), 422, 'document-too-large-uncompressed');
    await expectAppError(read('locked.doc', buildDoc({ paragraphs: [ENGLISH], encrypted: true }), 'application/msword'), 422, 'document-encrypted');
  });

  it('reads a file kept in storage', async () => {
    const storage = createDiskStorage(join(dir, 'text-files'));
    await storage.write('assessments/1/paper.docx', Readable.from([docxOfText(SPANISH)]));
    await expect(readStoredDocumentText({ storage, key: 'assessments/1/paper.docx', fileName: 'paper.docx', contentType: DOCX }, { maxWords: 100 })).resolves.toEqual({
      wordCount: 23,
      languageIsoCode: 'es',
      paragraphs: [SPANISH],
    });
  });
});

describe('keeping analysis workers between documents', () => {
  it('reuses a worker that answered, and retires one that failed or served its turns', async () => {
    const workers = new AnalysisWorkers({ idleMs: 60_000, maxIdle: 1, maxUses: 2 });
    const first = workers.take(64);
    workers.giveBack(first, 64, true);
    expect(workers.take(64)).toBe(first);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    workers.giveBack(first, 64, true); // its second document: retired
    await exited;
    const second = workers.take(64);
    expect(second).not.toBe(first);
    const secondExited = new Promise((resolve) => second.once('exit', resolve));
    workers.giveBack(second, 64, false); // timed out or crashed: never reused
    await secondExited;
    const third = workers.take(128);
    workers.giveBack(third, 128, true);
    const fourth = workers.take(64);
    expect(fourth).not.toBe(third); // a different heap limit needs its own worker
    await fourth.terminate();
    await workers.close();
  });

  it('boots a worker ahead of the first document when asked to', async () => {
    const workers = new AnalysisWorkers({ idleMs: 60_000, maxIdle: 1, maxUses: 10 });
    workers.prewarm(64);
    workers.prewarm(64); // once is enough
    const booted = workers.take(64);
    const next = workers.take(64);
    expect(next).not.toBe(booted);
    await Promise.all([booted.terminate(), next.terminate()]);
  });
});

describe('reading RTF', () => {
  it('keeps the body, drops tables of fonts and info, and decodes code pages and Unicode escapes', () => {
    const rtf =
      "{\\rtf1\\ansi\\ansicpg936{\\fonttbl{\\f0 SimSun;}}{\\*\\generator Word;}\\f0 \\'d6\\'d0\\'ce\\'c4 and caf\\u233?s\\par Line two\\tab end}";
    expect(rtfToText(rtf)).toBe('中文 and cafés\nLine two\tend');
  });
});
