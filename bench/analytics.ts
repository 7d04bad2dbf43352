// Issue 39's figure: every analytics call (advertising, performance, sales, ASIN, insights) for an
// admin over every brand and for one brand, at ≥ 5 M SKU-day facts on PostgreSQL, in the deployed
// shape: the web's persisted operations sent by hash to the gateway, in its own process, in front of
// the backend in its own process (WORKERS=0, as an API instance), on a kept PostgreSQL database.
// Warm p95 over BENCH_ANALYTICS_ROUNDS requests per cell, one at a time, each round's period a day
// earlier than the last so no round is answered from another's cache. For every cell over its
// budget the bench switches auto_explain on, repeats the call twice and prints the slowest
// statement's EXPLAIN ANALYZE plan as it ran (the plans also go to BENCH_ANALYTICS_PLANS).
// Run: `BENCH_PG_DATA=/work/bench-pg npx tsx bench/analytics.ts` (or `npm run bench`).
// Env: BENCH_ANALYTICS_SCALE (16: 5.45 M facts), BENCH_ANALYTICS_ROUNDS (20), BENCH_ANALYTICS_BRAND
// (MC001), BENCH_ANALYTICS_ONLY (a substring of the cell names), BENCH_ANALYTICS_PLANS (a file),
// BENCH_ANALYTICS_EXPLAIN_MS (auto_explain's threshold, and every cell's plans), BENCH_PG_DATA (keep the seeded database per scale: a 16× seed takes ~30 minutes).
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBackend } from '@portal/backend';
import { sql } from 'kysely';
import { type Call, type Cell, cellsOf, type Period } from './lib/analytics-cells.ts';
import { logOffset, plansSince, setAutoExplain } from './lib/auto-explain.ts';
import { cpuMicros } from './lib/cpu.ts';
import { startBackend, stopBackend } from './lib/deployed-backend.ts';
import { startPostgres } from './lib/postgres.ts';
import { freePort, pinLoadGenerator, REPO_ROOT, startPortalGateway } from './lib/processes.ts';
import { signIn } from './lib/sign-in.ts';

const scale = Number(process.env.BENCH_ANALYTICS_SCALE ?? 16);
const rounds = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? 20);
const BRAND = process.env.BENCH_ANALYTICS_BRAND ?? 'MC001';
const only = process.env.BENCH_ANALYTICS_ONLY;
const plansFile = process.env.BENCH_ANALYTICS_PLANS;
/** auto_explain's threshold for the plans of cells over budget (default: a tenth of the budget, ≥ 5 ms). */
const explainMs = process.env.BENCH_ANALYTICS_EXPLAIN_MS
  ? Number(process.env.BENCH_ANALYTICS_EXPLAIN_MS)
  : null;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `days` days ending `back` days before the data's last day, and the same length before them. */
function periodOf(lastDay: string, days: number, back: number): Period {
  const end = Date.parse(lastDay) - back * DAY_MS;
  return {
    from: isoDay(end - (days - 1) * DAY_MS),
    to: isoDay(end),
    compareFrom: isoDay(end - (2 * days - 1) * DAY_MS),
    compareTo: isoDay(end - days * DAY_MS),
  };
}

interface Cpu {
  gateway: number;
  backend: number;
  postgres: number;
}

/** CPU µs so far of every PostgreSQL process (the bench's server only), by process. */
function postgresCpu(): Map<number, number> {
  const pids = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
  const byPid = new Map<number, number>();
  for (const pid of pids.map(Number)) {
    try {
      byPid.set(pid, cpuMicros(pid));
    } catch {
      // ended between the listing and the read
    }
  }
  return byPid;
}

/**
 * CPU µs each process used between two readings. PostgreSQL's are summed over the processes of both
 * readings (a process that started between them counts from zero); one that ended between them
 * (an autovacuum worker) is left out rather than subtracted.
 */
function cpuBetween(
  before: { gateway: number; backend: number; postgres: Map<number, number> },
  after: { gateway: number; backend: number; postgres: Map<number, number> },
): Cpu {
  let postgres = 0;
  for (const [pid, now] of after.postgres) postgres += now - (before.postgres.get(pid) ?? 0);
  return { gateway: after.gateway - before.gateway, backend: after.backend - before.backend, postgres };
}

const cpuNow = (gatewayPid: number, backendPid: number) => ({
  gateway: cpuMicros(gatewayPid),
  backend: cpuMicros(backendPid),
  postgres: postgresCpu(),
});

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The web's manifest: operation name → sha256 of its text (the hash the web sends). */
function manifest(): Map<string, string> {
  const file = join(REPO_ROOT, 'packages', 'web', 'src', 'gql', 'persisted-documents.json');
  const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const byName = new Map<string, string>();
  for (const [key, text] of Object.entries(documents)) {
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(text)?.[1];
    if (name) byName.set(name, key.replace(/^sha256:/, ''));
  }
  return byName;
}

/** Seeds the kept database on its first run (in this process, as the other benches do). */
async function ensureSeeded(url: string, reused: boolean): Promise<number> {
  const start = performance.now();
  const backend = await createBackend({
    databaseUrl: url,
    seed: reused ? 'none' : 'demo',
    scale,
    logger: false,
  });
  if (!reused) await sql`analyze`.execute(backend.db);
  await backend.close();
  return (performance.now() - start) / 1000;
}

/** Written once the kept database's seed has finished: a seed stopped halfway is not measured. */
const seededMarker = () =>
  process.env.BENCH_PG_DATA ? join(process.env.BENCH_PG_DATA, `scale-${scale}`, 'seeded') : null;

async function main(): Promise<void> {
  const postgres = await startPostgres({ scale, autoExplain: true });
  if (!postgres) throw new Error('analytics.ts needs Debian’s postgresql');
  try {
    await measureOn(postgres);
  } finally {
    // Also when a call fails: a kept folder's server left running refuses the next run's start.
    postgres.stop();
  }
}

async function measureOn(postgres: NonNullable<Awaited<ReturnType<typeof startPostgres>>>): Promise<void> {
  const marker = seededMarker();
  if (postgres.reused && marker && !existsSync(marker)) {
    throw new Error(`${marker} is missing: the kept database's seed did not finish; remove its folder`);
  }
  // Off (auto_explain's default), whatever an interrupted run left in the kept folder's settings.
  await setAutoExplain(postgres.url, null);
  // The seed runs on both cores; the bench's own process is pinned for the measurement only.
  const seedSeconds = await ensureSeeded(postgres.url, postgres.reused);
  if (marker) writeFileSync(marker, new Date().toISOString());
  const placement = pinLoadGenerator();
  const psqlValue = async (query: string) => {
    return spawnSync('psql', [postgres.url, '-Atc', query], { encoding: 'utf8' }).stdout.trim();
  };
  const facts = Number(await psqlValue('select count(*) from sku_sales_traffic_daily'));
  const lastDay = await psqlValue(
    "select to_char(max(report_date), 'YYYY-MM-DD') from sku_sales_traffic_daily",
  );
  // The busiest ASIN of the last 30 days (most units), as asins.ts picks it.
  const asin = await psqlValue(
    `select asin from sku_sales_traffic_daily where report_date > date '${lastDay}' - 30 group by asin order by sum(units_ordered) desc limit 1`,
  );

  // The deployed shape: the backend as an API instance, the gateway in front of it, each its process.
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-bench-files-'));
  const { privateKey } = generateKeyPairSync('ed25519');
  // BENCH_BACKEND_START: another start (deployed-backend.ts), e.g. `tsx+--cpu-prof+--cpu-prof-dir=/tmp/p`.
  const backend = await startBackend(process.env.BENCH_BACKEND_START ?? 'tsx', {
    DATABASE_URL: postgres.url,
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    SECRETS_KEY: randomBytes(32).toString('hex'),
    FILES_DIR: filesDir,
    WORKERS: '0',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  try {
    await measureThrough(
      postgres,
      backend.url,
      backend.child.pid ?? 0,
      lastDay,
      asin,
      facts,
      seedSeconds,
      placement,
    );
  } finally {
    await stopBackend(backend.child);
    rmSync(filesDir, { recursive: true, force: true });
  }
}

async function measureThrough(
  postgres: NonNullable<Awaited<ReturnType<typeof startPostgres>>>,
  backendUrl: string,
  backendPid: number,
  lastDay: string,
  asin: string,
  facts: number,
  seedSeconds: number,
  placement: string,
): Promise<void> {
  const gateway = await startPortalGateway(backendUrl, await freePort(), { LOG_LEVEL: 'warn' });
  const hashes = manifest();

  let token = '';
  let signedAt = Number.NEGATIVE_INFINITY; // no token yet
  const send = async (call: Call) => {
    // A fresh token every five minutes: the whole run outlasts the 15-minute access token.
    if (performance.now() - signedAt > 300_000) {
      token = (await signIn(backendUrl, 'admin@demo.test')).accessToken;
      signedAt = performance.now();
    }
    const hash = hashes.get(call.operation);
    if (!hash) throw new Error(`the web has no operation ${call.operation}`);
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: call.operation,
        variables: call.variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      }),
    });
    const body = (await res.json()) as { errors?: { message: string }[] };
    if (!res.ok || body.errors?.length)
      throw new Error(
        `${call.operation} answered ${res.status}: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`,
      );
  };
  const measure = async (cell: Cell, back: number) => {
    const calls = cell.calls(periodOf(lastDay, cell.days, back));
    const start = performance.now();
    await Promise.all(calls.map(send));
    return performance.now() - start;
  };

  const cells = [...cellsOf('admin', null, null), ...cellsOf('brand', BRAND, asin || null)].filter(
    (cell) => !only || `${cell.scope} ${cell.area} ${cell.name}`.includes(only),
  );
  console.log(
    `scale ${scale} on ${postgres.version}: ${facts.toLocaleString('en-US')} SKU-day facts, last day ${lastDay}; ` +
      `${postgres.reused ? 'kept database, migrated' : 'seeded'} in ${seedSeconds.toFixed(0)} s. ` +
      `Browser → gateway (own process) → backend (own process, WORKERS=0) → PostgreSQL; ${placement}.`,
  );
  console.log(
    `${rounds} rounds per cell after one warm-up, one request at a time, each round's period a day earlier; ` +
      `brand = the admin filtering on ${BRAND}; ASIN = the busiest of the last 30 days, ${asin}. Load average at start ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.\n`,
  );
  const results: { cell: Cell; p50: number; p95: number; cpu: Cpu }[] = [];
  const gatewayPid = gateway.child.pid ?? 0;
  for (const cell of cells) {
    await measure(cell, rounds + 5); // warm-up: its own period, not one of the rounds'
    const times: number[] = [];
    const before = cpuNow(gatewayPid, backendPid);
    for (let round = 0; round < rounds; round++) times.push(await measure(cell, round));
    const used = cpuBetween(before, cpuNow(gatewayPid, backendPid));
    times.sort((a, b) => a - b);
    const perCall = (key: keyof Cpu) => used[key] / 1000 / rounds;
    results.push({
      cell,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      cpu: { gateway: perCall('gateway'), backend: perCall('backend'), postgres: perCall('postgres') },
    });
  }

  // CPU ms per measurement (all of a page's calls) of each process: where the time goes when the
  // servers share a core and PostgreSQL has the other, read from /proc (10 ms ticks over the rounds).
  const header = `| scope | area        | call                          | days | p50 ms | p95 ms | budget | within | CPU ms gateway / backend / PostgreSQL |`;
  console.log(header);
  console.log(
    '|-------|-------------|-------------------------------|-----:|-------:|-------:|-------:|:------:|--------------------------------------:|',
  );
  for (const { cell, p50, p95, cpu } of results) {
    const cpuText = `${cpu.gateway.toFixed(1)} / ${cpu.backend.toFixed(1)} / ${cpu.postgres.toFixed(1)}`;
    console.log(
      `| ${cell.scope.padEnd(5)} | ${cell.area.padEnd(11)} | ${cell.name.padEnd(29)} | ${String(cell.days).padStart(4)} | ${p50.toFixed(1).padStart(6)} | ${p95.toFixed(1).padStart(6)} | ${String(cell.budgetMs).padStart(6)} | ${p95 <= cell.budgetMs ? 'yes' : 'NO'.padStart(4)}   | ${cpuText.padStart(37)} |`,
    );
  }
  const over = results.filter((r) => r.p95 > r.cell.budgetMs);
  console.log(
    `\n${results.length - over.length} of ${results.length} cells within budget; load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}.`,
  );

  // Why each cell over budget is: its slowest statement's plan, logged as it ran.
  let planText = '';
  // With a threshold asked for, every cell's statements are logged, within budget or not.
  for (const { cell, p95 } of explainMs === null ? over : results) {
    const threshold = explainMs ?? Math.max(5, Math.round(cell.budgetMs / 10));
    await setAutoExplain(postgres.url, threshold);
    const offset = logOffset(postgres.logFile);
    const took = [await measure(cell, rounds + 6), await measure(cell, rounds + 7)];
    await setAutoExplain(postgres.url, null);
    const plans = plansSince(postgres.logFile, offset);
    const slowest = plans[0];
    const lines = [
      `\n### ${cell.scope} ${cell.area} ${cell.name}: p95 ${p95.toFixed(1)} ms ${p95 > cell.budgetMs ? '>' : '≤'} ${cell.budgetMs} ms`,
      `Two more calls with auto_explain on: ${took.map((t) => t.toFixed(0)).join(' and ')} ms; ${plans.length} statements over ${threshold} ms.`,
    ];
    if (slowest) {
      lines.push(`Slowest statement, ${slowest.ms.toFixed(1)} ms: ${slowest.query.slice(0, 240)}…`);
      lines.push('```', slowest.plan, '```');
      // Every statement's time, slowest first: where a page of many calls spends its database time.
      const total = plans.reduce((sum, p) => sum + p.ms, 0);
      lines.push(`All ${plans.length} statements, ${total.toFixed(1)} ms together:`);
      for (const p of plans) lines.push(`- ${p.ms.toFixed(1)} ms: ${p.query.slice(0, 160)}`);
    } else {
      lines.push(
        `No statement over ${threshold} ms: the time is outside PostgreSQL (the processes' own work).`,
      );
    }
    planText += `${lines.join('\n')}\n`;
  }
  if (planText) {
    console.log('\n## Plans of the cells over budget (EXPLAIN ANALYZE through auto_explain)');
    console.log(planText);
    if (plansFile) writeFileSync(plansFile, planText);
  }

  await gateway.stop();
}

await main();
// Nothing is left to wait for; a kept-alive socket to a stopped server must not hold `npm run bench`.
process.exit(0);
