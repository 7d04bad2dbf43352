import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite opens in ~3 s and each file seeds its own backend.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
