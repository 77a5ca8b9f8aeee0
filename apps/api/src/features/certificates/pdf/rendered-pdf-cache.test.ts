import { describe, expect, it } from 'vitest';
import { renderedPdfCache } from './rendered-pdf-cache';

interface Printed {
  title: string;
  language: string;
  issuedOn: Date;
}

function counting() {
  const rendered: string[] = [];
  const render = async (data: Printed) => {
    rendered.push(data.title);
    return Buffer.from(`%PDF ${data.title} ${data.language}`);
  };
  return { rendered, render };
}

const printed = (title: string, language = 'en'): Printed => ({ title, language, issuedOn: new Date('2026-03-01T10:00:00Z') });

describe('renderedPdfCache', () => {
  it('renders the same certificate once, and answers the same bytes after', async () => {
    const { rendered, render } = counting();
    const cache = renderedPdfCache(render, 10);
    const first = await cache.get(printed('Coastal carbon'));
    const second = await cache.get(printed('Coastal carbon'));
    expect(rendered).toEqual(['Coastal carbon']);
    expect(second.equals(first)).toBe(true);
  });

  it('renders again when anything printed differs: an edited title, another language', async () => {
    const { rendered, render } = counting();
    const cache = renderedPdfCache(render, 10);
    await cache.get(printed('Coastal carbon'));
    await cache.get(printed('Coastal carbon burial'));
    const portuguese = await cache.get(printed('Coastal carbon', 'br'));
    expect(rendered).toEqual(['Coastal carbon', 'Coastal carbon burial', 'Coastal carbon']);
    expect(portuguese.toString()).toBe('%PDF Coastal carbon br');
  });

  it('shares one rendering between requests asking at the same time', async () => {
    const { rendered, render } = counting();
    const cache = renderedPdfCache(render, 10);
    await Promise.all([cache.get(printed('A')), cache.get(printed('A')), cache.get(printed('A'))]);
    expect(rendered).toEqual(['A']);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { rendered, render } = counting();
    const cache = renderedPdfCache(render, 2);
    await cache.get(printed('A'));
    await cache.get(printed('B'));
    await cache.get(printed('A')); // A is now the most recently used
    await cache.get(printed('C')); // B goes
    expect(cache.size).toBe(2);
    await cache.get(printed('A'));
    await cache.get(printed('B'));
    expect(rendered).toEqual(['A', 'B', 'C', 'B']);
  });

  it('does not keep a failed rendering: the next request tries again', async () => {
    let attempts = 0;
    const cache = renderedPdfCache(async () => {
      attempts++;
      if (attempts === 1) throw new Error('font missing');
      return Buffer.from('%PDF');
    }, 10);
    await expect(cache.get(printed('A'))).rejects.toThrow('font missing');
    await expect(cache.get(printed('A'))).resolves.toEqual(Buffer.from('%PDF'));
    expect(attempts).toBe(2);
  });
});
