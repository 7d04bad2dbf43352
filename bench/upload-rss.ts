// The backend's own memory while a 349 MiB CSV streams in (issue 32: ≤ 150 MB RSS, ≥ 20 MiB/s),
// measured in the deployed shape (bench/lib/deployed-backend.ts): the real backend entry alone in
// its own process, configured as docker-compose configures an API instance, the bench streaming
// the file from the other core. Each start in BENCH_UPLOAD_STARTS (tsx, bundle, serve, before,
// each optionally `+--node-flag`) is measured in turn on the same database, so the figures sit side
// by side in one run. RSS is read from /proc/<pid>/status every 10 ms: the resting RSS before the
// upload (after one sign-in, 2 s of quiet), the peak during it, and the kernel's high-water mark
// (VmHWM, which also covers start-up and migrations).
// Run: `npx tsx bench/upload-rss.ts`. Env: BENCH_CSV_MB (349), BENCH_UPLOAD_STARTS (tsx,serve),
// BENCH_DATABASE_URL (a PostgreSQL server to make a throw-away database on), BENCH_BASELINE_DIR,
// BENCH_REDIS (0: no Redis).
import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { UPLOAD_BENCH_ACCOUNT as ACCOUNT, MiB, uploadCsv, writeCsv } from './lib/csv-upload.ts';
import {
  ensureAccount,
  procBytes,
  startBackend,
  startDeployedDeps,
  stopBackend,
} from './lib/deployed-backend.ts';
import { pinLoadGenerator } from './lib/processes.ts';

const CSV_MB = Number(process.env.BENCH_CSV_MB ?? 349);
const STARTS = (process.env.BENCH_UPLOAD_STARTS ?? 'tsx,serve').split(',').filter(Boolean);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const mb = (bytes: number) => (bytes / MiB).toFixed(0);

interface Figures {
  start: string;
  command: string;
  restingMb: string;
  peakMb: string;
  addedMb: string;
  hwmMb: string;
  mibPerSecond: string;
  status: number;
}

async function measure(start: string, env: Record<string, string>, file: string): Promise<Figures> {
  const backend = await startBackend(start, env);
  const pid = backend.child.pid as number;
  try {
    await ensureAccount(env.DATABASE_URL as string);
    const login = await fetch(`${backend.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    // Let start-up garbage settle so the resting figure is the process at rest.
    await new Promise((r) => setTimeout(r, 2_000));
    const resting = procBytes(pid, 'VmRSS');
    let peak = resting;
    const sampler = setInterval(() => {
      peak = Math.max(peak, procBytes(pid, 'VmRSS'));
    }, 10);
    const size = (await stat(file)).size;
    const t0 = performance.now();
    const answer = await uploadCsv({ url: backend.url, accessToken, ...ACCOUNT }, file);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, procBytes(pid, 'VmRSS'));
    return {
      start,
      command: backend.command,
      restingMb: mb(resting),
      peakMb: mb(peak),
      addedMb: mb(peak - resting),
      hwmMb: mb(procBytes(pid, 'VmHWM')),
      mibPerSecond: (size / MiB / seconds).toFixed(1),
      status: answer.status,
    };
  } finally {
    await stopBackend(backend.child);
  }
}

console.log(`machine load before: ${load()} (1, 5, 15 min); ${pinLoadGenerator()}`);
const deps = await startDeployedDeps(STARTS);
const file = join(tmpdir(), `bench-upload-${randomUUID()}.csv`);
try {
  await writeCsv(file, CSV_MB);
  console.log(`${deps.label}; ${mb((await stat(file)).size)} MiB CSV`);
  const rows: Figures[] = [];
  for (const start of STARTS) {
    const figures = await measure(start, deps.env, file);
    rows.push(figures);
    console.log(
      `${start}: ${figures.restingMb} MB at rest, peak ${figures.peakMb} MB (+${figures.addedMb}), ${figures.mibPerSecond} MiB/s, status ${figures.status}`,
    );
  }
  console.log('\n| start | command | RSS at rest | peak while streaming | added | high-water mark | MiB/s |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.start} | \`${r.command}\` | ${r.restingMb} MB | ${r.peakMb} MB | +${r.addedMb} MB | ${r.hwmMb} MB | ${r.mibPerSecond} |`,
    );
  console.log('goals: peak ≤ 150 MB, ≥ 20 MiB/s');
} finally {
  await rm(file, { force: true });
  deps.stop();
  console.log(`machine load after: ${load()}`);
}
