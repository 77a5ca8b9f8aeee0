import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Journal } from '@marginalia/contracts/journals/journals.contract';
import { createCrossrefJournalDirectory, crossrefJournalsUrl, mapCrossrefJournals } from './crossref-journal-directory';
import type { FetchLike } from './journal-directory';
import type { StoredJournalDirectory } from './stored-journal-directory';

/**
 * A `GET /journals?query=lancet` answer in Crossref's shape (REST API "journal-list" message), trimmed.
 * Reconstructed rather than captured: this machine has no network. No test here touches the network.
 */
const sample: unknown = JSON.parse(readFileSync(new URL('./crossref-journals.sample.json', import.meta.url), 'utf8'));

const storedLancet: Journal = {
  id: 42,
  title: 'The Lancet',
  issn: '0140-6736',
  eissn: '1474-547X',
  publisher: 'Elsevier',
  url: 'https://www.thelancet.com/journals/lancet',
};
const storedFallbackHit: Journal = { ...storedLancet, id: 7, title: 'From the stored directory' };

function fakeStored(known: Journal[] = [storedLancet]): StoredJournalDirectory & { search: ReturnType<typeof vi.fn> } {
  return {
    search: vi.fn(async () => [storedFallbackHit]),
    findByIssns: async (issns) => known.filter((journal) => issns.includes(journal.issn ?? '') || issns.includes(journal.eissn ?? '')),
  };
}

function answering(status: number, body: unknown): FetchLike & ReturnType<typeof vi.fn> {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('mapCrossrefJournals', () => {
  it('maps a journal list to our shape: print and electronic ISSN by type, entities decoded, no id, no home page', () => {
    const journals = mapCrossrefJournals(sample);
    expect(journals[0]).toEqual({
      id: null,
      title: 'The Lancet',
      issn: '0140-6736',
      eissn: '1474-547X',
      publisher: 'Elsevier BV',
      url: null,
    });
    expect(journals[1]).toEqual({
      id: null,
      title: 'The Lancet Haematology',
      issn: null,
      eissn: '2352-3026',
      publisher: 'Elsevier BV',
      url: null,
    });
    expect(journals[2]).toMatchObject({
      title: 'The Lancet Gastroenterology & Hepatology',
      publisher: 'Elsevier BV',
      issn: '2468-1253',
      eissn: '2468-1261',
    });
  });

  it('keeps a journal without ISSN and skips an item without a title', () => {
    const journals = mapCrossrefJournals(sample);
    expect(journals.map((j) => j.title)).toEqual([
      'The Lancet',
      'The Lancet Haematology',
      'The Lancet Gastroenterology & Hepatology',
      'The Lancet',
      'Revista Lanceta',
    ]);
    expect(journals[4]).toMatchObject({ issn: null, eissn: null });
  });

  it('maps the one-journal answer of /journals/{issn}, reading an untyped ISSN list as print then electronic', () => {
    const one = {
      status: 'ok',
      'message-type': 'journal',
      'message-version': '1.0.0',
      message: { title: 'Nature', publisher: 'Springer Science and Business Media LLC', ISSN: ['0028-0836', '1476-4687'] },
    };
    expect(mapCrossrefJournals(one)).toEqual([
      { id: null, title: 'Nature', issn: '0028-0836', eissn: '1476-4687', publisher: 'Springer Science and Business Media LLC', url: null },
    ]);
  });

  it('refuses an answer that is not a journal list', () => {
    expect(() => mapCrossrefJournals({ status: 'failed', message: [] })).toThrow();
  });
});

describe('crossrefJournalsUrl', () => {
  it('asks the journal list with the query, the rows and the contact address', () => {
    const url = new URL(crossrefJournalsUrl('lancet oncology', 10, 'support@example.org'));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.crossref.org/journals');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'lancet oncology', rows: '10', mailto: 'support@example.org' });
  });

  it('looks an ISSN up directly', () => {
    expect(crossrefJournalsUrl('1474547x', 10)).toBe('https://api.crossref.org/journals/1474-547X');
  });
});

describe('the Crossref journal directory', () => {
  it('answers from Crossref, giving a journal we also store our id and home page, without duplicates', async () => {
    const fetch = answering(200, sample);
    const directory = createCrossrefJournalDirectory({ stored: fakeStored(), fetch, mailto: 'support@example.org' });
    const journals = await directory.search('lancet', 10);
    expect(journals.map((j) => [j.id, j.title])).toEqual([
      [42, 'The Lancet'],
      [null, 'The Lancet Haematology'],
      [null, 'The Lancet Gastroenterology & Hepatology'],
      [null, 'Revista Lanceta'],
    ]);
    expect(journals[0]?.url).toBe('https://www.thelancet.com/journals/lancet');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('mailto=support%40example.org');
    expect(new Headers(init.headers).get('user-agent')).toBe('Marginalia/1.0 (mailto:support@example.org)');
  });

  it('returns at most the limit', async () => {
    const directory = createCrossrefJournalDirectory({ stored: fakeStored(), fetch: answering(200, sample) });
    expect(await directory.search('lancet', 2)).toHaveLength(2);
  });

  it('falls back to the stored directory when Crossref fails, and says so in the log', async () => {
    const log = vi.fn();
    const stored = fakeStored();
    const directory = createCrossrefJournalDirectory({ stored, fetch: answering(503, { status: 'error' }), log });
    expect(await directory.search('lancet', 10)).toEqual([storedFallbackHit]);
    expect(stored.search).toHaveBeenCalledWith('lancet', 10, undefined);
    expect(log).toHaveBeenCalledWith({ error: 'Crossref answered HTTP 503', query: 'lancet' });
  });

  it('gives up on Crossref after its time limit and answers from the stored directory', async () => {
    const hanging: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }));
    const directory = createCrossrefJournalDirectory({ stored: fakeStored(), fetch: hanging, timeoutMs: 20 });
    const started = performance.now();
    expect(await directory.search('lancet', 10)).toEqual([storedFallbackHit]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('falls back when the network fails or the answer is not JSON', async () => {
    const offline = createCrossrefJournalDirectory({
      stored: fakeStored(),
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await offline.search('lancet', 10)).toEqual([storedFallbackHit]);
    const garbled = createCrossrefJournalDirectory({
      stored: fakeStored(),
      fetch: async () => new Response('<html>busy</html>', { status: 200 }),
    });
    expect(await garbled.search('lancet', 10)).toEqual([storedFallbackHit]);
  });

  it('answers an unknown ISSN from the stored directory instead of failing', async () => {
    const stored = fakeStored();
    const directory = createCrossrefJournalDirectory({
      stored,
      fetch: answering(404, { status: 'error', message: 'Resource not found.' }),
    });
    expect(await directory.search('9999-9999', 10)).toEqual([storedFallbackHit]);
  });

  it('asks Crossref once for a repeated query within ten minutes', async () => {
    let time = 0;
    const fetch = answering(200, sample);
    const directory = createCrossrefJournalDirectory({ stored: fakeStored(), fetch, now: () => time });
    await directory.search('Lancet', 10);
    await directory.search('  lancet', 10);
    expect(fetch).toHaveBeenCalledTimes(1);
    time += 11 * 60 * 1000;
    await directory.search('lancet', 10);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops when the caller stops waiting, without falling back', async () => {
    const controller = new AbortController();
    const hanging: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
    const stored = fakeStored();
    const directory = createCrossrefJournalDirectory({ stored, fetch: hanging });
    const search = directory.search('lancet', 10, controller.signal);
    controller.abort();
    await expect(search).rejects.toThrow('aborted');
    expect(stored.search).not.toHaveBeenCalled();
  });
});
