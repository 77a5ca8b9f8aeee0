import { describe, expect, it } from 'vitest';
import { browserHeaders, createSignedInUser } from '../test/test-app';
import { useBeforeAll, useTestApp } from '../test/use-test-app';
import { openApiOperations, type Operation } from '../test/openapi-operations';
import { changedTables, fingerprint, publicTables } from './authorization-snapshot';
import { FILTERS_OF_OWN_LISTS, MIXED_BODIES, OTHER_REFUSALS, neighboursOf, targetOf, type Target } from './authorization-targets';
import { loginRedirect, REFUSED, send, tracesIn } from './authorization-requests';
import { researcherWithEverything, staffThings, visitorDraft, visitorsOwn } from './authorization-world';

/**
 * The authorization gate: every operation of the OpenAPI document declares who may call it
 * (`config: { access }` on its route, platform/http/access.ts), and nobody but the owner — or staff, for staff operations — reaches a person's
 * resource, reads a trace of it or changes anything with it. README.md beside this file.
 */
const t = useTestApp();

const world = useBeforeAll(async () => {
  const staff = await createSignedInUser(t.database, { role: 'staff' });
  // The owner's resources sit between two other researchers' of every kind, made just before and after.
  const before = await researcherWithEverything(t, staff, 'B1');
  const owner = await researcherWithEverything(t, staff, 'O2');
  const after = await researcherWithEverything(t, staff, 'A3');
  const other = await createSignedInUser(t.database);
  const things = await staffThings(t, staff);
  const draft = await visitorDraft(t.app);
  const tables = await publicTables(t.database);
  const operations = openApiOperations(t.app);
  return { staff, before, owner, after, other, things, draft, tables, operations };
});

const ruleOf = (operation: Operation) => t.app.accessRules.get(operation.key);
const hasIdentifier = (operation: Operation, target: Target) => Object.keys(target.path).some((name) => !target.pathOptions.includes(name)) || target.queryIdentifiers.length > 0 || target.bodyNamesResource;
const visitorHeaders = () => browserHeaders();

/** One request by someone other than the owner: refused, without trace, and (unless a GET) with no change to any table. */
async function refusedWithoutTrace(operation: Operation, target: Target, headers: Record<string, string>, who: string, traces: readonly string[], failures: string[]) {
  const watch = operation.method !== 'GET';
  const beforeRequest = watch ? await fingerprint(t.database, world.tables) : null;
  const { url, response } = await send(t.app, operation, target, headers);
  const afterRequest = beforeRequest ? await fingerprint(t.database, world.tables) : null;
  const emptyFilter = FILTERS_OF_OWN_LISTS.has(operation.key) && response.statusCode === 200;
  const otherRefusal = OTHER_REFUSALS[operation.key];
  const refusedOtherwise = otherRefusal !== undefined && response.statusCode === otherRefusal.status && response.body.includes(`"${otherRefusal.error}"`);
  const visitorSentToLogin = who.startsWith('visitor') && loginRedirect(response);
  if (!REFUSED.has(response.statusCode) && !emptyFilter && !visitorSentToLogin && !refusedOtherwise) failures.push(`${who} ${operation.method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const found = tracesIn(response, traces);
  if (found.length > 0) failures.push(`${who} ${operation.method} ${url}: the answer holds ${found.join(', ')}`);
  if (beforeRequest && afterRequest) {
    const changed = changedTables(beforeRequest, afterRequest);
    if (changed.length > 0) failures.push(`${who} ${operation.method} ${url}: changed ${changed.join(', ')}`);
  }
}

describe('the authorization gate', () => {
  it('has exactly one access rule for every operation, and none for an operation that is gone', () => {
    const keys = world.operations.map((operation) => operation.key);
    const declared = [...t.app.accessRules.keys()];
    expect(keys.filter((key) => !t.app.accessRules.has(key)), 'operations whose route declares no config.access').toEqual([]);
    expect(declared.filter((key) => !keys.includes(key)), 'declared access rules of routes the OpenAPI document does not list').toEqual([]);
  });

  it("refuses another researcher and a visitor the owner's resources, answers no trace of them and changes nothing", async () => {
    const failures: string[] = [];
    let probed = 0;
    for (const operation of world.operations) {
      const rule = ruleOf(operation);
      if (rule === 'public') continue;
      const target = targetOf(operation, world.owner, world.things);
      if (!hasIdentifier(operation, target)) continue;
      probed += 1;
      await refusedWithoutTrace(operation, target, world.other.headers, 'researcher', world.owner.traces, failures);
      await refusedWithoutTrace(operation, target, visitorHeaders(), 'visitor', world.owner.traces, failures);
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(100);
  });

  it("refuses another researcher and another visitor a visitor's order-form draft and assessment", async () => {
    const failures: string[] = [];
    for (const operation of world.operations) {
      const own = visitorsOwn(operation.path, world.draft);
      if (ruleOf(operation) === 'public' || own === null) continue;
      const target = targetOf(operation, world.owner, world.things);
      target.path.id = own;
      await refusedWithoutTrace(operation, target, world.other.headers, 'researcher', [own], failures);
      await refusedWithoutTrace(operation, target, visitorHeaders(), 'visitor', [own], failures);
    }
    expect(failures).toEqual([]);
  });

  it('refuses staff operations to researchers and every signed-in operation to visitors', async () => {
    const failures: string[] = [];
    for (const operation of world.operations) {
      const rule = ruleOf(operation);
      if (rule === 'public' || rule === 'visitor-or-owner') continue;
      const target = targetOf(operation, world.owner, world.things);
      await refusedWithoutTrace(operation, target, visitorHeaders(), 'visitor', world.owner.traces, failures);
      if (rule === 'staff') await refusedWithoutTrace(operation, target, world.owner.user.headers, 'owner as a researcher', [], failures);
    }
    expect(failures).toEqual([]);
  });

  it("answers another researcher's and a visitor's own lists and pages with nothing of the owner's", async () => {
    const failures: string[] = [];
    for (const operation of world.operations) {
      const rule = ruleOf(operation);
      if (rule === 'public' || rule === 'staff' || operation.method !== 'GET') continue;
      const target = targetOf(operation, world.owner, world.things);
      if (hasIdentifier(operation, target)) continue;
      for (const [who, headers] of [['researcher', world.other.headers], ['visitor', visitorHeaders()]] as const) {
        const { url, response } = await send(t.app, operation, target, headers);
        const found = tracesIn(response, world.owner.traces);
        if (found.length > 0) failures.push(`${who} GET ${url}: the answer holds ${found.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a researcher who names their own resource in one identifier and the owner's in another", async () => {
    const failures: string[] = [];
    let mixed = 0;
    for (const operation of world.operations) {
      const rule = ruleOf(operation);
      if (rule === 'public' || rule === 'staff') continue;
      const own = targetOf(operation, world.before, world.things);
      const owners = targetOf(operation, world.owner, world.things);
      const mixedBody = MIXED_BODIES[operation.key];
      if (mixedBody) {
        mixed += 1;
        await refusedWithoutTrace(operation, { ...own, body: mixedBody(world.before, world.owner) }, world.before.user.headers, "researcher with the owner's receipt code", world.owner.traces, failures);
      }
      const identifiers = [...Object.keys(own.path).filter((name) => !own.pathOptions.includes(name)).map((name) => ['path', name] as const), ...own.queryIdentifiers.map((name) => ['query', name] as const)];
      if (identifiers.length < 2) continue;
      for (const [where, name] of identifiers) {
        const value = owners[where][name];
        if (value === undefined || value === own[where][name]) continue;
        mixed += 1;
        const probe: Target = { ...own, [where]: { ...own[where], [name]: value } };
        await refusedWithoutTrace(operation, probe, world.before.user.headers, `researcher with the owner's ${name}`, world.owner.traces, failures);
      }
    }
    expect(failures).toEqual([]);
    expect(mixed).toBeGreaterThan(10);
  });

  it("answers the owner nothing of the researchers whose resources were made just before and after (sequential neighbours)", async () => {
    const failures: string[] = [];
    const neighbourTraces = [...world.before.traces, ...world.after.traces];
    const neighbourValues = new Set(neighbourTraces);
    let tried = 0;
    let neighbours = 0;
    for (const operation of world.operations) {
      const rule = ruleOf(operation);
      if (rule === 'public' || rule === 'staff') continue;
      const target = targetOf(operation, world.owner, world.things);
      for (const [where, values] of [['path', target.path], ['query', target.query]] as const) {
        for (const [name, value] of Object.entries(values)) {
          if (where === 'query' && !target.queryIdentifiers.includes(name)) continue;
          for (const candidate of neighboursOf(value)) {
            const isNeighbours = neighbourValues.has(candidate);
            if (operation.method !== 'GET' && !isNeighbours) continue;
            tried += 1;
            if (isNeighbours) neighbours += 1;
            const probe: Target = { ...target, [where]: { ...values, [name]: candidate } };
            if (isNeighbours) await refusedWithoutTrace(operation, probe, world.owner.user.headers, `owner (${name} ${candidate})`, neighbourTraces, failures);
            else {
              const { url, response } = await send(t.app, operation, probe, world.owner.user.headers);
              const found = tracesIn(response, neighbourTraces);
              if (found.length > 0) failures.push(`owner ${operation.method} ${url}: the answer holds ${found.join(', ')}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(20);
    // The fixtures did put other researchers' resources next to the owner's (addresses, invoices, quotes).
    expect(neighbours).toBeGreaterThan(5);
  });

  it("lets the owner read their own resources (without the staff's internal notes) and staff use the staff reads: the fixtures are real", async () => {
    const failures: string[] = [];
    let noteSeenByStaff = false;
    for (const operation of world.operations) {
      const rule = ruleOf(operation);
      if (operation.method !== 'GET' || rule === 'public') continue;
      const target = targetOf(operation, world.owner, world.things);
      if (!hasIdentifier(operation, target)) continue;
      const headers = rule === 'staff' ? world.staff.headers : world.owner.user.headers;
      const { url, response } = await send(t.app, operation, target, headers);
      if (REFUSED.has(response.statusCode)) failures.push(`${rule === 'staff' ? 'staff' : 'owner'} GET ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      const holdsNote = tracesIn(response, [world.owner.staffNote]).length > 0;
      if (rule === 'staff') noteSeenByStaff ||= holdsNote;
      else if (holdsNote) failures.push(`owner GET ${url}: the answer holds the staff's internal note`);
    }
    expect(failures).toEqual([]);
    expect(noteSeenByStaff, 'the workbench shows staff the note').toBe(true);
  });
  it('lets a visitor call what is declared public, and work on their own draft with what is declared visitor-or-owner', async () => {
    const failures: string[] = [];
    for (const operation of world.operations) {
      const rule = ruleOf(operation);
      const own = rule === 'visitor-or-owner' ? visitorsOwn(operation.path, world.draft) : null;
      const ownDraft = own !== null;
      if (rule !== 'public' && !ownDraft) continue;
      // Signed notifications of the payment gateway answer a forged (here: unsigned) one with 401.
      if (operation.key === 'POST /api/payment/webhooks/{gateway}') continue;
      const target = targetOf(operation, world.owner, world.things);
      if (own !== null) target.path.id = own;
      const headers = ownDraft ? world.draft.browser.headers : visitorHeaders();
      const { url, response } = await send(t.app, operation, target, headers);
      // 404 may still answer a sub-resource the draft lacks (a code, a file, a service not on it): only 401 contradicts the rule.
      if (response.statusCode === 401) failures.push(`visitor ${operation.method} ${url}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
