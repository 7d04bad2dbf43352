import { addIsoDays, todayUtc } from '@portal/schema';
import { CompiledQuery, type Kysely, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { vacuumIndexOnlyTables } from '../seller-data/pipeline/analyze-facts.ts';
import { buyerCounts, type Period } from './insights.sql.ts';

const MARKETPLACE = 'ATVPDKIKX0DER';
const PERIOD: Period = { from: addIsoDays(todayUtc(), -89), to: todayUtc() };

/** The table's pages and how many of them the visibility map holds all-visible. */
const visibility = async (db: Kysely<Database>) => {
  const result = await sql<{ pages: number; visible: number }>`
    select relpages as pages, relallvisible as visible from pg_class
    where oid = 'brand_daily_buyer_counts'::regclass`.execute(db);
  return result.rows[0];
};

// Every brand's purchasers read the period's buyer counts from the primary key alone (ADR 0633):
// the key holds every column the read tests and includes the `buyers` it sums, and the loading
// path vacuums the table after a wave of loads so the planner keeps the index-only scan.
describe.each(databasesUnderTest())('every brand’s buyer counts read index-only on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('plans the per-brand buyer counts as an index-only scan of the primary key', async () => {
    // The statement exactly as the insights read compiles it, parameters and all.
    const statements: CompiledQuery[] = [];
    const recorder: KyselyPlugin = {
      transformQuery(args) {
        statements.push(db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const scope = { marketplace: MARKETPLACE, codes: null, sellers: null };
    const counts = await buyerCounts(db.withPlugin(recorder), scope, PERIOD, 'brand', 'orders');
    expect(counts.size).toBeGreaterThan(0);
    const statement = statements.find((s) => s.sql.includes('brand_daily_buyer_counts'));
    if (!statement) throw new Error('the buyer counts read no brand_daily_buyer_counts');

    // The demo's table is small enough for a sequential scan to cost less: with scans of the
    // table itself ruled out, what is left is an index, and only a key that includes `buyers`
    // answers without the table (else an index scan that visits every row's heap tuple).
    const plan = await db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      try {
        await sql`set local enable_seqscan = off`.execute(conn);
        await sql`set local enable_bitmapscan = off`.execute(conn);
        const explained = await conn.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`explain (costs off) ${statement.sql}`, [...statement.parameters]),
        );
        return explained.rows.map((row) => Object.values(row)[0]).join('\n');
      } finally {
        await sql`rollback`.execute(conn);
      }
    });
    expect(plan).toMatch(/Index Only Scan using brand_daily_buyer_counts_pk on brand_daily_buyer_counts/);
  });

  it('vacuums the buyer counts after a load, one statement per table, outside transactions only', async () => {
    // A load's rewrite, as far as the visibility map sees it: rows written again, values the same.
    await sql`update brand_daily_buyer_counts set buyers = buyers
      where purchase_day >= ${addIsoDays(todayUtc(), -30)}::date`.execute(db);
    await sql`analyze brand_daily_buyer_counts`.execute(db);
    const before = await visibility(db);
    expect(before?.visible).toBeLessThan(before?.pages ?? 0);

    const steps: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery(args) {
        steps.push(db.getExecutor().compileQuery(args.node, args.queryId).sql.trim());
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await vacuumIndexOnlyTables(db.withPlugin(recorder), {
      pause: async () => {
        steps.push('(pause)');
      },
    });
    expect(steps).toEqual(['vacuum "brand_daily_buyer_counts"', '(pause)']);
    // Pages whose old row versions a concurrent transaction of the backend may still see stay
    // not all-visible until the next vacuum; the rest are all-visible again.
    const after = await visibility(db);
    expect(after?.visible).toBeGreaterThan(before?.visible ?? 0);

    // VACUUM cannot run in a transaction: inside one nothing is sent.
    steps.length = 0;
    await db
      .withPlugin(recorder)
      .transaction()
      .execute((trx) => vacuumIndexOnlyTables(trx));
    expect(steps).toEqual([]);
  });

  it('keeps the table vacuumed after 2 % of its rows changed', async () => {
    const options = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class where oid = 'brand_daily_buyer_counts'::regclass`.execute(
      db,
    );
    expect(options.rows[0]?.options).toEqual(
      expect.arrayContaining([
        'autovacuum_vacuum_scale_factor=0.02',
        'autovacuum_vacuum_insert_scale_factor=0.02',
      ]),
    );
  });
});
