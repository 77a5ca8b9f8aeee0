import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOrderPaths as paths } from '@marginalia/contracts/staff/staff.paths';
import { credits, invoices, jobs, refunds } from '../../../platform/db/schema/all-tables';
import { call, errorKey, seedOrder, staffWorld, workbenchOf, type StaffWorld } from './staff-orders-test-support';

let world: StaffWorld;
beforeAll(async () => {
  world = await staffWorld();
});
afterAll(() => world.t.close());

const cancel = (externalId: string, body: Record<string, unknown>) => call(world.t.app, world.staff.headers, 'POST', paths.cancel(externalId), body);

async function cancellationMail(externalId: string) {
  const rows = await world.t.database.db.select().from(jobs).where(eq(jobs.type, 'mail.send'));
  return rows.map((row) => row.payload as { template: string; language: string; params: Record<string, string> }).find((mail) => mail.template === 'order-cancelled' && mail.params.orderNumber === externalId);
}

describe('cancelling an order', () => {
  it('needs a reason', async () => {
    const { externalId } = await seedOrder(world.t.database, world.researcher.id);
    const response = await cancel(externalId, { reason: ' ', refund: 'none' });
    expect(response.statusCode).toBe(400);
  });

  it('with nothing paid: writes the invoice off, e-mails the researcher and records it', async () => {
    const order = await seedOrder(world.t.database, world.researcher.id);
    const bench = workbenchOf(await cancel(order.externalId, { reason: 'Customer withdrew the paper', refund: 'none' }));
    expect(bench.order.status).toBe('cancelled');
    expect(bench.order.cancelledAt).not.toBeNull();
    expect(bench.invoices).toMatchObject([{ balance: 0 }]);
    const [invoice] = await world.t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice?.writtenOffAt).not.toBeNull();
    expect(bench.history[0]).toMatchObject({ action: 'order.cancel', before: { status: 'received' }, after: { status: 'cancelled', writtenOff: [order.invoice?.invoiceNumber] }, reason: 'Customer withdrew the paper' });
    const mail = await cancellationMail(order.externalId);
    expect(mail).toMatchObject({ language: 'es' });
    expect(mail?.params.refund).toContain('no debe nada');
    // A cancelled order cannot be cancelled again.
    expect(errorKey(await cancel(order.externalId, { reason: 'again', refund: 'none' }))).toBe('order-status-unchanged');
  });

  it('refuses to cancel a paid order without saying how to refund it', async () => {
    const order = await seedOrder(world.t.database, world.researcher.id, { paid: true });
    const response = await cancel(order.externalId, { reason: 'Duplicate order', refund: 'none' });
    expect(response.statusCode).toBe(409);
    expect(errorKey(response)).toBe('order-cancel-refund-required');
    // …also through the status action.
    const viaStatus = await call(world.t.app, world.staff.headers, 'POST', paths.status(order.externalId), { status: 'cancelled', reason: 'Duplicate order' });
    expect(errorKey(viaStatus)).toBe('order-cancel-refund-required');
  });

  it('refunds a paid order as account credit, once', async () => {
    const order = await seedOrder(world.t.database, world.researcher.id, { paid: true, total: 12_000 });
    const bench = workbenchOf(await cancel(order.externalId, { reason: 'Duplicate order', refund: 'credit' }));
    expect(bench.order.status).toBe('cancelled');
    expect(bench.payments).toMatchObject([{ amount: 12_000, refunded: 12_000, status: 'refunded' }]);
    const refundRows = await world.t.database.db.select().from(refunds).where(eq(refunds.invoiceId, order.invoice?.id ?? 0));
    expect(refundRows).toMatchObject([{ method: 'credit', amount: 12_000, staffId: world.staff.id }]);
    const [credit] = await world.t.database.db.select().from(credits).where(eq(credits.id, refundRows[0]?.creditId ?? 0));
    expect(credit).toMatchObject({ userId: world.researcher.id, source: 'refund', totalUsdCents: 12_000, balanceUsdCents: 12_000 });
    expect(bench.history.map((event) => event.action)).toEqual(expect.arrayContaining(['order.cancel', 'payment.refund']));
    expect((await cancellationMail(order.externalId))?.params.refund).toContain('crédito');
  });

  it('refunds as credit what cannot go back through the gateway, when the gateway is asked for', async () => {
    const order = await seedOrder(world.t.database, world.researcher.id, { paid: true, total: 5_000 });
    const bench = workbenchOf(await cancel(order.externalId, { reason: 'Service not available', refund: 'gateway' }));
    expect(bench.payments).toMatchObject([{ refunded: 5_000 }]);
    expect(await world.t.database.db.select().from(refunds).where(eq(refunds.invoiceId, order.invoice?.id ?? 0))).toMatchObject([{ method: 'credit' }]);
  });

  it('refuses to cancel a completed order', async () => {
    const order = await seedOrder(world.t.database, world.researcher.id, { status: 'completed' });
    const response = await cancel(order.externalId, { reason: 'Too late', refund: 'none' });
    expect(response.statusCode).toBe(409);
    expect(errorKey(response)).toBe('order-transition-not-allowed');
  });
});
