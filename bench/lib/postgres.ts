// A throw-away PostgreSQL server for benchmarks (Debian's postgresql; the same steps as
// scripts/ci-postgres.sh): a temp data folder, loopback only, stopped and removed afterwards.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMicros } from './cpu.ts';
import { freePort, LOAD_CORES, SERVER_CORES } from './processes.ts';

export interface PostgresServer {
  url: string;
  version: string;
  /** Where it runs: which core list, for the printout. */
  placement: string;
  /** CPU time the postmaster and its connection processes have used so far, in µs. */
  cpuMicros(): number;
  stop(): void;
}

/**
 * The core PostgreSQL is pinned to: BENCH_PG_CORES=load (default, beside the load generator),
 * `server` (beside the server under test) or `none` (left to the scheduler). On two cores no place
 * is free; the bench prints each process's CPU per request so the placement's effect is visible.
 */
function pgCores(): { cores: string | null; placement: string } {
  const choice = process.env.BENCH_PG_CORES ?? 'load';
  if (choice === 'none') return { cores: null, placement: 'PostgreSQL unpinned' };
  if (choice === 'server') return { cores: SERVER_CORES, placement: 'PostgreSQL on the server core' };
  return { cores: LOAD_CORES, placement: 'PostgreSQL on the load core' };
}

/** The postmaster's pid and its children's (one process per connection). */
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // ended between the listing and the read
      }
    })
    .map(Number);
  return [postmaster, ...children];
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

/** Starts PostgreSQL (pinned as BENCH_PG_CORES says); null when none is installed. */
export async function startPostgres(): Promise<PostgresServer | null> {
  const bin = binDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
  if (asRoot) chownSync(dir, uid, gid);
  const { cores, placement } = pgCores();
  const run = (args: string[]) => {
    const pinned = cores ? ['taskset', '-c', cores] : [];
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
    placement,
    cpuMicros() {
      let total = 0;
      for (const pid of postgresPids(join(dir, 'data'))) {
        try {
          total += cpuMicros(pid);
        } catch {
          // a connection process that ended since the listing
        }
      }
      return total;
    },
    stop() {
      run([join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
