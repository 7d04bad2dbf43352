// A PostgreSQL server for benchmarks (Debian's postgresql; the same steps as
// scripts/ci-postgres.sh), loopback only: by default a temp data folder stopped and removed
// afterwards; with BENCH_PG_DATA a kept folder per scale, so a large seed is paid for once.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMicros } from './cpu.ts';
import { freePort, LOAD_CORES, SERVER_CORES } from './processes.ts';

export interface PostgresServer {
  url: string;
  /** The server's log file (auto_explain writes its plans there). */
  logFile: string;
  version: string;
  /** Where it runs: which core list, for the printout. */
  placement: string;
  /**
   * CPU time the postmaster and its processes have used so far, in µs: the live ones (connections)
   * and the ended ones the postmaster reaped (a parallel query's workers end with their query).
   */
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

/**
 * The folder a database of this scale is kept in between runs (BENCH_PG_DATA/scale-N), or null for
 * a throw-away one. The backend seeds only an empty database, so a kept one is seeded on its first
 * run and migrated (never re-seeded) on the next; its demo days end the day it was seeded.
 */
function keptFolder(scale: number | undefined): string | null {
  const parent = process.env.BENCH_PG_DATA;
  return parent && scale !== undefined ? join(parent, `scale-${scale}`) : null;
}

/**
 * Starts PostgreSQL (pinned as BENCH_PG_CORES says); null when none is installed. `reused` says
 * whether a kept folder already held a database.
 */
export async function startPostgres(
  opts: {
    scale?: number;
    /**
     * Load auto_explain, off until `auto_explain.log_min_duration` is set (bench/lib/auto-explain.ts):
     * a bench can then log the plans of a slow call's statements as they ran, at no cost before.
     */
    autoExplain?: boolean;
  } = {},
): Promise<(PostgresServer & { reused: boolean }) | null> {
  const bin = binDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const kept = keptFolder(opts.scale);
  if (kept) mkdirSync(kept, { recursive: true });
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const reused = existsSync(join(dir, 'data', 'PG_VERSION'));
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
  if (!reused) run([join(bin, 'initdb'), '-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust']);
  run([
    join(bin, 'pg_ctl'),
    '-D',
    join(dir, 'data'),
    '-o',
    // Memory for the analytics at millions of rows (the machine has 23 GB): a 90-day grid's
    // aggregate fits work_mem, and the fact tables' hot pages stay in shared buffers.
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50 ` +
      '-c shared_buffers=2GB -c work_mem=64MB -c effective_cache_size=12GB -c max_wal_size=4GB' +
      // Pinned to one core, a parallel plan's workers take turns on it with their leader: the admin
      // chart's brand-days statement took 58 ms with two workers against 36 ms alone (15 runs each,
      // postmaster pinned). PostgreSQL given one core is configured for one, as a deployment sizes
      // its workers to its cores.
      (cores && !cores.includes(',') && !cores.includes('-') ? ' -c max_parallel_workers_per_gather=0' : '') +
      // Not -c auto_explain.log_min_duration: a command-line setting would outrank ALTER SYSTEM.
      (opts.autoExplain ? ' -c shared_preload_libraries=auto_explain' : ''),
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  const version = run([join(bin, 'postgres'), '--version']).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile: join(dir, 'log'),
    version,
    reused,
    placement,
    cpuMicros() {
      let total = 0;
      const [postmaster, ...children] = postgresPids(join(dir, 'data'));
      total += postmaster === undefined ? 0 : cpuMicros(postmaster, { endedChildren: true });
      for (const pid of children) {
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
      if (!kept) rmSync(dir, { recursive: true, force: true });
    },
  };
}
