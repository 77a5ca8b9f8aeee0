import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { archivePaths, deliverablesRefusal } from '@marginalia/contracts/orders/completed-files';
import { CERTIFICATE_FILE_KEY, type DeliverableFile, type DeliverablesResponse } from '@marginalia/contracts/orders/deliverables.contract';
import { downloadAvailable } from '@marginalia/contracts/orders/download-rules';
import { AppError } from '../../platform/errors/app-error';
import { requestLanguage } from '../../platform/http/request-language';
import { requireUser } from '../../platform/session/session';
import { findDeliverable, findDeliverables } from '../../platform/deliverables/deliverable-store';
import { orderCertificatePdf } from '../certificates/certificates.public';
import { findCompanyName, findOwnedOrder, findOwnedOriginalFile } from './orders.repository';
import type { UserRow } from '../../platform/db/schema/users';
import type { OrderRow } from '../../platform/db/schema/orders';

export interface FileDownload {
  file: { name: string; contentType: string; size: number };
  body: Readable;
}

async function ownedOrder(app: FastifyInstance, user: UserRow, externalId: string): Promise<OrderRow> {
  const order = await findOwnedOrder(app.platform.db, user.id, externalId);
  if (!order) throw new AppError(404, 'order-not-found');
  return order;
}

function refusal(order: OrderRow, user: UserRow) {
  return deliverablesRefusal({ status: order.status, downloadAvailable: downloadAvailable({ status: order.status, paid: order.paid, overrideDownloadAvailable: user.overrideDownloadAvailable }) });
}

/**
 * GET /api/order/{externalId}/deliverables: the delivered files of the owner's order, once it
 * is completed and paid (or the account may download before paying), then its certificate PDF when it
 * has one, in the asker's language (the landing page promises it with the files). Until then `error`
 * says why and no file is listed, so the page can show the message without a failed request.
 */
export async function listOrderDeliverables(app: FastifyInstance, request: FastifyRequest, externalId: string): Promise<DeliverablesResponse> {
  const user = requireUser(request);
  const order = await ownedOrder(app, user, externalId);
  const companyName = await findCompanyName(app.platform.db, order);
  const error = refusal(order, user);
  if (error) return { files: [], companyName, externalId: order.externalId, error };
  const rows = await findDeliverables(app.platform.db, order.id);
  const certificate = await orderCertificatePdf(app, order.id, requestLanguage(request));
  const files: Omit<DeliverableFile, 'path'>[] = rows.map((row) => ({ key: row.publicId, size: row.size, name: row.name, kind: row.kind, contentType: row.contentType }));
  if (certificate) files.push({ key: CERTIFICATE_FILE_KEY, size: certificate.pdf.length, name: certificate.fileName, kind: 'certificate', contentType: 'application/pdf' });
  const paths = archivePaths(files.map((file) => file.name));
  return {
    files: files.map((file, index) => ({ ...file, path: paths[index] ?? file.name })),
    companyName,
    externalId: order.externalId,
    error: null,
  };
}

/** GET /api/order/{externalId}/deliverables/{fileKey}: one delivered file or the certificate, only while downloads are allowed. */
export async function orderDeliverableFile(app: FastifyInstance, request: FastifyRequest, externalId: string, fileKey: string): Promise<FileDownload> {
  const user = requireUser(request);
  const order = await ownedOrder(app, user, externalId);
  const error = refusal(order, user);
  if (error) throw new AppError(403, error);
  if (fileKey === CERTIFICATE_FILE_KEY) {
    const certificate = await orderCertificatePdf(app, order.id, requestLanguage(request));
    if (!certificate) throw new AppError(404, 'file-not-found');
    return { file: { name: certificate.fileName, contentType: 'application/pdf', size: certificate.pdf.length }, body: Readable.from([certificate.pdf]) };
  }
  const row = await findDeliverable(app.platform.db, order.id, fileKey);
  if (!row) throw new AppError(404, 'file-not-found');
  return { file: { name: row.name, contentType: row.contentType, size: row.size }, body: await app.platform.storage.read(row.storageKey) };
}

/** GET /api/file/{identity}/download: one of the researcher's own uploads, from any of their orders. */
export async function originalFileDownload(app: FastifyInstance, request: FastifyRequest, identity: string): Promise<FileDownload> {
  const user = requireUser(request);
  const row = await findOwnedOriginalFile(app.platform.db, user.id, identity);
  if (!row) throw new AppError(404, 'file-not-found');
  return { file: { name: row.name, contentType: row.contentType, size: row.size }, body: await app.platform.storage.read(row.storageKey) };
}
