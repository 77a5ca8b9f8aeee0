import { describe, expect, it } from 'vitest';
import { prefixedLocation } from './web-app';

describe('URLs without a language prefix', () => {
  it('go to the same page under the language kept in the cookie', () => {
    expect(prefixedLocation('/researcher?x=1', 'cn')).toBe('/cn/researcher?x=1');
    expect(prefixedLocation('/', 'jp')).toBe('/jp');
  });

  it('go to English when the cookie is missing or names no site language', () => {
    expect(prefixedLocation('/researcher', undefined)).toBe('/en/researcher');
    expect(prefixedLocation('/researcher', 'fr')).toBe('/en/researcher');
  });
});
