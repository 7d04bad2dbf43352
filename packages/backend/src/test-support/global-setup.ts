import { buildDemoSnapshot, SNAPSHOT_ENV } from '../seed/demo-snapshot.ts';
import { buildServerTemplateApart, dropServerTemplate, PG_TEMPLATE_ENV } from './pg-template.ts';
import { buildProductionBundle } from './production-bundle.ts';

// Vitest global setup: seed the demo data once per run, as a PGlite tarball for in-memory backends
// and, when TEST_DATABASE_URL names a PostgreSQL server, as a template database there.
// The two are seeded side by side, each on a core: the embedded database in this process, the
// server's template from a child process (its rows are made in JavaScript too).
// The production bundle is built beside them, for the files that start the deployed entries.
export async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [snapshot, template] = await Promise.all([
    buildDemoSnapshot(),
    serverUrl ? buildServerTemplateApart(serverUrl) : undefined,
    buildProductionBundle(),
  ]);
  process.env[SNAPSHOT_ENV] = snapshot;
  if (!serverUrl || !template) return async () => {};
  process.env[PG_TEMPLATE_ENV] = template;
  return () => dropServerTemplate(serverUrl, template);
}
