import { buildDemoSnapshot, SNAPSHOT_ENV } from '../seed/demo-snapshot.ts';
import { buildServerTemplate, dropServerTemplate, PG_TEMPLATE_ENV } from './pg-template.ts';

// Vitest global setup: seed the demo data once per run, as a PGlite tarball for in-memory backends
// and, when TEST_DATABASE_URL names a PostgreSQL server, as a template database there.
export async function setup(): Promise<() => Promise<void>> {
  process.env[SNAPSHOT_ENV] = await buildDemoSnapshot();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return async () => {};
  const template = await buildServerTemplate(serverUrl);
  process.env[PG_TEMPLATE_ENV] = template;
  return () => dropServerTemplate(serverUrl, template);
}
