import { describe, expect, it } from 'vitest';
import { afterSignInTarget, carriedQuery, isExternalTarget, safeRedirect, withLanguage } from './redirect-target';

describe('the redirect query parameter', () => {
  it('is followed when it is a path of this site', () => {
    expect(safeRedirect('/en/researcher?tab=1#x')).toBe('/en/researcher?tab=1#x');
  });

  it('is ignored when it leads to another site or is not a path', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'researcher', '', null, undefined, '/en/\nx']) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});

describe('where a sign-in ends', () => {
  const base = { redirectUri: null, redirect: null, homeDirectory: '/researcher', language: 'cn' as const };

  it('goes to the server redirectUri first', () => {
    expect(afterSignInTarget({ ...base, redirectUri: '/cn/account', redirect: '/cn/researcher/invoices' })).toBe('/cn/account');
  });

  it('then to the redirect target, then to the home directory under the page language', () => {
    expect(afterSignInTarget({ ...base, redirect: '/cn/researcher/invoices' })).toBe('/cn/researcher/invoices');
    expect(afterSignInTarget({ ...base, redirect: '//evil.example' })).toBe('/cn/researcher');
    expect(afterSignInTarget(base)).toBe('/cn/researcher');
  });

  it('adds the language to a target without one, except for server routes and /logout', () => {
    expect(withLanguage('/researcher', 'jp')).toBe('/jp/researcher');
    expect(withLanguage('/es/researcher', 'jp')).toBe('/es/researcher');
    expect(withLanguage('/api/account/redirect', 'jp')).toBe('/api/account/redirect');
    expect(withLanguage('/logout', 'jp')).toBe('/logout');
  });

  it('treats /c/ targets, server routes and absolute URLs as external navigation', () => {
    expect(isExternalTarget('/en/c/offer')).toBe(true);
    expect(isExternalTarget('/api/account/redirect')).toBe(true);
    expect(isExternalTarget('https://secure.marginalia.example.cn/cn/researcher')).toBe(true);
    expect(isExternalTarget('/en/researcher')).toBe(false);
  });
});

describe('the query carried between login and registration', () => {
  it('keeps redirect and origin only', () => {
    expect(carriedQuery(new URLSearchParams('redirect=%2Fen%2Fresearcher&origin=header&x=1'))).toBe('?redirect=%2Fen%2Fresearcher&origin=header');
    expect(carriedQuery(new URLSearchParams(''))).toBe('');
  });
});
