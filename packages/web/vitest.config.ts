import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Web unit tests run in jsdom; the React plugin gives JSX the automatic runtime.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
    // The schema mock executes operations with @graphql-tools: processed by Vite, it shares the one
    // graphql module the app imports (otherwise the CJS and ESM copies refuse each other's types).
    server: { deps: { inline: [/@graphql-tools\//] } },
  },
});
