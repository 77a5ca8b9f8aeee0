import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import { ensureVisitorToken, visitorTokenHash } from '../../platform/session/visitor';
import { createCatalogueCache, type Catalogue } from './catalogue.repository';
import { findOwnedForm, type FormOwner } from './order-form.repository';
import type { FormRequestContext } from './order-form-view';
import type { OrderFormRow } from '../../platform/db/schema/order-forms';

/**
 * Per-request access to order forms: who owns forms on this browser (the signed-in user, else the
 * visitor token) and the shared catalogue. A form of someone else answers 404, like an unknown id.
 */
const catalogues = new WeakMap<FastifyInstance, { get(): Promise<Catalogue>; clear(): void }>();

export function catalogueOf(app: FastifyInstance): Promise<Catalogue> {
  let cache = catalogues.get(app);
  if (!cache) {
    cache = createCatalogueCache(app.platform.db, () => app.applicationLoader.settingsVersion());
    catalogues.set(app, cache);
  }
  return cache.get();
}

export async function formContext(app: FastifyInstance, request: FastifyRequest): Promise<FormRequestContext> {
  const [catalogue, application, settings] = await Promise.all([catalogueOf(app), app.applicationLoader.application(request), app.applicationLoader.settings()]);
  return {
    db: app.platform.db,
    catalogue,
    application,
    user: request.session.user,
    impersonating: request.session.impersonator !== null,
    now: new Date(),
    address: request.ip || 'unknown',
    storageQuotas: settings.storageQuotas,
  };
}

/** The owner of forms on this browser; `create` issues a visitor token when a visitor has none yet. */
export function ownerOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, create: boolean): FormOwner | null {
  const user = request.session.user;
  if (user) return { userId: user.id };
  const hash = create ? ensureVisitorToken(request, reply, app.platform.config.secureCookies) : visitorTokenHash(request);
  return hash ? { visitorTokenHash: hash } : null;
}

/** An admin-created form is filled by staff impersonating the owner, never by the owner alone. */
export function hiddenAdminForm(request: FastifyRequest, form: Pick<OrderFormRow, 'adminCreated'>): boolean {
  return form.adminCreated && request.session.impersonator === null;
}

export async function requireForm(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, publicId: string): Promise<OrderFormRow> {
  const owner = ownerOf(app, request, reply, false);
  const form = owner ? await findOwnedForm(app.platform.db, owner, publicId) : null;
  if (!form || form.status !== 'open' || hiddenAdminForm(request, form)) throw new AppError(404, 'order-form-not-found');
  return form;
}

/** Steps after services need a signed-in user; a visitor gets 401 and the login page. */
export function requireSignedIn(request: FastifyRequest): NonNullable<FastifyRequest['session']['user']> {
  const user = request.session.user;
  if (!user) throw new AppError(401, 'login-required');
  return user;
}
