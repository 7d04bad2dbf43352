// The backend as docker-compose runs an API instance (issue 32, docs/decisions/0587), for the
// memory benches: its own process on PostgreSQL (a throw-away database on BENCH_DATABASE_URL's
// server, or Debian's PostgreSQL in a throw-away folder), a throw-away Redis when installed,
// WORKERS=0, shared keys. A start names how the process is launched:
//   tsx     `node --import tsx src/main.ts`: what `pnpm --filter @portal/backend start` runs
//   bundle  `node dist/main.mjs` (`pnpm --filter @portal/backend build`), no V8 flags
//   serve   the production start script (`serve` in packages/backend/package.json)
//   before  `tsx` from another checkout (BENCH_BASELINE_DIR, e.g. main before a change)
// and any of them with extra node flags after a `+`: `bundle+--max-semi-space-size=2`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../../packages/backend/src/modules/auth/passwords.ts';
import { UPLOAD_BENCH_ACCOUNT as ACCOUNT } from './csv-upload.ts';
import { startPostgres } from './postgres.ts';
import { freePort, REPO_ROOT, SERVER_CORES } from './processes.ts';

const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;

/** One field of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
export function procBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)\s*kB/)?.[1] ?? Number.NaN) * 1024;
}

/** The node command line of a start: `[node flags…, entry]`, run in the backend package's folder. */
function commandOf(spec: string): { cwd: string; args: string[] } {
  // `bundle+--max-semi-space-size=2`: a start with extra node flags, to compare settings.
  const [start = '', ...flags] = spec.split('+');
  const { cwd, args } = baseCommandOf(start);
  return { cwd, args: [...flags, ...args] };
}

function baseCommandOf(start: string): { cwd: string; args: string[] } {
  const root = start === 'before' ? (BASELINE_DIR ?? '') : REPO_ROOT;
  if (start === 'before' && !BASELINE_DIR) throw new Error('start "before" needs BENCH_BASELINE_DIR');
  const cwd = join(root, 'packages', 'backend');
  if (start === 'tsx' || start === 'before') return { cwd, args: ['--import', 'tsx', 'src/main.ts'] };
  if (start === 'bundle') return { cwd, args: ['dist/main.mjs'] };
  if (start === 'serve') {
    // The production start script itself, so the bench measures the flags that ship.
    const script = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')).scripts.serve as string;
    const [node, ...args] = script.split(/\s+/);
    if (node !== 'node') throw new Error(`the serve script does not start with node: ${script}`);
    return { cwd, args };
  }
  throw new Error(`unknown start ${start} (tsx, bundle, serve, before)`);
}

/** A throw-away redis-server on loopback, as the deployed API instances have one; null when absent. */
async function startRedis(): Promise<{ url: string; stop(): void } | null> {
  if (process.env.BENCH_REDIS === '0' || spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() === 'PONG'
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** A database of its own on BENCH_DATABASE_URL's server, or a throw-away server. */
async function startDatabase(): Promise<{ url: string; label: string; stop(): void } | null> {
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    const name = `portal_upload_rss_${process.pid}`;
    const psql = (sql: string) => {
      const res = spawnSync('psql', [server, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
      if (res.status !== 0) throw new Error(`psql: ${res.stderr}`);
      return res.stdout;
    };
    psql(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const version = spawnSync('psql', [server, '-Atc', 'show server_version'], {
      encoding: 'utf8',
    }).stdout.trim();
    return {
      url: url.toString(),
      label: `PostgreSQL ${version} at ${new URL(server).host}, database ${name}`,
      stop: () => psql(`drop database if exists ${name} with (force)`),
    };
  }
  const pg = await startPostgres();
  return pg ? { url: pg.url, label: `throw-away ${pg.version}`, stop: () => pg.stop() } : null;
}

export interface DeployedDeps {
  /** The environment of an API instance (x-backend-env in docker-compose.yml). */
  env: Record<string, string>;
  /** What the database and Redis are, for the printout. */
  label: string;
  stop(): void;
}

/** PostgreSQL, Redis and the shared settings every start of one run uses; builds the bundle once. */
export async function startDeployedDeps(starts: readonly string[]): Promise<DeployedDeps> {
  if (starts.some((s) => s.startsWith('bundle') || s.startsWith('serve'))) {
    const built = spawnSync(process.execPath, ['scripts/bundle.mjs'], {
      cwd: join(REPO_ROOT, 'packages', 'backend'),
      stdio: 'inherit',
    });
    if (built.status !== 0 || !existsSync(join(REPO_ROOT, 'packages', 'backend', 'dist', 'main.mjs')))
      throw new Error('the backend bundle did not build');
  }
  const database = await startDatabase();
  if (!database) throw new Error('no PostgreSQL: set BENCH_DATABASE_URL or install Debian postgresql');
  const redis = await startRedis();
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-bench-files-'));
  const { privateKey } = generateKeyPairSync('ed25519');
  return {
    env: {
      DATABASE_URL: database.url,
      ...(redis ? { REDIS_URL: redis.url } : {}),
      JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      FILES_DIR: filesDir,
      WORKERS: '0',
      SEED_DEMO: '0',
    },
    label: `database: ${database.label}; redis: ${redis ? redis.url : 'none (not installed)'}; workers off`,
    stop() {
      redis?.stop();
      database.stop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the backend as `start` says, waits for /readyz, and returns its process. `nodeFlags` go
 * before the start's own (a bench's preload); `stderr` sees what the process writes there.
 */
export async function startBackend(
  start: string,
  env: Record<string, string>,
  opts: { nodeFlags?: string[]; stderr?: (chunk: string) => void } = {},
): Promise<{ child: ChildProcess; url: string; command: string }> {
  const { cwd, args } = commandOf(start);
  const port = await freePort();
  const node = [process.execPath, ...(opts.nodeFlags ?? []), ...args];
  const [cmd, ...rest] = SERVER_CORES ? ['taskset', '-c', SERVER_CORES, ...node] : node;
  const child = spawn(cmd as string, rest, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
    opts.stderr?.(chunk.toString());
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend (${start}) exited ${child.exitCode}\n${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url, command: `node ${args.join(' ')}` };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`backend (${start}) not ready in 240 s\n${stderr}`);
}

export function stopBackend(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The bench's seller, brand and admin, once per database (the first start has migrated it). */
export async function ensureAccount(databaseUrl: string): Promise<void> {
  const hash = await hashPassword(ACCOUNT.password);
  const sql = `
    insert into brands (brand_code, name, brand_type, status_id)
      values ('${ACCOUNT.brandCode}', 'Bench Upload', 'ffp', 1) on conflict do nothing;
    insert into authorized_marketplaces (brand_code, seller_id, seller_name, marketplace_id)
      select '${ACCOUNT.brandCode}', '${ACCOUNT.sellerId}', 'Bench', '${ACCOUNT.marketplaceId}'
      where not exists (select 1 from authorized_marketplaces where seller_id = '${ACCOUNT.sellerId}');
    insert into users (email, name, role, password_hash)
      select '${ACCOUNT.email}', 'Bench', 'admin', '${hash}'
      where not exists (select 1 from users where email = '${ACCOUNT.email}');`;
  const res = spawnSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`psql: ${res.stderr}`);
}
