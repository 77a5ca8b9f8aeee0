import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../storage/test-streams';
import { buildDocx } from './fixtures/docx-builder';
import { deflatedZeros, DOCX_PREFIX_ENTRIES } from './fixtures/zip-bomb';
import { writeZip } from './fixtures/zip-writer';
import { guardZip } from './zip-guard';

const dir = mkdtempSync(join(tmpdir(), 'mg-zip-guard-'));
function onDisk(name: string, bytes: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('the zip guard', () => {
  it('lets a real .docx through and lists its entries', async () => {
    const summary = await guardZip(onDisk('real.docx', buildDocx([{ paragraph: 'Hello world.' }])), {
      verifyInflatedSize: (n) => n.endsWith('.xml'),
    });
    expect(summary.entryCount).toBe(6);
    expect(summary.entryNames).toContain('word/document.xml');
  });

  it('refuses a 500 MB zip bomb from its headers alone, without inflating it', async () => {
    const bomb = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(500) }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    // Even with verification asked for: the declared sizes are refused before anything is inflated.
    await expectAppError(guardZip(onDisk('bomb.docx', bomb), { verifyInflatedSize: () => true }), 422, 'document-too-large-uncompressed');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses an entry compressed more than a hundredfold', async () => {
    // 150 MB of zeros stays under the total limit; its ratio (~1000:1) gives it away.
    const bomb = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(150) }]);
    await expectAppError(guardZip(bomb), 422, 'document-too-large-uncompressed');
  });

  it('lets small, very compressible entries through', async () => {
    const zip = writeZip([{ name: 'word/styles.xml', data: 'a'.repeat(500_000) }]);
    await expect(guardZip(zip)).resolves.toMatchObject({ entryCount: 1 });
  });

  it('refuses an archive with too many entries', async () => {
    const many = writeZip(Array.from({ length: 5001 }, (_, i) => ({ name: `word/media/${i}.xml`, data: 'x', store: true })));
    await expectAppError(guardZip(many), 422, 'document-too-large-uncompressed');
  });

  it('refuses an archive whose sizes add up past the limit', async () => {
    const limits = { maxTotalUncompressedBytes: 1000 };
    const zip = writeZip([
      { name: 'a.xml', data: 'x'.repeat(600) },
      { name: 'b.xml', data: 'y'.repeat(600) },
    ]);
    await expectAppError(guardZip(zip, { limits }), 422, 'document-too-large-uncompressed');
  });

  it('refuses encrypted entries', async () => {
    const zip = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', data: '<w:document/>', markEncrypted: true }]);
    await expectAppError(guardZip(zip), 422, 'document-encrypted');
  });

  it('catches an entry that inflates to more than it declares', async () => {
    // Declares 1 KB, holds 20 MB: passes the header checks, fails as soon as the stream overruns.
    const liar = writeZip([...DOCX_PREFIX_ENTRIES, { name: 'word/document.xml', raw: deflatedZeros(20), declaredUncompressedSize: 1024 }]);
    await expect(guardZip(liar)).resolves.toMatchObject({ entryCount: 3 });
    await expectAppError(guardZip(liar, { verifyInflatedSize: (n) => n.endsWith('.xml') }), 422, 'document-unreadable');
  });

  it('hands back the entries a reader keeps, inflated and proved their size', async () => {
    const odt = writeZip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' }, { name: 'content.xml', data: '<office:text>Olá</office:text>' }]);
    const { kept } = await guardZip(odt, { keepInflated: (n) => n === 'content.xml' });
    expect([...kept.keys()]).toEqual(['content.xml']);
    expect(kept.get('content.xml')?.toString('utf8')).toBe('<office:text>Olá</office:text>');
    const liar = writeZip([{ name: 'content.xml', raw: deflatedZeros(20), declaredUncompressedSize: 1024 }]);
    await expectAppError(guardZip(liar, { keepInflated: (n) => n === 'content.xml' }), 422, 'document-unreadable');
  });

  it.each([
    ['random bytes', Buffer.from('definitely not a zip archive')],
    ['a truncated archive', buildDocx([{ paragraph: 'Hello' }]).subarray(0, 300)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as unreadable', async (_label, bytes) => {
    await expectAppError(guardZip(bytes), 422, 'document-unreadable');
  });

  it('refuses a missing file as unreadable', async () => {
    await expectAppError(guardZip(join(dir, 'missing.docx')), 422, 'document-unreadable');
  });
});
