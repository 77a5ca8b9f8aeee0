import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOrderQueueResponseSchema, type StaffOrderQueueResponse } from '@marginalia/contracts/staff/staff-orders.contract';
import { STAFF_PAGE_SIZE } from '@marginalia/contracts/staff/staff-common.contract';
import { staffOrderPaths as paths } from '@marginalia/contracts/staff/staff.paths';
import { createSignedInUser } from '../../../test/test-app';
import { errorKey, seedOrder, staffWorld, type StaffWorld } from './staff-orders-test-support';

const HOUR = 3_600_000;
let world: StaffWorld;
const ids: Record<string, string> = {};

async function queue(query = ''): Promise<StaffOrderQueueResponse> {
  const response = await world.t.app.inject({ method: 'GET', url: `${paths.queue}${query ? `?${query}` : ''}`, headers: world.staff.headers });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return staffOrderQueueResponseSchema.parse(response.json());
}
const numbers = (result: StaffOrderQueueResponse) => result.orders.map((order) => order.externalId);

beforeAll(async () => {
  world = await staffWorld();
  const db = world.t.database;
  const brazilian = await createSignedInUser(db, { firstName: 'Bruna', lastName: 'Souza', email: 'bruna.souza@example.test', countryId: 32 });
  const now = Date.now();
  // New York: 2030-03-04 00:00 EST = 05:00 UTC; the day ends at 2030-03-05 05:00 UTC.
  ids.early = (await seedOrder(db, world.researcher.id, { title: 'Early deadline', deadline: new Date('2030-03-04T05:00:00Z') })).externalId;
  ids.lateSameDay = (await seedOrder(db, world.researcher.id, { title: 'Late on the same day', deadline: new Date('2030-03-05T04:30:00Z'), assignedStaffId: world.staff.id, status: 'in_progress' })).externalId;
  ids.nextDay = (await seedOrder(db, world.researcher.id, { title: 'Next day', deadline: new Date('2030-03-05T05:00:00Z'), assignedStaffId: world.editor.id, status: 'quality_check', paid: true })).externalId;
  ids.overdue = (await seedOrder(db, brazilian.id, { title: 'Overdue thesis_chapter', deadline: new Date(now - 2 * HOUR), services: ['translation'] })).externalId;
  ids.completedLate = (await seedOrder(db, brazilian.id, { title: 'Completed long ago', deadline: new Date(now - 48 * HOUR), status: 'completed', paid: true })).externalId;
  ids.cancelled = (await seedOrder(db, world.researcher.id, { title: 'Cancelled one', status: 'cancelled', deadline: new Date(now + 48 * HOUR) })).externalId;
});
afterAll(() => world.t.close());

describe('GET the order queue', () => {
  it('shows open orders by default, soonest deadline first, with counts over the whole book', async () => {
    const result = await queue();
    expect(numbers(result)).toEqual([ids.overdue, ids.early, ids.lateSameDay, ids.nextDay]);
    expect(result.counts).toEqual({ received: 2, in_progress: 1, quality_check: 1, completed: 1, cancelled: 1 });
    expect(result.pagination).toEqual({ page: 0, pageCount: 1, total: 4, pageSize: STAFF_PAGE_SIZE });
    const row = result.orders.find((order) => order.externalId === ids.nextDay);
    expect(row).toMatchObject({ status: 'quality_check', paid: true, overdue: false, wordCount: 4200, assignee: { identity: world.editor.identity, name: 'Lin Editor' } });
    expect(row?.services).toEqual([{ identity: 'standard-editing', name: expect.any(String) }]);
    expect(row?.customer).toMatchObject({ identity: world.researcher.identity, email: world.researcher.email, country: expect.any(String) });
    expect(result.orders.find((order) => order.externalId === ids.overdue)?.overdue).toBe(true);
  });

  it('filters by one status, all, and sorts the other ways', async () => {
    expect(numbers(await queue('status=completed'))).toEqual([ids.completedLate]);
    expect((await queue('status=all')).pagination.total).toBe(6);
    expect(numbers(await queue('sort=-deadline'))).toEqual([ids.nextDay, ids.lateSameDay, ids.early, ids.overdue]);
    expect(numbers(await queue('status=all&sort=-created')).length).toBe(6);
  });

  it('takes deadline days in the staff member’s time zone, both ends inclusive', async () => {
    expect(numbers(await queue('deadlineFrom=2030-03-04&deadlineTo=2030-03-04'))).toEqual([ids.early, ids.lateSameDay]);
    expect(numbers(await queue('deadlineFrom=2030-03-05'))).toEqual([ids.nextDay]);
    expect(numbers(await queue('deadlineTo=2030-03-03'))).toEqual([ids.overdue]);
  });

  it('filters overdue (never a closed order), unassigned, unpaid, assignee and country', async () => {
    expect(numbers(await queue('status=all&overdue=true'))).toEqual([ids.overdue]);
    expect(numbers(await queue('unassigned=true'))).toEqual([ids.overdue, ids.early]);
    expect(numbers(await queue('unpaid=true'))).toEqual([ids.overdue, ids.early, ids.lateSameDay]);
    expect(numbers(await queue('assignee=me'))).toEqual([ids.lateSameDay]);
    expect(numbers(await queue(`assignee=${world.editor.identity}`))).toEqual([ids.nextDay]);
    expect(numbers(await queue('assignee=nobody-at-all'))).toEqual([]);
    expect(numbers(await queue('status=all&country=32'))).toEqual([ids.completedLate, ids.overdue]);
    expect(numbers(await queue('service=translation'))).toEqual([ids.overdue]);
  });

  it('searches order number, title, customer name and e-mail, case-insensitively, with literal wildcards', async () => {
    expect(numbers(await queue(`q=${(ids.early ?? '').toLowerCase()}`))).toEqual([ids.early]);
    expect(numbers(await queue('q=LATE ON'))).toEqual([ids.lateSameDay]);
    expect(numbers(await queue('q=bruna souza'))).toEqual([ids.overdue]);
    expect(numbers(await queue('q=BRUNA.SOUZA@'))).toEqual([ids.overdue]);
    expect(numbers(await queue('q=thesis_chapter'))).toEqual([ids.overdue]);
    expect(numbers(await queue('q=%25'))).toEqual([]);
  });

  it('pages by STAFF_PAGE_SIZE', async () => {
    const result = await queue('status=all&page=1');
    expect(result.orders).toEqual([]);
    expect(result.pagination).toMatchObject({ page: 1, total: 6, pageCount: 1 });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['status=nonsense', 'deadlineFrom=2030-02-30', 'deadlineTo=03/04/2030', 'page=-1', 'sort=title']) {
      const response = await world.t.app.inject({ method: 'GET', url: `${paths.queue}?${query}`, headers: world.staff.headers });
      expect(response.statusCode, query).toBe(400);
    }
    const response = await world.t.app.inject({ method: 'GET', url: `${paths.queue}?deadlineFrom=2030-02-30`, headers: world.staff.headers });
    expect(errorKey(response)).toBe('date-invalid');
  });
});
