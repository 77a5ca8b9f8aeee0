// `npm run dev`: the API with reload on :3000 and Vite's dev server (proxying /api to it) on :5173.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib/prepare.mjs';

ensureDependencies();
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { cwd: root, stdio: 'inherit', env: { SEED_DEMO: 'true', ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
