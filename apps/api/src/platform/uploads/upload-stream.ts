import { PassThrough, type Readable } from 'node:stream';
import { checkFileType, type FileTypeRule } from '../documents/content-type';
import { HEAD_BYTES } from '../documents/content-sniff';
import { AppError } from '../errors/app-error';
import type { Storage } from '../storage/storage';
import { unreadableUpload } from './multipart-parts';

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

/**
 * Why `source` can give no more bytes: its error, or a close before its end (a multipart parser destroys
 * the file of a cut body, possibly before anyone listens); null while it still can.
 */
function failureOf(source: Readable): Error | null {
  if (source.errored) return source.errored;
  if (source.destroyed && !source.readableEnded) return new Error('the upload closed before its end');
  return null;
}

/** Reads just enough of `source` to see its first HEAD_BYTES; the rest stays in the stream, unread. */
function readHead(source: Readable): Promise<{ chunks: Buffer[]; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const failed = failureOf(source);
    if (failed) {
      reject(failed);
      return;
    }
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      source.off('readable', onReadable);
      source.off('end', onEnd);
      source.off('error', onError);
      source.off('close', onClose);
    };
    const finish = (ended: boolean) => {
      stop();
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
      stop();
      reject(err);
    };
    const onClose = () => {
      if (!source.readableEnded) onError(failureOf(source) ?? new Error('the upload closed before its end'));
    };
    source.on('readable', onReadable);
    source.once('end', onEnd);
    source.once('error', onError);
    source.once('close', onClose);
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

/** A source that failed for any other reason than its size was cut short or unreadable: the client's fault. */
function sourceFailed(err: unknown, fileName: string, maxBytes: number): AppError {
  return isSizeError(err) ? tooLarge(fileName, maxBytes) : unreadableUpload();
}

function isSizeError(err: unknown): boolean {
  if (err instanceof AppError) return err.statusCode === 413;
  // @fastify/multipart's own limit (limits.fileSize with throwFileSizeLimit).
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Checks an upload by its first bytes, then streams it into storage. Memory stays at one chunk or
 * two whatever the file's size. A refused file (wrong type, content not matching its name, encrypted)
 * is AppError(415) and nothing is written; a file over `maxBytes` is AppError(413) and nothing is kept;
 * a source that fails (a cut connection, a malformed multipart body) is AppError(400, 'upload-incomplete')
 * and nothing is kept. Only a failure of the storage itself is a server error.
 */
export async function storeUpload(input: StoreUploadInput): Promise<StoredUpload> {
  const { storage, key, fileName, source, rule, maxBytes } = input;
  let head: { chunks: Buffer[]; ended: boolean };
  try {
    head = await readHead(source);
  } catch (err) {
    drain(source);
    throw sourceFailed(err, fileName, maxBytes);
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
  // The storage may listen only after an await of its own (a directory to create): an error destroying
  // `body` before then must not go unhandled. The storage still sees it, as the stream is destroyed.
  body.on('error', () => {});
  body.write(headBytes);
  // pipe() does not forward errors: a failing source (a cut connection, the multipart size limit)
  // must fail the write, and so must one closed before its end.
  let sourceFailure: Error | null = null;
  const onSourceError = (err: Error) => {
    sourceFailure ??= err;
    body.destroy(err);
  };
  const onSourceClose = () => {
    if (!source.readableEnded) onSourceError(failureOf(source) ?? new Error('the upload closed before its end'));
  };
  if (head.ended) body.end();
  else {
    const failed = failureOf(source);
    if (failed) onSourceError(failed);
    else source.on('error', onSourceError).on('close', onSourceClose).pipe(body);
  }

  let stored;
  try {
    stored = await storage.write(key, body, { contentType: check.contentType, maxBytes });
  } catch (err) {
    source.unpipe(body);
    drain(source);
    if (isSizeError(err)) throw tooLarge(fileName, maxBytes);
    // The storage removed what it had written; the failure was the source's, not ours.
    if (sourceFailure) throw sourceFailed(sourceFailure, fileName, maxBytes);
    throw err;
  } finally {
    source.off('error', onSourceError);
    source.off('close', onSourceClose);
  }
  // With throwFileSizeLimit off, @fastify/multipart cuts the file short and only says so here.
  if ((source as Readable & { truncated?: boolean }).truncated === true) {
    await storage.delete(key);
    throw tooLarge(fileName, maxBytes);
  }
  return { key: stored.key, size: stored.size, sha256: stored.sha256, contentType: check.contentType };
}
