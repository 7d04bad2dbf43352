import { type Kysely, sql } from 'kysely';

// Advertising performance at daily grain (spec 1 §2.4, §9). Only additive parts are stored; every
// ratio (acos, tacos) is computed from summed parts at query time, never averaged.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The leaf an advertising row is reported for: an sp/sb keyword or target, an attribution ad
  // group, a DSP advertiser. Campaign and ad group ids/names ride along for grouping.
  await db.schema
    .createTable('ad_entities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addColumn('ad_type', 'text', (c) =>
      c.notNull().check(sql`ad_type in ('sp', 'sb', 'attribution', 'dsp')`),
    )
    .addColumn('campaign_id', 'text')
    .addColumn('campaign_name', 'text')
    .addColumn('ad_group_id', 'text')
    .addColumn('ad_group_name', 'text')
    .addColumn('keyword_id', 'text')
    .addColumn('keyword_text', 'text')
    .addColumn('target_id', 'text')
    .addColumn('target_expression', 'text')
    .addColumn('advertiser_id', 'text')
    .addColumn('advertiser_name', 'text')
    .execute();
  await db.schema
    .createIndex('ad_entities_scope_idx')
    .on('ad_entities')
    .columns(['ad_type', 'marketplace_id', 'brand_code'])
    .execute();

  // One row per entity and day. brand_code, marketplace_id and ad_type are copied from the entity
  // so the common filters (type, marketplace, range, brands) are answered from one index. No
  // foreign key: a per-row check triples the cost of bulk loads, and every read joins ad_entities.
  await db.schema
    .createTable('ad_performance_daily')
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('ad_type', 'text', (c) => c.notNull())
    .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('advertising_cost', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('advertising_revenue', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('orders', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('click_throughs', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('dpv', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('atc', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('purchases', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_purchases', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_sold', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_unit_sold', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_product_sales', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cost', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ad_performance_daily_pk', ['entity_id', 'report_date'])
    .execute();
  await db.schema
    .createIndex('ad_performance_daily_scope_idx')
    .on('ad_performance_daily')
    .columns(['ad_type', 'marketplace_id', 'report_date', 'brand_code'])
    .execute();

  // The brand's whole sales per day and marketplace: the denominator of TACoS.
  await db.schema
    .createTable('brand_daily_sales')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('total_sales', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('brand_daily_sales_pk', ['marketplace_id', 'report_date', 'brand_code'])
    .execute();

  // Amazon Ads OAuth: the pending state of a grant, and the brand's refresh token (encrypted).
  await db.schema
    .createTable('advertising_oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('advertising_authorizations')
    .addColumn('brand_code', 'text', (c) =>
      c.primaryKey().references('brands.brand_code').onDelete('cascade'),
    )
    .addColumn('refresh_token_encrypted', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('authorized_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('authorized_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // CSV exports waiting to be fetched through their signed link.
  await db.schema
    .createTable('advertising_downloads')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'advertising_downloads',
    'advertising_authorizations',
    'advertising_oauth_states',
    'brand_daily_sales',
    'ad_performance_daily',
    'ad_entities',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
