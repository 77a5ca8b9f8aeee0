import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Accessibility checks of every page the journeys visit: axe-core (injected from node_modules, nothing from
 * the web) runs once a page has settled after each main-frame navigation (SPA history changes included),
 * before each screenshot and at the end of each test. Each page kind (path with ids normalised, per
 * language) is checked once for the whole run; the pages checked and any serious or critical violations
 * are written under e2e/accessibility/ and gathered into e2e/accessibility-report.json at the end.
 */
export const ACCESSIBILITY_DIR = join(new URL('..', import.meta.url).pathname, 'accessibility');
export const ACCESSIBILITY_REPORT = join(new URL('..', import.meta.url).pathname, 'accessibility-report.json');
const CHECKED_DIR = join(ACCESSIBILITY_DIR, 'checked');
/** E2E_AXE=off runs the journeys without the checks (to compare their time). */
const ENABLED = process.env.E2E_AXE !== 'off';
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Quiet time after a navigation before the page counts as settled. */
const SETTLE_MS = 700;

const axeSource = (): string => {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
};
let source: string | undefined;

export interface PageViolation {
  page: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary?: string }[];
}

export interface PageCheck {
  page: string;
  url: string;
  ms: number;
  violations: PageViolation[];
}

/** Errors of a check cut short by the page itself moving on, not by axe. */
const NAVIGATED = /Execution context was destroyed|Target page, context or browser has been closed|Frame was detached|navigat/i;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The page kind of a URL: its path with ids, numbers and tokens (segments with digits) replaced, so /en/researcher/orders/123 and /456 are one. */
export function pageKey(url: string): string | undefined {
  const parsed = new URL(url);
  if (!parsed.protocol.startsWith('http')) return undefined;
  const parts = parsed.pathname
    .replace(UUID, ':id')
    .split('/')
    .map((part) => (/^[0-9]+$/.test(part) || (/\d/.test(part) && part.length >= 6) ? ':id' : part));
  return parts.join('/') || '/';
}

const hash = (key: string) => createHash('sha1').update(key).digest('hex').slice(0, 16);

/** Marks the page kind as checked for the whole run; false when another check (this file or an earlier one) had it. */
function claim(key: string): boolean {
  mkdirSync(CHECKED_DIR, { recursive: true });
  try {
    writeFileSync(join(CHECKED_DIR, `${hash(key)}.json`), JSON.stringify({ page: key }), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}
function release(key: string): void {
  rmSync(join(CHECKED_DIR, `${hash(key)}.json`), { force: true });
}
function record(check: PageCheck): void {
  writeFileSync(join(CHECKED_DIR, `${hash(check.page)}.json`), JSON.stringify(check));
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Waits for the DOM to stay unchanged for a moment (the SPA has rendered its data), then runs axe. */
async function runAxe(page: Page): Promise<AxeResult[]> {
  source ??= axeSource();
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(source);
  return page.evaluate(async (quietMs) => {
    await new Promise<void>((resolve) => {
      let timer = setTimeout(done, quietMs);
      const cap = setTimeout(done, 4000);
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, quietMs);
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      function done() {
        observer.disconnect();
        clearTimeout(timer);
        clearTimeout(cap);
        resolve();
      }
    });
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
  }, 250);
}

interface Tracked {
  timer?: ReturnType<typeof setTimeout>;
  running?: Promise<void>;
}

const tracked = new Map<Page, Tracked>();
/** Violations found since the last time a test hook collected them. */
let pending: PageViolation[] = [];

async function checkPage(page: Page): Promise<void> {
  const state = tracked.get(page);
  if (!state || page.isClosed()) return;
  if (state.running) await state.running;
  const key = pageKey(page.url());
  if (!key || key.startsWith('/api/') || !claim(key)) return;
  const url = page.url();
  const started = Date.now();
  const run = runAxe(page).then(
    (results) => {
      if (pageKey(page.url()) !== key) {
        // The page moved on during the check: another time.
        release(key);
        return;
      }
      const violations = results
        .filter((result) => FAILING_IMPACTS.has(result.impact ?? ''))
        .map((result) => ({
          page: key,
          url,
          rule: result.id,
          impact: result.impact ?? '',
          help: result.help,
          nodes: result.nodes.slice(0, 8).map((node) => ({ target: node.target.map(String).join(' '), html: node.html.slice(0, 300), summary: node.failureSummary?.slice(0, 300) })),
        }));
      record({ page: key, url, ms: Date.now() - started, violations });
      pending.push(...violations);
    },
    (error: unknown) => {
      release(key);
      // A page that navigated or closed during the check is checked another time; any other failure (axe
      // missing, a script error) must fail the journey rather than pass it unchecked.
      if (page.isClosed() || NAVIGATED.test(String(error))) return;
      pending.push({ page: key, url, rule: 'axe-did-not-run', impact: 'critical', help: String(error).slice(0, 300), nodes: [] });
    },
  );
  state.running = run.finally(() => {
    state.running = undefined;
  });
  await state.running;
}

function schedule(page: Page): void {
  const state = tracked.get(page);
  if (!state) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => void checkPage(page).catch(() => undefined), SETTLE_MS);
}

/** Checks every page the context opens after each of its main-frame navigations. */
export function watchContext(context: BrowserContext): void {
  if (!ENABLED) return;
  context.on('page', (page) => {
    tracked.set(page, {});
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) schedule(page);
    });
    page.on('close', () => {
      clearTimeout(tracked.get(page)?.timer);
      tracked.delete(page);
    });
  });
}

/** Checks the page now, if its kind was not checked yet (before a screenshot). */
export async function checkNow(page: Page): Promise<void> {
  const state = tracked.get(page);
  if (state) clearTimeout(state.timer);
  await checkPage(page).catch(() => undefined);
}

/** Checks every open page now, and hands back the violations found since the last call. */
export async function collectViolations(): Promise<PageViolation[]> {
  await Promise.all([...tracked.keys()].map((page) => checkNow(page)));
  const found = pending;
  pending = [];
  return found;
}

export function describeViolations(violations: PageViolation[]): string {
  return violations
    .map((v) => [`${v.page} (${v.url}): ${v.rule} [${v.impact}] ${v.help}`, ...v.nodes.map((n) => `    ${n.target}\n      ${n.html}${n.summary ? `\n      ${n.summary.replace(/\s+/g, ' ')}` : ''}`)].join('\n'))
    .join('\n');
}

/** Empties the record before a run. */
export function resetAccessibilityRecord(): void {
  rmSync(ACCESSIBILITY_DIR, { recursive: true, force: true });
  mkdirSync(CHECKED_DIR, { recursive: true });
}

/** Gathers the pages checked into the report file and returns a short summary. */
export function writeAccessibilityReport(): string {
  let checks: PageCheck[] = [];
  try {
    checks = readdirSync(CHECKED_DIR)
      .map((name) => JSON.parse(readFileSync(join(CHECKED_DIR, name), 'utf8')) as Partial<PageCheck>)
      .filter((check): check is PageCheck => Array.isArray(check.violations))
      .sort((a, b) => a.page.localeCompare(b.page));
  } catch {
    checks = [];
  }
  const violations = checks.flatMap((check) => check.violations);
  writeFileSync(ACCESSIBILITY_REPORT, `${JSON.stringify({ checkedAt: new Date().toISOString(), pages: checks.length, violations, checks }, null, 2)}\n`);
  const ms = checks.reduce((sum, check) => sum + check.ms, 0);
  const lines = [`Accessibility: ${checks.length} pages checked with axe-core in ${(ms / 1000).toFixed(1)} s, ${violations.length} serious or critical violations (${ACCESSIBILITY_REPORT})`];
  for (const check of checks) lines.push(`  ${check.violations.length ? '✗' : '✓'} ${check.page}${check.violations.length ? `: ${check.violations.map((v) => v.rule).join(', ')}` : ''}`);
  return lines.join('\n');
}
