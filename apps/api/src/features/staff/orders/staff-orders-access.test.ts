import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOrderPaths as paths } from '@marginalia/contracts/staff/staff.paths';
import { errorKey, multipartFile, SMALL_PDF, seedOrder, staffWorld, type StaffWorld } from './staff-orders-test-support';

let world: StaffWorld;
let externalId: string;

beforeAll(async () => {
  world = await staffWorld();
  externalId = (await seedOrder(world.t.database, world.researcher.id)).externalId;
});
afterAll(() => world.t.close());

function endpoints(): { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> | Buffer; multipart?: boolean }[] {
  return [
    { method: 'GET', url: paths.queue },
    { method: 'GET', url: paths.staffMembers },
    { method: 'GET', url: paths.workbench(externalId) },
    { method: 'PUT', url: paths.assignee(externalId), payload: { staffIdentity: null } },
    { method: 'POST', url: paths.status(externalId), payload: { status: 'in_progress' } },
    { method: 'PUT', url: paths.deadline(externalId), payload: { deadline: '2030-01-01T10:00:00Z' } },
    { method: 'POST', url: paths.cancel(externalId), payload: { reason: 'x', refund: 'none' } },
    { method: 'POST', url: paths.notes(externalId), payload: { body: 'hello' } },
    { method: 'POST', url: `${paths.deliverables(externalId)}?kind=tracked`, multipart: true },
    { method: 'DELETE', url: paths.deliverable(externalId, 'abc') },
    { method: 'GET', url: paths.deliverableDownload(externalId, 'abc') },
    { method: 'GET', url: paths.customerFile('abc') },
  ];
}

describe('staff order endpoints refuse everyone but staff', () => {
  it.each([
    ['a researcher', 404, 'not-found'],
    ['a visitor', 401, 'login-required'],
  ] as const)('%s gets %i on every endpoint, even with a valid body', async (who, status, key) => {
    const headers = who === 'a researcher' ? world.researcher.headers : world.visitor;
    for (const endpoint of endpoints()) {
      const part = endpoint.multipart ? multipartFile('edited.pdf', SMALL_PDF) : null;
      const response = await world.t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: part ? { ...headers, 'content-type': part.contentType } : headers,
        ...(part ? { payload: part.body } : endpoint.payload ? { payload: endpoint.payload } : {}),
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(status);
      expect(errorKey(response)).toBe(key);
    }
  });

  it('a researcher or visitor sending nonsense is refused before validation', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: `${paths.queue}?status=nonsense&page=-4`, headers: world.researcher.headers });
    expect(response.statusCode).toBe(404);
  });

  it('nothing was changed by the refused requests', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: paths.workbench(externalId), headers: world.staff.headers });
    const body = response.json() as { order: { status: string }; notes: unknown[]; history: unknown[] };
    expect(body.order.status).toBe('received');
    expect(body.notes).toHaveLength(0);
    expect(body.history).toHaveLength(0);
  });

  it('staff see the staff members, not researchers', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: paths.staffMembers, headers: world.staff.headers });
    expect(response.statusCode).toBe(200);
    const members = (response.json() as { members: { identity: string }[] }).members.map((m) => m.identity);
    expect(members).toEqual(expect.arrayContaining([world.staff.identity, world.editor.identity]));
    expect(members).not.toContain(world.researcher.identity);
  });

  it('an unknown order is 404 order-not-found for staff', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: paths.workbench('NOPE123'), headers: world.staff.headers });
    expect(response.statusCode).toBe(404);
    expect(errorKey(response)).toBe('order-not-found');
  });
});
