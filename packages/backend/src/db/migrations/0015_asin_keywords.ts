import { type Kysely, sql } from 'kysely';

// The keywords tracked per ASIN and marketplace (spec 2 §3 'Keyword'), and their organic search
// result rank as a rank tracker observes it (docs/decisions/0201): raw observations at their
// natural grain (hourly for recent days) and the daily rollup the screens read beyond a day.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('asin_keywords')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One keyword per ASIN whatever its case: "Yoga Mat" and "yoga mat" are the same search.
  await sql`create unique index asin_keywords_keyword_uq on asin_keywords (asin, marketplace_id, lower(keyword))`.execute(
    db,
  );
  await db.schema
    .createTable('keyword_rank_observations')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    // lower(keyword): the key tracked keywords are matched on.
    .addColumn('keyword_key', 'text', (c) => c.notNull())
    .addColumn('observed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    // Null: not found in the pages the tracker searched.
    .addColumn('organic_rank', 'integer')
    .addPrimaryKeyConstraint('keyword_rank_observations_pk', [
      'seller_id',
      'marketplace_id',
      'asin',
      'keyword_key',
      'observed_at',
    ])
    .execute();
  await db.schema
    .createIndex('keyword_rank_observations_day_idx')
    .on('keyword_rank_observations')
    .columns(['seller_id', 'marketplace_id', 'report_date'])
    .execute();
  await db.schema
    .createTable('keyword_rank_daily')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('keyword_key', 'text', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('observations', 'integer', (c) => c.notNull())
    .addColumn('ranked_observations', 'integer', (c) => c.notNull())
    // Mean of the day's ranked observations; null when the ASIN was not found all day.
    .addColumn('avg_rank', 'float8')
    .addPrimaryKeyConstraint('keyword_rank_daily_pk', [
      'seller_id',
      'marketplace_id',
      'asin',
      'keyword_key',
      'report_date',
    ])
    .execute();
  await db.schema
    .createIndex('keyword_rank_daily_asin_idx')
    .on('keyword_rank_daily')
    .columns(['asin', 'marketplace_id', 'report_date'])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema.dropTable('keyword_rank_daily').execute();
  await db.schema.dropTable('keyword_rank_observations').execute();
  await db.schema.dropTable('asin_keywords').execute();
}
