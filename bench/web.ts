// Web budgets: production bundle size per route (gzip, from Vite's manifest) and Lighthouse scores
// for the login page and a signed-in screen, against the whole stack started as `npm start` does.
// Needs `pnpm --filter @portal/web build` first (npm run bench does it).
// Run: `npx tsx bench/web.ts`. Env: WEB_BENCH_PORT (5100; the backend takes the next port).
import { join } from 'node:path';
import { ROUTE_BY_ID, ROUTES, type RouteId } from '@portal/schema';
import { bundleReport } from './lib/bundle-sizes.ts';
import { lighthouseScores } from './lib/lighthouse-run.ts';
import { REPO_ROOT, startDemoStack } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';
import { DEMO_PASSWORD } from './lib/sign-in.ts';

const WEB_DIR = join(REPO_ROOT, 'packages', 'web');
const port = Number(process.env.WEB_BENCH_PORT ?? 5100);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function printBundles(): boolean {
  const report = bundleReport(WEB_DIR);
  if (!report) {
    console.log('bundle sizes: n/a (no packages/web/dist/.vite/manifest.json: build the web first)');
    return false;
  }
  console.log(
    `Bundle (gzip): entry JS ${kb(report.entryJsGzip)}, entry CSS ${kb(report.entryCssGzip)}, ` +
      `signed-in app ${report.signedInAppGzip === null ? 'n/a' : kb(report.signedInAppGzip)}, ` +
      `all JS ${kb(report.totalJsGzip)}`,
  );
  // In the access table's order: the sign-in pages first, then the signed-in screens.
  const order = (id: string) => ROUTES.findIndex((route) => route.id === id);
  const routes = [...report.routes].sort((a, b) => order(a.routeId) - order(b.routeId));
  const rows = routes.map((r) => [
    r.routeId,
    ROUTE_BY_ID[r.routeId as RouteId]?.path ?? '?',
    r.layout,
    kb(r.routeGzip),
    kb(r.firstLoadGzip),
  ]);
  console.log(table(['route', 'path', 'layout', 'route chunks (gzip)', 'first load (gzip)'], rows));
  return true;
}

async function printLighthouse(): Promise<void> {
  const stack = await startDemoStack(port);
  try {
    const scores = await lighthouseScores(`http://localhost:${port}`, {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      path: ROUTE_BY_ID.dashboard.path,
      name: 'dashboard',
    });
    console.log('Lighthouse 12.8 (desktop preset, simulated throttling), scores out of 100:');
    console.log(
      table(
        ['page', 'audited at', 'performance', 'accessibility', 'best practices'],
        scores.map((s) => [
          s.page,
          s.finalPath,
          s.performance ?? 'n/a',
          s.accessibility ?? 'n/a',
          s.bestPractices ?? 'n/a',
        ]),
      ),
    );
  } finally {
    await stack.stop();
  }
}

export async function runWebBench(): Promise<void> {
  console.log(`Web budgets: ${machineLine()}`);
  if (!printBundles()) return;
  await printLighthouse();
}

if (import.meta.url === `file://${process.argv[1]}`) await runWebBench();
