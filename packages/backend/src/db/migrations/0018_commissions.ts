import { type Kysely, sql } from 'kysely';

// Spec 3 §3 'Commission rule' and 'Override' (docs/decisions/0220-commission-rules.md). The tiers are
// one jsonb list, checked by the zod model in packages/schema on the way in and out: a tier is never
// read alone, and a rule's tiers change together. A month's commission is not stored: it is figured
// from brand_daily_sales when asked, so it always agrees with the sales it is charged on.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .createTable('commission_rules')
    .addColumn('brand_code', 'text', (c) =>
      c.primaryKey().references('brands.brand_code').onDelete('cascade'),
    )
    .addColumn('currency_code', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('fixed', 'numeric(12, 2)', (c) => c.notNull().defaultTo(0).check(sql`fixed >= 0`))
    .addColumn('minimum', 'numeric(12, 2)', (c) => c.notNull().defaultTo(0).check(sql`minimum >= 0`))
    .addColumn('operator', 'text', (c) => c.notNull().defaultTo('AND').check(sql`operator in ('AND', 'OR')`))
    .addColumn('tiers', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(tiers) = 'array'`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One waiver per brand and month; a later one replaces it (the POST is an upsert).
  await db.schema
    .createTable('commission_overrides')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('month', 'date', (c) => c.notNull().check(sql`extract(day from month) = 1`))
    .addColumn('sales_percentage', 'numeric(4, 1)', (c) =>
      c.notNull().check(sql`sales_percentage >= 0 and sales_percentage <= 100`),
    )
    .addColumn('waived_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('commission_overrides_pk', ['brand_code', 'month'])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema.dropTable('commission_overrides').execute();
  await db.schema.dropTable('commission_rules').execute();
}
