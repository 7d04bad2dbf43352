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
    // Sized for a machine four times slower than a quiet one (CI shares its 2 cores with other work).
    testTimeout: 60_000,
    // Processed by Vite, the schema mock's @graphql-tools shares the app's one graphql module
    // (externalized, Node would load graphql's CJS copy for it and the ESM copy for the app).
    server: { deps: { inline: [/@graphql-tools\//] } },
  },
});
