import { describe, expect, it } from 'vitest';
import { journalWebsiteProblem } from './journal-website';

describe('journal website', () => {
  it('may be left empty', () => {
    expect(journalWebsiteProblem('')).toBeNull();
    expect(journalWebsiteProblem('   ')).toBeNull();
    expect(journalWebsiteProblem(null)).toBeNull();
  });

  it('must start with http:// or https://', () => {
    expect(journalWebsiteProblem('https://www.nature.com/nature')).toBeNull();
    expect(journalWebsiteProblem('http://journal.example.org')).toBeNull();
    expect(journalWebsiteProblem('HTTP://journal.example.org')).toBeNull();
    expect(journalWebsiteProblem('www.nature.com')).toBe('journal-url-invalid');
    expect(journalWebsiteProblem('ftp://journal.example.org')).toBe('journal-url-invalid');
    expect(journalWebsiteProblem('https://')).toBe('journal-url-invalid');
    expect(journalWebsiteProblem('https://my journal.org')).toBe('journal-url-invalid');
  });

  it('is at most 255 characters', () => {
    for (const base of ['https://journal.example.org/', 'https://example.org/']) {
      expect(journalWebsiteProblem(base + 'a'.repeat(255 - base.length))).toBeNull();
      expect(journalWebsiteProblem(base + 'a'.repeat(256 - base.length))).toBe('journal-url-too-long');
    }
  });
});
