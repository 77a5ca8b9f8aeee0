import { describe, expect, it } from 'vitest';
import type { ConfirmData } from '@marginalia/contracts/auth/auth.contract';
import { decodeConfirmData } from './confirm-data';

const details: ConfirmData = {
  provider: 'orcid',
  providerName: 'ORCID',
  externalLoginToken: 'secret-token',
  email: 'zoë@example.test',
  firstName: 'Zoë',
  lastName: '王',
  redirect: '/en/researcher',
};

function base64Of(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function encode(value: unknown, url: boolean): string {
  const base64 = base64Of(new TextEncoder().encode(JSON.stringify(value)));
  return url ? base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : base64;
}

describe('the confirm screen data', () => {
  it('is read from base64url and from plain base64, keeping non-Latin names', () => {
    expect(decodeConfirmData(encode(details, true))).toEqual(details);
    expect(decodeConfirmData(encode(details, false))).toEqual(details);
  });

  it('is rejected when it is not base64, not JSON or not the expected shape', () => {
    expect(decodeConfirmData(undefined)).toBeNull();
    expect(decodeConfirmData('%%%')).toBeNull();
    expect(decodeConfirmData(btoa('not json'))).toBeNull();
    expect(decodeConfirmData(encode({ provider: 'orcid' }, true))).toBeNull();
    expect(decodeConfirmData(base64Of(new Uint8Array([0xff, 0xfe, 0x00])))).toBeNull();
  });
});
