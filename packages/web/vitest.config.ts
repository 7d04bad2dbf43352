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
  },
});
