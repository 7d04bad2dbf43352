import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Seeds the demo data once into a PGlite tarball that every in-memory test backend starts from.
    globalSetup: ['src/test-support/global-setup.ts'],
    // PGlite opens in ~3 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
