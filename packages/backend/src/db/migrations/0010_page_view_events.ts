import { type Kysely, sql } from 'kysely';

// First-party analytics: the page views of ffp and ecom3k brand users (spec 2 §2, §6), recorded by
// the portal itself instead of a third-party tracker (docs/decisions/0121).
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('page_view_events')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand_code', 'text', (c) => c.references('brands.brand_code').onDelete('set null'))
    .addColumn('brand_type', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('page_view_events_brand_idx')
    .on('page_view_events')
    .columns(['brand_code', 'viewed_at'])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema.dropTable('page_view_events').execute();
}
