import { z } from 'zod';
import type { Journal } from '@marginalia/contracts/journals/journals.contract';
import { normalizeIssn, normalizeJournalTitle } from '@marginalia/contracts/journals/journal-identifiers';
import type { FetchLike, JournalDirectory } from './journal-directory';
import type { StoredJournalDirectory } from './stored-journal-directory';

export const CROSSREF_API = 'https://api.crossref.org';
/** A type-ahead waits no longer: past this the stored directory answers instead. */
export const CROSSREF_TIMEOUT_MS = 3000;
const CACHE_ENTRIES = 500;
const CACHE_TTL_MS = 10 * 60 * 1000;

export interface CrossrefJournalDirectoryOptions {
  /** Answers when Crossref fails, is slow or finds nothing; recognises Crossref hits we also store. */
  stored: StoredJournalDirectory;
  /** Crossref asks callers for a contact address ("polite pool": better service, and a warning before a block). */
  mailto?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Failures are logged, never shown: the researcher gets the stored directory's answer. */
  log?: (detail: { error: string; query: string }) => void;
  now?: () => number;
}

const issnTypeSchema = z.object({ value: z.string(), type: z.string() });
const crossrefJournalSchema = z.object({
  title: z.string(),
  publisher: z.string().nullish(),
  ISSN: z.array(z.string()).nullish(),
  'issn-type': z.array(issnTypeSchema).nullish(),
});
const journalListSchema = z.object({
  status: z.literal('ok'),
  'message-type': z.literal('journal-list'),
  message: z.object({ items: z.array(z.unknown()) }),
});
const singleJournalSchema = z.object({ status: z.literal('ok'), 'message-type': z.literal('journal'), message: z.unknown() });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Crossref titles carry HTML entities now and then ("Ecology &amp; Evolution"). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function clean(text: string | null | undefined): string | null {
  const value = text === null || text === undefined ? '' : decodeEntities(text).replace(/\s+/g, ' ').trim();
  return value === '' ? null : value;
}

function toJournal(item: unknown): Journal | null {
  const parsed = crossrefJournalSchema.safeParse(item);
  if (!parsed.success) return null;
  const title = clean(parsed.data.title);
  if (!title) return null;
  const typed = parsed.data['issn-type'] ?? [];
  const typedValue = (type: string) => normalizeIssn(typed.find((entry) => entry.type === type)?.value ?? '');
  // Without issn-type the ISSN list's order is all there is: read it as print, then electronic.
  const untyped = (parsed.data.ISSN ?? []).map(normalizeIssn).filter((issn): issn is string => issn !== null);
  const issn = typed.length > 0 ? typedValue('print') : (untyped[0] ?? null);
  const eissn = typed.length > 0 ? typedValue('electronic') : (untyped[1] ?? null);
  return { id: null, title, issn, eissn, publisher: clean(parsed.data.publisher), url: null };
}

/** A Crossref `/journals` (list) or `/journals/{issn}` (one) answer, in our shape; malformed items are skipped. */
export function mapCrossrefJournals(body: unknown): Journal[] {
  const list = journalListSchema.safeParse(body);
  if (list.success) return list.data.message.items.map(toJournal).filter((journal): journal is Journal => journal !== null);
  const single = singleJournalSchema.safeParse(body);
  if (single.success) return [toJournal(single.data.message)].filter((journal): journal is Journal => journal !== null);
  throw new Error('unexpected Crossref answer');
}

export function crossrefJournalsUrl(query: string, rows: number, mailto?: string): string {
  const issn = normalizeIssn(query);
  const params = new URLSearchParams(issn ? {} : { query, rows: String(rows) });
  if (mailto) params.set('mailto', mailto);
  const search = params.toString();
  return `${CROSSREF_API}/journals${issn ? `/${issn}` : ''}${search ? `?${search}` : ''}`;
}

const keyOf = (journal: Journal) => journal.issn ?? journal.eissn ?? `title:${normalizeJournalTitle(journal.title)}`;

/** Crossref lists some journals twice; a hit we store takes our row (our id, our home page). */
async function merge(hits: Journal[], stored: StoredJournalDirectory, limit: number): Promise<Journal[]> {
  const known = await stored.findByIssns([
    ...new Set(hits.flatMap((hit) => [hit.issn, hit.eissn]).filter((issn): issn is string => issn !== null)),
  ]);
  const storedFor = (hit: Journal) =>
    known.find((journal) => [journal.issn, journal.eissn].some((issn) => issn !== null && (issn === hit.issn || issn === hit.eissn)));
  const seen = new Set<string>();
  const result: Journal[] = [];
  for (const hit of hits) {
    const journal = storedFor(hit) ?? hit;
    const key = journal.id === null ? keyOf(journal) : `id:${journal.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(journal);
    if (result.length === limit) break;
  }
  return result;
}

/**
 * Crossref's journal list (`GET https://api.crossref.org/journals?query=…&rows=…&mailto=…`, or
 * `/journals/{issn}` for an ISSN), mapped to our shape with `id: null` and no home page unless we store the
 * journal too. Answers are cached per process for 10 minutes (a type-ahead repeats itself, and Crossref
 * asks callers to spare it); failures, time-outs and empty answers fall back to the stored directory.
 */
export function createCrossrefJournalDirectory(options: CrossrefJournalDirectoryOptions): JournalDirectory {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CROSSREF_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const userAgent = `Marginalia/1.0${options.mailto ? ` (mailto:${options.mailto})` : ''}`;
  const cache = new Map<string, { at: number; journals: Journal[] }>();

  const ask = async (query: string, limit: number, signal?: AbortSignal): Promise<Journal[]> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    // A few extra rows make up for Crossref's duplicates.
    const response = await fetchImpl(crossrefJournalsUrl(query, Math.min(limit * 2, 40), options.mailto), {
      headers: { accept: 'application/json', 'user-agent': userAgent },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // An unknown ISSN is a 404, not a failure.
    if (response.status === 404 && normalizeIssn(query)) return [];
    if (!response.ok) throw new Error(`Crossref answered HTTP ${response.status}`);
    return merge(mapCrossrefJournals(await response.json()), options.stored, limit);
  };

  return {
    async search(query, limit, signal) {
      const key = `${limit}|${normalizeIssn(query) ?? normalizeJournalTitle(query)}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < CACHE_TTL_MS) return cached.journals;
      let journals: Journal[];
      try {
        journals = await ask(query, limit, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        options.log?.({ error: error instanceof Error ? error.message : String(error), query });
        return options.stored.search(query, limit, signal);
      }
      cache.delete(key);
      cache.set(key, { at: now(), journals });
      // Map keeps insertion order: the first key is the least recently stored.
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? key);
      return journals.length > 0 ? journals : options.stored.search(query, limit, signal);
    },
  };
}
