import { type Kysely, sql } from 'kysely';

/** Row count and content checksum of one table (checksum null when only counted). */
export interface TableState {
  rows: number;
  checksum: string | null;
}

export type DatabaseSnapshot = Record<string, TableState>;

/** The table that counts writes while a watch is on; left out of every snapshot. */
const WRITES_TABLE = 'harness_writes';

export interface SnapshotOptions {
  /** Tables left out (written on purpose, e.g. the sign-in audit). */
  exclude?: ReadonlySet<string>;
  /** Tables only counted, not checksummed (big seed tables between full snapshots). */
  countOnly?: ReadonlySet<string>;
}

// biome-ignore lint/suspicious/noExplicitAny: any Kysely database works; only raw SQL is used
type AnyKysely = Kysely<any>;

/** Base tables of the public schema, so tables that later issues add are included. */
export async function tableNames(db: AnyKysely): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return tables.rows.map((t) => t.name);
}

/**
 * Every table with its row count and a checksum of its rows: the sum of a 64-bit hash of each row's
 * text (order-free, so no sort of big tables). Equal snapshots mean nothing was written.
 */
export async function snapshotDatabase(db: AnyKysely, opts: SnapshotOptions = {}): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = {};
  for (const name of await tableNames(db)) {
    if (opts.exclude?.has(name) || name === WRITES_TABLE) continue;
    const countOnly = opts.countOnly?.has(name) ?? false;
    const result = countOnly
      ? await sql<{ rows: string | number; checksum: null }>`
          select count(*) as rows, null as checksum from ${sql.table(name)}`.execute(db)
      : await sql<{ rows: string | number; checksum: string | null }>`
          select count(*) as rows, sum(hashtextextended(t::text, 0))::text as checksum
          from ${sql.table(name)} t`.execute(db);
    const row = result.rows[0];
    snapshot[name] = { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? null };
  }
  return snapshot;
}

/** Tables bigger than `limit` rows in a snapshot: count them only in the frequent snapshots. */
export function bigTables(snapshot: DatabaseSnapshot, limit = 20_000): Set<string> {
  return new Set(
    Object.entries(snapshot)
      .filter(([, s]) => s.rows > limit)
      .map(([name]) => name),
  );
}

/** Tables whose count or checksum differ between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.checksum !== after[name]?.checksum,
  );
}

/** Rows written per table since the watch began (absent: none). */
export type WriteCounts = Record<string, number>;

export interface WriteWatch {
  writes(): Promise<WriteCounts>;
}

/**
 * Counts every row inserted, updated or deleted (and every truncate) in the public tables from now
 * on, through triggers: reading the counts costs one small query, where hashing every table around
 * each call was most of a bad-input harness's time. A write rolled back is not counted. Between
 * two full snapshots this says which call wrote; the full snapshots still say what changed.
 */
export async function watchWrites(
  db: AnyKysely,
  opts: { exclude?: ReadonlySet<string> } = {},
): Promise<WriteWatch> {
  await sql`create unlogged table if not exists ${sql.table(WRITES_TABLE)} (table_name text primary key, n bigint not null)`.execute(
    db,
  );
  await sql`
    create or replace function harness_count_write() returns trigger language plpgsql as $$
    begin
      insert into harness_writes (table_name, n) values (tg_table_name, 1)
        on conflict (table_name) do update set n = harness_writes.n + 1;
      return null;
    end $$`.execute(db);
  for (const name of await tableNames(db)) {
    if (name === WRITES_TABLE || opts.exclude?.has(name)) continue;
    await sql`drop trigger if exists harness_row_write on ${sql.table(name)}`.execute(db);
    await sql`create trigger harness_row_write after insert or update or delete on ${sql.table(name)}
      for each row execute function harness_count_write()`.execute(db);
    await sql`drop trigger if exists harness_truncate on ${sql.table(name)}`.execute(db);
    await sql`create trigger harness_truncate after truncate on ${sql.table(name)}
      for each statement execute function harness_count_write()`.execute(db);
  }
  return {
    async writes() {
      const rows = await sql<{ table_name: string; n: string | number }>`
        select table_name, n from ${sql.table(WRITES_TABLE)}`.execute(db);
      return Object.fromEntries(rows.rows.map((r) => [r.table_name, Number(r.n)]));
    },
  };
}

/** Tables written between two readings of a watch. */
export function writtenTables(before: WriteCounts, after: WriteCounts): string[] {
  return Object.keys(after)
    .filter((name) => after[name] !== before[name])
    .sort();
}
