import { describe, expect, it } from 'vitest';
import { isServiceIdentity, SERVICE_IDENTITIES } from './service-identities';

describe('service identities', () => {
  it('are unique kebab-case words, fit for URLs and message keys', () => {
    expect(new Set(SERVICE_IDENTITIES).size).toBe(SERVICE_IDENTITIES.length);
    for (const identity of SERVICE_IDENTITIES) expect(identity).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('tell the services this release knows from ones added later', () => {
    expect(isServiceIdentity('premium-editing')).toBe(true);
    expect(isServiceIdentity('holographic-editing')).toBe(false);
  });
});
