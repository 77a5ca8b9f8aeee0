import type { Db } from '../db/client';
import { localizations } from '../db/schema/all-tables';

export interface LocalizationSite {
  identity: string;
  /** The localization's own site (`https://secure.example.cn`); may be empty or malformed in the data. */
  secureSite: string;
}

export interface SisterSite {
  identity: string;
  /** The site as configured, without a trailing slash. */
  site: string;
  origin: string;
}

function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The sister sites of this portal: the sites of the other localizations, which sign-out also signs the browser
 * out of (their `/api/auth/logout.gif`, loaded as images). There are some only when this portal is itself one of
 * the localizations' sites (its PUBLIC_URL origin is a `secureSite`): a portal that is none of them (a demo on
 * localhost, a single-site deployment) does not belong to their group, and the sites in the data are then
 * addresses it cannot sign anybody out of. A sister site is set to an HTTPS origin other than ours.
 */
export function sisterSites(rows: readonly LocalizationSite[], publicUrl: string): SisterSite[] {
  const own = new URL(publicUrl).origin;
  if (!rows.some((row) => httpsOrigin(row.secureSite) === own)) return [];
  const sisters: SisterSite[] = [];
  for (const row of rows) {
    const origin = httpsOrigin(row.secureSite);
    if (!origin || origin === own) continue;
    const site = row.secureSite.replace(/\/+$/, '');
    if (!sisters.some((sister) => sister.site === site)) sisters.push({ identity: row.identity, site, origin });
  }
  return sisters;
}

/** The origins of the sister sites: the content security policy lets our pages load their logout images. */
export async function sisterSiteOrigins(db: Db, publicUrl: string): Promise<string[]> {
  const rows = await db.select({ identity: localizations.identity, secureSite: localizations.secureSite }).from(localizations);
  return [...new Set(sisterSites(rows, publicUrl).map((sister) => sister.origin))].sort();
}
