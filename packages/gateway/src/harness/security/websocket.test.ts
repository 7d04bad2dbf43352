import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { operationLimits } from '../../limits.ts';
import { WS_MAX_PAYLOAD_BYTES } from '../../realtime/ws-limits.ts';
import { type FakeUpstream, startFakeUpstream } from '../../test-kit/fake-upstream.ts';
import { type GatewayHarness, startGatewayHarness } from '../../test-kit/gateway-harness.ts';
import { postGraphQL } from '../../test-kit/graphql-http.ts';
import { type GatewayProcess, startGatewayProcess } from './gateway-process.ts';

// Finding 1: websocket flood.
const MB = 1024 * 1024;
const PROTOCOL = 'graphql-transport-ws';
// graphql-js's own wording (sic: 'more that').
const tokenLimitMessage = new RegExp(`Document contains more that ${operationLimits.maxTokens} tokens`);

interface Closed {
  code: number;
  reason: string;
}

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, PROTOCOL, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
  });
}

function closed(socket: WebSocket): Promise<Closed> {
  return new Promise((resolve) => {
    socket.on('error', () => undefined); // a reset while sending is part of being refused
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
}

function nextMessage(socket: WebSocket): Promise<{ type: string; payload?: unknown }> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

async function acknowledged(url: string): Promise<WebSocket> {
  const socket = await open(url);
  const ack = nextMessage(socket);
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  expect((await ack).type).toBe('connection_ack');
  return socket;
}

describe('a 20 MB graphql-ws message against the gateway process', () => {
  let upstream: FakeUpstream;
  let gateway: GatewayProcess;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    gateway = await startGatewayProcess({ UPSTREAM_URL: upstream.url, PUBLIC_URL: 'http://localhost:4000' });
  }, 120_000);
  afterAll(async () => {
    await gateway?.stop();
    await upstream?.close();
  });

  it('is refused, with the gateway growing less than 50 MB and /healthz answering meanwhile', async () => {
    const socket = await acknowledged(gateway.url);
    // Warm paths (express, the upstream fetch) are not the flood's cost.
    for (let i = 0; i < 5; i++) await (await fetch(`${gateway.url}/healthz`)).text();
    // Built before the clock starts: this process's own work must not be counted as the gateway's.
    const message = Buffer.from(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `subscription { heartbeat ${' '.repeat(20 * MB)} }` },
      }),
    );
    gateway.resetPeak();
    const before = gateway.memory();
    const healthTimes: number[] = [];
    let flooding = true;
    const probe = (async () => {
      while (flooding) {
        const started = performance.now();
        const res = await fetch(`${gateway.url}/healthz`);
        await res.text();
        healthTimes.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();

    const whenClosed = closed(socket);
    await new Promise((r) => setTimeout(r, 50));
    socket.send(message, { binary: false, mask: true });
    const result = await whenClosed;
    await new Promise((r) => setTimeout(r, 300));
    flooding = false;
    await probe;
    const after = gateway.memory();

    const growth = after.peak - before.rss;
    // Figures for the record (docs/security.md); time is printed, never asserted.
    console.log(
      `ws flood: close ${result.code}; gateway RSS ${(before.rss / MB).toFixed(1)} MB -> peak ${(after.peak / MB).toFixed(1)} MB ` +
        `(+${(growth / MB).toFixed(1)} MB); /healthz ${healthTimes.length} answers, slowest ${Math.max(...healthTimes).toFixed(1)} ms`,
    );
    expect(result.code).toBe(1009); // message too big
    expect(growth).toBeLessThan(50 * MB);
    expect(healthTimes.length).toBeGreaterThan(0);
  });
});

describe('graphql-ws limits', () => {
  let harness: GatewayHarness;
  beforeAll(async () => {
    harness = await startGatewayHarness({ publicUrl: 'http://portal.test' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('caps a message at the HTTP body limit', () => {
    expect(WS_MAX_PAYLOAD_BYTES).toBe(100 * 1024);
  });

  it('refuses a document over the token limit on the websocket before it is parsed', async () => {
    const socket = await acknowledged(harness.url);
    const query = `subscription { ${'a '.repeat(operationLimits.maxTokens + 10)} }`;
    expect(query.length).toBeLessThan(WS_MAX_PAYLOAD_BYTES);
    const answer = nextMessage(socket);

    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));

    const message = await answer;
    expect(message.type).toBe('error');
    expect(JSON.stringify(message.payload)).toMatch(tokenLimitMessage);
    socket.close();
  });

  it('refuses a document over the token limit over HTTP too', async () => {
    const answer = await postGraphQL(harness.url, `{ ${'a '.repeat(operationLimits.maxTokens + 10)} }`);

    expect(answer.errors?.[0]?.message).toMatch(tokenLimitMessage);
  });

  it('closes a connection that never sends connection_init', async () => {
    const socket = await open(harness.url);

    const result = await closed(socket);

    expect(result.code).toBe(4408);
  });

  it("refuses an upgrade from another site's page", async () => {
    await expect(open(harness.url, { origin: 'http://evil.test' })).rejects.toThrow(/upgrade refused: 401/);
  });

  it("accepts the portal's own origin and clients that send none", async () => {
    const fromPortal = await open(harness.url, { origin: 'http://portal.test' });
    const fromScript = await open(harness.url);

    expect(fromPortal.readyState).toBe(WebSocket.OPEN);
    expect(fromScript.readyState).toBe(WebSocket.OPEN);
    fromPortal.close();
    fromScript.close();
  });
});
