import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { supportAttachments, supportMessages, supportRequests } from '../../platform/db/schema/all-tables';
import type { PersonalDataHolder } from '../../platform/privacy/personal-data';

/**
 * Support's part of the data download and of the erasure (platform/privacy): the person's requests and
 * messages (never the staff's internal notes) with their files' names; erased whole, files included, with
 * the uploads they never sent.
 */
export const supportPersonalData: PersonalDataHolder = {
  name: 'support',

  async exportFor(db, userId) {
    const requests = await db.select().from(supportRequests).where(eq(supportRequests.userId, userId)).orderBy(asc(supportRequests.createdAt));
    const ids = requests.map((request) => request.id);
    const messages = ids.length === 0 ? [] : await db.select().from(supportMessages).where(and(inArray(supportMessages.requestId, ids), ne(supportMessages.kind, 'note'))).orderBy(asc(supportMessages.createdAt));
    const files = messages.length === 0 ? [] : await db.select().from(supportAttachments).where(inArray(supportAttachments.messageId, messages.map((message) => message.id)));
    return requests.map((request) => ({
      number: request.number,
      type: request.type,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      messages: messages
        .filter((message) => message.requestId === request.id)
        .map((message) => ({
          from: message.kind,
          body: message.body,
          createdAt: message.createdAt.toISOString(),
          files: files.filter((file) => file.messageId === message.id).map((file) => ({ name: file.name, size: file.size })),
        })),
    }));
  },

  async erase(tx: Db, userId) {
    const requests = await tx.select({ id: supportRequests.id }).from(supportRequests).where(eq(supportRequests.userId, userId));
    const ids = requests.map((request) => request.id);
    const attached = ids.length === 0 ? [] : await tx.select({ key: supportAttachments.storageKey }).from(supportAttachments).innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId)).where(inArray(supportMessages.requestId, ids));
    const unsent = await tx.delete(supportAttachments).where(eq(supportAttachments.uploaderUserId, userId)).returning({ key: supportAttachments.storageKey });
    // Messages and their files go with the requests (on delete cascade); a proof of payment too.
    if (ids.length > 0) await tx.delete(supportRequests).where(inArray(supportRequests.id, ids));
    return { files: [...new Set([...attached, ...unsent].map((row) => row.key))] };
  },
};
