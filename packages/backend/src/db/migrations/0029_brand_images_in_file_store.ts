import { type Kysely, sql } from 'kysely';

// Brand logos and product images leave table rows (DESIGN §5): an upload's bytes go to the file
// store and the row keeps its key. The demo's images are drawn on request from the brand (no bytes
// at all). `body` stays only for rows written before this; the backend moves them at start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('brand_images')
    .addColumn('storage_key', 'text')
    .addColumn('stand_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`alter table brand_images alter column body drop not null`.execute(db);
  await db.schema
    .alterTable('brand_images')
    .addCheckConstraint(
      'brand_images_has_source',
      sql`stand_in or storage_key is not null or body is not null`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brand_images').dropConstraint('brand_images_has_source').execute();
  await db.schema.alterTable('brand_images').dropColumn('stand_in').dropColumn('storage_key').execute();
}
