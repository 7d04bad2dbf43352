import { buildDemoSnapshot, SNAPSHOT_ENV } from '../seed/demo-snapshot.ts';

/** Vitest global setup for suites that only start in-memory backends (the gateway's). */
export async function setup(): Promise<void> {
  process.env[SNAPSHOT_ENV] = await buildDemoSnapshot();
}
