// `npm run bench [-- name …]`: runs the benchmarks under bench/ (all of them without names).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('.', import.meta.url).pathname;
const all = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace('.bench.ts', ''));
// Names choose benchmarks; anything else (a path, a file) is handed to the benchmark named before it.
const chosen = [];
for (const arg of process.argv.slice(2)) {
  if (all.includes(arg)) chosen.push({ name: arg, args: [] });
  else if (chosen.length > 0 && (arg.includes('/') || arg.includes('.'))) chosen[chosen.length - 1].args.push(arg);
  else {
    console.error(`unknown benchmark "${arg}"; known: ${all.join(', ')}`);
    process.exit(1);
  }
}
for (const { name, args } of chosen.length > 0 ? chosen : all.map((name) => ({ name, args: [] }))) {
  console.log(`\n━━ bench: ${name} ━━`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.bench.ts`, ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
