// `npm run bench [-- name …]`: runs the benchmarks under bench/ (all of them without names).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('.', import.meta.url).pathname;
const all = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace('.bench.ts', ''));
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : all;
for (const name of chosen) {
  if (!all.includes(name)) {
    console.error(`unknown benchmark "${name}"; known: ${all.join(', ')}`);
    process.exit(1);
  }
  console.log(`\n━━ bench: ${name} ━━`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.bench.ts`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
