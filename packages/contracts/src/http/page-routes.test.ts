import { describe, expect, it } from 'vitest';
import { isKnownPage, isKnownUnprefixedPage, PAGE_ROUTES } from './page-routes';

describe('the pages of the web app', () => {
  it('include the landing page, fixed pages and pages with parameters, with or without a trailing slash', () => {
    for (const path of ['', '/', '/login', '/login/', '/login/forgot-password', '/login/reset-password/abc/u_1', '/error', '/researcher', '/researcher/re-edit/ORD-1', '/wfoe-migration-status', '/home', '/rubriq', '/staff']) {
      expect(isKnownPage(path), path).toBe(true);
    }
  });

  it('match static segments without regard to case, as the router does', () => {
    expect(isKnownPage('/Login/Forgot-Password')).toBe(true);
  });

  it('take an optional last parameter with or without it', () => {
    expect(isKnownPage('/login/failure')).toBe(true);
    expect(isKnownPage('/login/failure/expired')).toBe(true);
  });

  it('take anything below an area that shows a page for any rest', () => {
    for (const path of ['/account', '/account/addresses/12', '/researcher/details/ORD-1/completed', '/researcher/invoices/INV-1/fapiao', '/staff/orders/ORD-1', '/certificate/abc', '/curie/x/y', '/login/anything/else']) {
      expect(isKnownPage(path), path).toBe(true);
    }
  });

  it('ask the order-form and prepay areas which rests they have pages for', () => {
    expect(isKnownPage('/researcher/submit')).toBe(true);
    expect(isKnownPage('/researcher/submit/get-started')).toBe(true);
    expect(isKnownPage('/researcher/submit/order-complete/ORD-1')).toBe(true);
    expect(isKnownPage('/researcher/submit/checkout')).toBe(false);
    expect(isKnownPage('/researcher/prepay/RET000004CN/fapiao')).toBe(true);
    expect(isKnownPage('/researcher/prepay/RET1/fapiao/more')).toBe(false);
  });

  it('exclude everything else', () => {
    for (const path of ['/no-such-page', '/researcher/no-such-page', '/researcher/re-edit', '/researcher/re-edit/a/b', '/staff/no-such-desk', '/home/x', '/error/x']) {
      expect(isKnownPage(path), path).toBe(false);
    }
  });

  it('know the logout page outside the language prefixes', () => {
    expect(isKnownUnprefixedPage('/logout')).toBe(true);
    expect(isKnownUnprefixedPage('/logout/')).toBe(true);
    expect(isKnownUnprefixedPage('/researcher')).toBe(false);
  });

  it('list each pattern once', () => {
    const patterns = PAGE_ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
