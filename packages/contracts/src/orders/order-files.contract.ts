import { z } from 'zod';
import { originalFileSchema } from './order-details.contract';

/**
 * The researcher's own files of a placed order, added with the uploaders of the details page's edit mode.
 * Paths in orders.paths.ts (orderPaths.files / orderPaths.file):
 * - GET    /api/order/{externalId}/files: the order's files, each saying whether it may still be removed;
 * - POST   /api/order/{externalId}/files: multipart, the field `kind` (UPLOAD_KINDS) first, then one `file`;
 *          refused on a completed or cancelled order (409 order-closed); type and size as in the order form;
 * - DELETE /api/order/{externalId}/files/{identity}: only a file added after the order was placed, and only
 *          while the order is 'received' (the editors have not started on it).
 * Owner only: another user's order is 404, a visitor 401.
 */
export const orderFileSchema = originalFileSchema.extend({
  /** Added after the order was placed and the order is still 'received'. */
  removable: z.boolean(),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

export const orderFilesResponseSchema = z.object({
  files: z.array(orderFileSchema),
  /** Files can be added (the order is neither completed nor cancelled and has its form's file list). */
  canAdd: z.boolean(),
});
export type OrderFilesResponse = z.infer<typeof orderFilesResponseSchema>;

/** Whether a researcher's file may be removed: one they added after ordering, before work started. */
export function orderFileRemovable(order: { status: string; createdAt: Date | string }, file: { createdAt: Date | string }): boolean {
  return order.status === 'received' && new Date(file.createdAt).getTime() > new Date(order.createdAt).getTime();
}

/** Whether files can still be added to an order: until it is completed or cancelled. */
export function orderFilesOpen(order: { status: string }): boolean {
  return order.status !== 'completed' && order.status !== 'cancelled';
}
