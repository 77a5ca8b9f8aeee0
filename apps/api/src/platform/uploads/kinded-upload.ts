import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_KINDS, type UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import type { FileTypeRule } from '../documents/content-type';
import { AppError } from '../errors/app-error';
import { multipartParts } from './multipart-parts';

/** The researcher's upload rules from the settings: allowed types per kind, bytes per file, files per kind. */
export interface KindedUploadLimits {
  rules: Record<string, FileTypeRule>;
  maxBytes: number;
  maxFilesPerKind: number;
}

export interface KindedUpload {
  kind: UploadKind;
  fileName: string;
  source: Readable;
}

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

export function uploadLimitsOf(settings: Pick<Settings, 'allowedFileTypes' | 'maxUploadBytes' | 'maxFilesPerUpload'>): KindedUploadLimits {
  return { rules: settings.allowedFileTypes as Record<string, FileTypeRule>, maxBytes: settings.maxUploadBytes, maxFilesPerKind: settings.maxFilesPerUpload };
}

/**
 * Reads a multipart upload of the order form and the order page: the field `kind` first, then one `file`,
 * which `handle` must consume (stream it to storage) before this returns. Not multipart → 415; no or a
 * wrong kind before the file → 400 'upload-kind-required'; no file → 400 'file-required'; a body the
 * parser cannot read (cut short, a bad boundary) → 400 'upload-incomplete'.
 */
export async function readKindedUpload<T>(request: FastifyRequest, maxBytes: number, handle: (upload: KindedUpload) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
  let kind: UploadKind | null = null;
  for await (const part of multipartParts(request, { limits: { fileSize: maxBytes, files: 1, fields: 4 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'kind') kind = isUploadKind(part.value) ? part.value : null;
      continue;
    }
    if (!kind) {
      part.file.resume();
      throw new AppError(400, 'upload-kind-required');
    }
    // Awaited here, inside the loop: the parts are closed only after the file was stored or refused,
    // so a parser error from closing them can never answer before the storage has cleaned up.
    return await handle({ kind, fileName: part.filename || 'file', source: part.file });
  }
  throw new AppError(400, 'file-required');
}
