// The web's operations through the gateway on the real backend, sent two ways side by side: as the
// whole document (plain) and as its sha256 alone (hashed, as the web sends them: issue 36,
// docs/decisions/0576). Run: `npx tsx bench/persisted-documents.ts`. Env: BENCH_CONNECTIONS,
// BENCH_SECONDS, BENCH_ROUNDS (plain and hashed alternate, so a busy machine weighs on both alike).
import { fileURLToPath } from 'node:url';
import { createBackend } from '@portal/backend';
import { createGateway } from '@portal/gateway';
import autocannon from 'autocannon';
import { buildDemoSnapshot, SNAPSHOT_ENV } from '../packages/backend/src/seed/demo-snapshot.ts';
import { readTrustedDocuments } from '../packages/gateway/src/schema/trusted-documents.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
// Two reads of the web with no variables: the session's user, and the brand form's lookups.
const OPERATIONS = ['Me', 'BrandFormLookups'];

interface Measured {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
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
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Portal!2026' }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed with ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The manifest's document and hash for an operation name. */
function webOperation(name: string): { hash: string; document: string } {
  for (const [hash, document] of readTrustedDocuments()) {
    if (new RegExp(`^query ${name}\\b`).test(document)) return { hash, document };
  }
  throw new Error(`${name} is not in the web's persisted-document manifest (run npm run codegen)`);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function row(cells: Array<string | number>): string {
  const widths = [20, 10, 12, 10, 10, 10, 10];
  return cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 10)).join('');
}

export async function runPersistedDocumentsBench(): Promise<void> {
  // The demo data from its snapshot (built once, as the tests do): seeding anew takes minutes.
  process.env[SNAPSHOT_ENV] ??= await buildDemoSnapshot();
  const backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
  const backendUrl = await backend.listen(0, '127.0.0.1');
  const gateway = await createGateway({ upstreamUrl: backendUrl, development: false });
  const gatewayUrl = await gateway.listen(0, '127.0.0.1');
  try {
    const headers = {
      authorization: `Bearer ${await signIn(backendUrl)}`,
      'content-type': 'application/json',
    };
    console.log(
      `${connections} connections x ${durationSeconds} s, ${rounds} alternating rounds each; latency in ms`,
    );
    console.log(row(['operation', 'sent as', 'body bytes', 'p50', 'p99', 'req/s', 'failures']));
    for (const name of OPERATIONS) {
      const { hash, document } = webOperation(name);
      const bodies = {
        plain: JSON.stringify({ operationName: name, query: document, variables: {} }),
        hashed: JSON.stringify({
          operationName: name,
          variables: {},
          extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
        }),
      };
      // Both must answer data, or the figures would compare refusals.
      for (const [kind, body] of Object.entries(bodies)) {
        const answer = (await (
          await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body })
        ).json()) as { data?: unknown; errors?: unknown };
        if (!answer.data || answer.errors) throw new Error(`${name} ${kind}: ${JSON.stringify(answer)}`);
      }
      const runs: Record<keyof typeof bodies, Measured[]> = { plain: [], hashed: [] };
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? (['plain', 'hashed'] as const) : (['hashed', 'plain'] as const);
        for (const kind of order) {
          runs[kind].push(
            await measure({ url: `${gatewayUrl}/graphql`, method: 'POST', headers, body: bodies[kind] }),
          );
        }
      }
      for (const kind of ['plain', 'hashed'] as const) {
        const m = runs[kind];
        console.log(
          row([
            kind === 'plain' ? name : '',
            kind,
            Buffer.byteLength(bodies[kind]),
            mean(m.map((r) => r.p50)).toFixed(1),
            mean(m.map((r) => r.p99)).toFixed(1),
            Math.round(mean(m.map((r) => r.requestsPerSecond))),
            m.reduce((total, r) => total + r.failures, 0),
          ]),
        );
      }
    }
  } finally {
    await gateway.close();
    await backend.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runPersistedDocumentsBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
