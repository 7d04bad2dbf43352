// Child processes for benchmarks: each server in its own Node process, pinned to a core with
// taskset when the machine has it, so the load generator (this process) does not share its core.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = join(BENCH_DIR, '..');

const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
const cores = availableParallelism();

/** Core list for servers and for the load generator: servers on 0, load on the last core. */
export const SERVER_CORES = cores > 1 ? '0' : null;
export const LOAD_CORES = cores > 1 ? String(cores - 1) : null;

/** Pins this process (the load generator) to the load core; returns a note for the printout. */
export function pinLoadGenerator(): string {
  if (!hasTaskset || !LOAD_CORES) return 'no pinning (taskset or a second core missing)';
  spawnSync('taskset', ['-p', '-c', LOAD_CORES, String(process.pid)], { stdio: 'ignore' });
  return `servers on core ${SERVER_CORES}, load generator on core ${LOAD_CORES} (taskset)`;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node --import tsx <entry>` (pinned to the server core) and resolves once it is ready:
 * when it prints `ready <url>`, or, with `healthUrl`, when that URL answers 200.
 */
export async function startServer(
  name: string,
  entry: string,
  env: Record<string, string>,
  opts: {
    healthUrl?: string;
    timeoutMs?: number;
    args?: string[];
    /** Node's own flags (before the entry), e.g. --cpu-prof. */
    nodeArgs?: string[];
    /** Cores to pin to; the server core unless given (null: no pinning). */
    cores?: string | null;
  } = {},
): Promise<ServerProcess> {
  const node = [process.execPath, ...(opts.nodeArgs ?? []), '--import', 'tsx', entry, ...(opts.args ?? [])];
  const cores = opts.cores === undefined ? SERVER_CORES : opts.cores;
  const [cmd, ...args] = hasTaskset && cores ? ['taskset', '-c', cores, ...node] : node;
  const child = spawn(cmd as string, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  // BENCH_START_SECONDS: a machine busy with other work seeds the demo data slowly.
  const timeoutMs = opts.timeoutMs ?? Number(process.env.BENCH_START_SECONDS ?? 240) * 1000;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} not ready in ${timeoutMs / 1000} s\n${stderr}`)),
      timeoutMs,
    );
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before ready\n${stderr}`)));
    if (opts.healthUrl) {
      const health = opts.healthUrl;
      const poll = async () => {
        while (child.exitCode === null) {
          try {
            if ((await fetch(health)).ok) return resolve(new URL(health).origin);
          } catch {
            // not listening yet
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      };
      void poll().finally(() => clearTimeout(timer));
    } else {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /ready (http:\/\/\S+)/.exec(out);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    }
  });
  child.stdout?.resume();
  return { url, child, stop: () => stopChild(child) };
}

/** The backend in its own process, seeded with the demo data. */
export function startBackend(port = 0, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer('backend', join(BENCH_DIR, 'servers', 'backend-server.ts'), {
    PORT: String(port),
    ...env,
  });
}

/** The portal gateway in its own process, in front of `upstreamUrl`. */
export function startPortalGateway(
  upstreamUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServer(
    'gateway',
    join(REPO_ROOT, 'packages', 'gateway', 'src', 'main.ts'),
    { PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', ...env },
    {
      healthUrl: `http://127.0.0.1:${port}/healthz`,
      // BENCH_GATEWAY_PROFILE=<dir>: a V8 CPU profile of the whole run, written there on exit.
      nodeArgs: process.env.BENCH_GATEWAY_PROFILE
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_GATEWAY_PROFILE]
        : [],
    },
  );
}

/** A free loopback port above 5000 (asks the OS, then releases it). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The whole portal as `npm start` runs it in production mode, on the seeded demo snapshot the
 * end-to-end tests start from (a fresh seed can outlast the health wait on a busy machine).
 */
export function startDemoStack(port: number) {
  return startServer(
    'stack',
    join(REPO_ROOT, 'scripts', 'stack.ts'),
    { PORTAL_DEV_TOOLS: '0', NODE_ENV: 'production' },
    {
      healthUrl: `http://127.0.0.1:${port}/healthz`,
      args: ['--port', String(port), '--backend-port', String(port + 1), '--data', 'memory://', '--snapshot'],
    },
  );
}
