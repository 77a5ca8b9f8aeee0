import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { AppError } from '../errors/app-error';

/** Test support: deterministic content of `size` bytes, produced chunk by chunk so it is never held whole. */
function* chunksOf(size: number, chunkSize = 64 * 1024): Generator<Buffer> {
  for (let offset = 0; offset < size; offset += chunkSize) yield Buffer.alloc(Math.min(chunkSize, size - offset), offset % 251);
}

/** Test support: a fresh stream of generated content and the SHA-256 it should have. */
export function generated(size: number): { stream: Readable; sha256: string } {
  const hash = createHash('sha256');
  for (const chunk of chunksOf(size)) hash.update(chunk);
  return { stream: Readable.from(chunksOf(size)), sha256: hash.digest('hex') };
}

/** Test support: reads a stream to its end, keeping only its length and hash. */
export async function digestOf(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    hash.update(buffer);
    size += buffer.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Test support: asserts that `promise` rejects with an AppError of that status and message key. */
export async function expectAppError(promise: Promise<unknown>, statusCode: number, key: string): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode, key });
  return error as AppError;
}
