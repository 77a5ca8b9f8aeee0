/**
 * The completed-files message of the order page: not ready until the order is completed,
 * then awaiting payment until downloads are available (see download-rules.ts), then ready.
 */
export type CompletedFilesState = 'not-ready' | 'awaiting-payment' | 'ready';

export function completedFilesState(order: { status: string; downloadAvailable: boolean }): CompletedFilesState {
  if (order.status !== 'completed') return 'not-ready';
  return order.downloadAvailable ? 'ready' : 'awaiting-payment';
}

/**
 * Why the deliverables cannot be downloaded (a message key), or null when they can. The API answers
 * it in `error` of GET /api/order/{externalId}/deliverables; the page shows it the same way.
 */
export function deliverablesRefusal(order: { status: string; downloadAvailable: boolean }): 'order-files-not-ready' | 'order-files-awaiting-payment' | null {
  const state = completedFilesState(order);
  if (state === 'not-ready') return 'order-files-not-ready';
  if (state === 'awaiting-payment') return 'order-files-awaiting-payment';
  return null;
}

/** Download progress is a percentage of bytes received over the total, 0 to 100. */
export function downloadPercentage(received: number, total: number): number {
  if (total <= 0) return received > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.floor((received / total) * 100)));
}

/**
 * The place of each delivered file in the archive the browser builds: its own name, with ` (2)`, ` (3)`…
 * before the extension when two files share a name (a zip would otherwise keep only one). Slashes and
 * leading dots are replaced, so no entry can point outside the folder it is unpacked into.
 */
export function archivePaths(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((original) => {
    const name = original.replace(/[\\/]/g, '_').replace(/^\.+/, '_') || 'file';
    const lower = name.toLowerCase();
    const count = (seen.get(lower) ?? 0) + 1;
    seen.set(lower, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}
