import { describe, expect, it, vi } from 'vitest';
import { journalSearchResponseSchema, journalSearchUrl } from '@marginalia/contracts/journals/journals.contract';
import { JOURNAL_SEARCH_PATH } from '@marginalia/contracts/journals/journals.paths';
import { browserHeaders, createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { createJournalDirectory } from './journals.service';

const t = useTestApp();

async function search(query: string, extra = '') {
  const res = await t.app.inject({ method: 'GET', url: `${journalSearchUrl(query)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return journalSearchResponseSchema.parse(res.json()).journals;
}

describe('GET /api/journals/search', () => {
  it('gives a visitor the journals whose title starts with the query first, shorter titles first', async () => {
    const titles = (await search('nature')).map((j) => j.title);
    expect(titles[0]).toBe('Nature');
    expect(titles).toHaveLength(10);
    expect(titles.every((title) => title.toLowerCase().includes('nature'))).toBe(true);
    expect(titles.indexOf('Nature Medicine')).toBeLessThan(titles.findIndex((title) => title.length > 'Nature Medicine'.length));
  });

  it('finds a word inside the title: "lancet" gives The Lancet first', async () => {
    const journals = await search('lancet');
    expect(journals[0]).toMatchObject({
      title: 'The Lancet',
      issn: '0140-6736',
      eissn: '1474-547X',
      publisher: 'Elsevier',
      url: 'https://www.thelancet.com/journals/lancet',
    });
    expect(journals[0]?.id).toEqual(expect.any(Number));
  });

  it('ignores case, accents, punctuation and "&" against "and"', async () => {
    expect((await search('CIENCIAS')).map((j) => j.title)).toContain('Anais da Academia Brasileira de Ciências');
    expect((await search('memorias do instituto')).map((j) => j.title)).toEqual(['Memórias do Instituto Oswaldo Cruz']);
    expect((await search('ecology and evolution')).map((j) => j.title)).toContain('Nature Ecology & Evolution');
    expect((await search('ＣＥＬＬ')).map((j) => j.title)[0]).toBe('Cell');
  });

  it('looks an ISSN up, print or electronic, however it is typed', async () => {
    expect((await search('0028-0836')).map((j) => j.title)).toEqual(['Nature']);
    expect((await search('1476-4687')).map((j) => j.title)).toEqual(['Nature']);
    expect((await search('1474547x')).map((j) => j.title)).toEqual(['The Lancet']);
    expect(await search('9999-9999')).toEqual([]);
  });

  it('answers nothing, not an error, when nothing matches', async () => {
    expect(await search('zzzz journal that does not exist')).toEqual([]);
    expect(await search('???')).toEqual([]);
  });

  it('honours the limit, 1 to 20', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${JOURNAL_SEARCH_PATH}?query=journal&limit=20` });
    expect(journalSearchResponseSchema.parse(res.json()).journals).toHaveLength(20);
    expect((await t.app.inject({ method: 'GET', url: `${JOURNAL_SEARCH_PATH}?query=journal&limit=3` })).json().journals).toHaveLength(3);
    for (const limit of ['0', '21', 'ten']) {
      expect((await t.app.inject({ method: 'GET', url: `${JOURNAL_SEARCH_PATH}?query=journal&limit=${limit}` })).statusCode, limit).toBe(
        400,
      );
    }
  });

  it('refuses fewer than 3 characters with the translated message', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${JOURNAL_SEARCH_PATH}?query=${encodeURIComponent(' na ')}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.query).toEqual({
      error: 'journal-search-too-short',
      message: 'Please type at least 3 characters to search for a journal.',
    });
    const portuguese = await t.app.inject({ method: 'GET', url: `${JOURNAL_SEARCH_PATH}?query=na&language=br` });
    expect(portuguese.json().error.fields.query.message).toBe('Digite pelo menos 3 caracteres para pesquisar uma revista.');
    expect((await t.app.inject({ method: 'GET', url: JOURNAL_SEARCH_PATH })).statusCode).toBe(400);
  });

  it('refuses a query longer than 200 characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: journalSearchUrl('a'.repeat(201)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.query.error).toBe('field-too-long');
  });

  it('may be cached, answers a signed-in user the same, and is read-only', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: journalSearchUrl('plos') });
    expect(visitor.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const user = await createSignedInUser(t.database);
    const signedIn = await t.app.inject({ method: 'GET', url: journalSearchUrl('plos'), headers: { cookie: user.cookie } });
    expect(signedIn.json()).toEqual(visitor.json());
    expect((await t.app.inject({ method: 'POST', url: JOURNAL_SEARCH_PATH, headers: browserHeaders(), payload: {} })).statusCode).toBe(404);
  });

  it('is described in the API document, with its query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const parameters = (res.json().paths[JOURNAL_SEARCH_PATH]?.get?.parameters ?? []) as { name: string; in: string }[];
    expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(expect.arrayContaining(['query', 'limit']));
  });

  it('does not leak columns beyond the contract', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: journalSearchUrl('science') })).json().journals as Record<string, unknown>[];
    expect(Object.keys(first ?? {}).sort()).toEqual(['eissn', 'id', 'issn', 'publisher', 'title', 'url']);
  });
});

describe('createJournalDirectory', () => {
  it('searches the stored journals by default', async () => {
    const directory = createJournalDirectory({ journalDirectory: { kind: 'stored', crossrefMailto: undefined } }, t.database.db);
    expect((await directory.search('cell', 1))[0]?.title).toBe('Cell');
  });

  it('asks Crossref when configured, and answers from the stored journals when Crossref is down', async () => {
    const fetch = vi.fn(async () => new Response('unavailable', { status: 503 }));
    const log = vi.fn();
    const directory = createJournalDirectory(
      { journalDirectory: { kind: 'crossref', crossrefMailto: 'support@example.org' } },
      t.database.db,
      { fetch, log },
    );
    expect((await directory.search('lancet', 5))[0]?.title).toBe('The Lancet');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledOnce();
  });

  it('gives a Crossref hit we store our id and home page', async () => {
    const body = {
      status: 'ok',
      'message-type': 'journal-list',
      message: {
        items: [
          {
            title: 'Nature',
            publisher: 'Springer Science and Business Media LLC',
            ISSN: ['0028-0836', '1476-4687'],
            'issn-type': [{ value: '0028-0836', type: 'print' }],
          },
        ],
      },
    };
    const fetch = vi.fn(async () => Response.json(body));
    const directory = createJournalDirectory({ journalDirectory: { kind: 'crossref', crossrefMailto: undefined } }, t.database.db, {
      fetch,
    });
    const [nature] = await directory.search('nature', 5);
    expect(nature).toMatchObject({ id: expect.any(Number), title: 'Nature', url: 'https://www.nature.com/nature' });
  });
});
