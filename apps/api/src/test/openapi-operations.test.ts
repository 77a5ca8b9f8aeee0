import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app';
import { fillPath, openApiOperations } from './openapi-operations';

describe('the operations of the OpenAPI document', () => {
  const testApp = useTestApp();

  it('lists every route with its parameters and body schemas, in a stable order', () => {
    const operations = openApiOperations(testApp.app);
    const files = operations.find((o) => o.key === 'POST /api/order/{externalId}/files');
    expect(files?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'externalId', required: true })]);
    expect(operations.find((o) => o.key === 'POST /api/auth/login')?.body['application/json']).toMatchObject({ type: 'object' });
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.map((o) => o.key)).toEqual([...operations].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)).map((o) => o.key));
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath('/api/order/{externalId}/files/{identity}', { externalId: 'A 1', identity: 'x/y' })).toBe('/api/order/A%201/files/x%2Fy');
    expect(() => fillPath('/api/order/{externalId}', {})).toThrow('externalId');
  });
});
