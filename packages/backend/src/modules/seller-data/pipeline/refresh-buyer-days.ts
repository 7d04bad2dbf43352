import { INSIGHTS_MAX_DAYS } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * Re-sequences the buyers whose brand-day rows of some days were just rebuilt (ADR 0605): each
 * buyer-day row's previous purchase day and second-to-last order's day, per brand and over every
 * brand, and the buyer counts of every day whose rows changed. `buyers` are the buyers of those
 * days before and after the rebuild: a corrected day can move any of their later days' sequence
 * (a repeat buyer can become a single one), and no other buyer's.
 */
export async function refreshBuyerDays(
  db: Kysely<Database>,
  marketplaceId: string,
  days: readonly string[],
  ofBrands: (column: string) => RawBuilder<unknown>,
  buyers: readonly string[],
): Promise<void> {
  if (days.length === 0 || buyers.length === 0) return;
  const brandDays = await resequence(db, 'brand_daily_buyers', marketplaceId, buyers, ofBrands('brand_code'));
  await recount(db, 'brand_daily_buyer_counts', marketplaceId, days, ofBrands('brand_code'), brandDays);
  // Over every brand: a buyer's orders of the day counted once (the sum of `orders_once`). Only the
  // rows of `buyers` change, so the marketplace's counts move by those rows alone: their part is
  // taken out before and put back after. Recounting the days whole read every buyer of the
  // marketplace on them once per account loaded, which grew with the square of the accounts.
  await moveMarketplaceCounts(db, marketplaceId, buyers, -1);
  await sql`
    delete from marketplace_daily_buyers
    where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[])
      and buyer_key = any(${buyers}::text[])`.execute(db);
  await sql`
    insert into marketplace_daily_buyers (marketplace_id, purchase_day, buyer_key, orders)
    select marketplace_id, purchase_day, buyer_key, sum(orders_once) from brand_daily_buyers
    where marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[])
      and buyer_key = any(${buyers}::text[])
    group by 1, 2, 3 having sum(orders_once) > 0`.execute(db);
  await resequence(db, 'marketplace_daily_buyers', marketplaceId, buyers, sql``);
  await moveMarketplaceCounts(db, marketplaceId, buyers, 1);
}

/** Previous days further back than any period reaches count as '-infinity' (the counts' bound). */
const capped = (column: string) =>
  sql`case when ${sql.ref(column)} is null or purchase_day - ${sql.ref(column)} >= ${INSIGHTS_MAX_DAYS}
    then '-infinity'::date else ${sql.ref(column)} end`;

/**
 * Adds (`sign` 1) or takes out (-1) the part the buyers' rows of marketplace_daily_buyers have in
 * its counts; a count that reaches 0 goes, as a recount from scratch would not write it.
 */
async function moveMarketplaceCounts(
  db: Kysely<Database>,
  marketplaceId: string,
  buyers: readonly string[],
  sign: 1 | -1,
): Promise<void> {
  const moved = await sql<{
    purchase_day: string;
    previous_day: string;
    second_previous_day: string;
    several: boolean;
    buyers: number;
  }>`
    insert into marketplace_daily_buyer_counts as c
      (marketplace_id, purchase_day, previous_day, second_previous_day, several, buyers)
    select marketplace_id, purchase_day, ${capped('previous_day')}, ${capped('second_previous_day')},
      orders >= 2, ${sign}::int * count(*)::int
    from marketplace_daily_buyers
    where marketplace_id = ${marketplaceId} and buyer_key = any(${buyers}::text[])
    group by 1, 2, 3, 4, 5
    on conflict (marketplace_id, purchase_day, previous_day, second_previous_day, several)
      do update set buyers = c.buyers + excluded.buyers
    returning purchase_day::text, previous_day::text, second_previous_day::text, several, c.buyers`.execute(
    db,
  );
  const emptied = moved.rows.filter((row) => Number(row.buyers) === 0);
  if (emptied.length === 0) return;
  await sql`
    delete from marketplace_daily_buyer_counts
    where marketplace_id = ${marketplaceId} and buyers = 0
      and (purchase_day, previous_day, second_previous_day, several) in (
        select * from unnest(${emptied.map((r) => r.purchase_day)}::date[], ${emptied.map((r) => r.previous_day)}::date[],
          ${emptied.map((r) => r.second_previous_day)}::date[], ${emptied.map((r) => r.several)}::boolean[]))`.execute(
    db,
  );
}

type Changed = { brand_code: string | null; purchase_day: string };

/** Sets the buyers' sequence columns again; returns the (brand,) days of rows that changed. */
async function resequence(
  db: Kysely<Database>,
  table: 'brand_daily_buyers' | 'marketplace_daily_buyers',
  marketplaceId: string,
  buyers: readonly string[],
  ofBrands: RawBuilder<unknown>,
): Promise<Changed[]> {
  // The update joins tens of thousands of buyer-days to their new sequence: under a second with a
  // hash join. In a CI run and in a test run the same statement ran for 16+ minutes after a rebuild
  // (the plan was not captured); only a nested loop rescanning the window subquery is that slow, and
  // a nested loop is never the plan for this join. Nested loops are off for this one statement.
  if (db.isTransaction)
    return withoutNestedLoops(db, () => resequenced(db, table, marketplaceId, buyers, ofBrands));
  return db
    .transaction()
    .execute((trx) =>
      withoutNestedLoops(trx, () => resequenced(trx, table, marketplaceId, buyers, ofBrands)),
    );
}

/** Runs `work` with nested loops off, then back to the session's setting, inside the caller's transaction. */
async function withoutNestedLoops<T>(trx: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  await sql`set local enable_nestloop = off`.execute(trx);
  const result = await work();
  await sql`set local enable_nestloop to default`.execute(trx);
  return result;
}

async function resequenced(
  db: Kysely<Database>,
  table: 'brand_daily_buyers' | 'marketplace_daily_buyers',
  marketplaceId: string,
  buyers: readonly string[],
  ofBrands: RawBuilder<unknown>,
): Promise<Changed[]> {
  const perBrand = table === 'brand_daily_buyers';
  const brand = perBrand ? sql`brand_code` : sql`null::text`;
  const sameBrand = perBrand ? sql`and t.brand_code = s.brand_code` : sql``;
  const result = await sql<Changed>`
    update ${sql.table(table)} t set previous_day = s.p1, second_previous_day = s.p2
    from (
      select ${brand} as brand_code, purchase_day, buyer_key, lag(purchase_day) over w as p1,
        -- The order two back: the previous day's when it held two or more, else the day before it.
        case when lag(orders) over w >= 2 then lag(purchase_day) over w else lag(purchase_day, 2) over w end as p2
      from ${sql.table(table)}
      where marketplace_id = ${marketplaceId} and buyer_key = any(${buyers}::text[]) ${ofBrands}
      window w as (partition by ${brand}, buyer_key order by purchase_day)
    ) s
    -- The buyers again on the target: the join is a hash join (nested loops are off), and without it
    -- the target side was every row of the marketplace, read once per load (quadratic in a seed).
    where t.marketplace_id = ${marketplaceId} and t.buyer_key = any(${buyers}::text[]) ${sameBrand}
      and t.purchase_day = s.purchase_day and t.buyer_key = s.buyer_key
      and (t.previous_day is distinct from s.p1 or t.second_previous_day is distinct from s.p2)
    returning s.brand_code, to_char(t.purchase_day, 'YYYY-MM-DD') as purchase_day`.execute(db);
  return result.rows;
}

/**
 * Counts again the buyers of the given days (every brand in scope) and of the changed (brand,)
 * days, grouped by what a period's sums test: the previous days (further back than any period
 * reaches: '-infinity') and several orders on the day.
 */
async function recount(
  db: Kysely<Database>,
  table: 'brand_daily_buyer_counts' | 'marketplace_daily_buyer_counts',
  marketplaceId: string,
  days: readonly string[],
  ofBrands: RawBuilder<unknown>,
  changed: Changed[],
): Promise<void> {
  const perBrand = table === 'brand_daily_buyer_counts';
  const source = sql.table(perBrand ? 'brand_daily_buyers' : 'marketplace_daily_buyers');
  const changedBrands = changed.map((c) => c.brand_code ?? '');
  const changedDays = changed.map((c) => c.purchase_day);
  // The rows of the given days in scope, and of the changed (brand,) days: each part alone, so each
  // is an index range (the two as one `or` read every row of the marketplace once per load, which
  // grew with the square of the accounts in a seed). The changed pairs are found through their days
  // and brands first, which the index reads, then matched exactly.
  const parts = perBrand
    ? [
        sql`marketplace_id = ${marketplaceId} and purchase_day = any(${days}::date[]) ${ofBrands}`,
        sql`marketplace_id = ${marketplaceId} and purchase_day = any(${changedDays}::date[])
          and brand_code = any(${changedBrands}::text[])
          and (brand_code, purchase_day) in (select * from unnest(${changedBrands}::text[], ${changedDays}::date[]))`,
      ]
    : [
        sql`marketplace_id = ${marketplaceId} and purchase_day = any(${[...new Set([...days, ...changedDays])]}::date[])`,
      ];
  for (const part of parts) await sql`delete from ${sql.table(table)} where ${part}`.execute(db);
  const brand = perBrand ? sql`brand_code,` : sql``;
  const rows = sql.join(
    parts.map((part) => sql`select * from ${source} where ${part}`),
    sql` union `,
  );
  await sql`
    insert into ${sql.table(table)} (${brand} marketplace_id, purchase_day, previous_day, second_previous_day, several, buyers)
    select ${brand} marketplace_id, purchase_day, ${capped('previous_day')}, ${capped('second_previous_day')},
      orders >= 2, count(*)
    from (${rows}) picked
    group by ${sql.raw(perBrand ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4, 5')}`.execute(db);
}
