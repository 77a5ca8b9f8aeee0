import type { z } from 'zod';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { isOnDeadlineStep, skipsQualityCheck } from '@marginalia/contracts/staff/order-workflow';
import type { assignOrderSchema, changeOrderStatusSchema, orderDeadlineSchema, orderNoteSchema } from '@marginalia/contracts/staff/staff-orders.contract';
import { AppError } from '../../../platform/errors/app-error';
import type { StaffContext } from '../staff-context';
import { completeOrder } from './staff-order-completion.service';
import { cancelOrder } from './staff-order-cancel.service';
import { auditOrder, isClosed } from './staff-order-audit';
import { countActiveDeliverables, insertNote } from './staff-order-writes.repository';
import { assertTransition } from './staff-order-transitions';
import { findStaffMember, lockOrder, updateOrder, usersByIds } from './staff-orders.repository';

/** The workbench's actions. Each runs in one transaction with its audit event. */

export async function assignOrder(context: StaffContext, externalId: string, input: z.infer<typeof assignOrderSchema>): Promise<void> {
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, externalId);
    if (isClosed(order)) throw new AppError(409, 'order-closed');
    const staff = input.staffIdentity === null ? null : await findStaffMember(tx, input.staffIdentity);
    if (input.staffIdentity !== null && !staff) throw new AppError(422, 'staff-member-not-found', {}, { staffIdentity: 'staff-member-not-found' });
    const nextId = staff?.id ?? null;
    if (nextId === order.assignedStaffId) return;
    const previous = order.assignedStaffId === null ? null : ((await usersByIds(tx, [order.assignedStaffId])).get(order.assignedStaffId) ?? null);
    await updateOrder(tx, order.id, { assignedStaffId: nextId });
    await auditOrder(tx, context, order, 'order.assign', { before: { assignee: previous?.identity ?? null }, after: { assignee: staff?.identity ?? null } });
  });
}

export async function changeStatus(context: StaffContext, externalId: string, input: z.infer<typeof changeOrderStatusSchema>, language: SiteLanguage): Promise<void> {
  // Cancelling decides what happens to the money: the cancel action, with nothing to refund.
  if (input.status === 'cancelled') return cancelOrder(context, externalId, { reason: input.reason ?? '', refund: 'none' }, language);
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, externalId);
    const deliverables = await countActiveDeliverables(tx, order.id);
    const reason = input.reason?.trim() || null;
    const skipQualityCheck = input.skipQualityCheck === true;
    assertTransition({ from: order.status, to: input.status, reason, assigned: order.assignedStaffId !== null, deliverables, skipQualityCheck }, language);
    if (input.status === 'completed') return completeOrder(tx, context, order, reason, { qualityCheckSkipped: skipsQualityCheck(order.status, input.status) });
    await updateOrder(tx, order.id, { status: input.status });
    await auditOrder(tx, context, order, 'order.status', { before: { status: order.status }, after: { status: input.status }, reason });
  });
}

export async function changeDeadline(context: StaffContext, externalId: string, input: z.infer<typeof orderDeadlineSchema>): Promise<void> {
  const deadline = new Date(input.deadline);
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, externalId);
    if (isClosed(order)) throw new AppError(409, 'order-closed');
    // The deadline as it is (often between two steps: it was counted from the moment of payment) may be
    // saved again unchanged; a new one must be on a step.
    if (order.deadline.getTime() === deadline.getTime()) return;
    if (!isOnDeadlineStep(deadline)) throw new AppError(422, 'deadline-step-invalid', {}, { deadline: 'deadline-step-invalid' });
    await updateOrder(tx, order.id, { deadline });
    await auditOrder(tx, context, order, 'order.deadline', {
      before: { deadline: order.deadline.toISOString() },
      after: { deadline: deadline.toISOString() },
      reason: input.reason ?? null,
    });
  });
}

/** Notes are internal and may be added at any time, also to a closed order. */
export async function addNote(context: StaffContext, externalId: string, input: z.infer<typeof orderNoteSchema>): Promise<void> {
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, externalId);
    const note = await insertNote(tx, { orderId: order.id, authorId: context.staff.id, body: input.body, createdAt: context.now });
    await auditOrder(tx, context, order, 'order.note', { after: { noteId: note.id, body: input.body } });
  });
}
