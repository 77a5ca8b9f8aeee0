import { describe, expect, it } from 'vitest';
import { countryOptions } from './locale-options';

const countries = [
  { id: 32, name: 'Brazil', iso2: 'BR' },
  { id: 46, name: 'China', iso2: 'CN' },
  { id: 2, name: 'Åland Islands', iso2: 'AX' },
  { id: 999, name: 'Nowhere', iso2: 'XY' },
];

describe('the country choices', () => {
  it('are named in the page language and sorted in it', () => {
    const options = countryOptions(countries, 'br');
    expect(options.find((o) => o.value === 32)?.label).toBe('Brasil');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare));
  });

  it("keep the server's name for a region the browser cannot name", () => {
    expect(countryOptions(countries, 'en').find((o) => o.value === 999)?.label).toBe('Nowhere');
  });
});
