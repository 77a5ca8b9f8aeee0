// `npm test`: install whatever the tests need (Chromium from apt included) and run every suite:
// unit and API tests (vitest, on PGlite — and on PostgreSQL too when TEST_DATABASE_URL is set),
// then the browser journeys (Playwright driving Debian's Chromium against the real server).
//   --only=unit|e2e   run one part
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAptPackages, ensureDependencies, ensureWebBuild, root } from './lib/prepare.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuite = false;

function vitest(label, args, env = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'mg-vitest-')), 'report.json');
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    // A file that fails to load has no failed test but must still count as a failure.
    const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'));
    totals.failed += report.numFailedTests + brokenFiles.length;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) failedSuite = true;
  } catch {
    // No report means vitest itself failed (a syntax error, a crashed worker): count it as a failure.
    totals.failed += 1;
  }
  if (result.status !== 0) failedSuite = true;
}

ensureDependencies();
// poppler-utils: the PDF tests read generated PDFs back (pdftotext, pdfinfo, pdftoppm).
ensureAptPackages(only === 'unit' ? ['poppler-utils'] : ['chromium', 'fonts-noto-cjk', 'poppler-utils']);
if (only !== 'unit') ensureWebBuild();

if (!only || only === 'unit') {
  vitest('unit and API tests (PGlite)', [], { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) vitest('API tests (PostgreSQL)', ['apps/api'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
}
if (!only || only === 'e2e') vitest('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts']);

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuite || totals.failed > 0 ? 1 : 0);
