/**
 * The POSIX tar format (ustar with pax headers for long names), the one every `tar` reads: an archive made by
 * `npm run backup` can be listed and unpacked with `tar -tf` / `tar -xf` as well as restored by the portal.
 */
export const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** One 512-byte header; `name` must fit in 100 bytes (longer names go in a pax header first). */
function ustarHeader(name: string, size: number, type: '0' | 'x', mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write(type, 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

/** A pax record `LEN key=value\n`, whose length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return Buffer.from(`${length}${body}`, 'utf8');
}

export const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The header blocks of a file entry: a pax header carrying the path when it does not fit ustar's 100 bytes. */
export function entryHeader(path: string, size: number, mtime = new Date()): Buffer {
  if (Buffer.byteLength(path) <= 100) return ustarHeader(path, size, '0', mtime);
  const pax = paxRecord('path', path);
  return Buffer.concat([
    ustarHeader('././@PaxHeader', pax.length, 'x', mtime),
    pax,
    padding(pax.length),
    ustarHeader(path.slice(0, 99), size, '0', mtime),
  ]);
}

/** Two zero blocks end an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export interface ParsedHeader {
  name: string;
  size: number;
  type: string;
}

/** Reads a header block; null for a zero block (the end). Throws on a damaged header (bad checksum). */
export function parseHeader(block: Buffer): ParsedHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  const stored = Number.parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8);
  if (stored !== sum) throw new Error('the archive is damaged: a header checksum does not match');
  const text = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  const prefix = text(345, 155);
  const name = text(0, 100);
  return { name: prefix ? `${prefix}/${name}` : name, size: Number.parseInt(text(124, 12).trim() || '0', 8), type: text(156, 1) || '0' };
}

/** The `path` of a pax header's records, if it has one. */
export function paxPath(records: Buffer): string | undefined {
  let offset = 0;
  while (offset < records.length) {
    const space = records.indexOf(0x20, offset);
    if (space < 0) break;
    const length = Number.parseInt(records.toString('ascii', offset, space), 10);
    if (!Number.isFinite(length) || length <= 0) break;
    const record = records.toString('utf8', space + 1, offset + length - 1);
    const equals = record.indexOf('=');
    if (record.slice(0, equals) === 'path') return record.slice(equals + 1);
    offset += length;
  }
  return undefined;
}
