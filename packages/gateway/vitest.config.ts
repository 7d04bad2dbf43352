import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) side by side; Node's own resolution, used by the
    // externalized graphql-tools and Apollo, picks CJS. Sources must get the same copy, or
    // instanceof checks fail with "Cannot use GraphQLObjectType from another module or realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'gateway',
    // Integration tests start real backends: seed the demo data once for all of them.
    globalSetup: ['../backend/src/test-support/global-setup-snapshot.ts'],
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One module graph per worker, not per file: no gateway test replaces a module (vi.mock), and
    // each file re-importing Apollo, graphql-tools and the backend cost ~77 s of a 166 s run (102 s
    // shared). A file that needs a mock must move to a project of its own (see the root config).
    isolate: false,
    // Sized for a machine four times slower than a quiet one (CI shares its 2 cores with other work).
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
