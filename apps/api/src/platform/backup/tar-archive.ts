import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BLOCK, END_OF_ARCHIVE, entryHeader, padding, paxPath, parseHeader } from './tar-format';

/** Writes a tar archive entry by entry, streaming each file's bytes (never holding a file whole). */
export class TarWriter {
  private readonly out: WriteStream;
  private bytes = 0;

  constructor(path: string) {
    this.out = createWriteStream(path, { flags: 'wx', highWaterMark: 1024 * 1024 });
  }

  private write(chunk: Buffer): Promise<void> {
    this.bytes += chunk.length;
    return new Promise((resolve, reject) => this.out.write(chunk, (error) => (error ? reject(error) : resolve())));
  }

  /** An entry from bytes in memory (the manifest). */
  async addBuffer(path: string, content: Buffer): Promise<void> {
    await this.write(entryHeader(path, content.length));
    await this.write(content);
    await this.write(padding(content.length));
  }

  /** An entry from a stream of exactly `size` bytes (chunk by chunk, each written before the next is read). */
  async addStream(path: string, size: number, body: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>): Promise<void> {
    await this.write(entryHeader(path, size));
    let seen = 0;
    for await (const chunk of body) {
      seen += chunk.length;
      if (seen > size) break;
      await this.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    }
    if (seen !== size) throw new Error(`${path} changed while it was archived (${size} bytes expected, ${seen} read)`);
    await this.write(padding(size));
  }

  /** An entry from a file on disk; answers its size. */
  async addFile(path: string, file: string): Promise<number> {
    const { size } = await stat(file);
    await this.addStream(path, size, createReadStream(file, { end: Math.max(0, size - 1), highWaterMark: 1024 * 1024 }));
    return size;
  }

  /** Ends the archive and flushes it to disk (fsync), so a finished backup survives a power cut. */
  async finish(): Promise<number> {
    await this.write(END_OF_ARCHIVE);
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const handle = await open(this.out.path, 'r');
    await handle.sync();
    await handle.close();
    return this.bytes;
  }

  async abort(): Promise<void> {
    this.out.destroy();
    await new Promise<void>((resolve) => this.out.once('close', () => resolve()));
  }
}

/** Refuses a path that is absolute or climbs out of the target (`../`): an archive never writes outside it. */
function inside(target: string, path: string): string {
  const cleaned = normalize(path);
  if (cleaned.startsWith('/') || cleaned === '..' || cleaned.startsWith(`..${sep}`))
    throw new Error(`the archive names a path outside its folder: ${path}`);
  return join(target, cleaned);
}

/**
 * Unpacks a tar archive into `target`, file by file (directories are made as needed); answers the paths it
 * wrote. Only regular files and pax headers are read; anything else (links, devices) is refused.
 */
export async function extractTar(archive: string, target: string): Promise<string[]> {
  const handle = await open(archive, 'r');
  const written: string[] = [];
  try {
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    let longName: string | undefined;
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, position);
      if (bytesRead < BLOCK) throw new Error('the archive ends before its end marker: it is incomplete');
      const header = parseHeader(block);
      if (!header) return written;
      position += BLOCK;
      const dataEnd = position + header.size;
      if (header.type === 'x') {
        const records = Buffer.alloc(header.size);
        await handle.read(records, 0, header.size, position);
        longName = paxPath(records);
      } else if (header.type === '0' || header.type === '\0') {
        const name = longName ?? header.name;
        const path = inside(target, name);
        longName = undefined;
        await mkdir(dirname(path), { recursive: true });
        if (header.size > 0)
          await pipeline(
            createReadStream('', { fd: handle.fd, start: position, end: dataEnd - 1, autoClose: false }),
            createWriteStream(path, { flags: 'wx' }),
          );
        else await (await open(path, 'wx')).close();
        written.push(name);
      } else if (header.type !== '5') {
        throw new Error(`the archive holds an entry of type ${header.type}, which a backup never contains`);
      }
      position = dataEnd + ((BLOCK - (header.size % BLOCK)) % BLOCK);
    }
  } finally {
    await handle.close();
  }
}
