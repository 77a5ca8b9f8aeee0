/**
 * A small reader of OLE2 compound files (.doc, .xls, .ppt, and the container of password-protected
 * OOXML). It works on whatever bytes it is given: on the first 4 KB of an upload it lists the directory
 * entries that happen to be there, on a whole file it reads streams. It never trusts a sector chain
 * (loops and out-of-range sectors end the walk), so a hostile file cannot make it spin.
 */
const MAGIC = Buffer.from('D0CF11E0A1B11AE1', 'hex');
const HEADER_DIFAT_ENTRIES = 109;

export interface OleEntry {
  name: string;
  type: 'storage' | 'stream' | 'root';
  startSector: number;
  size: number;
}

export function isOleFile(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 8).equals(MAGIC);
}

export class OleReader {
  private readonly sectorSize: number;
  private readonly miniSectorSize: number;
  private readonly miniCutoff: number;
  private readonly fatSectorIds: number[] = [];
  private readonly maxChain: number;

  constructor(private readonly bytes: Buffer) {
    if (!isOleFile(bytes) || bytes.length < 512) throw new Error('not an OLE2 compound file');
    const shift = bytes.readUInt16LE(30);
    if (shift !== 9 && shift !== 12) throw new Error('unsupported OLE2 sector size');
    this.sectorSize = 1 << shift;
    this.miniSectorSize = 1 << bytes.readUInt16LE(32);
    this.miniCutoff = bytes.readUInt32LE(56);
    // A chain can never be longer than the number of sectors the whole file could hold.
    this.maxChain = Math.ceil(bytes.length / this.sectorSize) + 1;
    for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) {
      const id = bytes.readInt32LE(76 + i * 4);
      if (id >= 0) this.fatSectorIds.push(id);
    }
    // Files above ~7 MB list further FAT sectors in a DIFAT chain; follow it as far as the bytes go.
    let difat = bytes.readInt32LE(68);
    for (let n = 0; difat >= 0 && n < this.maxChain; n++) {
      const sector = this.sector(difat);
      if (!sector) break;
      const perSector = this.sectorSize / 4 - 1;
      for (let i = 0; i < perSector; i++) {
        const id = sector.readInt32LE(i * 4);
        if (id >= 0) this.fatSectorIds.push(id);
      }
      difat = sector.readInt32LE(perSector * 4);
    }
  }

  /** The bytes of a sector, or null when it lies outside what we were given. */
  private sector(id: number): Buffer | null {
    const start = (id + 1) * this.sectorSize;
    if (id < 0 || start + this.sectorSize > this.bytes.length) return null;
    return this.bytes.subarray(start, start + this.sectorSize);
  }

  private next(id: number, fat: (index: number) => Buffer | null, perSector: number): number | null {
    const sector = fat(Math.floor(id / perSector));
    return sector ? sector.readInt32LE((id % perSector) * 4) : null;
  }

  /** Sector ids of a chain, stopping at its end, at a loop, or where the bytes run out. */
  private chain(start: number, limit: number, fat: (index: number) => Buffer | null, perSector: number): number[] {
    const ids: number[] = [];
    const seen = new Set<number>();
    for (let id = start; id >= 0 && ids.length < limit && !seen.has(id);) {
      seen.add(id);
      ids.push(id);
      const next = this.next(id, fat, perSector);
      if (next === null) break;
      id = next;
    }
    return ids;
  }

  private readonly fatSector = (index: number): Buffer | null => {
    const id = this.fatSectorIds[index];
    return id === undefined ? null : this.sector(id);
  };

  private regularChain(start: number, limit = this.maxChain): number[] {
    return this.chain(start, limit, this.fatSector, this.sectorSize / 4);
  }

  /** The directory entries that can be read from the bytes given (all of them for a whole file). */
  entries(): OleEntry[] {
    const entries: OleEntry[] = [];
    for (const id of this.regularChain(this.bytes.readInt32LE(48))) {
      const sector = this.sector(id);
      if (!sector) break;
      for (let offset = 0; offset + 128 <= sector.length; offset += 128) {
        const typeCode = sector.readUInt8(offset + 66);
        const type = typeCode === 1 ? 'storage' : typeCode === 2 ? 'stream' : typeCode === 5 ? 'root' : null;
        if (!type) continue;
        const nameBytes = Math.min(Math.max(sector.readUInt16LE(offset + 64) - 2, 0), 62);
        entries.push({
          name: sector.toString('utf16le', offset, offset + nameBytes),
          type,
          startSector: sector.readInt32LE(offset + 116),
          size: sector.readUInt32LE(offset + 120),
        });
      }
    }
    return entries;
  }

  /** Up to `maxBytes` of the named stream of the root storage, or null when it is missing or unreadable. */
  readStream(name: string, maxBytes: number): Buffer | null {
    const entries = this.entries();
    const entry = entries.find((e) => e.type === 'stream' && e.name === name);
    if (!entry) return null;
    const wanted = Math.min(entry.size, maxBytes);
    if (entry.size >= this.miniCutoff)
      return this.collect(
        this.regularChain(entry.startSector, Math.ceil(wanted / this.sectorSize)).map((id) => this.sector(id)),
        wanted,
      );

    // Small streams live in the mini stream (the root entry's data), addressed through the mini FAT.
    const root = entries.find((e) => e.type === 'root');
    if (!root) return null;
    const container = this.collect(
      this.regularChain(root.startSector).map((id) => this.sector(id)),
      root.size,
    );
    const miniFat = this.collect(
      this.regularChain(this.bytes.readInt32LE(60)).map((id) => this.sector(id)),
      Number.POSITIVE_INFINITY,
    );
    if (!container || !miniFat) return null;
    const perSector = this.sectorSize / 4;
    const miniFatSector = (index: number) =>
      index * this.sectorSize < miniFat.length ? miniFat.subarray(index * this.sectorSize, (index + 1) * this.sectorSize) : null;
    const ids = this.chain(entry.startSector, Math.ceil(wanted / this.miniSectorSize), miniFatSector, perSector);
    const miniSectors = ids.map((id) => {
      const start = id * this.miniSectorSize;
      return start + this.miniSectorSize <= container.length ? container.subarray(start, start + this.miniSectorSize) : null;
    });
    return this.collect(miniSectors, wanted);
  }

  private collect(sectors: (Buffer | null)[], wanted: number): Buffer | null {
    if (sectors.some((s) => s === null)) return null;
    const joined = Buffer.concat(sectors as Buffer[]);
    if (Number.isFinite(wanted) && joined.length < wanted) return null;
    return Number.isFinite(wanted) ? joined.subarray(0, wanted) : joined;
  }
}

/** Stream names that tell what an OLE2 file holds. */
export type OleKind = 'word' | 'excel' | 'powerpoint' | 'encrypted-package' | 'unknown';

export function oleKindOf(entries: OleEntry[]): OleKind {
  const names = new Set(entries.map((e) => e.name));
  // Office wraps a password-protected .docx/.xlsx/.pptx in OLE2 with these two streams.
  if (names.has('EncryptionInfo') || names.has('EncryptedPackage')) return 'encrypted-package';
  if (names.has('WordDocument')) return 'word';
  if (names.has('Workbook') || names.has('Book')) return 'excel';
  if (names.has('PowerPoint Document')) return 'powerpoint';
  return 'unknown';
}
