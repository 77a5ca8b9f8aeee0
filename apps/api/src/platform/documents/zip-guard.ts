import type { Readable } from 'node:stream';
import { Inflate } from 'fflate';
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
  /** The entries `keepInflated` asked for, inflated and proved their declared size. */
  kept: Map<string, Buffer>;
}

export interface GuardOptions {
  limits?: Partial<ZipLimits>;
  /**
   * Entries that will be inflated next (by mammoth, in memory) and whose real size must therefore
   * match the declared one: they are inflated here as a stream, counted and thrown away, so a header
   * that lies about its size is caught before anything holds the result.
   */
  verifyInflatedSize?: (name: string) => boolean;
  /** Entries to inflate (and verify the same way) and hand back in the summary, for a reader that needs them. */
  keepInflated?: (name: string) => boolean;
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

/** Input slice per inflate step: one step can give at most ~1,032 times as much, so a lie is caught early. */
const INFLATE_STEP_BYTES = 64 * 1024;

/**
 * Raw deflate data inflated in pure JavaScript (fflate), refused as soon as it gives more than `maxBytes`.
 * Not node:zlib: this runs in the analysis worker, which is terminated when it runs out of time, and
 * Node aborts the whole process when a terminated thread leaves a zlib handle between its construction
 * and its init ("close before init", node_zlib.cc). fflate holds no native handle.
 */
function inflateBounded(raw: Uint8Array, maxBytes: number): Buffer {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size > maxBytes) throw unreadable();
    chunks.push(chunk);
  });
  let offset = 0;
  do {
    const end = Math.min(raw.length, offset + INFLATE_STEP_BYTES);
    inflater.push(raw.subarray(offset, end), end === raw.length);
    offset = end;
  } while (offset < raw.length);
  return Buffer.concat(chunks, size);
}

/** Inflates one entry and checks it gives exactly the declared size; its compressed bytes are read as they are. */
async function inflateEntry(zip: ZipFile, entry: Entry, signal?: AbortSignal): Promise<Buffer> {
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
  const inflated = entry.compressionMethod === 0 ? raw : entry.compressionMethod === 8 ? inflateBounded(raw, entry.uncompressedSize) : null;
  if (!inflated || inflated.length !== entry.uncompressedSize) throw unreadable();
  return inflated;
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
    const toInflate: Entry[] = [];
    const summary: ZipSummary = { entryCount: 0, totalUncompressedBytes: 0, entryNames: [], kept: new Map() };
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
        if (options.verifyInflatedSize?.(entry.fileName) || options.keepInflated?.(entry.fileName)) toInflate.push(entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', () => reject(unreadable()));
      zip.readEntry();
    });
    for (const entry of toInflate) {
      let inflated: Buffer;
      try {
        inflated = await inflateEntry(zip, entry, options.signal);
      } catch (err) {
        throw err instanceof AppError ? err : unreadable();
      }
      if (options.keepInflated?.(entry.fileName)) summary.kept.set(entry.fileName, inflated);
    }
    return summary;
  } finally {
    zip.close();
  }
}
