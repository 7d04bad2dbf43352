import { type Kysely, sql } from 'kysely';

// Exact distinct buyers and repeat purchasers over any period from summable rows (ADR 0605).
// Each buyer-day row carries the buyer's previous purchase day and the day of their second-to-last
// order before it, within the same brand (brand_daily_buyers) or over every brand
// (marketplace_daily_buyers, orders counted once as `orders_once` sums them). A buyer counts in a
// period on the first day they buy in it (previous day before the period's start); they repeat on
// the day of their second order in it. So the period's figures are sums over rows grouped by
// (day, previous day, second previous day, several orders that day): the *_buyer_counts tables,
// read instead of hashing every buyer of the period. Days further back than an insights period can
// reach (366 days, INSIGHTS_MAX_DAYS) are stored as '-infinity' in the counts, which bounds them.
// The loading path keeps all four (refresh-brand-day-orders.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brand_daily_buyers').addColumn('previous_day', 'date').execute();
  await db.schema.alterTable('brand_daily_buyers').addColumn('second_previous_day', 'date').execute();
  // A corrected day re-sequences its buyers' rows: found by buyer.
  await db.schema
    .createIndex('brand_daily_buyers_buyer_idx')
    .on('brand_daily_buyers')
    .columns(['marketplace_id', 'buyer_key'])
    .execute();
  await db.schema
    .createTable('marketplace_daily_buyers')
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('purchase_day', 'date', (c) => c.notNull())
    .addColumn('buyer_key', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('previous_day', 'date')
    .addColumn('second_previous_day', 'date')
    .addPrimaryKeyConstraint('marketplace_daily_buyers_pk', ['marketplace_id', 'purchase_day', 'buyer_key'])
    .execute();
  await db.schema
    .createIndex('marketplace_daily_buyers_buyer_idx')
    .on('marketplace_daily_buyers')
    .columns(['marketplace_id', 'buyer_key'])
    .execute();
  for (const table of ['brand_daily_buyer_counts', 'marketplace_daily_buyer_counts']) {
    let create = db.schema.createTable(table);
    if (table === 'brand_daily_buyer_counts')
      create = create.addColumn('brand_code', 'text', (c) =>
        c.notNull().references('brands.brand_code').onDelete('cascade'),
      );
    await create
      .addColumn('marketplace_id', 'text', (c) => c.notNull())
      .addColumn('purchase_day', 'date', (c) => c.notNull())
      .addColumn('previous_day', 'date', (c) => c.notNull())
      .addColumn('second_previous_day', 'date', (c) => c.notNull())
      .addColumn('several', 'boolean', (c) => c.notNull())
      .addColumn('buyers', 'integer', (c) => c.notNull())
      // Column names typed loosely: the brand column exists on one of the two tables only.
      .addPrimaryKeyConstraint(`${table}_pk`, [
        'marketplace_id',
        'purchase_day',
        ...(table === 'brand_daily_buyer_counts' ? ['brand_code' as 'purchase_day'] : []),
        'previous_day',
        'second_previous_day',
        'several',
      ])
      .execute();
  }
  // Backfill from what is loaded; its own SQL, so this migration never changes after it ran.
  const sequenced = (table: string, partition: string) => {
    const same = partition
      .split(', ')
      .map((c) => `t.${c} = s.${c}`)
      .join(' and ');
    return sql`
    update ${sql.table(table)} t set previous_day = s.p1, second_previous_day = s.p2
    from (
      select ${sql.raw(partition)}, purchase_day, buyer_key, lag(purchase_day) over w as p1,
        case when lag(orders) over w >= 2 then lag(purchase_day) over w else lag(purchase_day, 2) over w end as p2
      from ${sql.table(table)}
      window w as (partition by ${sql.raw(partition)}, buyer_key order by purchase_day)
    ) s
    where ${sql.raw(same)} and t.purchase_day = s.purchase_day and t.buyer_key = s.buyer_key
      and s.p1 is not null`;
  };
  await sequenced('brand_daily_buyers', 'marketplace_id, brand_code').execute(db);
  await sql`
    insert into marketplace_daily_buyers (marketplace_id, purchase_day, buyer_key, orders)
    select marketplace_id, purchase_day, buyer_key, sum(orders_once) from brand_daily_buyers
    group by 1, 2, 3 having sum(orders_once) > 0`.execute(db);
  await sequenced('marketplace_daily_buyers', 'marketplace_id').execute(db);
  const capped = (column: string) =>
    sql`case when ${sql.ref(column)} is null or purchase_day - ${sql.ref(column)} >= 366 then '-infinity'::date else ${sql.ref(column)} end`;
  await sql`
    insert into brand_daily_buyer_counts
    select brand_code, marketplace_id, purchase_day, ${capped('previous_day')}, ${capped('second_previous_day')},
      orders >= 2, count(*) from brand_daily_buyers group by 1, 2, 3, 4, 5, 6`.execute(db);
  await sql`
    insert into marketplace_daily_buyer_counts
    select marketplace_id, purchase_day, ${capped('previous_day')}, ${capped('second_previous_day')},
      orders >= 2, count(*) from marketplace_daily_buyers group by 1, 2, 3, 4, 5`.execute(db);
  // Statistics now: until autovacuum gets to them the planner guesses the new tables' sizes (the
  // 10× bench's first run after this migration read the per-brand counts 10× slower than after).
  await sql`analyze brand_daily_buyers, marketplace_daily_buyers, brand_daily_buyer_counts, marketplace_daily_buyer_counts`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('marketplace_daily_buyer_counts').execute();
  await db.schema.dropTable('brand_daily_buyer_counts').execute();
  await db.schema.dropTable('marketplace_daily_buyers').execute();
  await db.schema.dropIndex('brand_daily_buyers_buyer_idx').execute();
  await db.schema.alterTable('brand_daily_buyers').dropColumn('second_previous_day').execute();
  await db.schema.alterTable('brand_daily_buyers').dropColumn('previous_day').execute();
}
