import type { DigitalEditingAccessType, DigitalEditLoadResponse, EditCounts } from '@marginalia/contracts/digital/digital-editing.contract';

/** The access badge: a warning without access, a success otherwise (`digital-editing-badge-{type}`). */
export function badgeColor(type: DigitalEditingAccessType): 'amber' | 'teal' {
  return type === 'NONE' ? 'amber' : 'teal';
}

/** The upload form and the list show with access, or when there are edits to see (an expired subscriber's). */
export function showsWorkspace(load: Pick<DigitalEditLoadResponse, 'accessType' | 'hasUploadedDigitalEdit'>): boolean {
  return load.accessType !== 'NONE' || load.hasUploadedDigitalEdit;
}

/** The pricing card and the Subscribe link: for anyone without a running subscription (a user without a currency picks one on the subscription page). */
export function offersSubscription(load: Pick<DigitalEditLoadResponse, 'hasDigitalEditingPurchase'>): boolean {
  return !load.hasDigitalEditingPurchase;
}

/** The categories with something in them, most first (what the details page lists). */
export function countedCategories(counts: EditCounts | null): { category: keyof EditCounts; count: number }[] {
  if (!counts) return [];
  return (Object.entries(counts) as [keyof EditCounts, number][])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([category, count]) => ({ category, count }));
}

export function total(counts: EditCounts | null): number {
  return counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;
}
