import type { Readable } from 'node:stream';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import { parseS3Url } from './s3-url';

export interface WriteOptions {
  contentType?: string;
  /** Larger bodies are refused with AppError(413, 'file-too-large') and nothing is kept. */
  maxBytes?: number;
}

export interface StoredFile {
  key: string;
  size: number;
  /** Hex SHA-256 of the bytes written, computed while streaming. */
  sha256: string;
}

/**
 * Where uploaded and generated files live. Keys are relative paths of letters, digits, `.`, `_`, `-`
 * separated by `/` (e.g. `orders/123/manuscript.docx`); a bad key is AppError(400, 'invalid-file-key').
 */
export interface Storage {
  /** Streams `body` into `key`, replacing any previous file; readers never see a partial file. */
  write(key: string, body: Readable, options?: WriteOptions): Promise<StoredFile>;
  /** A missing key is AppError(404, 'file-not-found'). */
  read(key: string): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** S3-compatible when STORAGE_URL is set, local disk under DATA_DIR/files otherwise. */
export function createStorage(config: AppConfig): Storage {
  if (config.storageUrl) return createS3Storage(parseS3Url(config.storageUrl));
  return createDiskStorage(join(config.dataDir, 'files'));
}
