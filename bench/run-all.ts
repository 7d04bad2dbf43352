// `npm run bench`: runs every benchmark script in turn and lets each print its own figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const scripts = [
  'start.ts',
  'gateway-cpu.ts',
  'gateway-executor.ts',
  'backend.ts',
  'gateway-latency.ts',
  'persisted-documents.ts',
  'peer-gateways.ts',
  'load.ts',
  'web.ts',
  'web-table.ts',
  'advertising.ts',
  'performance.ts',
  'seller-data.ts',
  'asin-market-data.ts',
  'keyword-ranks.ts',
  'account-health.ts',
  'brands.ts',
  'insights.ts',
  'analytics.ts',
  'asins.ts',
  'alerts.ts',
  'jobs.ts',
  'events.ts',
  'listing-validation.ts',
  'listing-editor-render.ts',
  'bulk.ts',
];

// BENCH_ONLY=gateway-cpu,backend,…: a chosen few in one run (the whole list takes over half an hour
// once the analytics run at millions of rows).
const only = process.env.BENCH_ONLY?.split(',').map((name) => (name.endsWith('.ts') ? name : `${name}.ts`));
const chosen = only ? scripts.filter((script) => only.includes(script)) : scripts;

let failed = 0;
for (const script of chosen) {
  const file = join(here, script);
  if (!existsSync(file)) {
    console.log(`(skipped ${script}: not present)`);
    continue;
  }
  console.log(`\n=== ${script} ===`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit', cwd: here });
  if (res.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
