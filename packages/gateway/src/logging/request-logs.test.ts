import { PassThrough } from 'node:stream';
import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readGatewayEnv } from '../config/env.ts';
import { createGateway, type Gateway } from '../index.ts';
import { createLogger } from './logger.ts';

interface LogLine {
  name: string;
  msg: string;
  req?: { id?: string; url?: string; method?: string; remoteAddress?: string };
  res?: Record<string, unknown>;
}

function memoryLog(name: string) {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  return { logger: createLogger(name, 'info', stream), lines };
}

// Foundation item 5: structured logs with one request id from the gateway to the backend.
describe('request logs', () => {
  const gatewayLog = memoryLog('gateway');
  // The backend is built by its package, which brings its own pino: it gets the same kind of logger.
  const backendLog = memoryLog('backend');
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  beforeAll(async () => {
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: backendLog.logger });
    const backendUrl = await backend.listen(0, '127.0.0.1');
    gateway = await createGateway({ upstreamUrl: backendUrl, logger: gatewayLog.logger });
    url = await gateway.listen(0, '127.0.0.1');
    // Restoring the seeded demo database takes a while on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  it('logs one access line per request in both services under the id the gateway created', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'caller-chosen-id-123' },
      body: JSON.stringify({
        query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
        variables: { e: 'user@demo.test', p: DEMO_PASSWORD },
      }),
    });
    const token = ((await res.json()) as { data: { login: { accessToken: string } } }).data.login.accessToken;
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // pino writes asynchronously: wait until both services logged the request, not a fixed time.
    const logged = (lines: string[]) => lines.some((l) => (JSON.parse(l) as LogLine).req?.id === id);
    await vi.waitFor(() => expect(logged(gatewayLog.lines) && logged(backendLog.lines)).toBe(true), {
      timeout: 30_000,
    });
    const gatewayLines = gatewayLog.lines
      .map((l) => JSON.parse(l) as LogLine)
      .filter((l) => l.req?.id === id);
    const backendLines = backendLog.lines
      .map((l) => JSON.parse(l) as LogLine)
      .filter((l) => l.req?.id === id);
    expect(gatewayLines.map((l) => l.msg)).toEqual(['request completed']);
    // Read from Node's request itself: these four fields and the status, nothing else.
    expect(gatewayLines[0]?.req).toEqual({ id, method: 'POST', url: '/graphql', remoteAddress: '127.0.0.1' });
    expect(gatewayLines[0]?.res).toEqual({ statusCode: 200 });
    expect(backendLines.map((l) => `${l.msg} ${l.req?.url}`)).toEqual(['request completed /auth/login']);

    const everything = [...gatewayLog.lines, ...backendLog.lines].join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain('caller-chosen-id-123');
  });

  it('stops at start with a clear message for a bad setting', () => {
    expect(() => readGatewayEnv({ UPSTREAM_URL: 'not a url', PORT: 'eighty' })).toThrow(
      /Invalid gateway configuration:\n {2}PORT: .+\n {2}UPSTREAM_URL: must be the backend base URL/,
    );
  });
});
