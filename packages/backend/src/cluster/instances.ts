import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/paths.ts';

/** One portal process (backend, worker or gateway) started as `npm start` would start it. */
export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: a crash, nothing drained. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const ENTRY = {
  backend: 'packages/backend/src/main.ts',
  worker: 'packages/backend/src/worker.ts',
  /** The worker plus a job kind whose first attempt never ends (the kill-mid-job proof). */
  'hold-worker': 'packages/backend/src/cluster/hold-worker.ts',
  gateway: 'packages/gateway/src/main.ts',
  /** The backend as production starts it: the `serve` script, its bundle and node flags (0587). */
  'served-backend': 'packages/backend/dist/main.mjs',
  /** The worker as production starts it: the `serve:worker` script on the same bundle. */
  'served-worker': 'packages/backend/dist/worker.mjs',
} as const;

/** The backend's package script that starts each production kind. */
const SERVE_SCRIPT: Partial<Record<keyof typeof ENTRY, string>> = {
  'served-backend': 'serve',
  'served-worker': 'serve:worker',
};

/** The command of a production kind, as its package script says: `node`, flags, the bundle entry. */
export function serveCommand(kind: keyof typeof SERVE_SCRIPT): string[] {
  const backend = join(REPO_ROOT, 'packages', 'backend');
  const name = SERVE_SCRIPT[kind] as string;
  const script: string = JSON.parse(readFileSync(join(backend, 'package.json'), 'utf8')).scripts[name];
  const [node, ...args] = script.split(/\s+/);
  if (node !== 'node') throw new Error(`the backend's ${name} script does not start with node: ${script}`);
  return [node, ...args.map((arg) => (arg.endsWith('.mjs') ? join(backend, arg) : arg))];
}

/** Node's arguments for one kind: its serve script's own words, or tsx and the source entry. */
function nodeArgs(kind: keyof typeof ENTRY): string[] {
  if (!(kind in SERVE_SCRIPT)) return ['--import', 'tsx', join(REPO_ROOT, ENTRY[kind])];
  return serveCommand(kind as keyof typeof SERVE_SCRIPT).slice(1);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts one process and, unless it is a worker, waits until its /readyz answers 200. */
export async function startInstance(
  name: string,
  kind: keyof typeof ENTRY,
  env: Record<string, string>,
  timeoutMs = 240_000,
  /** A restarted instance takes its old port, so its gateway finds it again. */
  fixedPort?: number,
): Promise<Instance> {
  const isWorker = kind === 'worker' || kind === 'hold-worker' || kind === 'served-worker';
  const port = isWorker ? 0 : (fixedPort ?? (await freePort()));
  let log = '';
  const child = spawn(process.execPath, nodeArgs(kind), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: isWorker ? 'info' : 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    name,
    url,
    child,
    output: () => log,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  if (isWorker) {
    await waitFor(() => Promise.resolve(log.includes('job worker running')), timeoutMs, instance);
    return instance;
  }
  await waitFor(
    async () => {
      const res = await fetch(`${url}/readyz`).catch(() => null);
      return res?.status === 200;
    },
    timeoutMs,
    instance,
  );
  return instance;
}

async function waitFor(ready: () => Promise<boolean>, timeoutMs: number, instance: Instance): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (instance.child.exitCode !== null)
      throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.output()}`);
    if (Date.now() > deadline) throw new Error(`${instance.name} not ready:\n${instance.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
