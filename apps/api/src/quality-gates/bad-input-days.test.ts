import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/test-app';
import { useBeforeAll, useTestApp } from '../test/use-test-app';

/**
 * A day that matches YYYY-MM-DD but does not exist (2026-02-30) is refused as a field error by every
 * operation that takes a day, instead of reaching the database, which refuses it with a 500.
 */
const t = useTestApp();
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));

describe('a day that does not exist', () => {
  it.each([
    ['in the path of a holiday', 'DELETE', '/api/staff/holidays/us/2026-02-30', undefined, 'day'],
    ['in a new holiday', 'POST', '/api/staff/holidays', { localization: 'us', day: '2026-02-30', name: 'Closed' }, 'day'],
    ['in the path of a holiday, a leap day of a common year', 'DELETE', '/api/staff/holidays/us/2027-02-29', undefined, 'day'],
  ] as const)('%s: 400 on the field', async (_, method, url, payload, field) => {
    const response = await t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: { error: expect.any(String) } });
  });

  it('in the days a promotional code runs: 400 on the field', async () => {
    const code = { code: 'FEB30', description: 'x', kind: 'percent', percent: 10, amountUsdCents: null, startsOn: '2026-02-30', endsOn: '2026-04-31', maxUses: null, maxUsesPerCustomer: 1, newCustomersOnly: false, serviceIdentities: null };
    const response = await t.app.inject({ method: 'POST', url: '/api/staff/promotional-codes', headers: staff.headers, payload: code });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toMatchObject({ startsOn: { error: 'staff-day-invalid' }, endsOn: { error: 'staff-day-invalid' } });
  });
});
