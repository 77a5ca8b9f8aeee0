// Steps shared by `npm start` and `npm test`: make a fresh clone runnable without manual setup.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function run(command, options = {}) {
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ "${command}" failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules/.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs) return;
  console.log('• Installing dependencies (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

/** Builds the web app when any of its sources is newer than the last build. */
export function ensureWebBuild({ force = false } = {}) {
  const built = join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contracts/src', 'package-lock.json'];
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (!force && existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  console.log('• Building the web app…');
  run('npm run build -w apps/web');
}

function hasCommand(name) {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

const missingPackages = (packages) => packages.filter((p) => spawnSync('dpkg', ['-s', p], { stdio: 'ignore' }).status !== 0);

/** `sudo ` when not root and sudo exists, '' as root, null when neither can install. */
function aptPrefix() {
  if (process.getuid?.() === 0) return '';
  return hasCommand('sudo') ? 'sudo ' : null;
}

/** Installs Debian packages that are missing (the browser for journeys, CJK fonts for screenshots). */
export function ensureAptPackages(packages) {
  const missing = missingPackages(packages);
  if (missing.length === 0) return;
  const prefix = aptPrefix();
  if (prefix === null) {
    console.error(`✖ Missing Debian packages: ${missing.join(' ')}. Install them as root: apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`• Installing ${missing.join(', ')} from Debian…`);
  run(`${prefix}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${prefix}apt-get install -y -qq ${missing.join(' ')}`);
}

/** The offline translation engine: Apertium with its English–Spanish and Spanish–Portuguese data (Debian). */
export const APERTIUM_PACKAGES = ['apertium', 'apertium-eng-spa', 'apertium-es-pt'];

/**
 * Installs Debian packages the portal can run without (Apertium): when they cannot be installed (not root and
 * no sudo, no network), it says what is missing and what that turns off, and goes on.
 */
export function ensureOptionalAptPackages(packages, consequence) {
  const missing = missingPackages(packages);
  if (missing.length === 0) return true;
  const prefix = aptPrefix();
  if (prefix !== null) {
    console.log(`• Installing ${missing.join(', ')} from Debian…`);
    const result = spawnSync(`${prefix}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${prefix}apt-get install -y -qq ${missing.join(' ')}`, { cwd: root, stdio: 'inherit', shell: true });
    if (result.status === 0 && missingPackages(packages).length === 0) return true;
  }
  console.warn(`⚠ Missing Debian packages: ${missingPackages(packages).join(' ')} (install them as root: apt-get install -y ${missing.join(' ')}). ${consequence}`);
  return false;
}
