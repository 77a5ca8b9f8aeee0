import { randomBytes, createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { newCertificateCode } from './certificate-code';
import { certificates, orderDeliverables, orderServices, orders } from '../../platform/db/schema/all-tables';

/** Test support: a completed order with one delivered file and its certificate, written directly. */
export interface CertifiedOrder {
  orderId: number;
  externalId: string;
  code: string;
  deliverableKey: string;
}

export async function seedCertifiedOrder(
  app: FastifyInstance,
  userId: number,
  staffId: number,
  options: { paid?: boolean; status?: 'completed' | 'in_progress' | 'cancelled'; title?: string; authors?: string } = {},
): Promise<CertifiedOrder> {
  const { db, storage } = app.platform;
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  const externalId = `C${hex(4).toUpperCase()}`;
  const status = options.status ?? 'completed';
  const [order] = await db
    .insert(orders)
    .values({
      externalId,
      userId,
      title: options.title ?? 'Urban heat islands and tree cover',
      status,
      customerGoal: 'editing',
      wordCount: 6120,
      manuscriptLanguageId: 1,
      currency: 'USD',
      totalAmount: 20_000,
      paid: options.paid ?? true,
      deadline: new Date(Date.now() + 86_400_000),
      completedAt: status === 'completed' ? new Date() : null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not created');
  await db.insert(orderServices).values({ orderId: order.id, serviceIdentity: 'standard-editing', listPrice: 20_000, totalPrice: 20_000 });
  const deliverableKey = `d_${hex(8)}`;
  const stored = await storage.write(`deliverables/${order.id}/${deliverableKey}`, Readable.from([Buffer.from('edited manuscript')]));
  await db.insert(orderDeliverables).values({
    publicId: deliverableKey,
    orderId: order.id,
    kind: 'tracked',
    name: 'edited.docx',
    contentType: 'application/octet-stream',
    size: stored.size,
    storageKey: stored.key,
    sha256: createHash('sha256').update('edited manuscript').digest('hex'),
    uploadedById: staffId,
  });
  const code = newCertificateCode();
  await db.insert(certificates).values({ code, orderId: order.id, userId, title: options.title ?? 'Urban heat islands and tree cover', authors: options.authors ?? '' });
  return { orderId: order.id, externalId, code, deliverableKey };
}
