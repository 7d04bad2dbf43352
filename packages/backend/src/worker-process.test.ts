import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addIsoDays, todayUtc } from '@portal/schema';
import type { ExportCompletePayload } from '@portal/schema/rest';
import { exportPKCS8, generateKeyPair } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCommand } from './cluster/instances.ts';
import { JWT_ALG } from './modules/auth/signing-keys.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from './test-support/test-backend.ts';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));

const dayBefore = (days: number) => addIsoDays(todayUtc(), -days);
const postgres = databasesUnderTest().find((d) => d.name === 'postgres');

// WORKERS=0 on the API and `npm run worker` beside it, a process of its own sharing nothing with
// the API but the database, the file store and the signing key: the API only queues, the worker
// builds the file, and the event reaches the API's socket through the database. Needs a PostgreSQL
// server (the embedded database belongs to one process).
describe.skipIf(!postgres)('a job worker in its own process', () => {
  let api: TestApi;
  let worker: ChildProcess | undefined;
  let workerExited: Promise<never>;
  let workerLog = '';
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
    // The worker as docker-compose starts it: the `serve:worker` script on the production bundle
    // (built by the global setup). `npm run worker` (tsx) runs in the multi-instance proofs.
    worker = spawn(process.execPath, serveCommand('served-worker').slice(1), {
      cwd: BACKEND_DIR,
      env: {
        ...process.env,
        DATABASE_URL: api.backend.connection.databaseUrl as string,
        JWT_PRIVATE_KEY: jwtPrivateKey,
        // Its own key rather than a key file in the repository's data folder (no job here opens secrets).
        SECRETS_KEY: randomBytes(32).toString('hex'),
        FILES_DIR: filesDir,
        JOB_POLL_SECONDS: '0.5',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const out of [worker.stdout, worker.stderr]) out?.on('data', (chunk) => (workerLog += chunk));
    // A worker that dies fails the test at once, with what it said, instead of a timeout.
    workerExited = once(worker, 'exit').then(([code]) => {
      throw new Error(`the worker process exited (${code}):\n${workerLog}`);
    });
    workerExited.catch(() => {});
  }, 600_000);
  afterAll(async () => {
    socket?.disconnect();
    if (worker && worker.exitCode === null) {
      const exited = once(worker, 'exit');
      worker.kill('SIGTERM');
      // A worker stuck in its shutdown is ended as a crash would end it.
      const stuck = setTimeout(() => worker?.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(stuck);
    }
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
    // However long the worker takes to start and build the file: the job waits for it in the queue.
    const event = await Promise.race([delivered, workerExited]);

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
