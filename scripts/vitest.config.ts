import { defineConfig } from 'vitest/config';

// Tests of the README's commands: `npm start`'s stack script, started as a user would.
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A fresh start seeds the whole demo: minutes on a busy 2-core machine.
    testTimeout: 1_200_000,
    hookTimeout: 60_000,
  },
});
