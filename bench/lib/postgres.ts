// A throw-away PostgreSQL server for benchmarks (Debian's postgresql; the same steps as
// scripts/ci-postgres.sh): a temp data folder, loopback only, stopped and removed afterwards.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, LOAD_CORES } from './processes.ts';

export interface PostgresServer {
  url: string;
  version: string;
  stop(): void;
}

function binDir(): string | null {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
    const latest = versions.at(-1);
    return latest ? join('/usr/lib/postgresql', latest, 'bin') : null;
  } catch {
    return null;
  }
}

/** Starts PostgreSQL pinned to the load core (servers under test keep core 0); null when none is installed. */
export async function startPostgres(): Promise<PostgresServer | null> {
  const bin = binDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
  if (asRoot) chownSync(dir, uid, gid);
  const run = (args: string[]) => {
    const pinned = LOAD_CORES ? ['taskset', '-c', LOAD_CORES] : [];
    const command = [...pinned, ...(asRoot ? ['runuser', '-u', 'postgres', '--'] : []), ...args];
    const res = spawnSync(command[0] as string, command.slice(1), { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${args[0]} failed: ${res.stderr}`);
    return res.stdout;
  };
  const port = await freePort();
  run([join(bin, 'initdb'), '-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust']);
  run([
    join(bin, 'pg_ctl'),
    '-D',
    join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  const version = run([join(bin, 'postgres'), '--version']).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      run([join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
