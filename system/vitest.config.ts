import { defineConfig } from 'vitest/config';

/**
 * System tests: the portal as real processes (`main.ts`, `worker.ts`) — several of them on one PostgreSQL
 * server, and killed in the middle of their work. Those that need PostgreSQL run when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['system/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Each file starts its own servers: one file at a time keeps two cores from timing them out.
    fileParallelism: false,
    pool: 'forks',
  },
});
