// The backend's event-loop stall when a seller is connected (ADR 0615). The demo/e2e stack as the
// Playwright config starts it (embedded PGlite, demo snapshot), the backend preloaded with
// lib/loop-delay.mjs; then, per round, the ffp subscriber connects the US marketplace through the
// consent link (GET authorization-link, POST /sp-api/authorize) and asks for its listings (POST
// /amazon-listings/fetch), as the consent page and the listings page do. While the two jobs run,
// GET /healthz is asked every 50 ms. Prints the event-loop delay (max, p99, p50) while idle and
// while the jobs ran, each stall over 100 ms, and /healthz's slowest answers. Never asserts.
// BENCH_CPU_PROF=1: the backend's CPU profile of each round too (bench/.connect-stall/).
// BENCH_SNAPSHOT=<tarball>: start from an earlier demo snapshot (the same data before and after).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { summarizeProfile } from './lib/cpu-profile.ts';
import { BENCH_DIR, REPO_ROOT } from './lib/processes.ts';

const PORT = Number(process.env.CONNECT_BENCH_PORT ?? 4915);
const BACKEND = `http://127.0.0.1:${PORT + 1}`;
const ROUNDS = Number(process.env.BENCH_CONNECT_ROUNDS ?? 2);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
const CPU_PROF = process.env.BENCH_CPU_PROF === '1';
/** A demo snapshot tarball built before (/tmp/portal-demo-*.tar) instead of `--snapshot`. */
const SNAPSHOT = process.env.BENCH_SNAPSHOT;
const US = 'ATVPDKIKX0DER';
const OUT = join(BENCH_DIR, '.connect-stall');
const FIGURES = join(OUT, 'loop-delay.json');

interface LoopFigures {
  maxMs: number;
  p99Ms: number;
  p50Ms: number;
  samples: number;
  stalls: Array<{ endedAt: string; ms: number }>;
}

function startStack(): { child: ChildProcess; backendPid: Promise<number> } {
  const preload = `--import ${join(BENCH_DIR, 'lib', 'loop-delay.mjs')}`;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/stack.ts',
      '--port',
      String(PORT),
      '--backend-port',
      String(PORT + 1),
      '--data',
      'memory://',
      // A given tarball skips the build (the source's fingerprint changes with every edit).
      ...(SNAPSHOT ? [] : ['--snapshot']),
    ],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        PORTAL_DEV_TOOLS: '1',
        SEED_DEMO: '1',
        NODE_ENV: 'production',
        LOOP_DELAY_FILE: FIGURES,
        ...(SNAPSHOT ? { PORTAL_DEMO_SNAPSHOT: SNAPSHOT } : {}),
        ...(CPU_PROF ? { LOOP_DELAY_PROFILE: '1' } : {}),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${preload}`.trim(),
      },
    },
  );
  // The stack's own output (the backend's log lines) beside the figures, to match stalls to jobs.
  child.stdout?.pipe(createWriteStream(join(OUT, 'stack.log')));
  const backendPid = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const pid = /backend started \(pid (\d+)\)/.exec(out)?.[1];
      if (pid) resolve(Number(pid));
    });
    child.once('exit', (code) => reject(new Error(`the stack exited (${code})`)));
  });
  return { child, backendPid };
}

async function waitForHealth(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${url} not up in ${seconds} s`);
}

/** The backend writes its figures since the last call and starts counting again. */
async function loopFigures(pid: number): Promise<LoopFigures> {
  rmSync(FIGURES, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600; i++) {
    try {
      return JSON.parse(readFileSync(FIGURES, 'utf8')) as LoopFigures;
    } catch {
      await sleep(50);
    }
  }
  throw new Error('the backend wrote no loop-delay figures');
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${BACKEND}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** GET /healthz every 50 ms until stopped: the slowest answers. */
function probe() {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${BACKEND}/healthz`).then((r) => r.arrayBuffer());
      times.push(performance.now() - t0);
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await done;
    return times.sort((a, b) => b - a);
  };
}

async function waitForJob(token: string, id: string): Promise<string> {
  for (let i = 0; i < 1200; i++) {
    const job = await call('GET', `/jobs/${id}`, token);
    if (job.status === 'succeeded' || job.status === 'failed') return String(job.status);
    await sleep(250);
  }
  return 'still running after 300 s';
}

/** One connect as the consent page and the listings page make it. */
async function connectOnce(token: string): Promise<string[]> {
  const { link } = await call('GET', `/sp-api/authorization-link/FFP001/${US}`, token);
  const q = new URL(String(link)).searchParams;
  const granted = await call('POST', '/sp-api/authorize', token, {
    state: q.get('state'),
    selling_partner_id: q.get('selling_partner_id'),
    spapi_oauth_code: q.get('spapi_oauth_code'),
  });
  const fetched = await call('POST', '/amazon-listings/fetch', token, {
    sellerId: granted.sellerId,
    marketplaceId: US,
    isNewUser: true,
  });
  return [String(granted.jobId), String(fetched.jobId)];
}

const fmt = (f: LoopFigures) =>
  `max ${f.maxMs.toFixed(0)} ms, p99 ${f.p99Ms.toFixed(1)} ms, p50 ${f.p50Ms.toFixed(1)} ms`;

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const commit = (await import('node:child_process'))
    .execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT })
    .toString()
    .trim();
  console.log(`connect-stall on ${commit}, ${new Date().toISOString()}, load ${load} (1, 5, 15 min)`);
  const stack = startStack();
  try {
    const pid = await stack.backendPid;
    await waitForHealth(`http://127.0.0.1:${PORT}/healthz`, 600);
    console.log(`stack up; settling ${SETTLE_SECONDS} s (the start's own jobs)`);
    await sleep(SETTLE_SECONDS * 1000);
    await loopFigures(pid);
    await sleep(5_000);
    console.log(`idle 5 s: ${fmt(await loopFigures(pid))}`);
    const login = await fetch(`${BACKEND}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ffp@demo.test', password: 'Portal!2026' }),
    });
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    for (let round = 1; round <= ROUNDS; round++) {
      await loopFigures(pid);
      const stop = probe();
      const t0 = performance.now();
      const jobs = await connectOnce(token);
      const outcomes = await Promise.all(jobs.map((id) => waitForJob(token, id)));
      const seconds = (performance.now() - t0) / 1000;
      await sleep(2_000);
      const slowest = await stop();
      const f = await loopFigures(pid);
      console.log(
        `round ${round}: sync + listings ${outcomes.join(' / ')} in ${seconds.toFixed(1)} s; loop delay ${fmt(f)}`,
      );
      console.log(
        `  /healthz slowest: ${slowest
          .slice(0, 3)
          .map((t) => `${t.toFixed(0)} ms`)
          .join(', ')} of ${slowest.length}`,
      );
      const top = [...f.stalls].sort((a, b) => b.ms - a.ms).slice(0, 8);
      if (CPU_PROF) {
        console.log(`  CPU profile of the round (${FIGURES}.cpuprofile), self time by area:`);
        for (const [area, share] of summarizeProfile(`${FIGURES}.cpuprofile`, 15))
          console.log(`    ${share.toFixed(1)}%  ${area}`);
      }
      console.log(
        `  stalls > 100 ms: ${f.stalls.length}; longest: ${top.map((s) => `${s.ms} ms @${s.endedAt.slice(11, 23)}`).join(', ')}`,
      );
      // A refetch is allowed once a minute per seller and marketplace.
      if (round < ROUNDS) await sleep(61_000);
    }
  } finally {
    stack.child.kill('SIGTERM');
    await new Promise((r) => stack.child.once('exit', r));
  }
}

await main();
