import { describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rateLimitHits } from '../../platform/db/schema/all-tables';
import type { Db } from '../../platform/db/client';
import { browserHeaders } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** The addresses the login buckets counted an attempt for: a wrong password from `socket`, with this X-Forwarded-For. */
async function addressesCounted(app: FastifyInstance, db: Db, socket: string, forwardedFor: string): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody-at-all@example.test', password: 'not the password' },
    headers: { ...browserHeaders(), 'x-forwarded-for': forwardedFor },
    remoteAddress: socket,
  });
  expect(res.statusCode).toBe(401);
  const hits = await db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits).where(like(rateLimitHits.bucket, 'login:address:%'));
  return hits.map((hit) => hit.bucket.slice('login:address:'.length));
}

describe('the client address of the rate limits without TRUST_PROXY', () => {
  const t = useTestApp({ TRUST_PROXY: '' });

  it('is the socket address, whatever X-Forwarded-For says', async () => {
    expect(await addressesCounted(t.app, t.database.db, '192.0.2.10', '203.0.113.7')).toEqual(['192.0.2.10']);
  });
});

describe('the client address of the rate limits with TRUST_PROXY naming the proxy', () => {
  const t = useTestApp({ TRUST_PROXY: '192.0.2.20' });

  it('is the address the trusted proxy saw, not what the client wrote before it', async () => {
    expect(await addressesCounted(t.app, t.database.db, '192.0.2.20', '198.51.100.1, 203.0.113.8')).toEqual(['203.0.113.8']);
  });

  it('is the socket address when the request does not come from that proxy', async () => {
    const counted = await addressesCounted(t.app, t.database.db, '192.0.2.30', '203.0.113.9');
    expect(counted).toContain('192.0.2.30');
    expect(counted).not.toContain('203.0.113.9');
  });
});

describe('the client address of the rate limits with TRUST_PROXY=true', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });

  it('is the first address of X-Forwarded-For, as every hop is believed', async () => {
    expect(await addressesCounted(t.app, t.database.db, '192.0.2.40', '198.51.100.2, 203.0.113.10')).toEqual(['198.51.100.2']);
  });
});
