// The gateway's one executor (Apollo Server, ADR 0331) measured on the real backend, beside the
// floor: a plain Node http server making the same upstream REST call to the same backend. Both in
// front of one in-memory PGlite backend seeded with the demo data, so the figures include the
// backend's own time, as a user sees them. Per cell: req/s, p50 and p95 (every response's time,
// recorded by this process; autocannon's own percentiles skip p95).
// Run: `npx tsx bench/gateway-executor.ts`. Env: BENCH_CONNECTIONS (10), BENCH_SECONDS (4), BENCH_ROUNDS (3),
// BENCH_GATEWAY_VARIANTS: extra gateway processes as `name=ENV=value` pairs separated by `;`
// e.g. `apollo only=GATEWAY_LEAN=off` measured the lean path of ADR 0240 against Apollo before 0331.
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_DIR,
  freePort,
  pinLoadGenerator,
  type ServerProcess,
  startBackend,
  startPortalGateway,
  startServer,
} from './lib/processes.ts';
import { fmt, machineLine, table } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const ACCOUNT = 'ffp@demo.test';

// The reads the node floor knows how to forward (bench/servers/node-floor.ts).
const OPERATIONS = [
  { name: 'me', query: '{ me { userId email name role brandCode viewedArticles } }' },
  {
    name: 'authorizedMarketplaces',
    query: '{ authorizedMarketplaces { marketplaceId sellingPartnerId sellerName marketplaceName } }',
  },
];

interface Door {
  name: string;
  start(upstreamUrl: string): Promise<ServerProcess>;
}

function variants(): Door[] {
  const spec = process.env.BENCH_GATEWAY_VARIANTS ?? '';
  return spec
    .split(';')
    .filter(Boolean)
    .map((entry) => {
      const [name, key, value] = entry.split('=');
      return {
        name: `gateway (${name})`,
        start: async (upstreamUrl: string) =>
          startPortalGateway(upstreamUrl, await freePort(), { [key ?? '']: value ?? '' }),
      };
    });
}

const DOORS: Door[] = [
  {
    name: 'node floor',
    start: (upstreamUrl) =>
      startServer('node floor', join(BENCH_DIR, 'servers', 'node-floor.ts'), {
        UPSTREAM_URL: upstreamUrl,
        PORT: '0',
      }),
  },
  { name: 'gateway', start: async (upstreamUrl) => startPortalGateway(upstreamUrl, await freePort()) },
  ...variants(),
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function run(url: string, query: string, token: string, seconds: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
        connections,
        duration: seconds,
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function check(url: string, query: string, token: string): Promise<string | null> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const text = await res.text();
  if (!res.ok || text.includes('"errors"')) return `HTTP ${res.status} ${text.slice(0, 100)}`;
  return null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function runGatewayExecutorBench(): Promise<void> {
  const pinning = pinLoadGenerator();
  const backend = await startBackend();
  const { accessToken } = await signIn(backend.url, ACCOUNT);
  console.log(`Gateway executor on the real backend: ${machineLine()}; ${pinning}`);
  console.log(
    `${connections} connections, ${rounds} rounds x ${duration} s per cell, doors interleaved (medians), signed in as ${ACCOUNT}`,
  );
  const started: Array<{ door: Door; proc: ServerProcess }> = [];
  const cells = new Map<string, Array<{ rps: number; p50: number; p95: number; errors: number }>>();
  const problems = new Map<string, string>();
  try {
    for (const door of DOORS) started.push({ door, proc: await door.start(backend.url) });
    for (const { door, proc } of started) {
      for (const op of OPERATIONS) {
        const problem = await check(proc.url, op.query, accessToken);
        if (problem) problems.set(`${op.name}|${door.name}`, problem);
        await run(proc.url, op.query, accessToken, 2); // warm-up: V8's JIT and the document caches
      }
    }
    // Rounds interleave the doors, so a neighbour's load on the machine falls on all of them alike.
    for (let round = 0; round < rounds; round += 1) {
      for (const { door, proc } of started) {
        for (const op of OPERATIONS) {
          const key = `${op.name}|${door.name}`;
          if (problems.has(key)) continue;
          cells.set(key, [...(cells.get(key) ?? []), await run(proc.url, op.query, accessToken, duration)]);
        }
      }
    }
  } finally {
    for (const { proc } of started) await proc.stop();
    await backend.stop();
  }
  const rows: Array<Array<string | number>> = [];
  for (const op of OPERATIONS) {
    const floor = median((cells.get(`${op.name}|node floor`) ?? []).map((c) => c.rps));
    for (const { name } of DOORS) {
      const key = `${op.name}|${name}`;
      const problem = problems.get(key);
      if (problem) {
        rows.push([op.name, name, 'n/a', 'n/a', 'n/a', 'n/a', problem]);
        continue;
      }
      const runs = cells.get(key) ?? [];
      const rps = median(runs.map((c) => c.rps));
      rows.push([
        op.name,
        name,
        fmt.rps(rps),
        fmt.ms(median(runs.map((c) => c.p50))),
        fmt.ms(median(runs.map((c) => c.p95))),
        `${(floor / rps).toFixed(2)}x`,
        runs.reduce((sum, c) => sum + c.errors, 0),
      ]);
    }
  }
  console.log(table(['operation', 'server', 'req/s', 'p50', 'p95', 'floor/this req/s', 'errors'], rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await runGatewayExecutorBench();
