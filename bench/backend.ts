// GET /users/me on the backend alone, on PGlite and on PostgreSQL (a throw-away Debian server):
// req/s, p50/p99 and CPU µs per request (median of BENCH_ROUNDS rounds), SQL statements per request,
// and where the backend's CPU time goes (a CPU profile of one more window, summarised by area).
// Run: `npx tsx bench/backend.ts`. Env: BENCH_CONNECTIONS (10), BENCH_SECONDS (5), BENCH_ROUNDS (3),
// BENCH_PG_CORES (load | server | none: where PostgreSQL runs; see lib/postgres.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMicros, median } from './lib/cpu.ts';
import { summarizeProfile } from './lib/cpu-profile.ts';
import { type PostgresServer, startPostgres } from './lib/postgres.ts';
import { pinLoadGenerator, type ServerProcess, startBackend } from './lib/processes.ts';
import { type Figures, fmt, machineLine, measure, table } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const ACCOUNT = 'mr-sub@demo.test'; // a brand user with sub brands: the most statements before

/** Opens the server's measuring window, sends load, closes it: statements and a profile file. */
async function window(server: ServerProcess, load: () => Promise<number>) {
  const printed = new Promise<[number, string]>((resolve) => {
    const onData = (chunk: Buffer) => {
      const match = /window (\d+) (\S+)/.exec(chunk.toString());
      if (!match) return;
      server.child.stdout?.off('data', onData);
      resolve([Number(match[1]), match[2] as string]);
    };
    server.child.stdout?.on('data', onData);
  });
  server.child.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 200));
  const requests = await load();
  server.child.kill('SIGUSR2');
  const [statements, file] = await printed;
  return { statementsPerRequest: statements / requests, file };
}

/** This process's CPU time so far (the load generator's), in µs. */
const loadMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

async function benchOne(
  name: string,
  env: Record<string, string>,
  profileDir: string,
  postgres: PostgresServer | null = null,
) {
  const server = await startBackend(0, { ...env, BENCH_WINDOW_DIR: profileDir });
  try {
    const { accessToken } = await signIn(server.url, ACCOUNT);
    const options = { url: `${server.url}/users/me`, headers: { authorization: `Bearer ${accessToken}` } };
    await measure({ ...options, connections, duration: 2 }); // warm-up
    const results: Array<Figures & { cpuUs: number; pgUs: number; loadUs: number }> = [];
    for (let round = 0; round < rounds; round += 1) {
      const before = cpuMicros(server.child.pid ?? 0);
      const pgBefore = postgres?.cpuMicros() ?? 0;
      const loadBefore = loadMicros();
      const f = await measure({ ...options, connections, duration });
      results.push({
        ...f,
        cpuUs: (cpuMicros(server.child.pid ?? 0) - before) / f.requests,
        pgUs: postgres ? (postgres.cpuMicros() - pgBefore) / f.requests : Number.NaN,
        loadUs: (loadMicros() - loadBefore) / f.requests,
      });
    }
    const { statementsPerRequest, file } = await window(
      server,
      async () => (await measure({ ...options, connections, duration: 3 })).requests,
    );
    const pick = (key: 'requestsPerSecond' | 'p50' | 'p99' | 'cpuUs' | 'pgUs' | 'loadUs' | 'errors') =>
      median(results.map((r) => r[key]));
    return {
      row: [
        name,
        fmt.rps(pick('requestsPerSecond')),
        fmt.ms(pick('p50')),
        fmt.ms(pick('p99')),
        pick('cpuUs').toFixed(0),
        postgres ? pick('pgUs').toFixed(0) : 'in process',
        pick('loadUs').toFixed(0),
        statementsPerRequest.toFixed(2),
        pick('errors'),
      ],
      profile: summarizeProfile(file),
    };
  } finally {
    await server.stop();
  }
}

export async function runBackendBench(): Promise<void> {
  const pinning = pinLoadGenerator();
  const profileDir = mkdtempSync(join(tmpdir(), 'portal-bench-prof-'));
  const postgres = await startPostgres();
  console.log(`Backend GET /users/me: ${machineLine()}; ${pinning}; ${postgres?.placement ?? ''}`);
  console.log(
    `${connections} connections, ${rounds} rounds x ${duration} s (medians), signed in as ${ACCOUNT}`,
  );
  const rows: Array<Array<string | number>> = [];
  const profiles: Array<[string, Array<[string, number]>]> = [];
  try {
    const pglite = await benchOne('PGlite (in-memory)', {}, profileDir);
    rows.push(pglite.row);
    profiles.push(['PGlite', pglite.profile]);
    if (postgres) {
      const pg = await benchOne(postgres.version, { DATABASE_URL: postgres.url }, profileDir, postgres);
      rows.push(pg.row);
      profiles.push(['PostgreSQL', pg.profile]);
    } else {
      rows.push(['PostgreSQL', 'n/a (not installed)', '', '', '', '', '', '', '']);
    }
  } finally {
    postgres?.stop();
  }
  console.log(
    table(
      [
        'database',
        'req/s',
        'p50',
        'p99',
        'backend CPU µs/req',
        'PostgreSQL CPU µs/req',
        'load generator CPU µs/req',
        'SQL statements/req',
        'errors',
      ],
      rows,
    ),
  );
  for (const [name, areas] of profiles) {
    console.log(`\nWhere the backend's CPU goes on ${name} (self time, share of busy samples):`);
    console.log(
      table(
        ['area', 'share'],
        areas.map(([area, share]) => [area, `${share.toFixed(1)} %`]),
      ),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runBackendBench();
