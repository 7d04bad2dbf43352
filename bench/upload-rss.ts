// The backend's own memory while a 349 MiB CSV streams in (issue 32: ≤ 150 MB RSS, ≥ 20 MiB/s),
// measured in the deployed shape: the backend alone in its own process, on PostgreSQL when Debian's
// is installed (else in-memory PGlite, said in the printout), the bench streaming from another core.
// RSS is read from /proc/<pid>/status every 10 ms: the resting RSS before the upload, the peak
// during it, and the kernel's high-water mark (VmHWM, which also covers start-up).
// Run: `npx tsx bench/upload-rss.ts` (from bench/). Env: BENCH_CSV_MB (349).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MiB, uploadCsv, writeCsv } from './lib/csv-upload.ts';
import { startPostgres } from './lib/postgres.ts';
import { BENCH_DIR, pinLoadGenerator, startServer } from './lib/processes.ts';
import { UPLOAD_BENCH_ACCOUNT as ACCOUNT } from './servers/upload-backend.ts';

const CSV_MB = Number(process.env.BENCH_CSV_MB ?? 349);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** One field of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function procBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)\s*kB/)?.[1] ?? Number.NaN) * 1024;
}

console.log(`machine load before: ${load()} (1, 5, 15 min); ${pinLoadGenerator()}`);
const pg = await startPostgres();
const filesDir = mkdtempSync(join(tmpdir(), 'portal-bench-files-'));
const backend = await startServer('upload backend', join(BENCH_DIR, 'servers', 'upload-backend.ts'), {
  PORT: '0',
  BENCH_FILES_DIR: filesDir,
  ...(pg ? { DATABASE_URL: pg.url } : {}),
});
const pid = backend.child.pid as number;
try {
  const login = await fetch(`${backend.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const file = join(tmpdir(), `bench-upload-${randomUUID()}.csv`);
  await writeCsv(file, CSV_MB);
  const size = (await stat(file)).size;
  // Let start-up garbage settle so the resting figure is the process at rest.
  await new Promise((r) => setTimeout(r, 2_000));
  const resting = procBytes(pid, 'VmRSS');
  let peak = resting;
  const sampler = setInterval(() => {
    peak = Math.max(peak, procBytes(pid, 'VmRSS'));
  }, 10);
  const t0 = performance.now();
  const answer = await uploadCsv({ url: backend.url, accessToken, ...ACCOUNT }, file);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, procBytes(pid, 'VmRSS'));
  const hwm = procBytes(pid, 'VmHWM');
  await rm(file, { force: true });
  const mb = (bytes: number) => (bytes / MiB).toFixed(0);
  console.log(
    `backend process: ${pg ? `PostgreSQL (${pg.version})` : 'in-memory PGlite (no PostgreSQL installed)'}, workers off`,
  );
  console.log(
    `CSV upload to the backend process: ${mb(size)} MiB in ${seconds.toFixed(1)} s = ${(size / MiB / seconds).toFixed(1)} MiB/s (goal ≥ 20), status ${answer.status}`,
  );
  console.log(
    `backend RSS: ${mb(resting)} MB at rest, peak ${mb(peak)} MB while streaming (+${mb(peak - resting)} MB), high-water mark since start ${mb(hwm)} MB (goal ≤ 150 MB)`,
  );
} finally {
  await backend.stop();
  pg?.stop();
  rmSync(filesDir, { recursive: true, force: true });
  console.log(`machine load after: ${load()}`);
}
