import type { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../errors/app-error';

/**
 * Limits for a zip-based document (.docx, .odt, …) before anything inflates it. A real manuscript
 * is far inside them: a 300-page .docx has a few hundred entries and some tens of MB uncompressed.
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressedBytes: number;
  /** Declared uncompressed ÷ compressed size above which a large entry is taken for a bomb. */
  maxCompressionRatio: number;
  /** Entries smaller than this may be as compressible as they like (XML of a few KB often is). */
  ratioAppliesAboveBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 5000,
  maxTotalUncompressedBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioAppliesAboveBytes: 1024 * 1024,
};

export interface ZipSummary {
  entryCount: number;
  totalUncompressedBytes: number;
  entryNames: string[];
}

export interface GuardOptions {
  limits?: Partial<ZipLimits>;
  /**
   * Entries that will be inflated next (by mammoth, in memory) and whose real size must therefore
   * match the declared one: they are inflated here as a stream, counted and thrown away, so a header
   * that lies about its size is caught before anything holds the result.
   */
  verifyInflatedSize?: (name: string) => boolean;
  signal?: AbortSignal;
}

const unreadable = () => new AppError(422, 'document-unreadable');
const tooLarge = () => new AppError(422, 'document-too-large-uncompressed');

function openZip(source: string | Buffer): Promise<ZipFile> {
  // Central directory only, one entry at a time; sizes are validated while streaming (see above).
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: true };
  return typeof source === 'string' ? yauzl.openPromise(source, options) : yauzl.fromBufferPromise(source, options);
}

function checkEntry(entry: Entry, limits: ZipLimits): AppError | null {
  if (entry.isEncrypted()) return new AppError(422, 'document-encrypted');
  const declared = entry.uncompressedSize;
  if (declared > limits.ratioAppliesAboveBytes && declared > Math.max(entry.compressedSize, 1) * limits.maxCompressionRatio)
    return tooLarge();
  return null;
}

/**
 * Inflates one entry and checks it gives exactly the declared size. The compressed bytes are read as they
 * are and inflated with the synchronous zlib call, capped one byte above the declared size: an async zlib
 * stream could be half-built when a timed-out worker is terminated, and Node aborts the whole process
 * when it cleans such a stream up ("close before init").
 */
async function verifySize(zip: ZipFile, entry: Entry, signal?: AbortSignal): Promise<void> {
  const stream = await new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, { decompress: false }, (err, s) => (err ? reject(err) : resolve(s))));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    if (signal?.aborted) {
      stream.destroy();
      throw unreadable();
    }
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  if (entry.compressionMethod === 0) {
    if (raw.length !== entry.uncompressedSize) throw unreadable();
    return;
  }
  if (entry.compressionMethod !== 8) throw unreadable();
  const inflated = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize + 1) });
  if (inflated.length !== entry.uncompressedSize) throw unreadable();
}

/**
 * Reads a zip's central directory without inflating anything and refuses what could hurt: too many
 * entries, too much declared data, bomb-like compression ratios, encrypted entries, a malformed
 * archive — AppError(422, 'document-too-large-uncompressed' | 'document-encrypted' | 'document-unreadable').
 * Must run before any library inflates the file.
 */
export async function guardZip(source: string | Buffer, options: GuardOptions = {}): Promise<ZipSummary> {
  const limits = { ...ZIP_LIMITS, ...options.limits };
  let zip: ZipFile;
  try {
    zip = await openZip(source);
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw tooLarge();
    const toVerify: Entry[] = [];
    const summary: ZipSummary = { entryCount: 0, totalUncompressedBytes: 0, entryNames: [] };
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        summary.entryCount++;
        summary.totalUncompressedBytes += entry.uncompressedSize;
        summary.entryNames.push(entry.fileName);
        const refusal = options.signal?.aborted
          ? unreadable()
          : summary.entryCount > limits.maxEntries || summary.totalUncompressedBytes > limits.maxTotalUncompressedBytes
            ? tooLarge()
            : checkEntry(entry, limits);
        if (refusal) return reject(refusal);
        if (options.verifyInflatedSize?.(entry.fileName)) toVerify.push(entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', () => reject(unreadable()));
      zip.readEntry();
    });
    for (const entry of toVerify) {
      try {
        await verifySize(zip, entry, options.signal);
      } catch (err) {
        throw err instanceof AppError ? err : unreadable();
      }
    }
    return summary;
  } finally {
    zip.close();
  }
}
