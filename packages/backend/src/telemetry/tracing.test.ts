import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_ID_HEADER } from '@portal/schema';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from '../cluster/instances.ts';
import { JWT_ALG } from '../modules/auth/signing-keys.ts';
import { databasesUnderTest } from '../test-support/test-backend.ts';

const postgres = databasesUnderTest().find((d) => d.name === 'postgres');

interface OtlpValue {
  stringValue?: string;
}
interface OtlpSpan {
  traceId: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string;
  scope: string;
}

const attribute = (attributes: { key: string; value: OtlpValue }[] | undefined, key: string) =>
  attributes?.find((a) => a.key === key)?.value.stringValue;

// A gateway and a backend (on PostgreSQL) as processes, exporting to a local OTLP/HTTP receiver
// (JSON, as @opentelemetry/exporter-trace-otlp-http sends it): one request's spans meet in one trace.
describe.skipIf(!postgres)('OpenTelemetry traces over OTLP', () => {
  const spans: ReceivedSpan[] = [];
  const instances: Instance[] = [];
  let receiver: Server;
  let gateway: Instance;
  let drop: () => Promise<void> = async () => {};
  let filesDir = '';

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        if (req.url === '/v1/traces') {
          const data = JSON.parse(body) as OtlpExport;
          for (const resource of data.resourceSpans) {
            const service = attribute(resource.resource.attributes, 'service.name') ?? '';
            for (const scope of resource.scopeSpans)
              for (const span of scope.spans) spans.push({ ...span, service, scope: scope.scope.name });
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '200' };

    const database = await (postgres as NonNullable<typeof postgres>).options(false);
    drop = database.drop;
    filesDir = await mkdtemp(join(tmpdir(), 'portal-tracing-files-'));
    const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
    const backend = await startInstance('backend', 'backend', {
      ...tracing,
      DATABASE_URL: database.opts.databaseUrl as string,
      SEED_DEMO: '0',
      WORKERS: '0',
      JWT_PRIVATE_KEY: await exportPKCS8(privateKey),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      FILES_DIR: filesDir,
      PUBLIC_URL: 'http://localhost:4000',
    });
    instances.push(backend);
    gateway = await startInstance('gateway', 'gateway', {
      ...tracing,
      UPSTREAM_URL: backend.url,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:4000',
    });
    instances.push(gateway);
  }, 600_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    receiver?.close();
    await drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  }, 120_000);

  it('follows one request from the gateway through the backend to its SQL in one trace, named by its request id', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
        variables: { email: 'nobody@example.test', password: 'not the password' },
      }),
    });
    await res.json();
    const requestId = res.headers.get(REQUEST_ID_HEADER);
    expect(requestId).toBeTruthy();

    const named = (service: string) =>
      spans.find((s) => s.service === service && attribute(s.attributes, 'portal.request_id') === requestId);
    await expect
      .poll(() => Boolean(named('portal-gateway') && named('portal-backend')), {
        interval: 200,
        timeout: 30_000,
      })
      .toBe(true);
    const traceId = named('portal-gateway')?.traceId;
    expect(named('portal-backend')?.traceId).toBe(traceId);
    // The backend's SQL for that request (the login's user look-up) is in the same trace.
    await expect
      .poll(
        () =>
          spans.some(
            (s) =>
              s.traceId === traceId &&
              s.service === 'portal-backend' &&
              s.scope.includes('instrumentation-pg'),
          ),
        { interval: 200, timeout: 30_000 },
      )
      .toBe(true);
  });
});
