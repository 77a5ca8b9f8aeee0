import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Test support: multipart bodies as a broken client or a cut connection sends them, and the files the
 * local storage holds, to prove a refused upload leaves nothing behind.
 */

export interface MultipartBody {
  payload: Buffer;
  contentType: string;
}

export interface BrokenUpload {
  /** The text fields, sent before the file. */
  fields: Record<string, string>;
  fileName: string;
  content: Buffer;
}

function partsBefore(boundary: string, upload: BrokenUpload): Buffer {
  const fields = Object.entries(upload.fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
}

/** Each way a multipart body can be broken, by name (for `it.each`). */
export const BROKEN_BODIES: Record<string, (upload: BrokenUpload) => MultipartBody> = {
  /** The connection dropped in the middle of the file: half its bytes, no closing boundary. */
  'cut off in the middle of the file': (upload) => {
    const boundary = `----mg${randomBytes(6).toString('hex')}`;
    return {
      payload: Buffer.concat([partsBefore(boundary, upload), upload.content.subarray(0, Math.ceil(upload.content.length / 2))]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  },
  /** The file's part ends, but the body stops before the next boundary is complete. */
  'cut off in the closing boundary': (upload) => {
    const boundary = `----mg${randomBytes(6).toString('hex')}`;
    return { payload: Buffer.concat([partsBefore(boundary, upload), upload.content, Buffer.from(`\r\n--${boundary.slice(0, 4)}`)]), contentType: `multipart/form-data; boundary=${boundary}` };
  },
  /** The content type announces no boundary at all. */
  'without a boundary': (upload) => ({ payload: partsBefore('----mgnone', upload), contentType: 'multipart/form-data' }),
  /** The body is separated by another boundary than the one announced. */
  'with another boundary than announced': (upload) => {
    const body = partsBefore('----mgreal', upload);
    return { payload: Buffer.concat([body, upload.content, Buffer.from('\r\n------mgreal--\r\n')]), contentType: 'multipart/form-data; boundary=----mgannounced' };
  },
  /** A part's headers never end. */
  'with part headers that never end': (upload) => {
    const boundary = `----mg${randomBytes(6).toString('hex')}`;
    const fields = partsBefore(boundary, { ...upload, fileName: 'x' }).toString().split(`--${boundary}\r\nContent-Disposition: form-data; name="file"`)[0] ?? '';
    return {
      payload: Buffer.from(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.fileName}"\r\nX-Padding: ${'a'.repeat(100_000)}`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  },
};

/** Every file under the local storage's root, temporary files included, as paths relative to it. */
export async function storedFiles(app: FastifyInstance): Promise<string[]> {
  const root = join(app.platform.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}
