import { PassThrough, type Readable } from 'node:stream';
import { checkFileType, type FileTypeRule } from '../documents/content-type';
import { HEAD_BYTES } from '../documents/content-sniff';
import { AppError } from '../errors/app-error';
import type { Storage } from '../storage/storage';

export interface StoreUploadInput {
  storage: Storage;
  /** Where the file goes; a fresh key per upload (storage replaces an existing file). */
  key: string;
  /** The name the client gave; only its extension is trusted, and only together with the content. */
  fileName: string;
  /** The file's bytes, e.g. @fastify/multipart `part.file`. */
  source: Readable;
  rule: FileTypeRule;
  maxBytes: number;
}

export interface StoredUpload {
  key: string;
  size: number;
  sha256: string;
  /** The content type we verified from the bytes, never the one the client sent. */
  contentType: string;
}

const MIB = 1024 * 1024;

/** Reads just enough of `source` to see its first HEAD_BYTES; the rest stays in the stream, unread. */
function readHead(source: Readable): Promise<{ chunks: Buffer[]; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      source.off('readable', onReadable);
      source.off('end', onEnd);
      source.off('error', onError);
      resolve({ chunks, ended });
    };
    const onReadable = () => {
      for (let chunk: Buffer | null = source.read(); chunk !== null; chunk = source.read()) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= HEAD_BYTES) return finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = (err: Error) => {
      source.off('readable', onReadable);
      source.off('end', onEnd);
      reject(err);
    };
    source.on('readable', onReadable);
    source.once('end', onEnd);
    source.once('error', onError);
  });
}

/**
 * Reads and discards what is left, so a multipart request can move on to its next part and the error
 * response can be sent; the multipart `fileSize` limit bounds how much that is.
 */
function drain(source: Readable): void {
  if (source.destroyed || source.readableEnded) return;
  source.on('error', () => {});
  source.resume();
}

function tooLarge(fileName: string, maxBytes: number): AppError {
  return new AppError(413, 'file-too-large', { name: fileName, maxBytes, maxMegabytes: Math.round((maxBytes / MIB) * 10) / 10 });
}

function isSizeError(err: unknown): boolean {
  if (err instanceof AppError) return err.statusCode === 413;
  // @fastify/multipart's own limit (limits.fileSize with throwFileSizeLimit).
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Checks an upload by its first bytes, then streams it into storage. Memory stays at one chunk or
 * two whatever the file's size. A refused file (wrong type, content not matching its name, encrypted)
 * is AppError(415) and nothing is written; a file over `maxBytes` is AppError(413) and nothing is kept.
 */
export async function storeUpload(input: StoreUploadInput): Promise<StoredUpload> {
  const { storage, key, fileName, source, rule, maxBytes } = input;
  let head: { chunks: Buffer[]; ended: boolean };
  try {
    head = await readHead(source);
  } catch (err) {
    drain(source);
    throw isSizeError(err) ? tooLarge(fileName, maxBytes) : err;
  }
  const headBytes = Buffer.concat(head.chunks);
  const check = checkFileType({ fileName, head: headBytes.subarray(0, HEAD_BYTES), rule });
  if (!check.ok) {
    drain(source);
    throw new AppError(415, check.messageKey, { name: fileName });
  }

  // The body storage reads: the bytes already taken, then the rest of the source. Storage may destroy
  // it on failure; the source itself is then drained rather than destroyed.
  const body = new PassThrough();
  body.write(headBytes);
  // pipe() does not forward errors: a failing source (a cut connection, the multipart size limit)
  // must fail the write.
  const onSourceError = (err: Error) => body.destroy(err);
  if (head.ended) body.end();
  else source.on('error', onSourceError).pipe(body);

  let stored;
  try {
    stored = await storage.write(key, body, { contentType: check.contentType, maxBytes });
  } catch (err) {
    source.unpipe(body);
    drain(source);
    throw isSizeError(err) ? tooLarge(fileName, maxBytes) : err;
  } finally {
    source.off('error', onSourceError);
  }
  // With throwFileSizeLimit off, @fastify/multipart cuts the file short and only says so here.
  if ((source as Readable & { truncated?: boolean }).truncated === true) {
    await storage.delete(key);
    throw tooLarge(fileName, maxBytes);
  }
  return { key: stored.key, size: stored.size, sha256: stored.sha256, contentType: check.contentType };
}
