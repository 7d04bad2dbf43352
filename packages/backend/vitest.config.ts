import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Seeds the demo data once into a PGlite tarball that every in-memory test backend starts from.
    globalSetup: ['src/test-support/global-setup.ts'],
    // PGlite opens in ~3 s on a quiet machine. Limits sized for one four times slower (CI shares its
    // 2 cores with other work, and two files run at once): a passing test waits no longer for them.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
