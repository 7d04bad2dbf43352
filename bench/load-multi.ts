// Load on the deployed topology (issue 37): PostgreSQL and Redis shared by two backends, a worker
// and two gateways, each its own process (packages/backend/src/cluster/topology.ts, as the
// multi-instance test starts them). LOAD_USERS signed-in users, half on each gateway, cycle their
// role's reads with a note written now and then, for LOAD_SECONDS; then a second run in which
// backend 1 is killed (SIGKILL) a third of the way in: its gateway's users fail over to the other
// gateway, as the balancer would send them. Prints p50/p95/p99 per operation and per instance,
// errors, the recovery time (kill → last failed request) and the notes lost or doubled.
// Run: `LOAD_TOPOLOGY=multi LOAD_DATABASE_URL=postgres://… LOAD_REDIS_URL=redis://… npx tsx bench/load.ts`
// (a server where a database may be created; CI's scripts/ci-postgres.sh and ci-redis.sh start both).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Instance } from '../packages/backend/src/cluster/instances.ts';
import { queryOnce } from '../packages/backend/src/cluster/sql.ts';
import { startTopology } from '../packages/backend/src/cluster/topology.ts';
import { ACCOUNTS, candidateMix, graphql, LOGIN, type Query } from './lib/load-mix.ts';
import { fmt, machineLine, table } from './lib/report.ts';
import { DEMO_PASSWORD } from './lib/sign-in.ts';

const users = Number(process.env.LOAD_USERS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
/** One write in this many requests, for the users whose role may write a brand note. */
const WRITE_EVERY = 20;
const CREATE_NOTE = `mutation($brandCode: String!, $description: String!) {
  createBrandNote(brandCode: $brandCode, description: $description) { id }
}`;
const NOTES =
  'query($brandCode: String!) { brandNotes(brandCode: $brandCode, pageSize: 50) { rows { description } } }';

interface LoadUser {
  email: string;
  token: string;
  mix: Query[];
  /** The brand this user writes notes on, when the role may. */
  noteBrand: string | null;
  gateway: number;
}

interface Run {
  latencies: Map<string, number[]>;
  errors: number;
  errorTimes: number[];
  acknowledged: string[];
}

async function signIn(gateways: Instance[]): Promise<LoadUser[]> {
  const out: LoadUser[] = [];
  for (let i = 0; i < users; i += 1) {
    const email = ACCOUNTS[i % ACCOUNTS.length] as string;
    const url = (gateways[i % 2] as Instance).url;
    const login = await graphql(url, { query: LOGIN, variables: { email, password: DEMO_PASSWORD } });
    const token = login.data?.login?.accessToken as string | undefined;
    if (!token) throw new Error(`sign-in of ${email} failed: ${login.errors?.[0]?.message}`);
    const markets = await graphql(url, { query: candidateMix(undefined)[1]?.query as string }, token);
    const mix: Query[] = [];
    let brandCode: string | null = null;
    for (const q of candidateMix(markets.data?.authorizedMarketplaces?.[0])) {
      const answer = await graphql(url, q, token);
      if (answer.errors?.length) continue;
      mix.push(q);
      if (q.name === 'brandIds') brandCode = answer.data?.brandIds?.[0]?.brandCode ?? null;
    }
    let noteBrand: string | null = null;
    if (brandCode) {
      // Writers are the users whose role may add a brand note: found by adding one.
      const probe = await graphql(
        url,
        { query: CREATE_NOTE, variables: { brandCode, description: `load-probe-${i}` } },
        token,
      );
      if (!probe.errors?.length) noteBrand = brandCode;
    }
    out.push({ email, token, mix, noteBrand, gateway: i % 2 });
  }
  return out;
}

async function call(gateway: Instance, q: Omit<Query, 'name'>, token: string): Promise<boolean> {
  try {
    const answer = await graphql(gateway.url, q, token);
    return !answer.errors?.length;
  } catch {
    return false;
  }
}

async function runFor(
  loadUsers: LoadUser[],
  gateways: Instance[],
  durationMs: number,
  tag: string,
  midway?: { atMs: number; act: () => Promise<void> },
): Promise<Run & { killedAt: number | null }> {
  const run: Run = { latencies: new Map(), errors: 0, errorTimes: [], acknowledged: [] };
  const record = (key: string, ms: number) => {
    const list = run.latencies.get(key) ?? [];
    list.push(ms);
    run.latencies.set(key, list);
  };
  const start = Date.now();
  const deadline = start + durationMs;
  let killedAt: number | null = null;
  const killing = midway
    ? new Promise<void>((resolve) =>
        setTimeout(() => {
          killedAt = Date.now();
          void midway.act().then(resolve);
        }, midway.atMs),
      )
    : Promise.resolve();
  await Promise.all(
    loadUsers.map(async (user, u) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const gateway = gateways[user.gateway] as Instance;
        const writing = user.noteBrand !== null && n % WRITE_EVERY === WRITE_EVERY - 1;
        const description = writing ? `load-${tag}-${u}-${n}` : '';
        const q = writing
          ? {
              name: 'createBrandNote',
              query: CREATE_NOTE,
              variables: { brandCode: user.noteBrand, description },
            }
          : (user.mix[n % user.mix.length] as Query);
        const t0 = performance.now();
        const ok = await call(gateway, q, user.token);
        const ms = performance.now() - t0;
        if (ok) {
          record(`op ${q.name}`, ms);
          record(gateway.name, ms);
          if (writing) run.acknowledged.push(description);
          continue;
        }
        run.errors += 1;
        run.errorTimes.push(Date.now());
        // The balancer's part: this user's next requests go to the other gateway.
        user.gateway = 1 - user.gateway;
        if (!writing) continue;
        // A write whose answer was lost: look before writing again (the newest 50 notes), so it is
        // neither lost nor doubled; the check below counts any doubled all the same.
        const other = gateways[user.gateway] as Instance;
        const notes = await graphql(
          other.url,
          { query: NOTES, variables: { brandCode: user.noteBrand } },
          user.token,
        );
        const landed = (notes.data?.brandNotes?.rows ?? []).some(
          (row: { description: string }) => row.description === description,
        );
        if (landed || (await call(other, q, user.token))) run.acknowledged.push(description);
      }
    }),
  );
  await killing;
  return { ...run, killedAt };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(run: Run, durationMs: number): string {
  const rows = [...run.latencies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return [
        key,
        list.length,
        fmt.rps(list.length / (durationMs / 1000)),
        fmt.ms(pct(sorted, 50)),
        fmt.ms(pct(sorted, 95)),
        fmt.ms(pct(sorted, 99)),
      ];
    });
  return table(['operation / instance', 'requests', 'req/s', 'p50', 'p95', 'p99'], rows);
}

async function notesCheck(databaseUrl: string, tag: string, acknowledged: string[]) {
  const rows = await queryOnce<{ description: string; n: number }>(
    databaseUrl,
    'select description, count(*)::int as n from brand_notes where description like $1 group by description',
    [`load-${tag}-%`],
  );
  const stored = new Map(rows.map((r) => [r.description, r.n]));
  return {
    lost: acknowledged.filter((d) => !stored.has(d)).length,
    doubled: rows.filter((r) => r.n > 1).length,
  };
}

export async function runMultiLoad(): Promise<void> {
  const serverUrl = process.env.LOAD_DATABASE_URL;
  const redisUrl = process.env.LOAD_REDIS_URL;
  if (!serverUrl || !redisUrl)
    throw new Error('LOAD_TOPOLOGY=multi needs LOAD_DATABASE_URL and LOAD_REDIS_URL');
  const name = `portal_load_${randomBytes(4).toString('hex')}`;
  await queryOnce(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const filesDir = await mkdtemp(join(tmpdir(), 'portal-load-files-'));
  const seedStart = Date.now();
  const topology = await startTopology({ databaseUrl, redisUrl, filesDir, seedDemo: true });
  try {
    console.log(
      `Load on the deployed topology: ${machineLine()}; load average ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );
    console.log(`topology started (demo seeded) in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
    const gateways = topology.gateways;
    const loadUsers = await signIn(gateways);
    const writers = loadUsers.filter((u) => u.noteBrand).length;
    console.log(
      `${users} signed-in users (${ACCOUNTS.length} demo accounts in turn), half on each gateway; ${writers} of them may write notes (one request in ${WRITE_EVERY})`,
    );

    const steady = await runFor(loadUsers, gateways, seconds * 1000, 'steady');
    const steadyNotes = await notesCheck(databaseUrl, 'steady', steady.acknowledged);
    console.log(
      `\nSteady run, ${seconds} s: errors ${steady.errors}; notes acknowledged ${steady.acknowledged.length}, lost ${steadyNotes.lost}, doubled ${steadyNotes.doubled}`,
    );
    console.log(report(steady, seconds * 1000));

    for (const user of loadUsers) user.gateway = loadUsers.indexOf(user) % 2;
    const killAt = Math.round((seconds * 1000) / 3);
    const killed = await runFor(loadUsers, gateways, seconds * 1000, 'kill', {
      atMs: killAt,
      act: () => (topology.backends[0] as Instance).kill(),
    });
    const killNotes = await notesCheck(databaseUrl, 'kill', killed.acknowledged);
    const lastError = Math.max(0, ...killed.errorTimes);
    const recovery = killed.errors > 0 && killed.killedAt ? (lastError - killed.killedAt) / 1000 : 0;
    console.log(
      `\nKill run, ${seconds} s, backend 1 killed (SIGKILL) at ${killAt / 1000} s: errors ${killed.errors}; recovery (kill → last failed request) ${recovery.toFixed(2)} s; notes acknowledged ${killed.acknowledged.length}, lost ${killNotes.lost}, doubled ${killNotes.doubled}`,
    );
    console.log(report(killed, seconds * 1000));
  } finally {
    await topology.stop();
    await queryOnce(serverUrl, `drop database if exists ${name} with (force)`);
    await rm(filesDir, { recursive: true, force: true });
  }
}
