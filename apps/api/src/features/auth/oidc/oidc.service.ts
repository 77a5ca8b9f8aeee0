import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { bcp47, isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { AppError } from '../../../platform/errors/app-error';
import { requestLanguage } from '../../../platform/http/request-language';
import { consumeRateLimit, type RateLimitRule } from '../../../platform/security/rate-limit';
import type { ExternalProfile } from '../external-login.repository';
import { externalProfile, resolveExternalAccount } from './oidc-accounts';
import { confirmPath, failurePath, safeOrigin, safeRedirect, withLanguage } from './oidc-paths';
import { findUsableProvider, type OidcClients, type OidcProvider } from './oidc-providers';
import { saveOauthFlow, takeOauthFlow } from './oidc.repository';
import { completeSignIn } from '../sign-in.service';

/** A flow must come back from the provider within this time. */
export const OAUTH_FLOW_MS = 10 * 60 * 1000;
/** Ties the callback to the browser that started the flow (login CSRF): the state, kept in an httpOnly cookie. */
export const OIDC_STATE_COOKIE = 'mg_oidc_state';
const STATE_COOKIE_PATH = '/api/auth/opa';

export const oidcStartLimit = (ip: string): RateLimitRule => ({ bucket: `oidc-start:address:${ip}`, limit: 60, windowMs: 15 * 60 * 1000 });

export interface StartQuery {
  redirect?: string;
  origin?: string;
}

/**
 * The callback address registered at providers: on a localization's own site (www.example.cn) that
 * site, elsewhere the public URL. Providers must list every site's `/api/auth/opa/{id}/callback`.
 */
async function callbackUrl(app: FastifyInstance, request: FastifyRequest, providerId: string): Promise<string> {
  const onSite = await app.applicationLoader.hostLocalization(request);
  const base = onSite ? `${request.protocol}://${request.host}` : app.platform.config.publicUrl.replace(/\/+$/, '');
  return `${base}/api/auth/opa/${encodeURIComponent(providerId)}/callback`;
}

async function usableProvider(app: FastifyInstance, providerId: string): Promise<OidcProvider | null> {
  return findUsableProvider(await app.applicationLoader.settings(), app.platform.config, providerId);
}

function logFailure(request: FastifyRequest, providerId: string, stage: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  request.log.warn({ provider: providerId, stage, detail }, 'OpenID Connect sign-in failed');
}

/**
 * Starts a sign-in at provider `providerId`: remembers the flow (state, PKCE verifier, nonce, where to
 * go afterwards) and answers the provider's authorization URL — or the failure page, never an error.
 */
export async function startProviderSignIn(app: FastifyInstance, clients: OidcClients, request: FastifyRequest, reply: FastifyReply, providerId: string, query: StartQuery): Promise<string> {
  const { db, config } = app.platform;
  const language = requestLanguage(request);
  try {
    await consumeRateLimit(db, [oidcStartLimit(request.ip)]);
  } catch (error) {
    if (error instanceof AppError) return failurePath(language);
    throw error;
  }
  const provider = await usableProvider(app, providerId);
  if (!provider) return failurePath(language);
  let configuration: oidc.Configuration;
  try {
    configuration = await clients.configuration(provider);
  } catch (error) {
    logFailure(request, providerId, 'discovery', error);
    return failurePath(language);
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = await callbackUrl(app, request, provider.id);
  const now = new Date();
  await saveOauthFlow(
    db,
    {
      state,
      provider: provider.id,
      codeVerifier,
      nonce,
      redirect: safeRedirect(query.redirect),
      origin: safeOrigin(query.origin),
      language,
      expiresAt: new Date(now.getTime() + OAUTH_FLOW_MS),
    },
    now,
  );
  reply.setCookie(OIDC_STATE_COOKIE, state, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: OAUTH_FLOW_MS / 1000 });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: provider.scope,
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: bcp47(language),
  });
  return url.toString();
}

/**
 * Finishes a sign-in when the provider sends the browser back: the flow is used up, the code exchanged
 * (PKCE, state and the ID token's nonce checked), and the person signed in, linked or sent to the
 * confirm screen. Every failure — refused, expired, forged, provider down — ends on the failure page.
 */
export async function finishProviderSignIn(app: FastifyInstance, clients: OidcClients, request: FastifyRequest, reply: FastifyReply, providerId: string): Promise<string> {
  const { db, config } = app.platform;
  const received = new URL(request.url, 'http://callback.invalid').searchParams;
  const state = received.get('state');
  const browserState = request.cookies[OIDC_STATE_COOKIE];
  reply.clearCookie(OIDC_STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
  const flow = state && state.length <= 200 ? await takeOauthFlow(db, state) : null;
  const language: SiteLanguage = flow && isSiteLanguage(flow.language) ? flow.language : requestLanguage(request);
  if (!flow || flow.provider !== providerId || flow.expiresAt.getTime() <= Date.now() || browserState !== state) {
    logFailure(request, providerId, 'state', new Error(flow ? 'expired, other provider or other browser' : 'unknown or used state'));
    return failurePath(language);
  }
  if (received.has('error')) {
    logFailure(request, providerId, 'authorization', new Error(received.get('error') ?? ''));
    return failurePath(language);
  }
  const provider = await usableProvider(app, providerId);
  if (!provider) return failurePath(language);

  let profile: ExternalProfile;
  try {
    const configuration = await clients.configuration(provider);
    const currentUrl = new URL(await callbackUrl(app, request, provider.id));
    currentUrl.search = received.toString();
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedNonce: flow.nonce,
      expectedState: flow.state,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    // Many providers put e-mail and names only in userinfo when the code flow is used; the ID token wins.
    if (configuration.serverMetadata().userinfo_endpoint) {
      const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...userinfo, ...Object.fromEntries(Object.entries(idClaims).filter(([, value]) => value !== undefined)) };
    }
    profile = externalProfile(provider.id, claims);
  } catch (error) {
    logFailure(request, providerId, 'token', error);
    return failurePath(language);
  }

  const outcome = await resolveExternalAccount(db, profile);
  if (outcome.kind === 'inactive') return failurePath(language, 'account-inactive');
  if (outcome.kind === 'register') {
    const data = {
      provider: provider.id,
      providerName: provider.name,
      externalLoginToken: outcome.externalLoginToken,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      redirect: flow.redirect,
    };
    return confirmPath(language, data, flow.origin);
  }
  try {
    const signedIn = await completeSignIn(app, request, reply, outcome.user);
    if (signedIn.redirectUri) return signedIn.redirectUri;
    return withLanguage(flow.redirect ?? signedIn.user.homeDirectory, language);
  } catch (error) {
    if (error instanceof AppError) return failurePath(language, error.key === 'account-inactive' ? error.key : undefined);
    throw error;
  }
}
