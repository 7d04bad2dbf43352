import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on the current schema types.
const LOOKUP_TABLES = [
  'brand_statuses',
  'brand_types',
  'order_methods',
  'agreement_types',
  'brand_max_control',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of LOOKUP_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
  }

  await db.schema
    .createTable('marketplaces')
    .addColumn('marketplace_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('NA', 'EU', 'FE')`))
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('site_url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .check(sql`role in ('admin', 'manager', 'user', 'brand-user', 'standard_agency_user', 'api')`),
    )
    .addColumn('password_hash', 'text')
    .addColumn('brand_code', 'text')
    .addColumn('brand_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Emails compare case-insensitively: one account per address however it is typed.
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable('brands')
    .addColumn('brand_code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_brand_code', 'text', (c) => c.references('brands.brand_code').onDelete('restrict'))
    .addColumn('brand_type', 'text', (c) =>
      c.notNull().check(sql`brand_type in ('ffp', 'ecom3k', 'mr', 'mc', 'aa')`),
    )
    .addColumn('type_id', 'integer', (c) => c.references('brand_types.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().references('brand_statuses.id'))
    .addColumn('account_manager_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subscription_status', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('brands_parent_idx').on('brands').column('parent_brand_code').execute();
  await db.schema.createIndex('brands_manager_idx').on('brands').column('account_manager_id').execute();

  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_brand_fk', ['brand_code'], 'brands', ['brand_code'])
    .onDelete('set null')
    .execute();

  await db.schema
    .createTable('authorized_marketplaces')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('seller_name', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addUniqueConstraint('authorized_marketplaces_unique', ['brand_code', 'seller_id', 'marketplace_id'])
    .execute();
  await db.schema
    .createIndex('authorized_marketplaces_seller_idx')
    .on('authorized_marketplaces')
    .columns(['seller_id', 'marketplace_id'])
    .execute();

  await db.schema
    .createTable('viewed_articles')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('article', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('viewed_articles_pk', ['user_id', 'article'])
    .execute();

  await db.schema
    .createTable('table_layouts')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('sort_data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('table_layouts_pk', ['user_id', 'table_name'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'reset')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('activity_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull().references('marketplaces.marketplace_id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('activity_entries_seller_idx')
    .on('activity_entries')
    .columns(['seller_id', 'marketplace_id', 'is_read', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'activity_entries',
    'login_attempts',
    'user_tokens',
    'refresh_tokens',
    'table_layouts',
    'viewed_articles',
    'authorized_marketplaces',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('users').dropConstraint('users_brand_fk').execute();
  await db.schema.dropTable('brands').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('marketplaces').execute();
  for (const table of LOOKUP_TABLES) await db.schema.dropTable(table).execute();
}
