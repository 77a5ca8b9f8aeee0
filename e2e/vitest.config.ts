import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // axe-core checks every page the journeys visit; a serious or critical violation fails the test.
    setupFiles: ['e2e/support/accessibility-hooks.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser at a time: two cores, and journeys share one server.
    fileParallelism: false,
    pool: 'forks',
  },
});
