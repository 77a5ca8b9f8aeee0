/**
 * Parameterised paths, shared by the server (which registers `.template`) and the web app (which calls the
 * builder), so the two cannot disagree. Zod-free and tiny: pages import paths without the schemas.
 * Parameters are written `:name` and separated by `/` (the only form Fastify patterns use here).
 */

/** The parameter names of a template, in order: '/a/:x/b/:y' → ['x', 'y']. */
export type PathParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...PathParamNames<`/${Rest}`>]
  : T extends `${string}:${infer Name}`
    ? [Name]
    : [];

type ArgumentsFor<Names extends readonly string[]> = { [Index in keyof Names]: string | number };
type ValuesFor<Names extends readonly string[]> = { [Index in keyof Names]: string };

/** One argument per parameter; numbers are accepted for numeric ids. */
export type PathParams<T extends string> = ArgumentsFor<PathParamNames<T>>;

/** Anything that carries a route pattern: every `apiPath(…)`. */
export interface PathTemplate {
  readonly template: string;
}

/** Builds the URL (each parameter URL-encoded) and carries the pattern the server registers. */
export interface ApiPath<T extends string> extends PathTemplate {
  (...params: PathParams<T>): string;
  readonly template: T;
}

const PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function apiPath<const T extends string>(template: T): ApiPath<T> {
  const build = (...params: PathParams<T>): string => {
    const values: readonly (string | number)[] = params;
    let index = 0;
    return template.replace(PARAMETER, (_match, name: string) => {
      const value = values[index++];
      // Types prevent it; a caller in plain JavaScript would otherwise request `/api/…/undefined`.
      if (value === undefined) throw new TypeError(`${template}: no value for :${name}`);
      return encodeURIComponent(String(value));
    });
  };
  return Object.assign(build, { template });
}

/**
 * The parameters (decoded) of `url` when it is an address `path` builds, else null: for URLs the server
 * hands out, such as a sign-in's QR image, whose sibling page the browser should open instead.
 */
export function matchApiPath<T extends string>(path: ApiPath<T>, url: string): ValuesFor<PathParamNames<T>> | null {
  // split() with a capturing pattern alternates literal text and parameter names.
  const literals = path.template.split(PARAMETER).filter((_part, index) => index % 2 === 0);
  const pattern = new RegExp(`^${literals.map(escapeRegExp).join('([^/?#]+)')}$`);
  const match = pattern.exec(url);
  if (!match) return null;
  try {
    return match.slice(1).map(decodeURIComponent) as ValuesFor<PathParamNames<T>>;
  } catch {
    return null;
  }
}

export function isApiPath(value: unknown): value is PathTemplate {
  return typeof value === 'function' && typeof (value as Partial<PathTemplate>).template === 'string';
}

/** Every server route of the API lives under this prefix; anything else is a page of the web app. */
export const API_PREFIX = '/api/';

/** True for a URL the API answers (a download, a navigation to a server route) rather than a page. */
export function isApiUrl(url: string): boolean {
  return url.startsWith(API_PREFIX);
}
