import { describe, expect, it } from 'vitest';
import type { OrderSearchResponse } from '@marginalia/contracts/orders/order-search.contract';
import { certificatePollInterval, polledCertificate, rewardPointsPollInterval, rewardsBarPercent } from './thank-you-rules';

const certificate = { code: 'MGC-1', externalId: 'M-1', title: 'T', authors: 'A', issuedOn: '2026-01-01T00:00:00.000Z' };
const search = (externalId: string, withCertificate: boolean) =>
  ({ orders: [{ externalId, certificate: withCertificate ? certificate : null }], pagination: {} }) as unknown as OrderSearchResponse;

describe('reward points poll (every 3 s, up to 80 times, until available)', () => {
  it('asks again every 3 s while the points are not there', () => {
    expect(rewardPointsPollInterval(undefined, 0)).toBe(3000);
    expect(rewardPointsPollInterval({ externalId: 'M-1', rewardPoints: null }, 79)).toBe(3000);
  });
  it('stops once the points are known (0 included) and after 80 answers', () => {
    expect(rewardPointsPollInterval({ externalId: 'M-1', rewardPoints: 0 }, 3)).toBe(false);
    expect(rewardPointsPollInterval({ externalId: 'M-1', rewardPoints: 120 }, 1)).toBe(false);
    expect(rewardPointsPollInterval({ externalId: 'M-1', rewardPoints: null }, 80)).toBe(false);
  });
});

describe('certificate poll (every 10 s, up to 5 times, until one exists)', () => {
  it('asks again every 10 s until the certificate of this order appears', () => {
    expect(certificatePollInterval(undefined, 'M-1', 0)).toBe(10_000);
    expect(certificatePollInterval(search('M-1', false), 'M-1', 4)).toBe(10_000);
    expect(certificatePollInterval(search('M-1', true), 'M-1', 1)).toBe(false);
    expect(certificatePollInterval(search('M-1', false), 'M-1', 5)).toBe(false);
  });
  it("reads orders[0].certificate only when it is this order's", () => {
    expect(polledCertificate(search('M-1', true), 'M-1')).toEqual(certificate);
    expect(polledCertificate(search('M-2', true), 'M-1')).toBeNull();
    expect(certificatePollInterval(search('M-2', true), 'M-1', 1)).toBe(10_000);
  });
});

describe('rewards bar', () => {
  it('is full at level6 whatever the progress', () => {
    expect(rewardsBarPercent('level6', 0)).toBe(100);
  });
  it('is the progress otherwise, capped between 0 and 100', () => {
    expect(rewardsBarPercent('level2', 42.4)).toBe(42);
    expect(rewardsBarPercent('level5', 130)).toBe(100);
    expect(rewardsBarPercent('level1', -5)).toBe(0);
    expect(rewardsBarPercent(null, Number.NaN)).toBe(0);
  });
});
