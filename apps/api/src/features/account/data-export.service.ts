import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeRateLimit } from '../../platform/security/rate-limit';
import { requireOwnIdentity } from './account.service';

/**
 * GET /api/account/{id}/data-export: everything the portal keeps about the signed-in person, one JSON file
 * (README.md): each holder of personal data (platform/privacy) gives its section. Files appear by name and
 * size; their contents are downloaded from the pages that show them.
 */
const EXPORTS_PER_HOUR = 5;

export interface DataExport {
  fileName: string;
  body: string;
}

export async function exportPersonalData(app: FastifyInstance, request: FastifyRequest, identity: string): Promise<DataExport> {
  const user = requireOwnIdentity(request, identity);
  const { db, privacy } = app.platform;
  const now = new Date();
  await consumeRateLimit(db, [{ bucket: `data-export:user:${user.id}`, limit: EXPORTS_PER_HOUR, windowMs: 3_600_000 }], now);
  const sections: Record<string, unknown> = {};
  for (const holder of privacy.holders()) sections[holder.name] = await holder.exportFor(db, user.id);
  const document = {
    exportedAt: now.toISOString(),
    account: user.identity,
    about:
      'Everything Marginalia keeps about you, by area. Amounts are in minor units of their currency (cents). Files are listed by name and size; download them from your orders and requests.',
    ...sections,
  };
  return { fileName: `marginalia-data-${now.toISOString().slice(0, 10)}.json`, body: JSON.stringify(document, null, 2) };
}
