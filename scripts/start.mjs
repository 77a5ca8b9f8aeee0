// `npm start`: install what is missing, build the web app if stale, then migrate, seed and serve
// the portal on http://localhost:3000 (PORT to change) with the embedded database. The server prints a notice
// of the sandboxes it runs, and refuses them on a PUBLIC_URL that is not local (apps/api/src/platform/sandboxes.ts).
// Apertium (Debian) is installed for digital translation when it can be; without it the portal still starts.
import { spawn } from 'node:child_process';
import { APERTIUM_PACKAGES, ensureDependencies, ensureOptionalAptPackages, ensureWebBuild, root } from './lib/prepare.mjs';

ensureDependencies();
ensureWebBuild();
ensureOptionalAptPackages(APERTIUM_PACKAGES, 'Digital translation from Spanish and Portuguese shows as unavailable until they are installed.');

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { SEED_DEMO: 'true', NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
