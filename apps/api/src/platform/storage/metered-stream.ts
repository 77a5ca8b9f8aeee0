import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../errors/app-error';

/** A pass-through that counts bytes and hashes them on the way, and stops the stream past `maxBytes`. */
export class MeteredStream extends Transform {
  /** Not named `size`: lib-storage reads a Body's `size` as its total length (as for a Blob). */
  bytesPassed = 0;
  private readonly hash = createHash('sha256');
  private digest: string | null = null;

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytesPassed += chunk.length;
    // Fail as soon as the limit is crossed, so an oversized upload is never read to its end.
    if (this.bytesPassed > this.maxBytes) {
      callback(new AppError(413, 'file-too-large', { maxBytes: this.maxBytes }));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Hex SHA-256 of everything that passed; only once the stream has ended. */
  sha256(): string {
    this.digest ??= this.hash.digest('hex');
    return this.digest;
  }
}
