import { describe, expect, it } from 'vitest';
import { useBeforeAll, useTestApp } from './use-test-app';

const t = useTestApp();
const shared = useBeforeAll(async () => ({ id: 7, label: 'made once', double: (n: number) => n * 2 }));

describe('values built before the tests', () => {
  it('reads the built app and the shared value inside tests, also when spread or listed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(shared.id).toBe(7);
    expect({ ...shared, extra: true }).toMatchObject({ id: 7, label: 'made once', extra: true });
    expect(Object.keys(shared)).toEqual(['id', 'label', 'double']);
    expect('label' in shared).toBe(true);
    expect(shared.double(21)).toBe(42);
  });
});
