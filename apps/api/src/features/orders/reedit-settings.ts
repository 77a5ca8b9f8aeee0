import type { FastifyInstance } from 'fastify';
import type { ReeditFacts } from '@marginalia/contracts/orders/reedit-rules';
import type { Db } from '../../platform/db/client';
import { findActiveServiceIdentities } from './orders.repository';

/** What the re-edit rules read about the whole catalogue: the settings' map, the active services, the clock. */
export type ReeditSettings = Pick<ReeditFacts, 'reeditServiceMap' | 'activeServices' | 'now'>;

type Loader = { settings(): Promise<{ reeditServiceMap: Record<string, string> }>; settingsVersion(): Promise<number> };

/**
 * The re-edit settings without a query per request: the settings come from the application loader's
 * cache, and the active services are read again only when the settings version moves (every catalogue
 * change bumps it; the version itself is checked at most every half second).
 */
export function createReeditSettings(db: Db, loader: Loader): () => Promise<ReeditSettings> {
  let active: { version: number; value: Promise<Set<string>> } | null = null;
  return async () => {
    const [settings, version] = await Promise.all([loader.settings(), loader.settingsVersion()]);
    if (!active || active.version !== version) {
      const value = findActiveServiceIdentities(db);
      const entry = { version, value };
      active = entry;
      value.catch(() => {
        if (active === entry) active = null;
      });
    }
    return { reeditServiceMap: settings.reeditServiceMap, activeServices: await active.value, now: new Date() };
  };
}

const perApp = new WeakMap<FastifyInstance, () => Promise<ReeditSettings>>();

/** One cached reader per app, shared by the order page, the order list and the re-edit starts. */
export function reeditSettingsOf(app: FastifyInstance): Promise<ReeditSettings> {
  let read = perApp.get(app);
  if (!read) perApp.set(app, (read = createReeditSettings(app.platform.db, app.applicationLoader)));
  return read();
}
