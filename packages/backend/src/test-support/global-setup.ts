import type { TestProject } from 'vitest/node';
import { buildDemoSnapshot, SNAPSHOT_ENV } from '../seed/demo-snapshot.ts';
import { buildServerTemplateApart, dropServerTemplate, PG_TEMPLATE_ENV } from './pg-template.ts';
import { buildProductionBundle } from './production-bundle.ts';

// Vitest global setup: seed the demo data once per run, as a PGlite tarball for in-memory backends
// and, when TEST_DATABASE_URL names a PostgreSQL server, as a template database there.
// The two are seeded side by side, each on a core: the embedded database in this process, the
// server's template from a child process (its rows are made in JavaScript too).
// The production bundle is built beside them, for the files that start the deployed entries.

/** The run's seeds, started once in vitest's process by whichever project's setup comes first. */
const RUN_SEEDS = Symbol.for('portal.test-run-seeds');
type Seeds = Promise<() => Promise<void>>;
const holder = globalThis as { [RUN_SEEDS]?: Seeds };

async function seedRun(): Seeds {
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

/**
 * Vitest runs the projects' global setups one after another, in the order their files were found:
 * in a full run a small project (examples, gateway) came first and seeded the snapshot alone, and
 * the backend's setup then seeded the template alone (docs/decisions/0631). Whichever setup comes
 * first now starts all of it; only that one drops the template at the end.
 */
export async function setup(): Promise<() => Promise<void>> {
  const started = holder[RUN_SEEDS];
  if (started) {
    await started;
    return async () => {};
  }
  const seeds = seedRun();
  holder[RUN_SEEDS] = seeds;
  return seeds;
}

/** The setup of the projects that need only the snapshot; in a run with the backend, the run's seeds. */
export async function setupSnapshot(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.vitest.projects.some((p) => p.name === 'backend')) return setup();
  process.env[SNAPSHOT_ENV] = await buildDemoSnapshot();
  return undefined;
}
