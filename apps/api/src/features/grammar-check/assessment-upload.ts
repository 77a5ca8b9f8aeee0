import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { CREATE_CAPTCHA_FIELD, CREATE_FILE_FIELD } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { CAPTCHA_PAYLOAD_MAX_LENGTH } from '@marginalia/contracts/captcha/captcha.contract';
import { AppError } from '../../platform/errors/app-error';
import { multipartParts } from '../../platform/uploads/multipart-parts';

export interface AssessmentUpload {
  fileName: string;
  source: Readable;
}


/**
 * Reads POST /api/grammar-check/create: the optional field `captcha` first, then exactly one `file`, which
 * `handle` must consume (stream it to storage) before this returns. `beforeFile` runs once the fields
 * before the file are read (the captcha is checked there, before a byte of the file is stored). Not
 * multipart → 415; no file → 400 'file-required'; a body the parser cannot read → 400 'upload-incomplete'.
 */
export async function readAssessmentUpload<T>(
  request: FastifyRequest,
  maxBytes: number,
  beforeFile: (fields: { captcha: string | null }) => Promise<void>,
  handle: (upload: AssessmentUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported-media-type');
  let captcha: string | null = null;
  for await (const part of multipartParts(request, { limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: CAPTCHA_PAYLOAD_MAX_LENGTH } })) {
    if (part.type === 'field') {
      if (part.fieldname === CREATE_CAPTCHA_FIELD && typeof part.value === 'string') captcha = part.value;
      continue;
    }
    if (part.fieldname !== CREATE_FILE_FIELD) {
      part.file.resume();
      throw new AppError(400, 'file-required');
    }
    try {
      await beforeFile({ captcha });
    } catch (error) {
      part.file.resume();
      throw error;
    }
    // Awaited inside the loop: the parts close only after the file was stored or refused.
    return await handle({ fileName: part.filename || 'file', source: part.file });
  }
  throw new AppError(400, 'file-required');
}
