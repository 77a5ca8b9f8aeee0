import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import { providerClientSecret, type AppConfig } from '../../../platform/config';

/** A sign-in provider that can be used now: enabled, with a client id (and the secret, when it has one). */
export interface OidcProvider {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  scope: string;
}

/** The enabled provider `id` of the settings (stored ones merged with the deployment's), or null. */
export function findUsableProvider(settings: Settings, config: Pick<AppConfig, 'authProviderSecrets'>, id: string): OidcProvider | null {
  const stored = settings.authenticationProviders.find((p) => p.id === id);
  if (!stored || !stored.enabled || !stored.clientId) return null;
  return {
    id: stored.id,
    name: stored.name,
    issuer: stored.issuer,
    clientId: stored.clientId,
    clientSecret: providerClientSecret(config, stored.id),
    scope: stored.scope,
  };
}

/** Plain http is allowed only for a provider on this machine (tests, local development). */
export function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/** Provider metadata is discovered once an hour; an unreachable provider is retried after half a minute. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const FAILURE_BACKOFF_MS = 30 * 1000;
/** Seconds to wait for a provider's answer (discovery, token, userinfo) before giving up. */
const HTTP_TIMEOUT_S = 8;

interface Entry {
  configuration: Promise<oidc.Configuration>;
  expiresAt: number;
}

/**
 * The openid-client Configuration of each provider, discovered from its issuer and kept (with the
 * provider's signing keys it caches) until the settings change or the entry expires.
 */
export class OidcClients {
  private entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  configuration(provider: OidcProvider): Promise<oidc.Configuration> {
    const key = [provider.issuer, provider.clientId, createHash('sha256').update(provider.clientSecret ?? '').digest('hex')].join('\n');
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.configuration;
    const configuration = discover(provider);
    const fresh: Entry = { configuration, expiresAt: this.now() + DISCOVERY_TTL_MS };
    this.entries.set(key, fresh);
    configuration.catch(() => {
      fresh.expiresAt = this.now() + FAILURE_BACKOFF_MS;
    });
    return configuration;
  }
}

async function discover(provider: OidcProvider): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  const insecure = isLocalIssuer(issuer);
  const discovered = await oidc.discovery(issuer, provider.clientId, undefined, undefined, {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    timeout: HTTP_TIMEOUT_S,
  });
  const metadata = discovered.serverMetadata();
  // RFC 8414: no list means client_secret_basic; ORCID, for one, takes the secret in the form body.
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  const authentication = !provider.clientSecret
    ? oidc.None()
    : methods.includes('client_secret_basic')
      ? oidc.ClientSecretBasic(provider.clientSecret)
      : oidc.ClientSecretPost(provider.clientSecret);
  const configuration = new oidc.Configuration(metadata, provider.clientId, provider.clientSecret, authentication);
  configuration.timeout = HTTP_TIMEOUT_S;
  if (insecure) oidc.allowInsecureRequests(configuration);
  return configuration;
}
