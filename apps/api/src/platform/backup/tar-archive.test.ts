import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryHeader, END_OF_ARCHIVE, padding } from './tar-format';
import { extractTar, TarWriter } from './tar-archive';

const longKey = `files/orders/${'a'.repeat(60)}/${'b'.repeat(60)}/manuscript-final-version.docx`;

describe('the backup archive (POSIX tar)', () => {
  it('round-trips short and long names, empty files and binary bytes, and GNU tar reads it the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mg-tar-'));
    const source = join(dir, 'source.bin');
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, n) => (n * 31) % 256));
    writeFileSync(source, bytes);
    const archive = join(dir, 'backup.tar');
    const tar = new TarWriter(archive);
    await tar.addBuffer('manifest.json', Buffer.from('{"format":1}'));
    expect(await tar.addFile(longKey, source)).toBe(bytes.length);
    await tar.addBuffer('outbox/empty.eml', Buffer.alloc(0));
    const written = await tar.finish();
    expect(readFileSync(archive).length).toBe(written);

    const ours = join(dir, 'ours');
    expect(await extractTar(archive, ours)).toEqual(['manifest.json', longKey, 'outbox/empty.eml']);
    expect(readFileSync(join(ours, longKey)).equals(bytes)).toBe(true);
    expect(readFileSync(join(ours, 'outbox/empty.eml')).length).toBe(0);

    expect(execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'manifest.json',
      longKey,
      'outbox/empty.eml',
    ]);
    const theirs = join(dir, 'theirs');
    execFileSync('mkdir', ['-p', theirs]);
    execFileSync('tar', ['-xf', archive, '-C', theirs]);
    expect(readFileSync(join(theirs, longKey)).equals(bytes)).toBe(true);
  });

  it('refuses an entry that would land outside the folder, and an archive cut short', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mg-tar-'));
    const hostile = join(dir, 'hostile.tar');
    const content = Buffer.from('x');
    writeFileSync(hostile, Buffer.concat([entryHeader('../escaped.txt', 1), content, padding(1), END_OF_ARCHIVE]));
    await expect(extractTar(hostile, join(dir, 'out'))).rejects.toThrow(/outside its folder/);

    const cut = join(dir, 'cut.tar');
    writeFileSync(cut, Buffer.concat([entryHeader('a.txt', 1), content, padding(1)]));
    await expect(extractTar(cut, join(dir, 'out2'))).rejects.toThrow(/incomplete/);
  });
});
