import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDiskStorage } from './disk-storage';
import { createStorage, type Storage } from './storage';
import { digestOf, expectAppError, generated } from './test-streams';

describe('disk storage', () => {
  let root: string;
  let storage: Storage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'marginalia-storage-'));
    storage = createDiskStorage(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('streams a large file to disk and reports its size and SHA-256', async () => {
    const size = 48 * 1024 * 1024 + 123;
    const { stream, sha256 } = generated(size);

    const stored = await storage.write('orders/1/manuscript.docx', stream);
    expect(stored).toEqual({ key: 'orders/1/manuscript.docx', size, sha256 });
    expect(await storage.stat('orders/1/manuscript.docx')).toEqual({ size });

    expect(await digestOf(await storage.read('orders/1/manuscript.docx'))).toEqual({ size, sha256 });
  });

  it('replaces a file atomically and deletes it', async () => {
    await storage.write('notes.txt', Readable.from(['first version']));
    await storage.write('notes.txt', Readable.from(['second']));
    expect(await text(await storage.read('notes.txt'))).toBe('second');
    expect(await readdir(join(root, '.tmp'))).toEqual([]);

    await storage.delete('notes.txt');
    expect(await storage.stat('notes.txt')).toBeNull();
    await storage.delete('notes.txt'); // deleting again is fine
  });

  it('refuses a file past the size limit and keeps nothing of it', async () => {
    await storage.write('upload.pdf', Readable.from(['the earlier file']));
    const error = await expectAppError(
      storage.write('upload.pdf', generated(5 * 1024 * 1024).stream, { maxBytes: 1024 * 1024 }),
      413,
      'file-too-large',
    );
    expect(error.params).toEqual({ maxBytes: 1024 * 1024 });
    expect(await text(await storage.read('upload.pdf'))).toBe('the earlier file');
    expect(await readdir(join(root, '.tmp'))).toEqual([]);

    // Exactly at the limit is allowed.
    expect((await storage.write('exact.bin', Readable.from([Buffer.alloc(1000)]), { maxBytes: 1000 })).size).toBe(1000);
  });

  it('cleans up when the source stream fails half-way', async () => {
    const failing = Readable.from(
      (function* () {
        yield Buffer.alloc(1024);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.write('broken.bin', failing)).rejects.toThrow('client went away');
    expect(await storage.stat('broken.bin')).toBeNull();
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it.each([
    '../secret',
    'a/../../b',
    '/etc/passwd',
    'a//b',
    '.tmp/x',
    'a/.hidden',
    'back\\slash',
    'nul\0byte',
    '',
    'é.txt',
    `${'a'.repeat(513)}`,
  ])('refuses the key %j without touching the disk', async (key) => {
    await expectAppError(storage.write(key, Readable.from(['x'])), 400, 'invalid-file-key');
    await expectAppError(storage.read(key), 400, 'invalid-file-key');
    await expectAppError(storage.stat(key), 400, 'invalid-file-key');
    await expectAppError(storage.delete(key), 400, 'invalid-file-key');
  });

  it('answers 404 for a missing file, and for a directory', async () => {
    await expectAppError(storage.read('nothing/here.txt'), 404, 'file-not-found');
    await storage.write('folder/inside.txt', Readable.from(['x']));
    await expectAppError(storage.read('folder'), 404, 'file-not-found');
    expect(await storage.stat('folder')).toBeNull();
    await expectAppError(storage.read('folder/inside.txt/deeper'), 404, 'file-not-found');
  });

  it('lives under DATA_DIR/files by default', async () => {
    const fromConfig = createStorage(loadConfig({ DATA_DIR: root }));
    await fromConfig.write('a/b.txt', Readable.from(['hello']));
    expect(await readdir(join(root, 'files', 'a'))).toEqual(['b.txt']);
    await writeFile(join(root, 'files', 'a', 'c.txt'), 'made elsewhere');
    expect(await fromConfig.stat('a/c.txt')).toEqual({ size: 14 });
  });
});
