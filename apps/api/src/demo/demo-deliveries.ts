import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import type { Storage } from '../platform/storage/storage';
import { orderDeliverables, orders, users } from '../platform/db/schema/all-tables';
import { recordAudit } from '../platform/audit/audit-log';
import { issueCertificateIfIncluded } from '../features/certificates/certificates.public';
import { buildDocx } from '../platform/documents/fixtures/docx-builder';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The staff side of the demo, run right after seedDemoData created the accounts: orders being
 * worked on are assigned to the demo editors, and completed orders carry an edited file (a small .docx in
 * storage) and, when a service includes one, their certificate — so the researcher's order pages, downloads
 * and certificates show real content on a fresh machine. Recorded in the audit trail as the staff did it.
 */
export async function seedDemoDeliveries(db: Db, storage: Storage, now: Date = new Date()): Promise<void> {
  const staffEmails = DEMO_ACCOUNTS.filter((account) => account.role === 'staff').map((account) => account.email);
  const staff = await db.select().from(users).where(inArray(users.email, staffEmails)).orderBy(asc(users.id));
  const lead = staff[0];
  const editors = staff.slice(1);
  if (!lead || editors.length === 0) return;
  const researcherEmails = DEMO_ACCOUNTS.filter((account) => account.role === 'researcher').map((account) => account.email);
  const demoOrders = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(inArray(users.email, researcherEmails), inArray(orders.status, ['in_progress', 'quality_check', 'completed'])))
    .orderBy(asc(orders.id));

  for (const [index, { order }] of demoOrders.entries()) {
    const editor = editors[index % editors.length] ?? lead;
    const file = order.status === 'completed' ? await storeEditedFile(storage, order.externalId, order.title) : null;
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ assignedStaffId: editor.id }).where(eq(orders.id, order.id));
      await recordAudit(
        tx,
        { actorId: lead.id, action: 'order.assign', subjectType: 'order', subjectId: order.externalId, orderId: order.id, customerId: order.userId, before: { assignee: null }, after: { assignee: editor.identity } },
        now,
      );
      if (!file) return;
      await tx.insert(orderDeliverables).values({ ...file, orderId: order.id, uploadedById: editor.id, createdAt: order.completedAt ?? now });
      await recordAudit(
        tx,
        { actorId: editor.id, action: 'order.deliverable.add', subjectType: 'order', subjectId: order.externalId, orderId: order.id, customerId: order.userId, after: { key: file.publicId, kind: file.kind, name: file.name, size: file.size } },
        now,
      );
      await issueCertificateIfIncluded(tx, order, { actorId: editor.id, now: order.completedAt ?? now });
    });
  }
}

async function storeEditedFile(storage: Storage, externalId: string, title: string) {
  const body = buildDocx([
    { heading: title },
    { paragraph: 'This is the edited manuscript delivered for the demo order. In a real order the editors upload the file with tracked changes here.' },
  ]);
  const publicId = randomBytes(12).toString('base64url');
  const key = `deliverables/${externalId.replace(/[^A-Za-z0-9_-]/g, '_')}/${publicId}.docx`;
  await storage.write(key, Readable.from([body]), { contentType: DOCX });
  return {
    publicId,
    kind: 'tracked' as const,
    name: `${title.slice(0, 60).replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'manuscript'} (edited).docx`,
    contentType: DOCX,
    size: body.length,
    storageKey: key,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
}
