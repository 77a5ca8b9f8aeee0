// `npm test`: install whatever the tests need (Chromium from apt included) and run every suite:
// unit and API tests (vitest, on PGlite — and on PostgreSQL too when TEST_DATABASE_URL is set),
// the system tests (real server and worker processes), then the browser journeys (Playwright driving
// Debian's Chromium against the real server). Ends with the time of each part and one totals line.
//   --only=unit|system|e2e   run one part
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { APERTIUM_PACKAGES, ensureAptPackages, ensureDependencies, ensureWebBuild, root } from './lib/prepare.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
/** Every failed test, named with its first lines, so the end of a long log says what broke. */
const failures = [];
let failedSuite = false;

/**
 * One vitest run. Alone, its output goes to the terminal; beside another part, to a log printed whole when
 * it ends, so two parts' lines never interleave.
 */
function vitest(label, args, { env = {}, beside = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mg-vitest-'));
  const out = join(dir, 'report.json');
  const started = Date.now();
  if (!beside) console.log(`\n━━ ${label} ━━`);
  const child = spawn('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: root,
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env, ...(beside ? { FORCE_COLOR: '0' } : {}) },
  });
  const logPath = join(dir, 'output.log');
  if (beside) {
    const log = createWriteStream(logPath);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (beside) console.log(`\n━━ ${label} ━━\n${readFileSync(logPath, 'utf8')}`);
      const part = { label, seconds: (Date.now() - started) / 1000, passed: 0, failed: 0 };
      try {
        const report = JSON.parse(readFileSync(out, 'utf8'));
        // A file that fails to load has no failed test but must still count as a failure.
        const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'));
        for (const file of report.testResults) {
          const name = file.name.replace(`${root}/`, '');
          for (const a of file.assertionResults.filter((r) => r.status === 'failed')) {
            failures.push({ label, where: `${name} > ${a.fullName}`, message: (a.failureMessages[0] ?? '').split('\n').slice(0, 6).join('\n') });
          }
          if (brokenFiles.includes(file)) failures.push({ label, where: name, message: (file.message ?? '').split('\n').slice(0, 6).join('\n') });
        }
        part.passed = report.numPassedTests;
        part.failed = report.numFailedTests + brokenFiles.length;
        totals.skipped += report.numPendingTests + report.numTodoTests;
        if (report.numTotalTests === 0) failedSuite = true;
      } catch {
        // No report means vitest itself failed (a syntax error, a crashed worker): count it as a failure.
        part.failed += 1;
      }
      totals.passed += part.passed;
      totals.failed += part.failed;
      timings.push(part);
      if (code !== 0) failedSuite = true;
      resolve();
    });
  });
}

/** Parts that run side by side: each waits for nothing but the machine. */
function together(...parts) {
  const runs = parts.filter(Boolean);
  return Promise.all(runs.map((run) => run(runs.length > 1)));
}

const started = Date.now();
ensureDependencies();
// poppler-utils: the PDF tests read generated PDFs back (pdftotext, pdfinfo, pdftoppm).
// The system tests' proxy journey (system/proxy/) signs in through the built web app in Chromium; Apertium: the
// translation tests and the journey translate Spanish and Portuguese for real.
ensureAptPackages([...(only === 'unit' ? ['poppler-utils'] : ['chromium', 'fonts-noto-cjk', 'poppler-utils']), ...APERTIUM_PACKAGES]);
if (only !== 'unit') ensureWebBuild();

const postgres = process.env.TEST_DATABASE_URL;
const run = (part) => !only || only === part;
// Alone on the machine, the PGlite run takes every core (vitest keeps one free by default, which on two cores
// means one test file at a time).
if (run('unit')) await vitest('unit and API tests (PGlite)', ['--maxWorkers', String(availableParallelism())], { env: { TEST_DATABASE_URL: '' } });
await together(
  run('unit') && postgres && ((beside) => vitest('API tests (PostgreSQL)', ['apps/api'], { env: { TEST_DATABASE_URL: postgres }, beside })),
  run('system') && ((beside) => vitest('system tests (server and worker processes)', ['--config', 'system/vitest.config.ts'], { beside })),
);
if (run('e2e')) await vitest('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts']);

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const f of failures) console.log(`  ✗ [${f.label}] ${f.where}\n${f.message.replace(/^/gm, '      ')}`);
}
console.log('\nTime of each part:');
for (const part of timings) console.log(`  ${part.label.padEnd(46)} ${minutes(part.seconds).padStart(12)}   ${part.passed} passed, ${part.failed} failed`);
console.log(`  ${'whole run (installs and build included)'.padEnd(46)} ${minutes((Date.now() - started) / 1000).padStart(12)}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuite || totals.failed > 0 ? 1 : 0);
