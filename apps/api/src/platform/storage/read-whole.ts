import { AppError } from '../errors/app-error';
import type { Storage } from './storage';

/**
 * A stored file read whole into memory, for work that needs all of it at once (a Word document's package).
 * Past `maxBytes` it stops reading and answers 422 `document-too-large-uncompressed`.
 */
export async function readWhole(storage: Storage, key: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.read(key)) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) throw new AppError(422, 'document-too-large-uncompressed');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
