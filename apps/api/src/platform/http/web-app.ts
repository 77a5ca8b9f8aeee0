import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, isSiteLanguage, LANGUAGE_COOKIE, SITE_LANGUAGES } from '@marginalia/contracts/i18n/languages';
import { isKnownPage, isKnownUnprefixedPage } from '@marginalia/contracts/http/page-routes';
import type { AppConfig } from '../config';
import { encodeOnce, sendEncoded, type EncodedBody } from './content-encoding';

/** Paths outside the language prefixes that are not pages of the web app. */
const UNPREFIXED = [/^\/api(\/|$)/, /^\/healthz$/, /^\/assets\//, /^\/favicon\.ico$/, /^\/robots\.txt$/];
const PREFIX = new RegExp(`^/(${SITE_LANGUAGES.join('|')})(?=/|$)`);

function defaultDist(): string {
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../web/dist');
}

/** Where a URL without a language prefix should go: the same page under the language kept in the cookie. */
export function prefixedLocation(url: string, cookieLanguage: string | undefined): string {
  const language = isSiteLanguage(cookieLanguage) ? cookieLanguage : DEFAULT_LANGUAGE;
  return `/${language}${url === '/' ? '' : url}`;
}

/** index.html in each encoding: the build's compressed copies (apps/web/build/precompress.ts), made here when missing. */
async function indexBody(indexFile: string): Promise<EncodedBody> {
  const identity = readFileSync(indexFile);
  const copy = (suffix: string) => (existsSync(`${indexFile}${suffix}`) ? readFileSync(`${indexFile}${suffix}`) : null);
  const br = copy('.br');
  const gzip = copy('.gz');
  return br && gzip ? { identity, br, gzip } : encodeOnce(identity);
}

/**
 * Serves the built web app: hashed assets with a year-long cache, and index.html for every URL under a
 * language prefix, with 200 for the web app's pages and 404 for any other URL (the app then shows "Page
 * not found"; the pages are the contracts' PAGE_ROUTES, ADR 0016). A page URL without a prefix is
 * redirected to the site language. Both come as the build compressed them (brotli or gzip, by the
 * request's Accept-Encoding).
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const dist = config.webDist ?? defaultDist();
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app is not built; run `npm run build` (npm start does it)');
    return;
  }
  const index = await indexBody(indexFile);
  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    // `<file>.br` / `<file>.gz` beside each file, sent with the original's Content-Type.
    preCompressed: true,
  });

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const prefix = PREFIX.exec(path);
    if (prefix || isKnownUnprefixedPage(path)) {
      const known = prefix ? isKnownPage(path.slice(prefix[0].length)) : true;
      reply.code(known ? 200 : 404).header('cache-control', 'no-cache');
      return sendEncoded(request, reply, index, 'text/html; charset=utf-8');
    }
    if (UNPREFIXED.some((re) => re.test(path))) return reply.callNotFound();
    return reply.redirect(prefixedLocation(request.url, request.cookies[LANGUAGE_COOKIE]), 302);
  };
  app.get('/', page);
  app.get('/*', page);
}
