import { type Kysely, sql } from 'kysely';

// Deliveries of a brand's reports to its drive folders (ADR 0535): the spec's "last success entry"
// per report type. One row per brand, type and month, so Send now of a month already sent updates
// the row (and the file of the same name) instead of piling up copies.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drive_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('folder_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'delivered', 'failed')`))
    .addColumn('file_id', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('error', 'text')
    .addColumn('job_id', 'uuid')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .addUniqueConstraint('drive_deliveries_once_a_month', ['brand_code', 'report_type', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drive_deliveries').execute();
}
