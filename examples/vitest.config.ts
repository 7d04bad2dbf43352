import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql for sources and the externalized Apollo and graphql-tools (as in the gateway).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'examples',
    // The example runs against a real backend and gateway: seed the demo data once.
    globalSetup: ['../packages/backend/src/test-support/global-setup-snapshot.ts'],
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
