import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * A value a test file builds once before its tests (in `beforeAll`), handed out now as a stand-in that
 * reads the real one: use it inside tests and hooks, never at the top of the file.
 */
function builtBeforeAll<T extends object>(what: string, build: () => Promise<T>, close?: (value: T) => Promise<void>): T {
  let current: T | null = null;
  beforeAll(async () => {
    current = await build();
  });
  if (close) afterAll(async () => current && close(current));
  const built = (): T => {
    if (!current) throw new Error(`${what} is built before the tests run: use it inside a test or hook`);
    return current;
  };
  // Every way of reading it reads the built value: properties, `in`, spreading and Object.keys.
  return new Proxy({} as T, {
    get(_, key) {
      const value: unknown = Reflect.get(built(), key);
      return typeof value === 'function' ? value.bind(built()) : value;
    },
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The real application on a fresh database for this test file: built before its tests, closed after them. */
export function useTestApp(env: NodeJS.ProcessEnv = {}): TestApp {
  return builtBeforeAll('the test app', () => createTestApp(env), (t) => t.close());
}

/** Something the file's tests share, made once after the app (a signed-in user, a fixture). */
export function useBeforeAll<T extends object>(build: () => Promise<T>): T {
  return builtBeforeAll('a shared test value', build);
}
