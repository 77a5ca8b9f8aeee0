import { randomBytes, createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { staffServicesResponseSchema } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { staffCataloguePaths } from '@marginalia/contracts/staff/staff.paths';
import { newCertificateCode } from '../certificates/certificates.public';
import { certificates, orderDeliverables, orderFormFiles, orderForms, orderServices, orders } from '../../platform/db/schema/all-tables';

/**
 * Test support: an order as the staff would leave it (status, delivered files in storage, a certificate),
 * written directly, with the researcher's own uploads on the form it was made from.
 */
export interface DeliveredOrderOptions {
  status?: 'received' | 'in_progress' | 'quality_check' | 'completed' | 'cancelled';
  paid?: boolean;
  title?: string;
  deliverables?: { name: string; content: string; kind?: 'tracked' | 'clean' | 'formatted' | 'figures' | 'other'; removed?: boolean }[];
  originals?: { name: string; content: string; kind?: 'main' | 'figures' }[];
  certificate?: { code?: string; title?: string; authors?: string } | null;
  /** The order's services (default: standard editing and formatting). */
  services?: string[];
  completedAt?: Date;
  staffId: number;
}

export interface DeliveredOrder {
  orderId: number;
  externalId: string;
  deliverableKeys: string[];
  originalIds: string[];
  certificateCode: string | null;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export async function seedDeliveredOrder(app: FastifyInstance, userId: number, options: DeliveredOrderOptions): Promise<DeliveredOrder> {
  const { db, storage } = app.platform;
  const status = options.status ?? 'completed';
  const externalId = `T${hex(4).toUpperCase()}`;
  const now = new Date();
  const [form] = await db.insert(orderForms).values({ publicId: `f_${hex(8)}`, userId, status: 'converted', localization: 'us' }).returning({ id: orderForms.id });
  if (!form) throw new Error('form not created');
  const [order] = await db
    .insert(orders)
    .values({
      externalId,
      userId,
      title: options.title ?? 'Seagrass meadows as carbon sinks',
      status,
      customerGoal: 'editing',
      wordCount: 5230,
      manuscriptLanguageId: 1,
      styleOfEnglish: 'british',
      journalName: 'Marine Ecology Progress Series',
      currency: 'USD',
      totalAmount: 30_000,
      paid: options.paid ?? true,
      deadline: new Date(now.getTime() + 86_400_000),
      completedAt: status === 'completed' ? (options.completedAt ?? now) : null,
      orderFormId: form.id,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not created');
  await db.insert(orderServices).values(
    options.services
      ? options.services.map((serviceIdentity) => ({ orderId: order.id, serviceIdentity, listPrice: 30_000, discountAmount: 0, totalPrice: 30_000 }))
      : [
          { orderId: order.id, serviceIdentity: 'standard-editing', listPrice: 26_000, discountAmount: 1_000, totalPrice: 25_000 },
          { orderId: order.id, serviceIdentity: 'formatting', listPrice: 5_000, discountAmount: 0, totalPrice: 5_000 },
        ],
  );
  const originalIds: string[] = [];
  for (const original of options.originals ?? []) {
    const publicId = `of_${hex(8)}`;
    const stored = await storage.write(`order-forms/${form.id}/${publicId}`, Readable.from([Buffer.from(original.content)]));
    await db.insert(orderFormFiles).values({ publicId, orderFormId: form.id, kind: original.kind ?? 'main', name: original.name, contentType: 'text/plain', size: stored.size, storageKey: stored.key, sha256: stored.sha256 });
    originalIds.push(publicId);
  }
  const deliverableKeys: string[] = [];
  for (const file of options.deliverables ?? []) {
    const publicId = `d_${hex(8)}`;
    const stored = await storage.write(`deliverables/${order.id}/${publicId}`, Readable.from([Buffer.from(file.content)]));
    await db.insert(orderDeliverables).values({
      publicId,
      orderId: order.id,
      kind: file.kind ?? 'tracked',
      name: file.name,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: stored.size,
      storageKey: stored.key,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      uploadedById: options.staffId,
      removedAt: file.removed ? now : null,
    });
    deliverableKeys.push(publicId);
  }
  let certificateCode: string | null = null;
  if (options.certificate) {
    certificateCode = options.certificate.code ?? newCertificateCode();
    await db.insert(certificates).values({
      code: certificateCode,
      orderId: order.id,
      userId,
      title: options.certificate.title ?? options.title ?? 'Seagrass meadows as carbon sinks',
      authors: options.certificate.authors ?? 'Ada Tester, Grace Hopper',
    });
  }
  return { orderId: order.id, externalId, deliverableKeys, originalIds, certificateCode };
}

/** Staff switch a catalogue service on or off through the staff API (which bumps the settings version). */
export async function setServiceActive(app: FastifyInstance, staffHeaders: Record<string, string>, identity: string, active: boolean): Promise<void> {
  const listed = staffServicesResponseSchema.parse((await app.inject({ method: 'GET', url: staffCataloguePaths.services, headers: staffHeaders })).json());
  const service = listed.services.find((row) => row.identity === identity);
  if (!service) throw new Error(`${identity} missing`);
  const { name, featured, includesCertificate, rewardPointsPerUsd } = service;
  const response = await app.inject({ method: 'PUT', url: staffCataloguePaths.service(identity), headers: staffHeaders, payload: { name, active, featured, includesCertificate, rewardPointsPerUsd } });
  if (response.statusCode !== 200) throw new Error(`switching ${identity}: ${response.statusCode} ${response.body}`);
}
