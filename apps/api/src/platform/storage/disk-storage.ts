import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MeteredStream } from './metered-stream';
import type { Storage } from './storage';
import { assertValidKey, fileNotFound } from './storage-key';

/** Files under `root`, one file per key. Temporary files go to `root/.tmp`, which no key can name. */
export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const tmpDir = join(base, '.tmp');

  function pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(base, key);
    // Belt and braces: the key rules already keep every path inside the root.
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  return {
    async write(key, body: Readable, options = {}) {
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      // Same filesystem as the target, so the final rename is atomic: readers see the old file or the new one.
      const tmp = join(tmpDir, randomUUID());
      const meter = new MeteredStream(options.maxBytes);
      const out = createWriteStream(tmp, { flags: 'wx' });
      try {
        await pipeline(body, meter, out);
        await mkdir(dirname(target), { recursive: true });
        await rename(tmp, target);
      } catch (err) {
        // A body that fails before the file is open leaves the open in flight, and the open and the removal
        // run side by side on libuv's threads: the file could be created after it was removed. Waiting for the
        // stream to close (the file opened, then closed) lets the removal find it.
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await rm(tmp, { force: true });
        throw err;
      }
      return { key, size: meter.bytesPassed, sha256: meter.sha256() };
    },

    async read(key) {
      const path = pathOf(key);
      // Opening first turns a missing file into a clean 404 instead of an error event on the stream.
      const handle = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') throw fileNotFound();
        throw err;
      });
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw fileNotFound();
      }
      return handle.createReadStream();
    },

    async stat(key) {
      const info = await stat(pathOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
        throw err;
      });
      return info?.isFile() ? { size: info.size } : null;
    },

    async delete(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      // Never remove a directory: a key names a file, and other keys may live below a directory.
      if (info?.isFile()) await rm(path, { force: true });
    },
  };
}
