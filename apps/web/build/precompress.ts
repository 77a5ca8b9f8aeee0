import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * Brotli and gzip copies of the built text files, made once at build time at the strongest settings
 * (too slow to run per request), so the server only picks the copy the browser accepts
 * (`@fastify/static`'s `preCompressed`, and the page handler for index.html).
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts (woff2) and archives are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest']);
/** Below this a compressed copy saves less than its headers and a second file cost. */
export const MIN_BYTES = 512;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  brotliBytes: number | null;
  gzipBytes: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      // Vite's manifest folder is read by the build scripts, never served.
      if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(path);
      return [path];
    }),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` where the copy is smaller. */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()));
  return Promise.all(
    files.map(async (file): Promise<PrecompressedFile> => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return { file, bytes: content.length, brotliBytes: null, gzipBytes: null };
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const keepBr = br.length < content.length;
      const keepGz = gz.length < content.length;
      await Promise.all([keepBr ? writeFile(`${file}.br`, br) : null, keepGz ? writeFile(`${file}.gz`, gz) : null]);
      return { file, bytes: content.length, brotliBytes: keepBr ? br.length : null, gzipBytes: keepGz ? gz.length : null };
    }),
  );
}

/** Runs `precompressDirectory` on the output folder once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'marginalia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const files = await precompressDirectory(outDir);
      const compressed = files.filter((f) => f.brotliBytes !== null);
      const raw = compressed.reduce((sum, f) => sum + f.bytes, 0);
      const br = compressed.reduce((sum, f) => sum + (f.brotliBytes ?? 0), 0);
      log(`precompressed ${compressed.length} files: ${(raw / 1000).toFixed(0)} KB → ${(br / 1000).toFixed(0)} KB brotli`);
    },
  };
}
