import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { orderFormFiles, orderForms, priceQuotes, referralInvites } from '../../platform/db/schema/all-tables';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * The order form's part of the data download and of the erasure (platform/privacy): forms, uploaded
 * manuscripts (names and sizes; the files themselves are downloaded from the order pages), price quotes and
 * referral invitations. Erasing deletes them all with their files; orders made from a form keep their own
 * rows (features/orders).
 */
export const orderFormPersonalData: PersonalDataHolder = {
  name: 'orderForms',

  async exportFor(db, userId) {
    const forms = await db.select().from(orderForms).where(eq(orderForms.userId, userId)).orderBy(asc(orderForms.createdAt));
    const ids = forms.map((form) => form.id);
    const [files, quotes, invites] = await Promise.all([
      ids.length === 0 ? [] : db.select().from(orderFormFiles).where(inArray(orderFormFiles.orderFormId, ids)),
      db.select().from(priceQuotes).where(eq(priceQuotes.userId, userId)),
      db.select().from(referralInvites).where(eq(referralInvites.userId, userId)),
    ]);
    return {
      forms: forms.map((form) => ({
        status: form.status,
        customerGoal: form.customerGoal,
        wordCount: form.wordCount,
        projectTitle: form.projectTitle,
        projectAuthors: form.projectAuthors,
        journal: form.journalName,
        createdAt: form.createdAt.toISOString(),
        files: files.filter((file) => file.orderFormId === form.id).map((file) => ({ name: file.name, kind: file.kind, size: file.size, uploadedAt: file.createdAt.toISOString() })),
      })),
      priceQuotes: quotes.map((quote) => ({ estimateId: quote.estimateId, currency: quote.currency, total: quote.total, createdAt: quote.createdAt.toISOString() })),
      referralInvitations: invites.map((invite) => ({ email: invite.emailNormalized, sentAt: invite.sentAt.toISOString() })),
    };
  },

  async erase(tx: Db, userId) {
    const forms = await tx.select({ id: orderForms.id, status: orderForms.status }).from(orderForms).where(eq(orderForms.userId, userId));
    const ids = forms.map((form) => form.id);
    const files = ids.length === 0 ? [] : await tx.delete(orderFormFiles).where(inArray(orderFormFiles.orderFormId, ids)).returning({ key: orderFormFiles.storageKey });
    await tx.delete(referralInvites).where(eq(referralInvites.userId, userId));
    await tx.delete(priceQuotes).where(eq(priceQuotes.userId, userId));
    // A form that became an order is kept without its personal details (a voucher's application points at it);
    // the others go, with their services.
    const converted = forms.filter((form) => form.status === 'converted').map((form) => form.id);
    const others = forms.filter((form) => form.status !== 'converted').map((form) => form.id);
    if (converted.length > 0)
      await tx
        .update(orderForms)
        .set({ projectTitle: null, projectAuthors: null, journalName: null, journalUrl: null, journalId: null, referralEmails: [], answers: {}, bundleAnswers: {}, reworkDetails: null, duplicateAcknowledgedTitle: null, visitorTokenHash: null })
        .where(inArray(orderForms.id, converted));
    if (others.length > 0) await tx.delete(orderForms).where(inArray(orderForms.id, others));
    return { files: files.map((row) => row.key) };
  },
};
