import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOrderPaths as paths } from '@marginalia/contracts/staff/staff.paths';
import { certificates, jobs, orderFormFiles, orders, rewardPointEntries, users } from '../../../platform/db/schema/all-tables';
import { call, errorKey, payInvoice, seedOrder, staffWorld, uploadDeliverable, workbenchOf, type StaffWorld } from './staff-orders-test-support';

let world: StaffWorld;
beforeAll(async () => {
  world = await staffWorld();
});
afterAll(() => world.t.close());

const app = () => world.t.app;
const asStaff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) => call(app(), world.staff.headers, method, url, payload);

async function queuedMails(template: string) {
  const rows = await world.t.database.db.select().from(jobs).where(eq(jobs.type, 'mail.send'));
  return rows.map((row) => row.payload as { to: string; template: string; language: string; params: Record<string, string> }).filter((mail) => mail.template === template);
}

describe('assigning an order', () => {
  it('assigns to a staff member, refuses a researcher or unknown identity, and unassigns', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id);
    const assigned = workbenchOf(await asStaff('PUT', paths.assignee(externalId), { staffIdentity: world.editor.identity }));
    expect(assigned.assignee).toMatchObject({ identity: world.editor.identity, name: 'Lin Editor' });
    for (const identity of [world.researcher.identity, 'nobody']) {
      const refused = await asStaff('PUT', paths.assignee(externalId), { staffIdentity: identity });
      expect(refused.statusCode).toBe(422);
      expect(errorKey(refused)).toBe('staff-member-not-found');
    }
    const cleared = workbenchOf(await asStaff('PUT', paths.assignee(externalId), { staffIdentity: null }));
    expect(cleared.assignee).toBeNull();
    const events = cleared.history.filter((event) => event.action === 'order.assign');
    expect(events.map((event) => [event.before, event.after])).toEqual([
      [{ assignee: world.editor.identity }, { assignee: null }],
      [{ assignee: null }, { assignee: world.editor.identity }],
    ]);
    expect(events[0]?.actor).toMatchObject({ identity: world.staff.identity, name: 'Jordan Reyes' });
  });

  it('refuses changes to a closed order', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id, { status: 'completed' });
    const response = await asStaff('PUT', paths.assignee(externalId), { staffIdentity: world.editor.identity });
    expect(response.statusCode).toBe(409);
    expect(errorKey(response)).toBe('order-closed');
  });
});

describe('moving an order through its states', () => {
  it('refuses each move the workflow does not allow, with its message', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['same state', { status: 'received' }, 409, 'order-status-unchanged'],
      ['skipping', { status: 'quality_check' }, 409, 'order-transition-not-allowed'],
      ['unassigned start', { status: 'in_progress' }, 409, 'order-assignee-required'],
      ['unknown state', { status: 'shipped' }, 400, 'validation-error'],
    ];
    for (const [name, body, status, key] of cases) {
      const response = await asStaff('POST', paths.status(externalId), body);
      expect(response.statusCode, name).toBe(status);
      expect(errorKey(response), name).toBe(key);
    }
    const skipping = await call(app(), { ...world.staff.headers, cookie: `${world.staff.headers.cookie}; mg_lang=es` }, 'POST', paths.status(externalId), { status: 'completed' });
    expect((skipping.json() as { error: { params: Record<string, string>; message: string } }).error.params).toEqual({ from: 'Recibido', to: 'Terminado' });
  });

  it('moves received → in progress → quality check → back with a reason → completed', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id, { assignedStaffId: world.editor.id });
    expect(workbenchOf(await asStaff('GET', paths.workbench(externalId))).allowedTransitions).toEqual(['in_progress', 'cancelled']);
    expect(workbenchOf(await asStaff('POST', paths.status(externalId), { status: 'in_progress' })).order.status).toBe('in_progress');
    expect(workbenchOf(await asStaff('POST', paths.status(externalId), { status: 'quality_check' })).order.status).toBe('quality_check');
    const noReason = await asStaff('POST', paths.status(externalId), { status: 'in_progress' });
    expect(noReason.statusCode).toBe(409);
    expect(errorKey(noReason)).toBe('staff-reason-required');
    const back = workbenchOf(await asStaff('POST', paths.status(externalId), { status: 'in_progress', reason: 'Figures need another pass' }));
    expect(back.history[0]).toMatchObject({ action: 'order.status', before: { status: 'quality_check' }, after: { status: 'in_progress' }, reason: 'Figures need another pass' });
    expect(workbenchOf(await asStaff('POST', paths.status(externalId), { status: 'quality_check' })).order.status).toBe('quality_check');
    const noFiles = await asStaff('POST', paths.status(externalId), { status: 'completed' });
    expect(errorKey(noFiles)).toBe('order-deliverables-required');
  });
});

describe('completing an order', () => {
  it('e-mails the researcher in their language, issues the certificate and awards the points once', async () => {
    const { externalId, id } = await seedOrder(world.t.database, world.researcher.id, { status: 'quality_check', assignedStaffId: world.staff.id, paid: true, total: 25_099, projectTitle: 'Reef heat stress', projectAuthors: 'A. Tester, B. Souza' });
    expect((await uploadDeliverable(app(), world.staff, externalId, 'tracked')).statusCode).toBe(200);
    const done = workbenchOf(await asStaff('POST', paths.status(externalId), { status: 'completed' }));
    expect(done.order).toMatchObject({ status: 'completed', downloadAvailable: true, rewardPoints: 250 });
    expect(done.order.completedAt).not.toBeNull();
    expect(done.certificate).toMatchObject({ title: 'Reef heat stress', authors: 'A. Tester, B. Souza' });
    expect(done.certificate?.code).toMatch(/^MG-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(done.allowedTransitions).toEqual([]);
    expect(done.history.map((event) => event.action)).toEqual(expect.arrayContaining(['order.complete', 'certificate.issue', 'reward.award', 'order.deliverable.add']));

    const mails = (await queuedMails('order-completed')).filter((mail) => mail.params.orderNumber === externalId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: world.researcher.email, language: 'es' });
    expect(mails[0]?.params.nextSteps).toContain(done.certificate?.code);

    const [customer] = await world.t.database.db.select().from(users).where(eq(users.id, world.researcher.id));
    expect(customer?.totalRewardPoints).toBe(250);
    const entries = await world.t.database.db.select().from(rewardPointEntries).where(eq(rewardPointEntries.orderId, id));
    expect(entries).toMatchObject([{ points: 250, pointsToDate: 250 }]);

    // Completing again is refused; the points stay awarded once.
    const again = await asStaff('POST', paths.status(externalId), { status: 'completed' });
    expect(errorKey(again)).toBe('order-status-unchanged');
    expect(await world.t.database.db.select().from(rewardPointEntries).where(eq(rewardPointEntries.orderId, id))).toHaveLength(1);
  });

  it('issues no certificate when no service includes one; an unpaid order earns its points when it is paid later', async () => {
    const order = await seedOrder(world.t.database, world.researcher.id, { status: 'quality_check', assignedStaffId: world.staff.id, services: ['formatting'], total: 10_000 });
    await uploadDeliverable(app(), world.staff, order.externalId, 'formatted');
    const done = workbenchOf(await asStaff('POST', paths.status(order.externalId), { status: 'completed' }));
    expect(done.certificate).toBeNull();
    expect(done.order).toMatchObject({ downloadAvailable: false, rewardPoints: 0, paid: false });
    expect(await world.t.database.db.select().from(certificates).where(eq(certificates.orderId, order.id))).toHaveLength(0);
    const mail = (await queuedMails('order-completed')).find((each) => each.params.orderNumber === order.externalId);
    expect(mail?.params.nextSteps).toContain('en cuanto recibamos su pago');

    const before = (await world.t.database.db.select().from(users).where(eq(users.id, world.researcher.id)))[0]?.totalRewardPoints ?? 0;
    if (!order.invoice) throw new Error('no invoice');
    await payInvoice(world.t.database, world.researcher.id, order.invoice);
    const [paid] = await world.t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ paid: true, rewardPoints: 100 });
    const [customer] = await world.t.database.db.select().from(users).where(eq(users.id, world.researcher.id));
    expect(customer?.totalRewardPoints).toBe(before + 100);
  });
});

describe('the quality check', () => {
  it('is not skipped by a plain completion from in progress', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id, { status: 'in_progress', assignedStaffId: world.staff.id });
    expect((await uploadDeliverable(app(), world.staff, externalId, 'tracked')).statusCode).toBe(200);
    const plain = await asStaff('POST', paths.status(externalId), { status: 'completed' });
    expect(plain.statusCode).toBe(409);
    expect(errorKey(plain)).toBe('order-quality-check-required');
    const withReasonOnly = await asStaff('POST', paths.status(externalId), { status: 'completed', reason: 'Small job' });
    expect(errorKey(withReasonOnly)).toBe('order-quality-check-required');
    const noReason = await asStaff('POST', paths.status(externalId), { status: 'completed', skipQualityCheck: true });
    expect(errorKey(noReason)).toBe('staff-reason-required');
    const [stored] = await world.t.database.db.select().from(orders).where(eq(orders.externalId, externalId));
    expect(stored?.status).toBe('in_progress');
  });

  it('may be skipped on purpose with a reason, which the history keeps', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id, { status: 'in_progress', assignedStaffId: world.staff.id });
    await uploadDeliverable(app(), world.staff, externalId, 'tracked');
    const done = workbenchOf(await asStaff('POST', paths.status(externalId), { status: 'completed', skipQualityCheck: true, reason: 'Senior editor checked it while editing' }));
    expect(done.order.status).toBe('completed');
    const event = done.history.find((each) => each.action === 'order.complete');
    expect(event).toMatchObject({ before: { status: 'in_progress' }, after: { status: 'completed', qualityCheckSkipped: true }, reason: 'Senior editor checked it while editing' });
  });

  it('records nothing special for a completion after the quality check', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id, { status: 'quality_check', assignedStaffId: world.staff.id });
    await uploadDeliverable(app(), world.staff, externalId, 'tracked');
    const done = workbenchOf(await asStaff('POST', paths.status(externalId), { status: 'completed', skipQualityCheck: true }));
    const event = done.history.find((each) => each.action === 'order.complete');
    expect(event?.before).toEqual({ status: 'quality_check' });
    expect(event?.after).not.toHaveProperty('qualityCheckSkipped');
  });
});

describe('the deadline', () => {
  it('accepts a deadline on a 30-minute step and records the change', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id);
    const changed = workbenchOf(await asStaff('PUT', paths.deadline(externalId), { deadline: '2030-05-06T14:30:00-04:00', reason: 'Customer asked for more time' }));
    expect(changed.order.deadline).toBe('2030-05-06T18:30:00.000Z');
    expect(changed.history[0]).toMatchObject({ action: 'order.deadline', after: { deadline: '2030-05-06T18:30:00.000Z' }, reason: 'Customer asked for more time' });
  });

  it('refuses a missing deadline, one off the step, and changes to a closed order', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id);
    const missing = await asStaff('PUT', paths.deadline(externalId), { deadline: '' });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { error: { fields: Record<string, { error: string }> } }).error.fields.deadline?.error).toBe('deadline-required');
    const offStep = await asStaff('PUT', paths.deadline(externalId), { deadline: '2030-05-06T14:20:00Z' });
    expect(offStep.statusCode).toBe(422);
    expect(errorKey(offStep)).toBe('deadline-step-invalid');
    const closed = await seedOrder(world.t.database, world.researcher.id, { status: 'cancelled' });
    expect(errorKey(await asStaff('PUT', paths.deadline(closed.externalId), { deadline: '2030-05-06T14:00:00Z' }))).toBe('order-closed');
  });

  it('keeps a deadline between two steps when it is saved unchanged, and records nothing', async () => {
    const { externalId, id } = await seedOrder(world.t.database, world.researcher.id);
    const stored = new Date('2030-05-06T19:07:31.000Z');
    await world.t.database.db.update(orders).set({ deadline: stored }).where(eq(orders.id, id));
    const same = await asStaff('PUT', paths.deadline(externalId), { deadline: '2030-05-06T15:07:31-04:00', reason: 'No change' });
    expect(same.statusCode).toBe(200);
    const bench = workbenchOf(same);
    expect(bench.order.deadline).toBe(stored.toISOString());
    expect(bench.history.filter((event) => event.action === 'order.deadline')).toEqual([]);
    const moved = await asStaff('PUT', paths.deadline(externalId), { deadline: '2030-05-07T19:07:31.000Z' });
    expect(errorKey(moved)).toBe('deadline-step-invalid');
  });

  it('suggests a deadline from the services’ timelines, on a 30-minute step', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id);
    const bench = workbenchOf(await asStaff('GET', paths.workbench(externalId)));
    const suggested = new Date(bench.suggestedDeadline ?? '');
    expect(suggested.getTime()).toBeGreaterThan(Date.now());
    expect(suggested.getTime() % (30 * 60_000)).toBe(0);
  });
});

describe('the workbench', () => {
  it('shows notes, the customer’s files and the history of who did what', async () => {
    const order = await seedOrder(world.t.database, world.researcher.id);
    const [row] = await world.t.database.db.select({ formId: orders.orderFormId }).from(orders).where(eq(orders.id, order.id));
    await world.t.database.db.insert(orderFormFiles).values({ publicId: `file${order.id}`, orderFormId: row?.formId ?? 0, kind: 'main', name: 'manuscript.docx', contentType: 'application/pdf', size: 12, storageKey: 'x/y.pdf', sha256: 'abc', wordCount: 4200 });
    const empty = await asStaff('POST', paths.notes(order.externalId), { body: '  ' });
    expect(errorKey(empty)).toBe('validation-error');
    const noted = workbenchOf(await call(app(), world.editor.headers, 'POST', paths.notes(order.externalId), { body: 'Check the units in table 2' }));
    expect(noted.notes).toMatchObject([{ body: 'Check the units in table 2', author: { identity: world.editor.identity } }]);
    expect(noted.files).toMatchObject([{ id: `file${order.id}`, name: 'manuscript.docx', wordCount: 4200 }]);
    expect(noted.history[0]).toMatchObject({ action: 'order.note', actor: { identity: world.editor.identity }, after: { body: 'Check the units in table 2' } });
    expect(noted.customer).toMatchObject({ identity: world.researcher.identity, siteLanguage: 'es' });
    expect(noted.invoices).toHaveLength(1);
    expect(noted.services).toMatchObject([{ identity: 'standard-editing', type: 'editing', quantity: 1 }]);
  });
});
