// The gateway's own cost, side by side with the Node floor, Apollo-minimal and GraphQL Mesh: each
// server alone on core 0 in front of a recorded upstream (the real backend's answers replayed from
// memory, on core 1 with the load generator), so only the server's cost counts. Figures per cell:
// req/s, p50/p99 and CPU µs per request (the server process's CPU time over the requests it
// answered), median of BENCH_ROUNDS rounds; then the latency one connection adds over the upstream.
// Run: `npx tsx bench/gateway-cpu.ts`. Env: BENCH_CONNECTIONS (10), BENCH_SECONDS (3), BENCH_ROUNDS (4),
// BENCH_SERVERS (all; e.g. 'portal gateway').
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { cpuMicros, median } from './lib/cpu.ts';
import {
  BENCH_DIR,
  freePort,
  LOAD_CORES,
  pinLoadGenerator,
  type ServerProcess,
  startBackend,
  startPortalGateway,
  startServer,
} from './lib/processes.ts';
import { fmt, machineLine, measure, table } from './lib/report.ts';
import { sequentialP50 } from './lib/sequential.ts';
import { signIn } from './lib/sign-in.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const ACCOUNT = 'ffp@demo.test';

type Server = 'node floor' | 'apollo-minimal' | 'mesh (yoga)' | 'portal gateway';

// The same reads through each door; the Mesh peer spells the REST names.
const OPERATIONS: Array<{ name: string; rest: string; query: string; mesh: string }> = [
  {
    name: 'me',
    rest: '/users/me',
    query: '{ me { userId email name role brandCode viewedArticles } }',
    // Mesh maps the contract's numeric-or-string userId to an object type: the rest of the same fields.
    mesh: '{ me { ... on User { email name role brand_code brand_name viewed_articles } } }',
  },
  {
    name: 'authorizedMarketplaces',
    rest: '/brands/get-authorized-marketplaces',
    query: '{ authorizedMarketplaces { marketplaceId sellingPartnerId sellerName marketplaceName } }',
    mesh: '{ authorizedMarketplaces { ... on authorizedMarketplaces_200_response { sp_api_authorized_marketplaces { marketplace_id selling_partner_id seller_name marketplace_name } } } }',
  },
];

function post(url: string, query: string, token: string): autocannon.Options {
  return {
    url: `${url}/graphql`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  };
}

async function refusal(options: autocannon.Options): Promise<string | null> {
  const res = await fetch(options.url as string, {
    method: options.method ?? 'GET',
    headers: options.headers as Record<string, string>,
    body: options.body as string | undefined,
  });
  const text = await res.text();
  if (!res.ok) return `HTTP ${res.status} ${text.slice(0, 120)}`;
  return text.includes('"errors"') ? text.slice(0, 160) : null;
}

function startOne(server: Server, upstreamUrl: string, port: number): Promise<ServerProcess> {
  if (server === 'portal gateway') return startPortalGateway(upstreamUrl, port);
  const entry = {
    'node floor': 'node-floor.ts',
    'apollo-minimal': 'apollo-minimal.ts',
    'mesh (yoga)': 'mesh-openapi-server.ts',
  }[server];
  return startServer(server, join(BENCH_DIR, 'servers', entry), { UPSTREAM_URL: upstreamUrl, PORT: '0' });
}

interface Cell {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
  errors: number;
}

/** Rounds of one server on one operation; the median of each figure. */
async function cell(pid: number, options: autocannon.Options): Promise<Cell> {
  const results: Cell[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const before = cpuMicros(pid);
    const f = await measure({ ...options, connections, duration });
    const cpu = cpuMicros(pid) - before;
    results.push({
      rps: f.requestsPerSecond,
      p50: f.p50,
      p99: f.p99,
      cpuUs: cpu / f.requests,
      errors: f.errors,
    });
  }
  const pick = (key: keyof Cell) => median(results.map((r) => r[key]));
  return {
    rps: pick('rps'),
    p50: pick('p50'),
    p99: pick('p99'),
    cpuUs: pick('cpuUs'),
    errors: pick('errors'),
  };
}

/** Latency at one connection: the upstream called directly vs through the portal gateway. */
async function addedLatency(upstreamUrl: string, gatewayUrl: string, token: string) {
  const rows: Array<Array<string | number>> = [];
  const calls = 2_000;
  for (const op of OPERATIONS) {
    const authorization = `Bearer ${token}`;
    const direct = await sequentialP50(
      { url: `${upstreamUrl}${op.rest}`, headers: { authorization } },
      calls,
    );
    const { url, method, headers, body } = post(gatewayUrl, op.query, token);
    const through = await sequentialP50(
      { url: url as string, method, headers: headers as Record<string, string>, body: body as string },
      calls,
    );
    rows.push([op.name, direct.toFixed(2), through.toFixed(2), (through - direct).toFixed(2)]);
  }
  return table(
    [`operation (1 connection, ${calls} calls)`, 'upstream p50 ms', 'gateway p50 ms', 'added p50 ms'],
    rows,
  );
}

export async function runGatewayCpuBench(): Promise<void> {
  const pinning = pinLoadGenerator();
  const backend = await startBackend();
  const { accessToken } = await signIn(backend.url, ACCOUNT);
  const upstream = await startServer(
    'recorded upstream',
    join(BENCH_DIR, 'servers', 'recorded-upstream.ts'),
    { RECORD_FROM: backend.url, RECORD_TOKEN: accessToken, PORT: '0' },
    { cores: LOAD_CORES },
  );
  await backend.stop();
  console.log(`Gateway CPU: ${machineLine()}; ${pinning}; recorded upstream on core ${LOAD_CORES ?? '-'}`);
  console.log(
    `${connections} connections, ${rounds} rounds x ${duration} s per cell (medians), signed in as ${ACCOUNT}`,
  );
  const all: Server[] = ['node floor', 'apollo-minimal', 'mesh (yoga)', 'portal gateway'];
  // BENCH_SERVERS narrows the run (comma-separated names) when measuring one lever at a time.
  const only = process.env.BENCH_SERVERS?.split(',').map((s) => s.trim());
  const servers = only ? all.filter((s) => only.includes(s)) : all;
  const rows: Array<Array<string | number>> = [];
  const rps: Record<string, Partial<Record<Server, number>>> = {};
  let latency = '';
  try {
    for (const server of servers) {
      const proc = await startOne(server, upstream.url, await freePort());
      try {
        // Warm-up on every operation first: JIT compilation and the document caches are not measured.
        for (const op of OPERATIONS)
          await measure({
            ...post(proc.url, server === 'mesh (yoga)' ? op.mesh : op.query, accessToken),
            connections,
            duration: 2,
          });
        for (const op of OPERATIONS) {
          const options = post(proc.url, server === 'mesh (yoga)' ? op.mesh : op.query, accessToken);
          const problem = await refusal(options);
          if (problem) {
            rows.push([op.name, server, 'n/a', 'n/a', 'n/a', 'n/a', `refused: ${problem.slice(0, 80)}`]);
            continue;
          }
          const c = await cell(proc.child.pid ?? 0, options);
          rps[op.name] = { ...rps[op.name], [server]: c.rps };
          rows.push([
            op.name,
            server,
            fmt.rps(c.rps),
            fmt.ms(c.p50),
            fmt.ms(c.p99),
            c.cpuUs.toFixed(0),
            c.errors,
          ]);
        }
        if (server === 'portal gateway') latency = await addedLatency(upstream.url, proc.url, accessToken);
      } finally {
        await proc.stop();
      }
    }
  } finally {
    await upstream.stop();
  }
  console.log(table(['operation', 'server', 'req/s', 'p50', 'p99', 'CPU µs/req', 'errors'], rows));
  for (const [op, byServer] of Object.entries(rps)) {
    const ratio = (byServer['portal gateway'] ?? 0) / (byServer['mesh (yoga)'] ?? Number.NaN);
    console.log(`${op}: portal gateway / mesh req/s = ${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'}x`);
  }
  console.log(latency);
}

if (import.meta.url === `file://${process.argv[1]}`) await runGatewayCpuBench();
