import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');

export interface GatewayProcess {
  url: string;
  pid: number;
  /** Resident memory now and its peak since start or the last resetPeak(), in bytes (Linux /proc). */
  memory(): { rss: number; peak: number };
  /** Starts the peak over from the current resident size (clear_refs 5). */
  resetPeak(): void;
  stop(): Promise<void>;
}

/**
 * The gateway as `npm start` runs it: its own process (so its memory is measured alone), from its
 * entry point and environment. Resolves once it logged that it is ready.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/gateway/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('gateway process did not start');
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'gateway ready' && entry.url) resolve(entry.url.replace(/\/graphql$/, ''));
      } catch {
        // not a log line
      }
    });
    child.once('exit', (code) => reject(new Error(`gateway exited early (${code})`)));
  });
  const kb = (status: string, field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
  return {
    url,
    pid,
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return { rss: kb(status, 'VmRSS'), peak: kb(status, 'VmHWM') };
    },
    resetPeak() {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
