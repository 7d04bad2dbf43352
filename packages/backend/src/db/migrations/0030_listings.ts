import { type Kysely, sql } from 'kysely';

// Spec 3 §3 listings as the portal keeps them (docs/decisions/0400): one row per seller,
// marketplace and SKU, with the marketplace's own shapes kept as jsonb (attributes keyed by
// name, issues, summaries) beside the columns the list filters and sorts on. The submission
// record is what the portal last submitted for a SKU; reflection compares it with what the
// marketplace displays (`displayed`), per field group.
// Typed loosely on purpose: migrations must not depend on the evolving Database interface.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listings')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('asin', 'text')
    .addColumn('item_name', 'text')
    .addColumn('product_type', 'text', (c) => c.notNull())
    // The list's status: ERROR or WARNING when an issue of that severity stands, else BUYABLE or DISCOVERABLE.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('marketplace_status', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('issues', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('summaries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // What the marketplace's catalog displays for the ASIN: attributes and images by slot.
    .addColumn('displayed', 'jsonb')
    .addColumn('main_image_link', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('parentage_level', 'text')
    .addColumn('parent_sku', 'text')
    .addColumn('parent_asin', 'text')
    .addColumn('child_asins', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('variation_theme', 'text')
    .addColumn('variation_theme_deprecated', 'boolean', (c) => c.notNull().defaultTo(false))
    // 0 not reflected, 1 reflected, 2 failed (spec 3 §3).
    .addColumn('reflecting_state', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('recently_reflected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reflected_at', 'timestamptz')
    .addColumn('count_issues', 'integer', (c) => c.notNull().defaultTo(0))
    // Issues by severity, counted on load: the list's counts read them instead of the jsonb.
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warning_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('info_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enforcements', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('last_updated_date', 'timestamptz', (c) => c.notNull())
    .addColumn('synced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('listings_pk', ['seller_id', 'marketplace_id', 'sku'])
    .execute();
  await db.schema
    .createIndex('listings_page_idx')
    .on('listings')
    .columns(['seller_id', 'marketplace_id', 'archived', 'sku'])
    .execute();
  await db.schema
    .createIndex('listings_parent_idx')
    .on('listings')
    .columns(['seller_id', 'marketplace_id', 'parent_sku'])
    .execute();

  await db.schema
    .createTable('listing_submissions')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The attributes submitted (keyed by name), compared with what the marketplace displays.
    .addColumn('attributes', 'jsonb', (c) => c.notNull())
    .addColumn('issues', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    // Per field group: { state: 0|1|2, at } — when each group reflected or was found failed.
    .addColumn('groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('user_id', 'uuid')
    .addPrimaryKeyConstraint('listing_submissions_pk', ['seller_id', 'marketplace_id', 'sku'])
    .execute();

  // Each submission and each group's reflection, in order: the differences dialog's history.
  await db.schema
    .createTable('listing_reflection_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('field_group', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('listing_reflection_events_sku_idx')
    .on('listing_reflection_events')
    .columns(['seller_id', 'marketplace_id', 'sku', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_reflection_events').execute();
  await db.schema.dropTable('listing_submissions').execute();
  await db.schema.dropTable('listings').execute();
}
