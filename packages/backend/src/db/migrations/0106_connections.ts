import { type Kysely, sql } from 'kysely';

// Spec 3 'Amazon authorization callback' and 'Connect to Amazon' (issue 33). A Selling Partner
// grant starts with a state bound to the user, the brand and the marketplace asked for; it is used
// once and expires. The refresh token the code is traded for is kept per authorized marketplace,
// sealed by the secrets service (docs/decisions/0310): the column refuses anything not sealed.
const SEALED = '^(s1\\.[A-Za-z0-9_-]+\\.|v1\\.)[A-Za-z0-9_.-]+$';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('selling_partner_oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('authorized_marketplaces')
    .addColumn('refresh_token_sealed', 'text', (c) => c.check(sql`refresh_token_sealed ~ ${sql.lit(SEALED)}`))
    .addColumn('authorized_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('authorized_at', 'timestamptz')
    .execute();

  // Spec 3 §3 'Directed id': one per marketplace, a list the directed-IDs dialog replaces whole.
  await db.schema
    .alterTable('brands')
    .addColumn('seller_central_directed_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('seller_central_directed_ids').execute();
  await db.schema
    .alterTable('authorized_marketplaces')
    .dropColumn('refresh_token_sealed')
    .dropColumn('authorized_by')
    .dropColumn('authorized_at')
    .execute();
  await db.schema.dropTable('selling_partner_oauth_states').execute();
}
