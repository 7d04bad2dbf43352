import { type Kysely, sql } from 'kysely';

/** Row count and content checksum of one table (checksum null when only counted). */
export interface TableState {
  rows: number;
  checksum: string | null;
}

export type DatabaseSnapshot = Record<string, TableState>;

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
    if (opts.exclude?.has(name)) continue;
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
