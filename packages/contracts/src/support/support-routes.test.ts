import { describe, expect, it } from 'vitest';
import { parseQuotePath, parseSubmissionPath } from './support-routes';

describe('the support areas’ routes', () => {
  it('read an order’s support link, for the four kinds an order has', () => {
    expect(parseSubmissionPath('AB12CD34EF56/type/proof-of-payment')).toEqual({ externalId: 'AB12CD34EF56', type: 'proof-of-payment' });
    expect(parseSubmissionPath('AB12CD34EF56/type/inactive-service/')).toEqual({ externalId: 'AB12CD34EF56', type: 'inactive-service' });
    expect(parseSubmissionPath('AB12CD34EF56/type/duplicate')).toEqual({ externalId: 'AB12CD34EF56', type: 'duplicate' });
    expect(parseSubmissionPath('AB12CD34EF56/type/quote')).toBeNull();
    expect(parseSubmissionPath('AB12CD34EF56')).toBeNull();
    expect(parseSubmissionPath('a b/type/support')).toBeNull();
  });

  it('read a quote link for the services a person prices only', () => {
    expect(parseQuotePath('video-abstract')).toBe('video-abstract');
    expect(parseQuotePath('research-poster/')).toBe('research-poster');
    expect(parseQuotePath('standard-editing')).toBeNull();
    expect(parseQuotePath('')).toBeNull();
  });
});
