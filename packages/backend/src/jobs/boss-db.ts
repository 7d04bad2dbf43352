import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';

/** The `db` pg-boss accepts instead of opening its own pool. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves once every statement already sent has finished; later ones are dropped (see pgliteBossDb). */
  settled?(): Promise<void>;
}

/**
 * pg-boss on the embedded PGlite (docs/decisions/0275). PGlite is one connection, and Kysely's
 * driver hands it out one holder at a time; a transaction holds it from BEGIN to COMMIT. So pg-boss
 * borrows it through Kysely too: otherwise its statements could land inside a request's open
 * transaction. pg-boss sends its maintenance as several statements without parameters (its own
 * BEGIN … COMMIT); PGlite runs those only through `exec`, the simple protocol.
 */
export function pgliteBossDb(db: Kysely<unknown>, pglite: PGlite): BossDb {
  // pg-boss marks an attempt complete or failed without awaiting it, so a graceful stop can return
  // while that statement still waits for the connection; the database must outlive it (a statement
  // on a destroyed driver was an unhandled rejection at shutdown).
  // An attempt abandoned by a stop (not graceful) fails later still; once the queue has stopped
  // its statements are dropped: the attempt is retried by expiry when a worker runs again. A
  // dropped statement never answers: any answer would be read by pg-boss as a result (an empty one
  // throws in its bookkeeping, a made-up one is a lie), and a promise left pending holds nothing.
  const pending = new Set<Promise<unknown>>();
  let stopped = false;
  return {
    executeSql: (text, values) => {
      if (stopped) return new Promise(() => {});
      const statement = db.connection().execute(async () => {
        if (values && values.length > 0) return pglite.query(text, values as unknown[]);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      });
      pending.add(statement);
      const forget = () => pending.delete(statement);
      statement.then(forget, forget);
      return statement;
    },
    settled: async () => {
      stopped = true;
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
