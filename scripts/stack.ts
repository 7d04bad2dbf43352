// Starts the whole portal: the backend (REST + socket.io, migrated and seeded) and the gateway
// (GraphQL + the built web app) as two processes, the way they are deployed.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

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
  },
});
const port = Number(values.port);
const backendPort = Number(values['backend-port']);
const upstream = `http://127.0.0.1:${backendPort}`;
const children: ChildProcess[] = [];

function start(name: string, entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    console.error(`${name} exited (${code ?? signal}); stopping the portal`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
}

let stopping = false;
function shutdown(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const snapshotEnv: Record<string, string> = {};
if (values.snapshot && values.data === 'memory://') {
  const { buildDemoSnapshot, SNAPSHOT_ENV } = await import('../packages/backend/src/seed/demo-snapshot.ts');
  snapshotEnv[SNAPSHOT_ENV] = await buildDemoSnapshot();
}

start('backend', 'packages/backend/src/main.ts', {
  ...snapshotEnv,
  PORT: String(backendPort),
  HOST: '127.0.0.1',
  PGLITE_DATA_DIR: values.data,
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  // Development tools (the outbox reader) only when asked for: PORTAL_DEV_TOOLS=1 or `npm run dev`.
  PORTAL_DEV_TOOLS: process.env.PORTAL_DEV_TOOLS ?? '0',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
});
await waitForHealth(`${upstream}/healthz`, 180_000);
start('gateway', 'packages/gateway/src/main.ts', {
  PORT: String(port),
  UPSTREAM_URL: upstream,
  // Production mode unless asked for otherwise (`npm run dev` sets development).
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  WEB_DIST: join(root, 'packages', 'web', 'dist'),
});
await waitForHealth(`http://127.0.0.1:${port}/healthz`, 60_000);
console.log(`\nThe portal is ready at http://localhost:${port}`);
