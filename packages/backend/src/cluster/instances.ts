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
} as const;

/** Node's arguments for one kind: the `serve` script's own words, or tsx and the source entry. */
function nodeArgs(kind: keyof typeof ENTRY): string[] {
  if (kind !== 'served-backend') return ['--import', 'tsx', join(REPO_ROOT, ENTRY[kind])];
  const backend = join(REPO_ROOT, 'packages', 'backend');
  const script: string = JSON.parse(readFileSync(join(backend, 'package.json'), 'utf8')).scripts.serve;
  const [node, ...args] = script.split(/\s+/);
  if (node !== 'node') throw new Error(`the backend's serve script does not start with node: ${script}`);
  return args.map((arg) => (arg.endsWith('.mjs') ? join(backend, arg) : arg));
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
  const isWorker = kind === 'worker' || kind === 'hold-worker';
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
