import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_ID_HEADER } from '@portal/schema';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, serveCommand, startInstance } from './cluster/instances.ts';
import { REPO_ROOT } from './config/paths.ts';
import { JWT_ALG } from './modules/auth/signing-keys.ts';
import { databasesUnderTest } from './test-support/test-backend.ts';

// The backend as production starts it (docs/decisions/0587): `build`'s bundle run by the `serve`
// script, on PostgreSQL, configured as docker-compose configures an API instance.
const postgres = databasesUnderTest().find((d) => d.name === 'postgres');

/** docker-compose's command for a service, as the JSON array it is written as. */
function composeCommands(compose: string, service: RegExp): [string, string][] {
  const pattern = new RegExp(`^ {2}(${service.source}):\\n(?:.*\\n)*? {4}command: (\\[.*\\])$`, 'gm');
  return [...compose.matchAll(pattern)].map((m) => [m[1] as string, m[2] as string]);
}
/** A command line as compose writes it: paths from the repository root. */
const asCompose = (command: string[]): string =>
  JSON.stringify(command.map((a) => a.replace(`${REPO_ROOT}/`, ''))).replace(/,/g, ', ');

describe('the production start', () => {
  const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  it('is what docker-compose runs for each API instance', () => {
    const commands = composeCommands(compose, /backend\d/);
    expect(commands.map((c) => c[0])).toEqual(['backend1', 'backend2']);
    for (const [, command] of commands) expect(command).toBe(asCompose(serveCommand('served-backend')));
  });
  it('is what docker-compose runs for the job worker', () => {
    expect(composeCommands(compose, /worker/)).toEqual([
      ['worker', asCompose(serveCommand('served-worker'))],
    ]);
  });
});

describe.skipIf(!postgres)('the bundled backend on PostgreSQL', () => {
  const spans: { traceId: string; scope: string; requestId?: string }[] = [];
  let receiver: Server;
  let backend: Instance | undefined;
  let drop: () => Promise<void> = async () => {};
  let filesDir = '';

  beforeAll(async () => {
    // dist/ is built once per run by the global setup (test-support/production-bundle.ts).
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const data = JSON.parse(body || '{}') as {
          resourceSpans?: {
            scopeSpans: {
              scope: { name: string };
              spans: { traceId: string; attributes?: { key: string; value: { stringValue?: string } }[] }[];
            }[];
          }[];
        };
        for (const resource of data.resourceSpans ?? [])
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans)
              spans.push({
                traceId: span.traceId,
                scope: scope.scope.name,
                requestId: span.attributes?.find((a) => a.key === 'portal.request_id')?.value.stringValue,
              });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const database = await (postgres as NonNullable<typeof postgres>).options(false);
    drop = database.drop;
    filesDir = await mkdtemp(join(tmpdir(), 'portal-served-files-'));
    const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
    backend = await startInstance('served backend', 'served-backend', {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      DATABASE_URL: database.opts.databaseUrl as string,
      SEED_DEMO: '0',
      WORKERS: '0',
      JWT_PRIVATE_KEY: await exportPKCS8(privateKey),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      FILES_DIR: filesDir,
    });
  }, 600_000);

  afterAll(async () => {
    await backend?.stop();
    receiver?.close();
    await drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  }, 120_000);

  it('answers, and traces a request down to its SQL', async () => {
    const requestId = randomUUID();
    const res = await fetch(`${backend?.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'not the password' }),
    });
    expect(res.status).toBe(401);
    const traceOf = () => spans.find((s) => s.requestId === requestId)?.traceId;
    await expect.poll(traceOf, { interval: 200, timeout: 30_000 }).toBeTruthy();
    await expect
      .poll(() => spans.some((s) => s.traceId === traceOf() && s.scope.includes('instrumentation-pg')), {
        interval: 200,
        timeout: 30_000,
      })
      .toBe(true);
  });

  it('has not loaded sharp (libvips) at rest: image code loads at the first image', () => {
    const maps = readFileSync(`/proc/${backend?.child.pid}/maps`, 'utf8');
    expect(maps).toContain('/node'); // the reading works
    expect(maps).not.toMatch(/libvips|sharp/);
  });
});
