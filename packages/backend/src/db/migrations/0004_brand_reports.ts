import { type Kysely, sql } from 'kysely';

// Monthly brand reports (spec 1 §2.5, §2.6, §3): monthly sales per brand and marketplace, brand
// images, listing suppressions, and the per-month notes with the suppressions left out of a report.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_monthly_sales')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('report_month', 'text', (c) => c.notNull().check(sql`report_month ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    // Money in the marketplace's currency, two decimals; numeric so sums never drift.
    .addColumn('sales_total', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('ad_spend', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('sales_ppc', 'numeric(14, 2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_monthly_sales_pk', ['brand_code', 'report_month', 'marketplace_id'])
    .execute();

  await db.schema
    .createTable('brand_images')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('logo', 'product')`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'bytea', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('brand_images_pk', ['brand_code', 'kind'])
    .execute();

  await db.schema
    .createTable('listing_suppressions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lifted_at', 'timestamptz')
    // Id of the alert that reported the listing back up, when one did.
    .addColumn('alert_lifted_id', 'text')
    .addCheckConstraint(
      'listing_suppressions_lifted_after',
      sql`lifted_at is null or lifted_at >= created_at`,
    )
    .execute();
  await db.schema
    .createIndex('listing_suppressions_brand_idx')
    .on('listing_suppressions')
    .columns(['brand_code', 'created_at'])
    .execute();

  await db.schema
    .createTable('brand_report_notes')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('report_month', 'text', (c) => c.notNull().check(sql`report_month ~ '^[0-9]{4}-[0-9]{2}$'`))
    // Sanitized HTML only (see brand-reports/note-html.ts); null when there is no note.
    .addColumn('sales_note', 'text')
    .addColumn('ad_note', 'text')
    .addColumn('removed_suppression_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('brand_report_notes_pk', ['brand_code', 'report_month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['brand_report_notes', 'listing_suppressions', 'brand_images', 'brand_monthly_sales'])
    await db.schema.dropTable(table).execute();
}
