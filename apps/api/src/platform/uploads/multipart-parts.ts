import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from '../errors/app-error';

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/**
 * What an upload the multipart parser cannot read is answered with: a body cut short (a dropped
 * connection, "Part terminated early"), one without a boundary or with another boundary than announced,
 * or part headers that never end. The client's fault, never a server error.
 */
export function unreadableUpload(): AppError {
  return new AppError(400, 'upload-incomplete');
}

/** The parser's own limits (too many parts, fields or files; a file past `fileSize`) keep their 413. */
function isLimit(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 413;
}

function asUploadError(error: unknown): unknown {
  return error instanceof AppError || isLimit(error) ? error : unreadableUpload();
}

/**
 * The parts of a multipart request, as `request.parts()` gives them, except that a body the parser cannot
 * read is AppError(400, 'upload-incomplete') instead of the parser's plain error (which would be a 500).
 * Only the parser's failures are translated: whatever the caller's loop throws passes unchanged.
 */
export async function* multipartParts(request: FastifyRequest, options: PartsOptions): AsyncGenerator<Multipart, void, undefined> {
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts(options)[Symbol.asyncIterator]();
  } catch (error) {
    throw asUploadError(error);
  }
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw asUploadError(error);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await parts.return?.();
  }
}

/** The first file of a multipart request (fields before it are skipped); undefined when there is none. */
export async function firstMultipartFile(request: FastifyRequest, options: PartsOptions): Promise<MultipartFile | undefined> {
  for await (const part of multipartParts(request, options)) {
    if (part.type === 'file') return part;
  }
  return undefined;
}
