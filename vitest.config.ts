import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; end-to-end tests run through Playwright in tests/.
export default defineConfig({
  test: {
    projects: ['packages/*', 'scripts', 'examples'],
    // Vitest's default in a run is one worker fewer than the cores: on this 2-core machine, one, so
    // every file ran in turn while the other core idled (an integration file's backend, gateway and
    // PGlite share one thread; the PostgreSQL pass waits on its server). Two files at a time.
    maxWorkers: 2,
  },
});
