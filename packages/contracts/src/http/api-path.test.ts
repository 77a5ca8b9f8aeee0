import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiPath, isApiPath, isApiUrl, matchApiPath } from './api-path';

describe('apiPath', () => {
  it('fills the parameters in order, each URL-encoded', () => {
    const deliverable = apiPath('/api/order/:externalId/deliverables/:fileKey');
    expect(deliverable('T8F3A21C', 'tracked.docx')).toBe('/api/order/T8F3A21C/deliverables/tracked.docx');
    expect(deliverable('a b/c', '?#%&')).toBe('/api/order/a%20b%2Fc/deliverables/%3F%23%25%26');
  });

  it('accepts numbers', () => {
    expect(apiPath('/api/staff/services/:identity/options/:optionId')('proofreading', 12)).toBe('/api/staff/services/proofreading/options/12');
  });

  it('carries the pattern the server registers', () => {
    const holiday = apiPath('/api/staff/holidays/:localization/:day');
    expect(holiday.template).toBe('/api/staff/holidays/:localization/:day');
    expectTypeOf(holiday.template).toEqualTypeOf<'/api/staff/holidays/:localization/:day'>();
  });

  it('takes exactly one argument per parameter', () => {
    const page = apiPath('/api/auth/wechat-sandbox/:ticket/qr.svg');
    expectTypeOf(page).parameters.toEqualTypeOf<[string | number]>();
    expectTypeOf(apiPath('/api/certificate/:code/deliverables/:key')).parameters.toEqualTypeOf<[string | number, string | number]>();
    // @ts-expect-error the ticket is missing
    expect(() => page()).toThrow(TypeError);
  });

  it('is recognised among other exports', () => {
    expect(isApiPath(apiPath('/api/order/:externalId'))).toBe(true);
    expect(isApiPath('/api/order/search')).toBe(false);
    expect(isApiPath((id: string) => `/api/order/${id}`)).toBe(false);
  });
});

describe('matchApiPath', () => {
  const qrCode = apiPath('/api/auth/wechat-sandbox/:ticket/qr.svg');

  it('reads the parameters back from a URL the path builds', () => {
    expect(matchApiPath(qrCode, qrCode('a b/c'))).toEqual(['a b/c']);
    expect(matchApiPath(apiPath('/api/staff/holidays/:localization/:day'), '/api/staff/holidays/cn/2026-10-01')).toEqual(['cn', '2026-10-01']);
  });

  it('refuses other URLs, extra segments and query strings', () => {
    expect(matchApiPath(qrCode, '/api/auth/wechat-sandbox/t1')).toBeNull();
    expect(matchApiPath(qrCode, '/api/auth/wechat-sandbox/t1/qrXsvg')).toBeNull();
    expect(matchApiPath(qrCode, '/api/auth/wechat-sandbox/t1/x/qr.svg')).toBeNull();
    expect(matchApiPath(qrCode, 'https://evil.example/api/auth/wechat-sandbox/t1/qr.svg')).toBeNull();
    expect(matchApiPath(qrCode, '/api/auth/wechat-sandbox/%E0%A4%A/qr.svg')).toBeNull();
  });
});

describe('isApiUrl', () => {
  it('tells server routes from pages', () => {
    expect(isApiUrl('/api/payment/sandbox/pay/tx_1')).toBe(true);
    expect(isApiUrl('/en/researcher')).toBe(false);
    expect(isApiUrl('/apiary')).toBe(false);
  });
});
