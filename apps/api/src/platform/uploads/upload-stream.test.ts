import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../db/seed/data/settings';
import { buildEncryptedOoxml } from '../documents/fixtures/doc-builder';
import { buildDocx } from '../documents/fixtures/docx-builder';
import { createDiskStorage } from '../storage/disk-storage';
import { digestOf, expectAppError } from '../storage/test-streams';
import { storeUpload } from './upload-stream';

const main = SETTING_DEFAULTS.allowedFileTypes.main;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PNG = Buffer.concat([Buffer.from('89504E470D0A1A0A0000000D49484452', 'hex'), Buffer.alloc(20_000, 3)]);

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'mg-upload-'));
  const storage = createDiskStorage(root);
  /** Every file under the storage root, temporary ones included. */
  const files = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return { storage, files };
}

/** A source that hands out `bytes` in small chunks, as a network upload does. */
function chunked(bytes: Buffer, size = 1000): Readable {
  return Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A .docx followed by incompressible bytes: big enough that the upload gets past the head check. */
const paddedDocx = () => Buffer.concat([buildDocx([{ paragraph: 'A manuscript.' }]), randomBytes(50_000)]);

describe('storing an upload', () => {
  it('accepts a real .docx, streamed in small chunks, and stores it byte for byte', async () => {
    const { storage } = setup();
    // Padding past the head, so the file goes through both the peek and the pipe.
    const docx = buildDocx([{ paragraph: Array.from({ length: 3000 }, () => randomBytes(6).toString('hex')).join(' ') }]);
    expect(docx.length).toBeGreaterThan(8192);
    const stored = await storeUpload({
      storage,
      key: 'forms/1/manuscript.docx',
      fileName: 'manuscript.docx',
      source: chunked(docx),
      rule: main,
      maxBytes: 10_000_000,
    });
    expect(stored).toEqual({ key: 'forms/1/manuscript.docx', size: docx.length, sha256: sha256(docx), contentType: DOCX });
    expect(await digestOf(await storage.read(stored.key))).toEqual({ size: docx.length, sha256: sha256(docx) });
  });

  it('accepts a file smaller than the head it peeks at', async () => {
    const { storage } = setup();
    const text = Buffer.from('A short abstract.\n');
    const stored = await storeUpload({
      storage,
      key: 'forms/1/abstract.txt',
      fileName: 'abstract.txt',
      source: Readable.from([text]),
      rule: main,
      maxBytes: 1000,
    });
    expect(stored).toMatchObject({ size: text.length, contentType: 'text/plain' });
  });

  it('refuses a PNG renamed .docx, keeps nothing and drains the upload', async () => {
    const { storage, files } = setup();
    const source = chunked(PNG);
    const error = await expectAppError(
      storeUpload({ storage, key: 'forms/1/fake.docx', fileName: 'fake.docx', source, rule: main, maxBytes: 10_000_000 }),
      415,
      'file-content-mismatch',
    );
    expect(error.params).toEqual({ name: 'fake.docx' });
    expect(files()).toEqual([]);
    await new Promise((resolve) => source.once('end', resolve));
  });

  it.each([
    ['a password-protected .docx', 'locked.docx', buildEncryptedOoxml(), 'file-encrypted'],
    ['a type the rule does not allow', 'figure.png', PNG, 'file-type-not-allowed'],
    ['an empty file', 'empty.txt', Buffer.alloc(0), 'file-content-mismatch'],
  ])('refuses %s', async (_label, fileName, bytes, key) => {
    const { storage, files } = setup();
    await expectAppError(
      storeUpload({ storage, key: 'forms/1/file', fileName, source: chunked(bytes), rule: main, maxBytes: 10_000_000 }),
      415,
      key,
    );
    expect(files()).toEqual([]);
  });

  it('refuses a file over the size limit, keeps nothing and says the limit in megabytes', async () => {
    const { storage, files } = setup();
    const docx = buildDocx([{ paragraph: 'word '.repeat(200_000) }]);
    const maxBytes = 2 * 1024 * 1024;
    const big = Buffer.concat([docx, Buffer.alloc(maxBytes)]);
    const error = await expectAppError(
      storeUpload({ storage, key: 'forms/1/big.docx', fileName: 'big.docx', source: chunked(big, 64 * 1024), rule: main, maxBytes }),
      413,
      'file-too-large',
    );
    expect(error.params).toEqual({ name: 'big.docx', maxBytes, maxMegabytes: 2 });
    expect(files()).toEqual([]);
  });

  it("turns the multipart parser's own size limit into the same 413", async () => {
    const { storage, files } = setup();
    const source = new PassThrough();
    source.write(paddedDocx());
    setTimeout(() => source.destroy(Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' })), 20);
    await expectAppError(
      storeUpload({ storage, key: 'forms/1/big.docx', fileName: 'big.docx', source, rule: main, maxBytes: 10_000_000 }),
      413,
      'file-too-large',
    );
    expect(files()).toEqual([]);
  });

  it('refuses a file the multipart parser cut short (throwFileSizeLimit off)', async () => {
    const { storage, files } = setup();
    const source = Object.assign(chunked(paddedDocx()), { truncated: false });
    source.once('end', () => (source.truncated = true));
    await expectAppError(
      storeUpload({ storage, key: 'forms/1/cut.docx', fileName: 'cut.docx', source, rule: main, maxBytes: 10_000_000 }),
      413,
      'file-too-large',
    );
    expect(files()).toEqual([]);
  });

  it("fails cleanly when the connection breaks mid-upload: the client's 400, nothing kept", async () => {
    const { storage, files } = setup();
    const source = new PassThrough();
    source.write(paddedDocx());
    setTimeout(() => source.destroy(new Error('aborted')), 20);
    await expect(
      storeUpload({ storage, key: 'forms/1/cut.docx', fileName: 'cut.docx', source, rule: main, maxBytes: 10_000_000 }),
    ).rejects.toMatchObject({ statusCode: 400, key: 'upload-incomplete' });
    expect(files()).toEqual([]);
  });

  it('fails the same way when the source closes before its end without an error', async () => {
    const { storage, files } = setup();
    const source = new PassThrough();
    source.write(paddedDocx());
    setTimeout(() => source.destroy(), 20);
    await expect(
      storeUpload({ storage, key: 'forms/1/closed.docx', fileName: 'closed.docx', source, rule: main, maxBytes: 10_000_000 }),
    ).rejects.toMatchObject({ statusCode: 400, key: 'upload-incomplete' });
    expect(files()).toEqual([]);
  });
});
