import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDirectory } from './precompress';

function builtFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'mg-precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><body>${'<p>Loading…</p>'.repeat(80)}</body></html>`);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'font-abc123.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ entry: script }));
  return { dir, script };
}

describe('precompressing the build', () => {
  it('writes brotli and gzip copies of the scripts and the page that decode to the same bytes', async () => {
    const { dir, script } = builtFolder();
    await precompressDirectory(dir);
    const js = join(dir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 4);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
  });

  it('leaves tiny files, formats that are compressed already and the build manifest alone', async () => {
    const { dir } = builtFolder();
    const files = await precompressDirectory(dir);
    expect(readFileSync(join(dir, 'assets', 'tiny-abc123.js')).length).toBeLessThan(MIN_BYTES);
    expect(existsSync(join(dir, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font-abc123.woff2.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.br'))).toBe(false);
    expect(files.map((f) => f.file).some((f) => f.endsWith('.woff2'))).toBe(false);
  });
});
