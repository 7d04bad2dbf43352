import type { PGlite } from '@electric-sql/pglite';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ownerOnlyTree } from '../config/owner-only.ts';
import { DEFAULT_PGLITE_DATA_DIR, MEMORY_DATA_DIR } from '../config/paths.ts';
import { LEAN_WAL } from './pglite-settings.ts';
import type { Database } from './schema.ts';

export interface DatabaseOptions {
  /** A real PostgreSQL server; wins over the embedded database when set. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory://' for a throw-away in-memory database. */
  pgliteDataDir?: string;
  /** A PGlite data-folder tarball (from `dumpDataDir`) an in-memory database starts from. */
  pgliteSnapshot?: Blob;
  /** Called with each SQL statement run (tests and the bench count statements per request). */
  onQuery?: (sql: string) => void;
}

export interface DatabaseConnection {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** Folder of the embedded database, or null for memory and real servers. */
  dataDir: string | null;
  /** The embedded database itself (the job queue borrows its connection), when it is one. */
  pglite?: PGlite;
  /** The server's URL, when it is one (the job queue opens its own small pool). */
  databaseUrl?: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseConnection> {
  const onQuery = opts.onQuery;
  const log = onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql) } : {};
  if (opts.databaseUrl) {
    // JIT off for the backend's sessions: the analytics' cost estimates pass jit_above_cost at
    // millions of rows, and compiling then took ~300 ms of a 640 ms brand read that runs in 210 ms
    // without it (docs/decisions/0273). The reads are short; none runs long enough to repay it.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle client the server ends (restart, failover, a dropped database) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool replaces the client on next use.
    pool.on('error', (error) => {
      console.error(`[backend] idle database connection lost: ${error.message}`);
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...log }),
      kind: 'postgres',
      dataDir: null,
      databaseUrl: opts.databaseUrl,
    };
  }
  // The embedded database is for development and the demo: a deployment on PostgreSQL never loads
  // it (its module alone is ~2 MB of heap, ~35 MB of RSS under tsx; docs/decisions/0587).
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
  ]);
  const dir = opts.pgliteDataDir ?? DEFAULT_PGLITE_DATA_DIR;
  const inMemory = dir === MEMORY_DATA_DIR;
  // The database holds e-mails, password hashes and sellers' tokens: its folder is the owner's alone.
  if (!inMemory) ownerOnlyTree(dir);
  const pglite = inMemory
    ? await PGlite.create(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {})
    : await PGlite.create(dir, { postgresqlconf: LEAN_WAL });
  if (!inMemory) ownerOnlyTree(dir);
  return {
    db: new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...log }),
    kind: 'pglite',
    dataDir: inMemory ? null : dir,
    pglite,
  };
}
