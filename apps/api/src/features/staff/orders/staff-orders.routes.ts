import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffMembersResponseSchema } from '@marginalia/contracts/staff/staff-common.contract';
import {
  assignOrderSchema,
  cancelOrderSchema,
  changeOrderStatusSchema,
  orderDeadlineSchema,
  orderNoteSchema,
  staffOrderQueryQuerySchema,
  staffOrderQueueResponseSchema,
  staffOrderWorkbenchSchema,
} from '@marginalia/contracts/staff/staff-orders.contract';
import { staffOrderPaths } from '@marginalia/contracts/staff/staff.paths';
import { requestLanguage } from '../../../platform/http/request-language';
import { requireStaff } from '../../../platform/session/session';
import { orderParams } from '../../../platform/http/order-params';
import { staffContext, staffMemberView } from '../staff-context';
import { addNote, assignOrder, changeDeadline, changeStatus } from './staff-order-actions.service';
import { cancelOrder } from './staff-order-cancel.service';
import { orderQueue } from './staff-order-queue.service';
import { orderWorkbench } from './staff-order-workbench.service';
import { listStaffMembers } from './staff-orders.repository';
import { staffDeliverablesRoutes } from './staff-deliverables.routes';

const tags = ['staff'];
const workbench = { 200: staffOrderWorkbenchSchema };

/**
 * The order queue and the order workbench, staff only. Every write answers the workbench
 * as it now is, so the page shows the result of the action without a second request.
 */
export async function staffOrdersRoutes(app: FastifyInstance): Promise<void> {
  // Before the body or the query is even validated: researchers get 404 and visitors 401, whatever they send.
  app.addHook('onRequest', async (request) => {
    requireStaff(request);
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(staffOrderPaths.queue, { config: { access: 'staff' }, schema: { tags, summary: 'The order queue: filters, sort, a page and the counts per status', querystring: staffOrderQueryQuerySchema, response: { 200: staffOrderQueueResponseSchema } } }, async (request) =>
    orderQueue(staffContext(app, request), request.query),
  );

  routes.get(staffOrderPaths.staffMembers, { config: { access: 'staff' }, schema: { tags, summary: 'Staff members (assignees)', response: { 200: staffMembersResponseSchema } } }, async (request) => {
    const context = staffContext(app, request);
    return { members: (await listStaffMembers(context.db)).map((member) => staffMemberView(member, context.language)) };
  });

  routes.get(staffOrderPaths.workbench.template, { config: { access: 'staff' }, schema: { tags, summary: 'The order workbench', params: orderParams, response: workbench } }, async (request) =>
    orderWorkbench(staffContext(app, request), request.params.externalId, requestLanguage(request)),
  );

  routes.put(staffOrderPaths.assignee.template, { config: { access: 'staff' }, schema: { tags, summary: 'Assign the order to a staff member (null: unassign)', params: orderParams, body: assignOrderSchema, response: workbench } }, async (request) => {
    const context = staffContext(app, request);
    await assignOrder(context, request.params.externalId, request.body);
    return orderWorkbench(context, request.params.externalId, requestLanguage(request));
  });

  routes.post(staffOrderPaths.status.template, { config: { access: 'staff' }, schema: { tags, summary: 'Move the order to another state', params: orderParams, body: changeOrderStatusSchema, response: workbench } }, async (request) => {
    const context = staffContext(app, request);
    const language = requestLanguage(request);
    await changeStatus(context, request.params.externalId, request.body, language);
    return orderWorkbench(context, request.params.externalId, language);
  });

  routes.put(staffOrderPaths.deadline.template, { config: { access: 'staff' }, schema: { tags, summary: 'Change the deadline (30-minute steps)', params: orderParams, body: orderDeadlineSchema, response: workbench } }, async (request) => {
    const context = staffContext(app, request);
    await changeDeadline(context, request.params.externalId, request.body);
    return orderWorkbench(context, request.params.externalId, requestLanguage(request));
  });

  routes.post(staffOrderPaths.cancel.template, { config: { access: 'staff' }, schema: { tags, summary: 'Cancel the order, refunding what was paid', params: orderParams, body: cancelOrderSchema, response: workbench } }, async (request) => {
    const context = staffContext(app, request);
    const language = requestLanguage(request);
    await cancelOrder(context, request.params.externalId, request.body, language);
    return orderWorkbench(context, request.params.externalId, language);
  });

  routes.post(staffOrderPaths.notes.template, { config: { access: 'staff' }, schema: { tags, summary: 'Add an internal note', params: orderParams, body: orderNoteSchema, response: workbench } }, async (request) => {
    const context = staffContext(app, request);
    await addNote(context, request.params.externalId, request.body);
    return orderWorkbench(context, request.params.externalId, requestLanguage(request));
  });

  await app.register(staffDeliverablesRoutes);
}
