import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addIsoDays, todayUtc } from '@portal/schema';
import type { ExportCompletePayload } from '@portal/schema/rest';
import { exportPKCS8, generateKeyPair } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_ALG } from './modules/auth/signing-keys.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from './test-support/test-backend.ts';
import { createWorker } from './worker-process.ts';

const dayBefore = (days: number) => addIsoDays(todayUtc(), -days);
const postgres = databasesUnderTest().find((d) => d.name === 'postgres');

// WORKERS=0 on the API and `npm run worker` beside it: the API only queues, the worker builds the
// file, and the event reaches the API's socket through the database. Needs a PostgreSQL server.
describe.skipIf(!postgres)('a job worker in its own process', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof createWorker>>;
  let socket: Socket | undefined;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'portal-worker-files-'));
    // One signing key for both: the worker signs the link, the API opens it.
    const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
    const jwtPrivateKey = await exportPKCS8(privateKey);
    api = await startTestBackend(postgres as NonNullable<typeof postgres>, {
      workers: false,
      jwtPrivateKey,
      filesDir,
    });
    worker = await createWorker({
      databaseUrl: api.backend.connection.databaseUrl as string,
      jwtPrivateKey,
      filesDir,
      jobTimings: { pollingIntervalSeconds: 0.5 },
    });
    // Without the run's seeded template (a lone run of this file) the demo data is seeded here.
  }, 600_000);
  afterAll(async () => {
    socket?.disconnect();
    await worker?.close();
    await api?.stop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('builds an export queued by the API and announces it to the asking user', async () => {
    const admin = await api.login('admin@demo.test');
    const period = { from: dayBefore(28), to: dayBefore(1) };
    const brands = await api.call('POST', '/summary/brand', { token: admin.accessToken, body: period });
    const brand = (brands.body as { brand_code: string }[])[0]?.brand_code as string;
    socket = connect(api.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: admin.accessToken },
    });
    await new Promise<void>((resolve, reject) => {
      socket?.once('connect', () => resolve()).once('connect_error', reject);
    });
    const delivered = new Promise<ExportCompletePayload>((resolve) =>
      socket?.once('export-complete', resolve),
    );

    const started = await api.call('POST', '/performance/export/sku', {
      token: admin.accessToken,
      body: { ...period, brand, card: 'summary', title: 'Total Summary by Brands' },
    });
    const event = await delivered;

    expect(event).toMatchObject({ jobId: started.body.jobId, contentType: 'application/pdf' });
    const download = await fetch(`${api.url}${new URL(event.downloadUrl as string).pathname}`);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
