// Bulk tools (issue 32), in one run: a 349 MB CSV upload streamed to the file store (MiB/s and
// the process's peak RSS while it streams; goals ≥ 20 MiB/s, ≤ 150 MB), CSV processing rows/s
// (a smaller file: BENCH_CSV_PROCESS_MB, default 20), a 10,000-listing bulk submission end to end
// through the simulator's feeds, bulk-update-complete delivery p95 (emit → socket client), and then
// the step-2 grid with 10,000 rows in Chromium (bench/bulk-grid.ts, needs the web build), and the
// backend's own RSS during the big upload in its own process (bench/upload-rss.ts).
// Backend and bench share one process: the RSS is both. The file is generated in /tmp and removed.
// Run: `npx tsx bench/bulk.ts`. Env: BENCH_BULK_LISTINGS (10000), BENCH_CSV_MB (349).

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  createBackend,
  createListingsSimulator,
  hashPassword,
  syncListings,
  UNTHROTTLED_RATES,
} from '@portal/backend';
import { io } from 'socket.io-client';
import { MiB, uploadCsv, writeCsv as writeCsvOf } from './lib/csv-upload.ts';

const LISTINGS = Number(process.env.BENCH_BULK_LISTINGS ?? 10_000);
const CSV_MB = Number(process.env.BENCH_CSV_MB ?? 349);
const PROCESS_MB = Number(process.env.BENCH_CSV_PROCESS_MB ?? 20);
const ACCOUNT = { sellerId: 'ABENCHBULK', marketplaceId: 'ATVPDKIKX0DER', brandCode: 'BENCHB' };
const PASSWORD = 'Bench!2026-bulk';
const here = dirname(fileURLToPath(import.meta.url));
console.log(
  `machine load before the run: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} (1, 5, 15 min)`,
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);

const simulator = createListingsSimulator({
  // Parents are not submitted (about 7% of a simulated catalogue): room for LISTINGS others.
  listingsPerAccount: Math.ceil(LISTINGS * 1.15),
  rates: UNTHROTTLED_RATES,
  feedProcessingDelayMs: 1_000,
  feedDelayPerMessageMs: 0,
});
const backend = await createBackend({
  pgliteDataDir: 'memory://',
  seed: 'none',
  logger: false,
  connectorOverrides: { listings: simulator },
  jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 5 },
});
const db = backend.db;
await db
  .insertInto('brands')
  .values({ brand_code: ACCOUNT.brandCode, name: 'Bench Bulk', brand_type: 'ffp', status_id: 1 })
  .execute();
await db
  .insertInto('authorized_marketplaces')
  .values({
    brand_code: ACCOUNT.brandCode,
    seller_id: ACCOUNT.sellerId,
    seller_name: 'Bench',
    marketplace_id: ACCOUNT.marketplaceId,
  })
  .execute();
await db
  .insertInto('users')
  .values({
    email: 'bench-bulk@demo.test',
    name: 'Bench',
    role: 'admin',
    password_hash: await hashPassword(PASSWORD),
  })
  .execute();
await syncListings(db, simulator, ACCOUNT, 'full', { concurrency: 50 });
const url = await backend.listen(0);
const login = await fetch(`${url}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench-bulk@demo.test', password: PASSWORD }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const skus = simulator
  .catalogue(ACCOUNT)
  .filter((l) => !l.childSkus)
  .map((l) => l.sku);

const target = { url, accessToken, ...ACCOUNT };
const writeCsv = (path: string, mb: number) => writeCsvOf(path, mb, skus);
const upload = (path: string) => uploadCsv(target, path);

async function waitForJob(id: string) {
  for (;;) {
    const res = await fetch(`${url}/jobs/${id}`, { headers: { authorization: `Bearer ${accessToken}` } });
    const job = (await res.json()) as { status: string; result?: { summary?: string }; error?: string };
    if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
}

// 1. The big upload.
const big = join(tmpdir(), `bench-bulk-${randomUUID()}.csv`);
await writeCsv(big, CSV_MB);
const size = (await stat(big)).size;
global.gc?.();
const rssBefore = process.memoryUsage.rss();
peakRss = rssBefore;
const t0 = performance.now();
const answer = await upload(big);
const uploadSeconds = (performance.now() - t0) / 1000;
const uploadPeak = peakRss;
await rm(big, { force: true });
console.log(
  `\nCSV upload: ${(size / MiB).toFixed(0)} MiB in ${uploadSeconds.toFixed(1)} s = ${(size / MiB / uploadSeconds).toFixed(1)} MiB/s (goal ≥ 20), status ${answer.status}`,
);
console.log(
  `peak RSS while streaming: ${(uploadPeak / MiB).toFixed(0)} MB (${((uploadPeak - rssBefore) / MiB).toFixed(0)} MB over the ${(rssBefore / MiB).toFixed(0)} MB before; goal ≤ 150 MB for the backend)`,
);

// 2. Processing rows/s on a smaller file.
const small = join(tmpdir(), `bench-bulk-${randomUUID()}.csv`);
const rows = await writeCsv(small, PROCESS_MB);
const uploaded = await upload(small);
await rm(small, { force: true });
const t1 = performance.now();
const processing = await fetch(`${url}/amazon-listings/process-csv-upload`, {
  method: 'POST',
  headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    csvConfigId: uploaded.body.csvConfigId,
    ...ACCOUNT,
    brandCode: undefined,
    selectedType: 'sku',
    selectedColumn: 'sku',
  }),
});
const { processId } = (await processing.json()) as { processId: string };
const processed = await waitForJob(processId);
const processSeconds = (performance.now() - t1) / 1000;
console.log(
  `CSV processing: ${rows} rows (${PROCESS_MB} MiB) in ${processSeconds.toFixed(1)} s = ${(rows / processSeconds).toFixed(0)} rows/s; ${processed.result?.summary ?? processed.error}`,
);

// 3. 10,000 listings submitted as a bulk update, end to end, with event delivery latency.
const emitted = new Map<string, number>();
const realtime = backend.ctx.realtime;
const emitToStaff = realtime.emitToStaff.bind(realtime);
realtime.emitToStaff = (event, payload) => {
  if (event === 'bulk-update-complete') emitted.set((payload as { sku: string }).sku, performance.now());
  emitToStaff(event, payload);
};
const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: accessToken } });
await new Promise<void>((resolve, reject) => {
  socket.once('connect', () => resolve()).once('connect_error', reject);
});
const latencies: number[] = [];
let received = 0;
let lastAt = 0;
socket.on('bulk-update-complete', (e: { sku: string }) => {
  const at = performance.now();
  received += 1;
  lastAt = at;
  const sent = emitted.get(e.sku);
  if (sent !== undefined) latencies.push(at - sent);
});
const bulkSkus = new Set(skus.slice(0, LISTINGS));
const byType = new Map<string, string[]>();
for (const l of simulator.catalogue(ACCOUNT))
  if (bulkSkus.has(l.sku)) byType.set(l.productType, [...(byType.get(l.productType) ?? []), l.sku]);
const t2 = performance.now();
let submitted = 0;
for (const list of byType.values()) {
  const res = await fetch(`${url}/amazon-listings/bulk-edit-2`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      bulkUpdateId: randomUUID(),
      sellerId: ACCOUNT.sellerId,
      marketplaceId: ACCOUNT.marketplaceId,
      listingsData: list.map((sku) => ({
        seller_sku: sku,
        attributesToSubmit: {
          item_name: [{ value: `Bulk ${sku}`, marketplace_id: ACCOUNT.marketplaceId, language_tag: 'en_US' }],
        },
        touchedAttributes: ['item_name'],
      })),
    }),
  });
  const { jobId } = (await res.json()) as { jobId: string };
  submitted += list.length;
  await waitForJob(jobId);
}
while (received < submitted && performance.now() - t2 < 600_000) await new Promise((r) => setTimeout(r, 50));
const bulkSeconds = ((lastAt || performance.now()) - t2) / 1000;
latencies.sort((a, b) => a - b);
console.log(
  `bulk submission: ${submitted} listings in ${byType.size} submissions (one per product type), submit → last event ${bulkSeconds.toFixed(1)} s (incl. the simulator's 1 s feed delay); ${received} events`,
);
console.log(
  `bulk-update-complete delivery (emit → socket client): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
);

clearInterval(sampler);
socket.disconnect();
simulator.close();
await backend.close();

// 4. The step-2 grid with 10,000 rows in Chromium: its own script (the whole stack, a browser),
// run here after this backend is closed so the two do not share the machine.
console.log('');
const grid = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'bulk-grid.ts')], {
  stdio: 'inherit',
  cwd: here,
});
// 5. The backend's own RSS while the big file streams in, with the backend alone in its process
// (the in-process figure above counts this bench and its in-memory database too).
console.log('');
const rss = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'upload-rss.ts')], {
  stdio: 'inherit',
  cwd: here,
});
console.log(
  `\nmachine load after the run: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} (1, 5, 15 min)`,
);
process.exit(grid.status === 0 && rss.status === 0 ? 0 : 1);
