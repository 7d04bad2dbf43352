import { buildDemoSnapshot, SNAPSHOT_ENV } from '../seed/demo-snapshot.ts';
import { buildServerTemplate, dropServerTemplate, PG_TEMPLATE_ENV } from './pg-template.ts';
import { buildProductionBundle } from './production-bundle.ts';

// Vitest global setup: seed the demo data once per run, as a PGlite tarball for in-memory backends
// and, when TEST_DATABASE_URL names a PostgreSQL server, as a template database there.
// The two are seeded side by side: while the server works through one seed's statements, this
// process runs the other's (the embedded database runs here, the server in its own process).
// The production bundle is built beside them, for the files that start the deployed entries.
export async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [snapshot, template] = await Promise.all([
    buildDemoSnapshot(),
    serverUrl ? buildServerTemplate(serverUrl) : undefined,
    buildProductionBundle(),
  ]);
  process.env[SNAPSHOT_ENV] = snapshot;
  if (!serverUrl || !template) return async () => {};
  process.env[PG_TEMPLATE_ENV] = template;
  return () => dropServerTemplate(serverUrl, template);
}
