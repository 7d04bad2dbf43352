import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addIsoDays, todayUtc } from '@portal/schema';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { databasesUnderTest } from '../test-support/test-backend.ts';
import { type Instance, startInstance } from './instances.ts';
import { startTopology } from './topology.ts';

const postgres = databasesUnderTest().find((d) => d.name === 'postgres');
const redisUrl = process.env.TEST_REDIS_URL;

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql(gateway: Instance, query: string, variables = {}, token?: string): Promise<Answer> {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Answer;
}

const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }';
const ME = '{ me { email } }';

async function login(gateway: Instance, email: string, password = DEMO_PASSWORD): Promise<Answer> {
  return graphql(gateway, LOGIN, { email, password });
}

async function tokenOf(gateway: Instance, email: string): Promise<string> {
  const answer = await login(gateway, email);
  const token = (answer.data?.login as { accessToken?: string } | undefined)?.accessToken;
  if (!token) throw new Error(`login ${email} failed: ${JSON.stringify(answer)}`);
  return token;
}

// The deployed topology on loopback: PostgreSQL and Redis shared by two backends, a worker and two
// gateways, each its own process (docs/deployment.md). Runs in CI, where .ci/run starts both servers.
describe.skipIf(!postgres || !redisUrl)('several instances on one PostgreSQL and Redis', () => {
  let instances: Instance[] = [];
  let backend1: Instance;
  let backend2: Instance;
  let gateway1: Instance;
  let gateway2: Instance;
  let databaseUrl: string;
  let drop: () => Promise<void> = async () => {};
  let filesDir: string;
  let shared: Record<string, string>;

  beforeAll(async () => {
    const database = await (postgres as NonNullable<typeof postgres>).options(true);
    drop = database.drop;
    databaseUrl = database.opts.databaseUrl as string;
    const redis = new Redis(redisUrl as string);
    await redis.flushall();
    await redis.quit();
    filesDir = await mkdtemp(join(tmpdir(), 'portal-cluster-files-'));
    const topology = await startTopology({ databaseUrl, redisUrl: redisUrl as string, filesDir });
    instances = topology.all();
    shared = topology.backendEnv;
    [backend1, backend2] = topology.backends;
    [gateway1, gateway2] = topology.gateways;
  }, 600_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  }, 120_000);

  it('delivers an export built by another process to a subscriber on gateway 2, and runs its job once', async () => {
    const token1 = await tokenOf(gateway1, 'admin@demo.test');
    const token2 = await tokenOf(gateway2, 'admin@demo.test');
    const client = createClient({
      url: `${gateway2.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token2}` },
      retryAttempts: 0,
    });
    try {
      const delivered = new Promise<Record<string, unknown>>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription { exportComplete { jobId fileName downloadUrl error } }' },
          {
            next: (result) => resolve((result.data?.exportComplete ?? {}) as Record<string, unknown>),
            error: reject,
            complete: () => reject(new Error('subscription ended without an event')),
          },
        );
      });
      // The subscription is registered at the backend before the job can finish.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const brands = await graphql(gateway1, '{ brands(pageSize: 1) { rows { brandCode } } }', {}, token1);
      const brandCode = (brands.data?.brands as { rows: { brandCode: string }[] } | undefined)?.rows[0]
        ?.brandCode;
      expect(brandCode).toBeTruthy();
      const started = await graphql(
        gateway1,
        `mutation($brandCode: String!, $filter: InsightsFilter!) {
          exportInsightsSku(card: SUMMARY, brandCode: $brandCode, title: "Summary", filter: $filter) { jobId }
        }`,
        { brandCode, filter: { from: addIsoDays(todayUtc(), -28), to: addIsoDays(todayUtc(), -1) } },
        token1,
      );
      const jobId = (started.data?.exportInsightsSku as { jobId: string } | undefined)?.jobId;
      expect(started.errors).toBeUndefined();
      const event = await delivered;
      expect(event).toMatchObject({ jobId, error: null });
      expect(event.downloadUrl).toBeTruthy();

      // Two processes take jobs (backend 1 and the worker): one attempt ran it.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const rows = await db.query('select attempts, status from jobs where id = $1', [jobId]);
        expect(rows.rows).toEqual([{ attempts: 1, status: 'succeeded' }]);
      } finally {
        await db.end();
      }
    } finally {
      await client.dispose();
    }
  });

  it('counts failed logins across both gateways', async () => {
    const email = 'mr@demo.test';
    // The fifth failure of an email from one address starts a delay (1 s, doubling). Alternating
    // gateways, each backend sees every other attempt: counted apart, the first refusal could come
    // no sooner than the eleventh attempt; counted together, it comes at the sixth (the seventh or
    // eighth when a slow machine lets the first short delays run out).
    let firstRefused = -1;
    for (let attempt = 0; attempt < 10 && firstRefused < 0; attempt++) {
      const answer = await login(attempt % 2 === 0 ? gateway1 : gateway2, email, 'not the password');
      if (/Too many failed login attempts/.test(answer.errors?.[0]?.message ?? '')) firstRefused = attempt;
    }
    expect(firstRefused).toBeGreaterThanOrEqual(5);
    expect(firstRefused).toBeLessThanOrEqual(7);
  });

  it('ends a session on gateway 2 within a second of its logout on gateway 1', async () => {
    const token = await tokenOf(gateway1, 'mc@demo.test');
    // Gateway 2 and backend 2 have both seen the session active (and cached that answer).
    const before = await graphql(gateway2, ME, {}, token);
    expect(before.data?.me).toMatchObject({ email: 'mc@demo.test' });
    const out = await graphql(gateway1, 'mutation { logout }', {}, token);
    expect(out.data?.logout).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await graphql(gateway2, ME, {}, token);
    expect(after.data?.me ?? null).toBeNull();
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('loses no accepted write when a backend is killed mid-request, and the retry on the other gateway succeeds', async () => {
    const token = await tokenOf(gateway1, 'admin@demo.test');
    const brands = await graphql(gateway1, '{ brands(pageSize: 1) { rows { brandCode } } }', {}, token);
    const brandCode = String(
      (brands.data?.brands as { rows: { brandCode: string }[] } | undefined)?.rows[0]?.brandCode,
    );
    const CREATE = `mutation($brandCode: String!, $description: String!) {
      createBrandNote(brandCode: $brandCode, description: $description) { id }
    }`;
    const NOTES = `query($brandCode: String!) { brandNotes(brandCode: $brandCode, pageSize: 50) { rows { description } } }`;
    const run = randomBytes(4).toString('hex');
    const writes = 40;
    let answered = 0;
    let retried = 0;
    let landedUnanswered = 0;
    /** A note through gateway 1; when its answer is lost, the client looks before it writes again. */
    async function write(i: number): Promise<void> {
      const description = `kill-${run}-${i}`;
      await new Promise((resolve) => setTimeout(resolve, i * 25));
      const first = await graphql(gateway1, CREATE, { brandCode, description }, token).catch(() => null);
      if (first?.data?.createBrandNote) {
        answered += 1;
        return;
      }
      retried += 1;
      // Newest first: the 40 notes of this test are on the first page.
      const notes = await graphql(gateway2, NOTES, { brandCode }, token);
      expect(notes.errors).toBeUndefined();
      const rows = (notes.data?.brandNotes as { rows: { description: string }[] } | undefined)?.rows ?? [];
      if (rows.some((row) => row.description === description)) {
        landedUnanswered += 1;
        return;
      }
      const again = await graphql(gateway2, CREATE, { brandCode, description }, token);
      expect(again.errors).toBeUndefined();
      expect(again.data?.createBrandNote).toBeTruthy();
    }
    const all = Promise.all(Array.from({ length: writes }, (_, i) => write(i)));
    // Killed (SIGKILL, nothing drained) once some writes are answered and the rest are on their way.
    await expect.poll(() => answered, { interval: 10, timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    const port = Number(new URL(backend1.url).port);
    await backend1.kill();
    await all;
    expect(retried).toBeGreaterThan(0);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const rows = await db.query<{ description: string; n: number }>(
        'select description, count(*)::int as n from brand_notes where description like $1 group by description',
        [`kill-${run}-%`],
      );
      // Every write is there exactly once: none accepted and lost, none doubled by its retry.
      expect(rows.rows).toHaveLength(writes);
      expect(rows.rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await db.end();
    }
    console.info(
      `kill mid-request: ${answered} answered on gateway 1, ${retried} retried on gateway 2 (${landedUnanswered} had landed unanswered)`,
    );

    // Back on its port, so gateway 1 (and the tests after this one) find it again.
    backend1 = await startInstance('backend 1', 'backend', { ...shared, WORKERS: '1' }, undefined, port);
    instances.push(backend1);
    await expect
      .poll(async () => (await fetch(`${gateway1.url}/readyz`)).status, { interval: 250, timeout: 30_000 })
      .toBe(200);
  }, 180_000);

  it('completes a job on another worker when the worker running it is killed', async () => {
    const [first, second] = await Promise.all([
      startInstance('hold worker 1', 'hold-worker', { ...shared, HOLD_ENQUEUE: '1' }),
      startInstance('hold worker 2', 'hold-worker', shared),
    ]);
    instances.push(first, second);
    const jobId = /"jobId":"([^"]+)","msg":"hold job queued"/.exec(first.output())?.[1];
    expect(jobId).toBeTruthy();
    const running = (worker: Instance, attempt: number) =>
      worker.output().includes(`"jobId":"${jobId}","attempt":${attempt}`);
    await expect.poll(() => running(first, 1) || running(second, 1), { timeout: 30_000 }).toBe(true);
    const [holder, other] = running(first, 1) ? [first, second] : [second, first];
    await holder.kill();

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // pg-boss presumes the attempt lost after its expiry (2 s here) and the other worker runs it.
      await expect
        .poll(
          async () => (await db.query('select status from jobs where id = $1', [jobId])).rows[0]?.status,
          {
            interval: 250,
            timeout: 60_000,
          },
        )
        .toBe('succeeded');
      const row = await db.query('select attempts, result from jobs where id = $1', [jobId]);
      expect(row.rows[0]).toMatchObject({
        attempts: 2,
        result: { summary: `done on attempt 2 by ${other.child.pid}` },
      });
    } finally {
      await db.end();
    }
  }, 180_000);

  it('answers not ready while a backend drains, and its gateway follows', async () => {
    process.kill(backend2.child.pid as number, 'SIGTERM');
    const deadline = Date.now() + 5_000;
    let backendStatus = 0;
    while (Date.now() < deadline && backendStatus !== 503) {
      backendStatus = (await fetch(`${backend2.url}/readyz`).catch(() => null))?.status ?? 0;
    }
    expect(backendStatus).toBe(503);
    const gatewayReady = await fetch(`${gateway2.url}/readyz`);
    expect(gatewayReady.status).toBe(503);
    expect((await fetch(`${gateway1.url}/readyz`)).status).toBe(200);
  });
});
