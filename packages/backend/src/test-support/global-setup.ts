import { buildDemoSnapshot, SNAPSHOT_ENV } from '../seed/demo-snapshot.ts';

/** Vitest global setup: seed the demo data once per run for every in-memory test backend. */
export async function setup(): Promise<void> {
  process.env[SNAPSHOT_ENV] = await buildDemoSnapshot();
}
