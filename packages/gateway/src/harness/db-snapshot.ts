import type { Backend } from '@portal/backend';

/** Row count and content checksum of one table. */
export interface TableState {
  rows: number;
  checksum: string | null;
}

export type DatabaseSnapshot = Record<string, TableState>;

// biome-ignore lint/suspicious/noExplicitAny: tables are read by name, including ones later issues add
type AnyDb = any;

/**
 * Every table of the backend's database with its row count and a checksum of its rows: the sum of
 * a 64-bit hash of each row's text (order-free, no sort). Equal snapshots mean nothing was written.
 * Same reading as packages/backend/src/harness/db-snapshot.ts, through the query builder since
 * the gateway does not depend on kysely itself.
 */
export async function snapshotDatabase(
  backend: Backend,
  exclude: ReadonlySet<string> = new Set(),
): Promise<DatabaseSnapshot> {
  const db = backend.db as AnyDb;
  const snapshot: DatabaseSnapshot = {};
  for (const table of await backend.db.introspection.getTables()) {
    if (exclude.has(table.name) || table.schema !== 'public') continue;
    const row = await db
      .selectFrom(`${table.name} as t`)
      .select((eb: AnyDb) => [
        eb.fn.countAll().as('rows'),
        eb
          .cast(eb.fn.sum(eb.fn('hashtextextended', [eb.cast(eb.ref('t'), 'text'), eb.lit(0)])), 'text')
          .as('checksum'),
      ])
      .executeTakeFirst();
    snapshot[table.name] = { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? null };
  }
  return snapshot;
}

/** Tables whose count or checksum differ between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.checksum !== after[name]?.checksum,
  );
}
