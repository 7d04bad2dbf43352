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
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // The UI kit and @portal/schema are reached through pure re-export barrels. Declaring those index
    // files side-effect free lets rolldown's lazy barrels load only the re-exports a module uses, so a
    // screen (or the shell) importing one name no longer drags chart.js, the data table, date-fns or
    // yup into its chunk or the entry. Only index files listed here: they hold `export … from` lines.
    rolldownOptions: {
      // The portal, and GraphiQL for the API (issue 36): its own page, served by the gateway at
      // GET /graphql to a signed-in browser, so the portal's pages never load the IDE.
      input: { main: 'index.html', graphiql: 'graphiql.html' },
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]web[\\/]src[\\/]ui[\\/]index\.ts$/, sideEffects: false },
          { test: /[\\/]schema[\\/]src[\\/](\w+[\\/])?index\.ts$/, sideEffects: false },
        ],
      },
      experimental: { lazyBarrel: true },
    },
  },
});
