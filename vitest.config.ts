import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; end-to-end tests run through Playwright in tests/.
export default defineConfig({
  test: {
    projects: ['packages/*', 'scripts'],
  },
});
