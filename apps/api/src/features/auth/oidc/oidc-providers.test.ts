// Which sign-in providers can be used, from the settings and the deployment's environment, and the
// pure rules of the flow: redirect targets, confirm data, the provider's profile.
import { describe, expect, it } from 'vitest';
import { settingsSchema } from '@marginalia/contracts/app-config/settings.contract';
import { confirmDataSchema } from '@marginalia/contracts/auth/auth.contract';
import { loadConfig } from '../../../platform/config';
import { SETTING_DEFAULTS } from '../../../platform/db/seed/data/settings';
import { externalProfile } from './oidc-accounts';
import { confirmPath, failurePath, safeRedirect, withLanguage } from './oidc-paths';
import { findUsableProvider, isLocalIssuer } from './oidc-providers';

const settings = settingsSchema.parse(SETTING_DEFAULTS);
const entry = { id: 'acme', icon: 'acme', name: 'Acme ID', supportedLanguages: ['en'], supportedLocalizations: ['us'], issuer: 'https://id.acme.example', clientId: 'portal' };

describe('AUTH_PROVIDERS_JSON', () => {
  it('adds enabled providers with their secrets kept apart from the settings', () => {
    const config = loadConfig({ AUTH_PROVIDERS_JSON: JSON.stringify([{ ...entry, clientSecret: 's3cret' }]) });
    expect(config.authProviders).toEqual([{ ...entry, enabled: true, scope: 'openid email profile' }]);
    const merged = { ...settings, authenticationProviders: [...settings.authenticationProviders, ...config.authProviders] };
    expect(findUsableProvider(merged, config, 'acme')).toEqual({ id: 'acme', name: 'Acme ID', issuer: entry.issuer, clientId: 'portal', clientSecret: 's3cret', scope: 'openid email profile' });
  });

  it('stops the start with a clear message when it is not JSON or not a list of providers', () => {
    expect(() => loadConfig({ AUTH_PROVIDERS_JSON: '[{' })).toThrow(/AUTH_PROVIDERS_JSON is not valid JSON/);
    expect(() => loadConfig({ AUTH_PROVIDERS_JSON: JSON.stringify([{ ...entry, issuer: 'not a url' }]) })).toThrow(/AUTH_PROVIDERS_JSON is invalid[\s\S]*issuer/);
    expect(() => loadConfig({ AUTH_PROVIDERS_JSON: JSON.stringify([{ ...entry, id: 'Bad Id' }]) })).toThrow(/AUTH_PROVIDERS_JSON is invalid/);
    expect(() => loadConfig({ AUTH_PROVIDERS_JSON: JSON.stringify([entry, entry]) })).toThrow(/lists the provider "acme" twice/);
    expect(() => loadConfig({ AUTH_PROVIDERS_JSON: JSON.stringify([{ ...entry, scope: 'email' }]) })).toThrow(/AUTH_PROVIDERS_JSON is invalid/);
  });

  it('reads a stored provider secret from AUTH_PROVIDER_{ID}_CLIENT_SECRET', () => {
    const config = loadConfig({ AUTH_PROVIDER_ORCID_CLIENT_SECRET: 'orcid-secret' });
    const orcid = settings.authenticationProviders.map((p) => (p.id === 'orcid' ? { ...p, enabled: true, clientId: 'APP-123' } : p));
    expect(findUsableProvider({ ...settings, authenticationProviders: orcid }, config, 'orcid')).toMatchObject({ issuer: 'https://orcid.org', clientSecret: 'orcid-secret', scope: 'openid' });
  });
});

describe('the provider presets', () => {
  it('ship ORCID and Google switched off and without a client', () => {
    expect(settings.authenticationProviders.map((p) => [p.id, p.issuer, p.enabled, p.clientId])).toEqual([
      ['orcid', 'https://orcid.org', false, null],
      ['google', 'https://accounts.google.com', false, null],
    ]);
    expect(findUsableProvider(settings, loadConfig({}), 'orcid')).toBeNull();
    expect(findUsableProvider(settings, loadConfig({}), 'nope')).toBeNull();
  });

  it('allow plain http only for a provider on this machine', () => {
    expect(isLocalIssuer(new URL('http://127.0.0.1:4000'))).toBe(true);
    expect(isLocalIssuer(new URL('http://localhost'))).toBe(true);
    expect(isLocalIssuer(new URL('http://id.example'))).toBe(false);
    expect(isLocalIssuer(new URL('https://127.0.0.1'))).toBe(false);
  });
});

describe('redirect targets', () => {
  it('keeps paths of this site only', () => {
    expect(safeRedirect('/en/researcher?tab=2')).toBe('/en/researcher?tab=2');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'researcher', '/en/\nx', '', null, `/${'a'.repeat(2001)}`]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });

  it('puts app paths under the language and leaves prefixed and server paths alone', () => {
    expect(withLanguage('/researcher', 'cn')).toBe('/cn/researcher');
    expect(withLanguage('/es/account', 'cn')).toBe('/es/account');
    expect(withLanguage('/api/account/redirect', 'en')).toBe('/api/account/redirect');
    expect(failurePath('jp')).toBe('/jp/login/failure/oauth-failure');
  });

  it('encodes the confirm data as base64url JSON, with the origin carried along', () => {
    const data = { provider: 'acme', providerName: 'Acme', externalLoginToken: 't', email: null, firstName: 'Zoë', lastName: '李', redirect: null };
    const path = confirmPath('br', data, 'flyer');
    const [, encoded, query] = /^\/br\/register\/confirm\/([A-Za-z0-9_-]+)\?(.*)$/.exec(path) ?? [];
    expect(confirmDataSchema.parse(JSON.parse(Buffer.from(encoded ?? '', 'base64url').toString('utf8')))).toEqual(data);
    expect(query).toBe('origin=flyer');
  });
});

describe('the profile a provider gives', () => {
  it('takes the e-mail as verified only when the provider says so', () => {
    const profile = externalProfile('google', { sub: '42', email: ' Ada@Example.org ', email_verified: 'true', given_name: 'Ada', family_name: 'Lovelace' });
    expect(profile).toEqual({ provider: 'google', subject: '42', email: 'Ada@Example.org', emailVerified: true, firstName: 'Ada', lastName: 'Lovelace' });
    expect(externalProfile('google', { sub: '42', email: 'ada@example.org' }).emailVerified).toBe(false);
    expect(externalProfile('google', { sub: '42', email: 'not-an-address', email_verified: true })).toMatchObject({ email: null, emailVerified: false });
  });

  it('splits a full name when given and family names are missing (ORCID gives no e-mail)', () => {
    expect(externalProfile('orcid', { sub: '0000-0002-1825-0097', name: 'Josiah Stinkney Carberry' })).toEqual({
      provider: 'orcid',
      subject: '0000-0002-1825-0097',
      email: null,
      emailVerified: false,
      firstName: 'Josiah Stinkney',
      lastName: 'Carberry',
    });
    expect(() => externalProfile('orcid', { name: 'No Subject' })).toThrow();
  });
});
