import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderFileRemovable, orderFilesOpen, type OrderFilesResponse } from '@marginalia/contracts/orders/order-files.contract';
import { recordAudit } from '../../platform/audit/audit-log';
import { extensionOf } from '../../platform/documents/content-type';
import { AppError } from '../../platform/errors/app-error';
import { requireUser } from '../../platform/session/session';
import { cleanUploadName } from '../../platform/uploads/upload-name';
import { storeUpload } from '../../platform/uploads/upload-stream';
import { storeWithinAllowance, uploadAllowance } from '../../platform/uploads/storage-quotas';
import { findOwnedOrder } from './orders.repository';
import { deleteOrderFile, findOrderFiles, insertOrderFile, lockOwnedOrderForFiles, type FilesOrderRow } from './order-files.repository';
import type { KindedUpload, KindedUploadLimits } from '../../platform/uploads/kinded-upload';
import type { OrderFormFileRow } from '../../platform/db/schema/order-forms';

/**
 * The researcher's files on a placed order (edit mode's uploaders): they go to the file list of the
 * form the order was made from (orders.orderFormId), so the details page, the original-file download and the
 * staff workbench see them with the others. README: order-edit.README.md.
 */
async function filesView(app: FastifyInstance, order: FilesOrderRow): Promise<OrderFilesResponse> {
  const rows = order.orderFormId === null ? [] : await findOrderFiles(app.platform.db, order.orderFormId);
  const files = await Promise.all(
    rows.map(async (row) => {
      const stored = await app.platform.storage.stat(row.storageKey).catch(() => null);
      return { identity: row.publicId, name: row.name, kind: row.kind, size: row.size, expired: stored === null, removable: orderFileRemovable(order, row) };
    }),
  );
  return { files, canAdd: orderFilesOpen(order) && order.orderFormId !== null };
}

async function ownedOrder(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<FilesOrderRow> {
  const user = requireUser(request);
  const order = await findOwnedOrder(app.platform.db, user.id, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  return order;
}

/** GET /api/order/{externalId}/files. */
export async function listOrderFiles(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<OrderFilesResponse> {
  return filesView(app, await ownedOrder(app, request, externalId));
}

/** Refusals that need no upload: another user's order (404), a closed order (409), an order without a form. */
export async function checkOrderOpenForFiles(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<FilesOrderRow> {
  const order = await ownedOrder(app, request, externalId);
  if (!orderFilesOpen(order)) throw new AppError(409, 'order-closed');
  if (order.orderFormId === null) throw new AppError(409, 'order-files-unavailable');
  return order;
}

/**
 * POST /api/order/{externalId}/files: the file is checked from its bytes and streamed to storage (as in the
 * order form), then recorded under the locked order, which must still be open; refused files leave nothing.
 */
export async function addOrderFile(
  app: FastifyInstance,
  request: FastifyRequest,
  order: FilesOrderRow,
  upload: KindedUpload,
  limits: KindedUploadLimits,
): Promise<OrderFilesResponse> {
  const user = requireUser(request);
  const { db, storage } = app.platform;
  const rule = limits.rules[upload.kind];
  if (!rule) {
    upload.source.resume();
    throw new AppError(400, 'filetype-not-allowed');
  }
  const publicId = randomBytes(12).toString('base64url');
  const extension = extensionOf(upload.fileName).replace(/[^a-z0-9]/g, '');
  const key = `orders/${order.externalId.replace(/[^A-Za-z0-9_-]/g, '_')}/${publicId}${extension ? `.${extension}` : ''}`;
  const now = new Date();
  const { storageQuotas } = await app.applicationLoader.settings();
  const allowance = await uploadAllowance(db, storageQuotas, { userId: user.id, visitorTokenHash: null, address: request.ip || 'unknown' }, now);
  const stored = await storeWithinAllowance(allowance, limits.maxBytes, (maxBytes) =>
    storeUpload({ storage, key, fileName: upload.fileName, source: upload.source, rule, maxBytes }),
  );
  let locked: FilesOrderRow;
  try {
    locked = await db.transaction(async (tx) => {
      const current = await lockOwnedOrderForFiles(tx, user.id, order.externalId);
      if (!current) throw new AppError(404, 'order-not-found');
      if (!orderFilesOpen(current)) throw new AppError(409, 'order-closed');
      const formId = current.orderFormId;
      if (formId === null) throw new AppError(409, 'order-files-unavailable');
      const existing = await findOrderFiles(tx, formId);
      if (existing.filter((file) => file.kind === upload.kind).length >= limits.maxFilesPerKind) throw new AppError(400, 'too-many-files', { max: limits.maxFilesPerKind });
      const name = cleanUploadName(upload.fileName);
      await insertOrderFile(tx, { publicId, orderFormId: formId, kind: upload.kind, name, contentType: stored.contentType, size: stored.size, storageKey: stored.key, sha256: stored.sha256, analysisStatus: 'skipped', createdAt: now });
      await allowance.record(tx, stored.size);
      await recordAudit(tx, { actorId: user.id, action: 'order.file.add', subjectType: 'order', subjectId: String(current.id), orderId: current.id, customerId: user.id, after: { identity: publicId, kind: upload.kind, name, size: stored.size } }, now);
      return current;
    });
  } catch (error) {
    await storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
  return filesView(app, locked);
}

/** DELETE /api/order/{externalId}/files/{identity}: only a file added after ordering, while the order is 'received'. */
export async function removeOrderFile(app: FastifyInstance, request: FastifyRequest, externalId: string, identity: string): Promise<OrderFilesResponse> {
  const user = requireUser(request);
  const { db, storage } = app.platform;
  const { order, removed } = await db.transaction(async (tx) => {
    const current = await lockOwnedOrderForFiles(tx, user.id, externalId);
    if (!current) throw new AppError(404, 'order-not-found');
    const file: OrderFormFileRow | undefined = current.orderFormId === null ? undefined : (await findOrderFiles(tx, current.orderFormId)).find((row) => row.publicId === identity);
    if (!file || current.orderFormId === null) throw new AppError(404, 'file-not-found');
    if (!orderFileRemovable(current, file)) throw new AppError(409, 'order-file-not-removable');
    await deleteOrderFile(tx, current.orderFormId, file.id);
    await recordAudit(tx, { actorId: user.id, action: 'order.file.remove', subjectType: 'order', subjectId: String(current.id), orderId: current.id, customerId: user.id, before: { identity: file.publicId, kind: file.kind, name: file.name, size: file.size } });
    return { order: current, removed: file };
  });
  await storage.delete(removed.storageKey).catch(() => undefined);
  return filesView(app, order);
}
