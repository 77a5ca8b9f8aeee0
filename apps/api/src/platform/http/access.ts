import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call an API route, declared on the route itself: `config: { access: 'owner' }`. Every route under
 * /api/ that the OpenAPI document lists must declare one; the app refuses to start otherwise. The rules are
 * enforced by the features' services (requireUser, requireStaff, ownership checks); the authorization gate
 * (src/quality-gates/authorization.test.ts, README.md there) checks that what each route declares holds.
 */
export type AccessRule =
  /** Anyone; the route names no person's resource (or its identifier is itself the secret, as a reset link). */
  | 'public'
  /** A visitor may call it (a visitor's own order-form draft), but a person's resource only its owner. */
  | 'visitor-or-owner'
  /** Signed in, and only the caller's own resources. */
  | 'owner'
  /** Staff members only (researchers get 404, visitors 401). */
  | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (required on every documented /api/ route). */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** The declared access of every documented /api/ route, keyed `METHOD /api/path/{param}` as the OpenAPI document names it. */
    accessRules: ReadonlyMap<string, AccessRule>;
  }
}

/** `/api/order/:externalId` as the OpenAPI document writes it: `/api/order/{externalId}`. */
function documentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Before any route is registered: records each /api/ route's declared access, and throws for a route without one. */
export function registerAccessDeclarations(app: FastifyInstance): void {
  const rules = new Map<string, AccessRule>();
  app.decorate('accessRules', rules);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || (route.schema as { hide?: boolean } | undefined)?.hide) return;
    const access = route.config?.access;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    if (methods.length === 0) return; // the HEAD twin of a GET route, which declared its access
    if (!access) throw new Error(`${methods.join(',')} ${route.url} declares no access rule: add config: { access: … } (platform/http/access.ts)`);
    for (const method of methods) rules.set(`${method} ${documentPath(route.url)}`, access);
  });
}
