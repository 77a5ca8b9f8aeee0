import { describe, expect, it } from 'vitest';
import { isUnder, languageFromCookie, prefixRedirectTarget, splitLanguagePrefix, swapLanguage, withLanguagePrefix } from './language-path';

describe('the language prefix of a path', () => {
  it('is read from the first segment', () => {
    expect(splitLanguagePrefix('/cn/researcher/invoices')).toEqual({ language: 'cn', rest: '/researcher/invoices' });
    expect(splitLanguagePrefix('/jp')).toEqual({ language: 'jp', rest: '/' });
    expect(splitLanguagePrefix('/br/')).toEqual({ language: 'br', rest: '/' });
  });

  it('is absent when the first segment is not a site language', () => {
    expect(splitLanguagePrefix('/researcher')).toEqual({ language: null, rest: '/researcher' });
    expect(splitLanguagePrefix('/')).toEqual({ language: null, rest: '/' });
    expect(splitLanguagePrefix('/english/x')).toEqual({ language: null, rest: '/english/x' });
    expect(splitLanguagePrefix('/CN/x')).toEqual({ language: null, rest: '/CN/x' });
  });

  it('is added in front of an app path; the root becomes /{lang}', () => {
    expect(withLanguagePrefix('es', '/researcher')).toBe('/es/researcher');
    expect(withLanguagePrefix('es', 'researcher')).toBe('/es/researcher');
    expect(withLanguagePrefix('es', '/')).toBe('/es');
  });
});

describe('a URL without a language prefix', () => {
  it('stays as it is for /logout, a page outside the language prefixes', () => {
    expect(prefixRedirectTarget({ pathname: '/logout' }, 'cn')).toBeNull();
    expect(prefixRedirectTarget({ pathname: '/logout/' }, null)).toBeNull();
    expect(prefixRedirectTarget({ pathname: '/logout-now' }, null)).toBe('/en/logout-now');
  });

  it('goes to the same path, query and hash under the cookie language', () => {
    expect(prefixRedirectTarget({ pathname: '/researcher/details/X1', search: '?a=1', hash: '#files' }, 'jp')).toBe(
      '/jp/researcher/details/X1?a=1#files',
    );
  });

  it('goes to English when there is no cookie', () => {
    expect(prefixRedirectTarget({ pathname: '/certificate', search: '', hash: '' }, null)).toBe('/en/certificate');
    expect(prefixRedirectTarget({ pathname: '/' }, null)).toBe('/en');
  });

  it('is left alone when it already has a prefix', () => {
    expect(prefixRedirectTarget({ pathname: '/br/researcher', search: '?x', hash: '' }, 'cn')).toBeNull();
  });
});

describe('switching the language of a URL', () => {
  it('keeps the page, the query and the hash', () => {
    expect(swapLanguage({ pathname: '/cn/researcher/invoices', search: '?page=2', hash: '#top' }, 'br')).toBe('/br/researcher/invoices?page=2#top');
  });

  it('works on the landing page', () => {
    expect(swapLanguage({ pathname: '/en' }, 'jp')).toBe('/jp');
    expect(swapLanguage({ pathname: '/en/' }, 'jp')).toBe('/jp');
  });

  it('adds a prefix to a path that has none', () => {
    expect(swapLanguage({ pathname: '/researcher' }, 'es')).toBe('/es/researcher');
  });
});

describe('the mg_lang cookie', () => {
  it('is found among other cookies', () => {
    expect(languageFromCookie('mg_session=abc; mg_lang=cn; other=1')).toBe('cn');
    expect(languageFromCookie('mg_lang=br')).toBe('br');
  });

  it('is ignored when absent or not a site language', () => {
    expect(languageFromCookie('')).toBeNull();
    expect(languageFromCookie('mg_lang=fr')).toBeNull();
    expect(languageFromCookie('xmg_lang=cn')).toBeNull();
    expect(languageFromCookie('mg_lang=%E0%A4%A')).toBeNull();
  });
});

describe('a path below another', () => {
  it('matches the path itself and its sub-paths, not look-alikes', () => {
    expect(isUnder('/researcher/submit', '/researcher/submit')).toBe(true);
    expect(isUnder('/researcher/submit/get-started', '/researcher/submit')).toBe(true);
    expect(isUnder('/researcher/submitted', '/researcher/submit')).toBe(false);
    expect(isUnder('/home', '/home')).toBe(true);
    expect(isUnder('/homepage', '/home')).toBe(false);
  });
});
