import { AppError } from '../errors/app-error';

const MAX_KEY_LENGTH = 512;
/**
 * A segment may not start with a dot, which rules out `.`, `..` and hidden names (the disk store keeps its
 * temporary files under `.tmp`), and allows only characters that are safe on every filesystem and in S3.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Refuses keys that could escape the storage root or clash with its internals. */
export function assertValidKey(key: string): void {
  const valid =
    typeof key === 'string' && key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => SEGMENT.test(segment));
  if (!valid) throw new AppError(400, 'invalid-file-key');
}

export const fileNotFound = () => new AppError(404, 'file-not-found');
