import type { RecentDocument } from '@marginalia/contracts/digital/recent-documents.contract';
import type { Db } from '../db/client';

/**
 * The researcher's recent documents of every kind (digital translations today; digital edits will register
 * theirs the same way): each feature registers a source at start-up (feature-handlers.ts) that answers its
 * `limit` newest documents; the list merges them by creation date. Process-wide, keyed by kind, like the
 * order-paid listeners, so building the app twice registers each source once.
 */
export type RecentDocumentSource = (db: Db, userId: number, limit: number) => Promise<RecentDocument[]>;

const sources = new Map<RecentDocument['kind'], RecentDocumentSource>();

export function registerRecentDocuments(kind: RecentDocument['kind'], source: RecentDocumentSource): void {
  sources.set(kind, source);
}

export async function recentDocuments(db: Db, userId: number, limit: number): Promise<RecentDocument[]> {
  const lists = await Promise.all([...sources.values()].map((source) => source(db, userId, limit)));
  return lists
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}
