import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves GraphQL (HTTP and graphql-ws on the same path) at :4000; in dev the Vite server
// proxies to it so the browser sees one origin, as in production where the gateway serves dist/.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/healthz': { target: gateway, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
