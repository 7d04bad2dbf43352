// Event delivery (issue 26): from the backend's emit of a declared event to a GraphQL subscriber
// through the gateway (socket.io to the gateway, graphql-ws to the browser), with BENCH_SUBSCRIBERS
// subscribers connected, beside a floor: a plain `ws` server broadcasting to as many sockets.
// Backend, gateway and floor are child processes on the server core; the subscribers live here.
// Latency = receive instant here − emit instant there (the same machine clock, fractional ms).
// Knobs: BENCH_SUBSCRIBERS (1000), BENCH_EVENT_USERS (100 signed-in users sharing them),
// BENCH_EVENTS (30), BENCH_EVENT_GAP_MS (250, between events so each is measured alone).
import { join } from 'node:path';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { BENCH_DIR, freePort, pinLoadGenerator, startPortalGateway, startServer } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';
import { DEMO_PASSWORD } from './lib/sign-in.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const USERS = Number(process.env.BENCH_EVENT_USERS ?? 100);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 30);
const GAP_MS = Number(process.env.BENCH_EVENT_GAP_MS ?? 250);
const SELLER = { sellerId: 'ABENCHSELLER', marketplaceId: 'ATVPDKIKX0DER' };
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every subscriber's latency per event id; `onEvent` is called by each subscriber on receipt. */
class Deliveries {
  readonly latencies = new Map<number, number[]>();
  record(id: number, emittedAt: number): void {
    const list = this.latencies.get(id) ?? [];
    list.push(now() - emittedAt);
    this.latencies.set(id, list);
  }
  count(id: number): number {
    return this.latencies.get(id)?.length ?? 0;
  }
}

/** Emits until one event reaches every subscriber: then all are connected and subscribed. */
async function warmUp(emit: (seq: number) => Promise<void>, deliveries: Deliveries, subscribers: number) {
  for (let seq = -1; seq > -300; seq -= 1) {
    await emit(seq);
    const until = now() + 1_000;
    while (deliveries.count(seq) < subscribers && now() < until) await sleep(20);
    if (deliveries.count(seq) >= subscribers) return;
  }
  throw new Error(`the warm-up events never reached all ${subscribers} subscribers`);
}

/** Emits the measured events one at a time; each waits for every subscriber (or 10 s). */
async function run(emit: (seq: number) => Promise<void>, deliveries: Deliveries, subscribers: number) {
  let lost = 0;
  for (let seq = 1; seq <= EVENTS; seq += 1) {
    await emit(seq);
    const deadline = now() + 10_000;
    while (deliveries.count(seq) < subscribers && now() < deadline) await sleep(5);
    lost += subscribers - deliveries.count(seq);
    await sleep(GAP_MS);
  }
  const all = [...deliveries.latencies].filter(([id]) => id > 0).flatMap(([, list]) => list);
  all.sort((a, b) => a - b);
  const at = (q: number) => all[Math.min(all.length - 1, Math.floor(q * all.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), max: all.at(-1) ?? Number.NaN, deliveries: all.length, lost };
}

const controlOf = (port: number) => async (seq: number) => {
  await fetch(`http://127.0.0.1:${port}/emit?seq=${seq}`, { method: 'POST' });
};

async function throughGateway() {
  const controlPort = await freePort();
  const backend = await startServer('events backend', join(BENCH_DIR, 'servers', 'events-backend.ts'), {
    PORT: '0',
    CONTROL_PORT: String(controlPort),
    BENCH_EVENT_USERS: String(USERS),
  });
  const gateway = await startPortalGateway(backend.url, await freePort());
  const clients: Client[] = [];
  try {
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const res = await fetch(`${backend.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `events-${i}@bench.test`, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in ${i} failed with ${res.status}`);
      tokens.push(((await res.json()) as { accessToken: string }).accessToken);
    }
    const deliveries = new Deliveries();
    for (let n = 0; n < SUBSCRIBERS; n += 1) {
      const client = createClient({
        url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${tokens[n % tokens.length]}` },
        lazy: false,
        retryAttempts: 0,
      });
      clients.push(client);
      client.subscribe<{ activityAdded: { id: number; comment: string | null } }>(
        {
          query:
            'subscription ($s: String!, $m: String!) { activityAdded(sellerId: $s, marketplaceId: $m) { id comment } }',
          variables: { s: SELLER.sellerId, m: SELLER.marketplaceId },
        },
        {
          next: ({ data }) => {
            if (data) deliveries.record(Number(data.activityAdded.id), Number(data.activityAdded.comment));
          },
          error: (error) => console.error('subscription error', error),
          complete: () => {},
        },
      );
    }
    const emit = controlOf(controlPort);
    await warmUp(emit, deliveries, SUBSCRIBERS);
    return await run(emit, deliveries, SUBSCRIBERS);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await gateway.stop();
    await backend.stop();
  }
}

async function floor() {
  const controlPort = await freePort();
  const server = await startServer('ws floor', join(BENCH_DIR, 'servers', 'ws-floor.ts'), {
    PORT: '0',
    CONTROL_PORT: String(controlPort),
  });
  const sockets: WebSocket[] = [];
  try {
    const deliveries = new Deliveries();
    for (let n = 0; n < SUBSCRIBERS; n += 1) {
      const socket = new WebSocket(server.url.replace(/^http/, 'ws'));
      socket.on('message', (data) => {
        const { id, comment } = JSON.parse(String(data)) as { id: number; comment: string };
        deliveries.record(id, Number(comment));
      });
      sockets.push(socket);
    }
    const emit = controlOf(controlPort);
    await warmUp(emit, deliveries, SUBSCRIBERS);
    return await run(emit, deliveries, SUBSCRIBERS);
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

const pinning = pinLoadGenerator();
console.log(`# Event delivery to ${SUBSCRIBERS} subscribers (${machineLine()}; ${pinning})\n`);
const rows: Array<Array<string | number>> = [];
for (const [name, measure] of [
  ['plain ws broadcast (floor)', floor],
  [`backend emit → gateway → graphql-ws (${USERS} users)`, throughGateway],
] as const) {
  const r = await measure();
  rows.push([name, r.deliveries, r.lost, r.p50.toFixed(1), r.p95.toFixed(1), r.max.toFixed(1)]);
}
console.log(table(['path', 'deliveries', 'lost', 'p50 ms', 'p95 ms', 'max ms'], rows));
console.log(`\nGoal: p95 ≤ 100 ms through the gateway with ${SUBSCRIBERS} subscribers connected.`);
process.exit(0);
