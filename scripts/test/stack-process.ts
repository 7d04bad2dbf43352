import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `npm start`'s stack script, started the way the README's command starts it, with its output kept. */
export interface StackProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the first output line that matches, or rejects when the process ends first. */
  waitForLine(pattern: RegExp): Promise<string>;
  /** Resolves with the exit code (a signal counts as null). */
  exited: Promise<number | null>;
  /** The process ids of the stack's children that are still running. */
  childPids(): number[];
  stop(): Promise<void>;
}

/** A free port whose next one is free too (the backend listens on port + 1). */
export async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port < 65_000 && (await isFree(port + 1))) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function startStack(
  args: { data: string; env?: Record<string, string>; flags?: string[] },
  port: number,
): StackProcess {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/stack.ts',
      '--port',
      String(port),
      '--backend-port',
      String(port + 1),
      '--data',
      args.data,
      ...(args.flags ?? []),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...args.env },
    },
  );
  let text = '';
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void; reject: (e: Error) => void }> = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const waiter of [...waiters]) {
      const line = text.split('\n').find((l) => waiter.pattern.test(l));
      if (line === undefined) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      for (const waiter of waiters.splice(0)) {
        waiter.reject(
          new Error(`the stack exited (${code}) before ${waiter.pattern}:\n${text.slice(-3000)}`),
        );
      }
      resolve(code);
    });
  });
  return {
    child,
    port,
    output: () => text,
    exited,
    waitForLine: (pattern) => {
      const line = text.split('\n').find((l) => pattern.test(l));
      if (line !== undefined) return Promise.resolve(line);
      if (child.exitCode !== null)
        return Promise.reject(new Error(`the stack has exited:\n${text.slice(-3000)}`));
      return new Promise((resolve, reject) => waiters.push({ pattern, resolve, reject }));
    },
    childPids: () => childPidsOf(child.pid),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Live child processes of a process (Linux `ps`). */
export function childPidsOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
    return out
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there is none
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
