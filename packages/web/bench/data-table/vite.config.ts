import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A page of its own for bench/web-table.ts, built apart from the portal (its index.html is not an
// input of the app's build, so nothing here ships): the portal's DataTable with generated rows.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  // One chunk on purpose (React, Fluent and the table): the bench times a whole first load.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2048 },
});
