// Gateway overhead: the same reads straight from the backend and through the GraphQL gateway.
// Run: `npx tsx bench/gateway-latency.ts` (or `npm run bench`). Env: BENCH_CONNECTIONS, BENCH_SECONDS.
import { fileURLToPath } from 'node:url';
import { createBackend } from '@portal/backend';
import { createGateway } from '@portal/gateway';
import autocannon from 'autocannon';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);

interface Measured {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
}

interface Scenario {
  name: string;
  direct: autocannon.Options;
  gateway: autocannon.Options;
}

async function measure(options: autocannon.Options): Promise<Measured> {
  const result = await autocannon({ connections, duration: durationSeconds, ...options });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function signIn(backendUrl: string): Promise<string> {
  const response = await fetch(`${backendUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ffp@demo.test', password: 'Portal!2026' }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed with ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

function scenarios(backendUrl: string, gatewayUrl: string, token: string): Scenario[] {
  const authorization = `Bearer ${token}`;
  const graphql = (query: string): autocannon.Options => ({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return [
    {
      name: 'me (GET /users/me)',
      direct: { url: `${backendUrl}/users/me`, headers: { authorization } },
      gateway: graphql('{ me { userId email name role brandType brandAdmin viewedArticles } }'),
    },
    {
      name: 'authorized marketplaces',
      direct: { url: `${backendUrl}/brands/get-authorized-marketplaces`, headers: { authorization } },
      gateway: graphql(
        '{ authorizedMarketplaces { marketplaceId sellingPartnerId sellerName marketplaceName } }',
      ),
    },
  ];
}

function row(cells: Array<string | number>): string {
  const widths = [26, 18, 10, 10, 10, 10];
  return cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 10)).join('');
}

export async function runGatewayLatencyBench(): Promise<void> {
  const backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
  const backendUrl = await backend.listen(0, '127.0.0.1');
  const gateway = await createGateway({ upstreamUrl: backendUrl, development: false });
  const gatewayUrl = await gateway.listen(0, '127.0.0.1');
  try {
    const token = await signIn(backendUrl);
    console.log(`${connections} connections x ${durationSeconds} s per run; latency in ms`);
    console.log(row(['call', 'path', 'p50', 'p99', 'req/s', 'failures']));
    for (const scenario of scenarios(backendUrl, gatewayUrl, token)) {
      const direct = await measure(scenario.direct);
      const viaGateway = await measure(scenario.gateway);
      console.log(
        row([scenario.name, 'direct', direct.p50, direct.p99, direct.requestsPerSecond, direct.failures]),
      );
      console.log(
        row([
          '',
          'gateway',
          viaGateway.p50,
          viaGateway.p99,
          viaGateway.requestsPerSecond,
          viaGateway.failures,
        ]),
      );
      console.log(
        row(['', 'added by gateway', viaGateway.p50 - direct.p50, viaGateway.p99 - direct.p99, '', '']),
      );
    }
  } finally {
    await gateway.close();
    await backend.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runGatewayLatencyBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
