// Alerts: GET alerts with every filter of the screen (account manager, brands, sub brands, alert
// types, sub types, marketplaces, a 30-day range, a text filter, Visible and Hidden, sorted), and
// the generator's first run on the seeded facts (what it adds to the demo seed).
// Run: `npx tsx bench/alerts.ts` (or `npm run bench`).
// Env: BENCH_ALERTS_ROUNDS (default 40), BENCH_ALERTS_SCALES (default "1,10"),
// BENCH_ALERTS_DB (`pglite`, in memory, the default at 1×; `postgres`, a throw-away Debian
// PostgreSQL, the default at 10×, as for the performance bench).
import { performance } from 'node:perf_hooks';
import { createBackend, generateAlerts } from '@portal/backend';
import { sql } from 'kysely';
import { startPostgres } from './lib/postgres.ts';

const rounds = Number(process.env.BENCH_ALERTS_ROUNDS ?? 40);
const scales = (process.env.BENCH_ALERTS_SCALES ?? '1,10').split(',').map(Number);
const DAY_MS = 86_400_000;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function benchScale(scale: number): Promise<void> {
  const engine = process.env.BENCH_ALERTS_DB ?? (scale >= 10 ? 'postgres' : 'pglite');
  const postgres = engine === 'postgres' ? await startPostgres() : null;
  if (engine === 'postgres' && !postgres)
    throw new Error('BENCH_ALERTS_DB=postgres needs Debian’s postgresql');
  const backend = await createBackend({
    ...(postgres ? { databaseUrl: postgres.url } : { pgliteDataDir: 'memory://' }),
    seed: 'demo',
    scale,
    logger: false,
  });
  // The generator's first run, as the seed makes it: its tables emptied, then raised again.
  await sql`truncate alerts, late_fbm_shipments, deleted_skus, missing_parents, alert_listing_states cascade`.execute(
    backend.db,
  );
  const generateStart = performance.now();
  const raised = await generateAlerts(backend.db);
  const generateMs = performance.now() - generateStart;
  const total = await sql<{ n: string }>`select count(*) as n from alerts`.execute(backend.db);
  // The manager's busiest brand and its most frequent sub type: a filter that still finds rows.
  const busiest = await sql<{ brand_code: string; alert_sub_type: string; marketplace_id: string }>`
    select a.brand_code, a.alert_sub_type, a.marketplace_id from alerts a
    join brands b on b.brand_code = a.brand_code join users u on u.id = b.account_manager_id
    where u.email = 'manager@demo.test'
    group by 1, 2, 3 order by count(*) desc limit 1`.execute(backend.db);
  const pick = busiest.rows[0];
  if (!pick) throw new Error('the seed raised no alerts');
  const url = await backend.listen(0);
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Portal!2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const to = Date.now() - (round % 5) * DAY_MS;
    const query = new URLSearchParams({
      am_email: 'manager@demo.test',
      from: String(to - 30 * DAY_MS),
      to: String(to),
      page: '0',
      pageSize: '40',
      classification: round % 2 ? 'All' : 'Account Management',
      alertVisibleTypes: 'Visible,Hidden',
      sortBy: 'dateTime',
      sortOrder: 'desc',
      filterField: 'productName',
      filterValue: round % 3 ? '' : 'a',
      filterOperator: 'contains',
      brands: pick.brand_code,
      alertTypes: 'Additional AM AlertType,Buy Box',
      alertSubTypes: pick.alert_sub_type,
      subBrands: '',
      marketplaces: pick.marketplace_id,
    });
    for (const [key, value] of [...query.entries()]) if (value === '') query.delete(key);
    const start = performance.now();
    const res = await fetch(`${url}/alerts?${query}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`GET alerts answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `scale ${scale} on ${postgres ? postgres.version : 'PGlite'}: ${Number(total.rows[0]?.n).toLocaleString('en-US')} alerts ` +
      `(${JSON.stringify(raised)}), generator ${generateMs.toFixed(0)} ms; GET alerts with all filters, ${rounds} rounds: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
  await backend.close();
  postgres?.stop();
}

for (const scale of scales) await benchScale(scale);
