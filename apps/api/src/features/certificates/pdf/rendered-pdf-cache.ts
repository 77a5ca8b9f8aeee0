import { createHash } from 'node:crypto';

/**
 * Rendered PDFs kept in this process, keyed by everything printed on them, so the same certificate is not
 * rendered again for every list of an order's files (which gives its size) and every download. A PDF costs
 * around a hundred milliseconds of CPU to render; a hit costs a hash. Any change to what is printed (an
 * edited title, another language, another address) is another key, so nothing stale is ever answered.
 * Bounded: the least recently used entries go beyond `maxEntries`. Renders of the same key asked for at
 * the same time share one rendering; a failed one is not kept.
 */
export interface RenderedPdfCache<T> {
  get(data: T): Promise<Buffer>;
  readonly size: number;
}

export function renderedPdfCache<T>(render: (data: T) => Promise<Buffer>, maxEntries: number): RenderedPdfCache<T> {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(data: T): Promise<Buffer> {
      const key = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
      const known = entries.get(key);
      if (known) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const rendering = render(data);
      entries.set(key, rendering);
      rendering.catch(() => {
        if (entries.get(key) === rendering) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return rendering;
    },
    get size() {
      return entries.size;
    },
  };
}
