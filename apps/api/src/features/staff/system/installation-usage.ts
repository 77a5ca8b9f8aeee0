import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files under a folder and their bytes (hidden names — temporary files — left out). */
export async function folderUsage(dir: string): Promise<{ files: number; bytes: number }> {
  const usage = { files: 0, bytes: 0 };
  if (!existsSync(dir)) return usage;
  const walk = async (current: string) => {
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        usage.files += 1;
        usage.bytes += (await stat(path).catch(() => ({ size: 0 }))).size;
      }
    }
  };
  await walk(dir);
  return usage;
}

/** Free bytes of the filesystem holding `dir` (for an unprivileged process), or null when it cannot be read. */
export async function freeBytes(dir: string): Promise<number | null> {
  const target = existsSync(dir) ? dir : join(dir, '..');
  const info = await statfs(target).catch(() => null);
  return info ? info.bavail * info.bsize : null;
}

let gitRelease: string | null | undefined;

/** The release shown: RELEASE when the deployment sets it, else the checkout's commit, else `unreleased`. */
export function releaseName(configured: string | undefined): string {
  if (configured) return configured;
  if (gitRelease === undefined) {
    const root = fileURLToPath(new URL('../../../../../..', import.meta.url));
    const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', timeout: 2000 });
    gitRelease = git.status === 0 ? `commit ${git.stdout.trim()}` : null;
  }
  return gitRelease ?? 'unreleased';
}
