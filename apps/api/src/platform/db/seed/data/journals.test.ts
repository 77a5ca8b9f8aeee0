import { describe, expect, it } from 'vitest';
import { hasValidIssnCheckDigit } from '@marginalia/contracts/journals/journal-identifiers';
import { JOURNAL_ROWS } from './journals';

describe('journal directory seed', () => {
  it('ships a few hundred journals, each title unique once normalized', () => {
    expect(JOURNAL_ROWS.length).toBeGreaterThanOrEqual(200);
    const normalized = JOURNAL_ROWS.map((row) => row.titleNormalized);
    expect(normalized.filter((title, index) => normalized.indexOf(title) !== index)).toEqual([]);
    expect(normalized.every((title) => title.length > 0)).toBe(true);
  });

  it('gives only well-formed ISSNs with a valid check digit, none shared by two journals', () => {
    const issns = JOURNAL_ROWS.flatMap((row) => [row.issn, row.eissn]).filter((issn): issn is string => issn != null);
    expect(issns.filter((issn) => !/^\d{4}-\d{3}[\dX]$/.test(issn) || !hasValidIssnCheckDigit(issn))).toEqual([]);
    expect(issns.filter((issn, index) => issns.indexOf(issn) !== index)).toEqual([]);
    // Every journal can be found by at least one ISSN.
    expect(JOURNAL_ROWS.filter((row) => row.issn == null && row.eissn == null).map((row) => row.title)).toEqual([]);
  });

  it('gives home pages as https addresses', () => {
    const urls = JOURNAL_ROWS.map((row) => row.url).filter((url): url is string => url != null);
    expect(urls.length).toBeGreaterThan(JOURNAL_ROWS.length * 0.8);
    expect(urls.filter((url) => !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/.test(url) || url.length > 255)).toEqual([]);
  });

  it('has the journals the market asks for, with their real ISSNs', () => {
    const byTitle = new Map(JOURNAL_ROWS.map((row) => [row.title, row]));
    expect(byTitle.get('Nature')).toMatchObject({ issn: '0028-0836', eissn: '1476-4687', url: 'https://www.nature.com/nature' });
    expect(byTitle.get('The Lancet')).toMatchObject({ issn: '0140-6736', eissn: '1474-547X' });
    expect(byTitle.get('PLOS ONE')).toMatchObject({ issn: null, eissn: '1932-6203' });
    expect(byTitle.get('Chinese Medical Journal')?.issn).toBe('0366-6999');
    expect(byTitle.get('Anais da Academia Brasileira de Ciências')?.titleNormalized).toBe('anais da academia brasileira de ciencias');
    expect(byTitle.get('Japanese Journal of Applied Physics')?.eissn).toBe('1347-4065');
  });
});
