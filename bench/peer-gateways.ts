// The portal gateway vs the backend called directly vs a peer gateway (GraphQL Mesh's OpenAPI
// handler on graphql-yoga, built from the backend's /openapi.json) on the same reads, in one run.
// Run: `npx tsx bench/peer-gateways.ts`. Env: BENCH_CONNECTIONS (10), BENCH_SECONDS (5 per cell).
import { join } from 'node:path';
import type autocannon from 'autocannon';
import {
  BENCH_DIR,
  freePort,
  pinLoadGenerator,
  type ServerProcess,
  startBackend,
  startPortalGateway,
  startServer,
} from './lib/processes.ts';
import { type Figures, fmt, machineLine, measure, table } from './lib/report.ts';
import { signIn } from './lib/sign-in.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const ACCOUNT = 'ffp@demo.test';

type Target = 'backend REST' | 'portal gateway' | 'mesh (yoga)';
const TARGETS: Target[] = ['backend REST', 'portal gateway', 'mesh (yoga)'];

interface Operation {
  name: string;
  rest: string;
  portal: string;
  mesh: string;
}

// The same data through each door; the GraphQL selections ask for the same fields.
const OPERATIONS: Operation[] = [
  {
    name: 'me',
    rest: '/users/me',
    portal: '{ me { userId email name role brandCode viewedArticles } }',
    // Mesh maps the contract's numeric-or-string userId to an object type: the rest of the same fields.
    mesh: '{ me { ... on User { email name role brand_code brand_name viewed_articles } } }',
  },
  {
    name: 'authorizedMarketplaces',
    rest: '/brands/get-authorized-marketplaces',
    portal: '{ authorizedMarketplaces { marketplaceId sellingPartnerId sellerName marketplaceName } }',
    mesh: '{ authorizedMarketplaces { ... on authorizedMarketplaces_200_response { sp_api_authorized_marketplaces { marketplace_id selling_partner_id seller_name marketplace_name } } } }',
  },
  {
    name: 'brandIds (lookup list)',
    rest: '/brands/ids',
    portal: '{ brandIds { brandCode name } }',
    mesh: '{ brandIds { ... on BrandRef { brand_code name } } }',
  },
];

function request(
  target: Target,
  op: Operation,
  urls: Record<Target, string | null>,
  token: string,
): autocannon.Options | null {
  const base = urls[target];
  if (!base) return null;
  const authorization = `Bearer ${token}`;
  if (target === 'backend REST') return { url: `${base}${op.rest}`, headers: { authorization } };
  return {
    url: `${base}/graphql`,
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ query: target === 'portal gateway' ? op.portal : op.mesh }),
  };
}

/** One call before timing: a GraphQL answer with errors would make the figures meaningless. */
async function check(options: autocannon.Options): Promise<string | null> {
  const res = await fetch(options.url as string, {
    method: options.method ?? 'GET',
    headers: options.headers as Record<string, string>,
    body: options.body as string | undefined,
  });
  const text = await res.text();
  if (!res.ok) return `HTTP ${res.status}`;
  if (text.includes('"errors"')) return text.slice(0, 200);
  return null;
}

async function startMesh(backendUrl: string): Promise<ServerProcess | string> {
  try {
    return await startServer(
      'mesh',
      join(BENCH_DIR, 'servers', 'mesh-openapi-server.ts'),
      {
        UPSTREAM_URL: backendUrl,
        PORT: '0',
      },
      { timeoutMs: 120_000 },
    );
  } catch (error) {
    return error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : 'failed';
  }
}

export async function runPeerGatewaysBench(): Promise<void> {
  const pinning = pinLoadGenerator();
  const backend = await startBackend();
  const gateway = await startPortalGateway(backend.url, await freePort());
  const mesh = await startMesh(backend.url);
  const urls: Record<Target, string | null> = {
    'backend REST': backend.url,
    'portal gateway': gateway.url,
    'mesh (yoga)': typeof mesh === 'string' ? null : mesh.url,
  };
  try {
    const { accessToken } = await signIn(backend.url, ACCOUNT);
    console.log(`Peer gateways: ${machineLine()}; ${pinning}`);
    console.log(`${connections} connections x ${duration} s per cell, signed in as ${ACCOUNT}`);
    if (typeof mesh === 'string') console.log(`mesh peer: n/a (${mesh})`);
    const rows: Array<Array<string | number>> = [];
    for (const op of OPERATIONS) {
      for (const target of TARGETS) {
        const options = request(target, op, urls, accessToken);
        if (!options) {
          rows.push([op.name, target, 'n/a', 'n/a', 'n/a', 'n/a']);
          continue;
        }
        const problem = await check(options);
        if (problem) {
          rows.push([op.name, target, 'n/a', 'n/a', 'n/a', `refused: ${problem.slice(0, 60)}`]);
          continue;
        }
        const f: Figures = await measure({ ...options, connections, duration });
        rows.push([op.name, target, fmt.rps(f.requestsPerSecond), fmt.ms(f.p50), fmt.ms(f.p99), f.errors]);
      }
    }
    console.log(table(['operation', 'server', 'req/s', 'p50', 'p99', 'errors'], rows));
  } finally {
    if (typeof mesh !== 'string') await mesh.stop();
    await gateway.stop();
    await backend.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runPeerGatewaysBench();
