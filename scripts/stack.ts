// Starts the whole portal: the backend (REST + socket.io, migrated and seeded) and the gateway
// (GraphQL + the built web app) as two processes, the way they are deployed.
//
// A start is never given up for being slow: the backend reports its progress over the IPC
// channel (phase, accounts loaded out of total) and, while it does, this waits and prints it. A
// child that dies stops the other and this exits non-zero with the reason (docs/decisions/0280).
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  formatStartProgress,
  isStartProgress,
  type StartProgress,
} from '../packages/backend/src/start-progress.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Whatever the portal's processes write (database, keys, mails, snapshots) is the owner's alone;
// children inherit the mask (packages/backend/src/config/owner-only.ts).
process.umask(0o077);
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4000' },
    'backend-port': { type: 'string', default: process.env.BACKEND_PORT ?? '4001' },
    data: { type: 'string', default: process.env.PGLITE_DATA_DIR ?? join(root, '.data', 'pglite') },
    // With `--data memory://`: start from the test run's seeded tarball (built once per source and
    // day, and already there after the unit tests) instead of seeding for a minute or more.
    snapshot: { type: 'boolean', default: false },
    // Build the web app while the backend starts (`npm start`); the gateway starts after both.
    'build-web': { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const backendPort = Number(values['backend-port']);
const upstream = `http://127.0.0.1:${backendPort}`;
/** A child that reports nothing new for this long while starting is taken as hung. */
const STALL_MS = Number(process.env.START_STALL_MS ?? 300_000);
const children: ChildProcess[] = [];
const started = Date.now();
let progress: StartProgress | null = null;
let lastNews = Date.now();
let failure: string | null = null;

function start(name: string, entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    // The IPC channel carries the backend's start progress.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  child.on('message', (message) => {
    if (!isStartProgress(message)) return;
    progress = message;
    lastNews = Date.now();
    console.log(formatStartProgress(message, Date.now() - started));
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    failure = `${name} exited (${signal ?? `code ${code}`})`;
    console.error(`✖ ${failure}; stopping the portal`);
    shutdown(code === 0 || code === null ? 1 : code);
  });
  children.push(child);
  console.log(`▶ ${name} started (pid ${child.pid})`);
  return child;
}

/** Waits for `url` to answer 200 while the child lives and keeps reporting news. */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  lastNews = Date.now();
  for (;;) {
    if (failure || child.exitCode !== null || child.signalCode !== null) {
      throw new Error(failure ?? `${url}: the process ended before it answered`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    const quiet = Date.now() - lastNews;
    if (quiet > STALL_MS) {
      const at = progress ? ` (last: ${formatStartProgress(progress, 0).trim()})` : '';
      throw new Error(`${url}: no progress for ${Math.round(quiet / 1000)} s${at}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

let stopping = false;
function shutdown(code: number): void {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of alive) c.kill('SIGTERM');
  // Exit once every child is gone; a child that ignores SIGTERM is killed after 5 s.
  const force = setTimeout(() => {
    for (const c of alive) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  }, 5_000);
  force.unref();
  void Promise.all(
    alive.map(
      (c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once('exit', r))),
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Runs the web build beside the backend's start; rejects when it fails. */
function buildWeb(): Promise<void> {
  const build = spawn('npx', ['--yes', 'pnpm@10.34.9', '--filter', '@portal/web', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(build);
  console.log(`▶ web build started (pid ${build.pid})`);
  return new Promise((resolve, reject) => {
    build.on('exit', (code, signal) => {
      children.splice(children.indexOf(build), 1);
      if (code === 0) {
        console.log(`✔ web build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`the web build failed (${signal ?? `code ${code}`})`));
    });
  });
}

async function main(): Promise<void> {
  const web = values['build-web'] ? buildWeb() : Promise.resolve();
  // Settled early so a failed build is reported even while the backend is still seeding.
  web.catch((error: unknown) => {
    failure = error instanceof Error ? error.message : String(error);
  });
  const snapshotEnv: Record<string, string> = {};
  if (values.snapshot && values.data === 'memory://') {
    const { buildDemoSnapshot, SNAPSHOT_ENV } = await import('../packages/backend/src/seed/demo-snapshot.ts');
    snapshotEnv[SNAPSHOT_ENV] = await buildDemoSnapshot();
  }
  const backend = start('backend', 'packages/backend/src/main.ts', {
    ...snapshotEnv,
    PORT: String(backendPort),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: values.data,
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    // The portal answers after the recent days; the older history loads as background jobs
    // (docs/decisions/0281). A snapshot start already holds all of it.
    DEMO_HISTORY: process.env.DEMO_HISTORY ?? 'background',
    // Development tools (the outbox reader) only when asked for: PORTAL_DEV_TOOLS=1 or `npm run dev`.
    PORTAL_DEV_TOOLS: process.env.PORTAL_DEV_TOOLS ?? '0',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  });
  await waitForHealth(`${upstream}/healthz`, backend);
  await web;
  const gateway = start('gateway', 'packages/gateway/src/main.ts', {
    PORT: String(port),
    UPSTREAM_URL: upstream,
    // Production mode unless asked for otherwise (`npm run dev` sets development).
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    WEB_DIST: join(root, 'packages', 'web', 'dist'),
  });
  await waitForHealth(`http://127.0.0.1:${port}/healthz`, gateway);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nThe portal is ready at http://localhost:${port} (started in ${seconds} s)`);
}

main().catch((error: unknown) => {
  if (stopping) return;
  console.error(`✖ the portal did not start: ${error instanceof Error ? error.message : String(error)}`);
  shutdown(1);
});
