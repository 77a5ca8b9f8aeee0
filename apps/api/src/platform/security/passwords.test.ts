import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and the explicit parameters', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('correct horse');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('s3cret-Passw0rd');
    expect(await verifyPassword(stored, 's3cret-Passw0rd')).toBe(true);
    expect(await verifyPassword(stored, 's3cret-passw0rd')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('salts every hash, so the same password never gives the same hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('handles non-ASCII passwords', async () => {
    const stored = await hashPassword('密码-senha-パスワード');
    expect(await verifyPassword(stored, '密码-senha-パスワード')).toBe(true);
    expect(await verifyPassword(stored, '密码-senha-パスワー')).toBe(false);
  });

  it('treats a missing or malformed hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('asks for a rehash of hashes made with weaker parameters', async () => {
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    const weak = await hash('pw', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});
