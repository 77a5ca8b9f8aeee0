import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startFakeS3, type FakeS3 } from './fake-s3-server';
import { createStorage, type Storage } from './storage';
import { digestOf, expectAppError, generated } from './test-streams';

describe('S3-compatible storage', () => {
  let s3: FakeS3;
  let storage: Storage;

  beforeAll(async () => {
    s3 = await startFakeS3();
    storage = createStorage(loadConfig({ STORAGE_URL: `${s3.url('uploads')}&region=eu-west-1`.replace('/uploads?', '/uploads/prod?') }));
  });
  afterAll(async () => {
    await s3.close();
  });

  it('uploads a small file in one request, under the URL prefix', async () => {
    const stored = await storage.write('orders/1/note.txt', Readable.from(['hello S3']), { contentType: 'text/plain' });
    expect(stored).toMatchObject({ key: 'orders/1/note.txt', size: 8 });
    expect(s3.objects.get('uploads/prod/orders/1/note.txt')?.toString()).toBe('hello S3');
    expect(await text(await storage.read('orders/1/note.txt'))).toBe('hello S3');
    expect(await storage.stat('orders/1/note.txt')).toEqual({ size: 8 });
  });

  it('streams a large file as a multipart upload and reports its size and hash', async () => {
    const size = 12 * 1024 * 1024 + 7;
    const { stream, sha256 } = generated(size);
    const before = s3.multipartStarted();
    expect(await storage.write('big.bin', stream)).toEqual({ key: 'big.bin', size, sha256 });
    expect(await digestOf(await storage.read('big.bin'))).toEqual({ size, sha256 });
    expect(s3.multipartStarted()).toBe(before + 1);
    expect(s3.openUploads.size).toBe(0);
  });

  it('refuses a file past the size limit and leaves no object or open upload behind', async () => {
    const before = s3.multipartStarted();
    const error = await expectAppError(
      storage.write('too-big.bin', generated(12 * 1024 * 1024).stream, { maxBytes: 6 * 1024 * 1024 }),
      413,
      'file-too-large',
    );
    expect(error.params).toEqual({ maxBytes: 6 * 1024 * 1024 });
    expect(await storage.stat('too-big.bin')).toBeNull();
    // The first 5 MB part had gone out: the multipart upload was begun, then aborted.
    expect(s3.multipartStarted()).toBe(before + 1);
    expect(s3.openUploads.size).toBe(0);
  });

  it('answers 404 for a missing object, deletes, and refuses bad keys', async () => {
    await expectAppError(storage.read('missing.txt'), 404, 'file-not-found');
    expect(await storage.stat('missing.txt')).toBeNull();
    await storage.write('gone.txt', Readable.from(['x']));
    await storage.delete('gone.txt');
    expect(await storage.stat('gone.txt')).toBeNull();
    await expectAppError(storage.write('../escape', Readable.from(['x'])), 400, 'invalid-file-key');
  });
});
