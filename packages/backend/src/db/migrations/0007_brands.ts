import { type Kysely, sql } from 'kysely';

// The brand of spec 2 §3 (every field group), watchlists, notes and custom attributes of brands
// and SKUs. Columns are written out here, not read from packages/schema: a migration is history
// and must not change when the field lists grow (a test checks the lists against the row types).
const TEXT = [
  'website',
  'category',
  'contact_name',
  'email',
  'phone',
  'item_label_url',
  'seller_id',
  'seller_central_account_location',
  'relative_seller_id',
  'mws_auth_token',
  'brand_tier',
  'brand_registered_name',
  'account_location',
  'think_tank',
  'stripe_subscription_id',
  // AES-256-GCM sealed JSON (email, password, merchant id, 2SV token); never answered back.
  'seller_central_credentials',
];
const NUMBERS: [string, string][] = [
  ['monthly_ad_budget', 'numeric(14, 2)'],
  ['seniority', 'numeric(10, 2)'],
  ['inactive_seniority', 'numeric(10, 2)'],
  ['revenue_rate_1d', 'numeric(12, 4)'],
  ['revenue_rate_7d', 'numeric(12, 4)'],
  ['revenue_rate_30d', 'numeric(12, 4)'],
];
// Calendar days as 'YYYY-MM-DD' text: the contract's form, with no time zone to shift them.
const DAYS = ['bu_date', 'contract_date', 'ft_converstion_date', 'mc_phase_2_date', 'onboarding_begin'];
const FLAGS = ['fba', 'fbm', 'ft', 'ppe', 'sell_out', 'on_hold', 'requires_verification_photos'];
const ROLES = [
  'account_manager_assistant_id',
  'advertising_id',
  'case_manager_id',
  'br_onboarding_cm_id',
  'cs_manager_id',
  'customer_service_manager_id',
  'inventory_lead_id',
  'inventory_manager_id',
  'inventory_onboarding_supervisor_id',
  'lead_inventory_onboarding_supervisor_id',
  'inventory_reporting_id',
  'inventory_supervisor_id',
  'onboarding_copy_id',
  'onboarding_design_id',
  'onboarding_upload_id',
  'catalog_id',
  'content_id',
  'listing_qa_id',
  'marketing_team_member_id',
];
const JSON_LISTS = [
  'advertising_profiles',
  'amazon_notifications_subscriptions',
  'stripe_customer_ids',
  'stripe_subscription_items',
];
const JSON_MAPS = ['performance_checklist', 'google_drive_folders', 'stripe_data'];
const ATTRIBUTE_TYPES = sql`type in ('TEXT', 'LINK', 'NUMBER', 'USER')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  let brands = db.schema
    .alterTable('brands')
    .addColumn('ordering_method_id', 'integer', (c) => c.references('order_methods.id'))
    .addColumn('agreement_type_id', 'integer', (c) => c.references('agreement_types.id'))
    .addColumn('last_success', 'timestamptz');
  for (const name of TEXT) brands = brands.addColumn(name, 'text');
  for (const [name, type] of NUMBERS) brands = brands.addColumn(name, sql.raw(type));
  for (const name of DAYS)
    brands = brands.addColumn(name, 'text', (c) =>
      c.check(sql`${sql.ref(name)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    );
  for (const name of FLAGS) brands = brands.addColumn(name, 'boolean', (c) => c.notNull().defaultTo(false));
  for (const name of ROLES)
    brands = brands.addColumn(name, 'uuid', (c) => c.references('users.id').onDelete('set null'));
  for (const name of JSON_LISTS)
    brands = brands.addColumn(name, 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`));
  for (const name of JSON_MAPS)
    brands = brands.addColumn(name, 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`));
  await brands.execute();
  // The grid's default sort and its search.
  await db.schema
    .createIndex('brands_status_idx')
    .on('brands')
    .columns(['status_id', 'brand_code'])
    .execute();
  await sql`create index brands_name_lower_idx on brands (lower(name))`.execute(db);

  await db.schema
    .createTable('brand_watchlist')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('brand_watchlist_pk', ['user_id', 'brand_code'])
    .execute();

  await db.schema
    .createTable('brand_notes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('brand_notes_brand_idx')
    .on('brand_notes')
    .columns(['brand_code', 'created_at'])
    .execute();

  for (const owner of ['brand', 'sku']) {
    await db.schema
      .createTable(`${owner}_custom_attributes`)
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull().check(ATTRIBUTE_TYPES))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  }
  await db.schema
    .createTable('brand_custom_attribute_values')
    .addColumn('brand_code', 'text', (c) => c.notNull().references('brands.brand_code').onDelete('cascade'))
    .addColumn('name', 'text', (c) =>
      c.notNull().references('brand_custom_attributes.name').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('value', 'text')
    .addPrimaryKeyConstraint('brand_custom_attribute_values_pk', ['brand_code', 'name'])
    .execute();
  // Keyed by marketplace and seller SKU only: no reference to a catalog table.
  await db.schema
    .createTable('sku_custom_attribute_values')
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('seller_sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) =>
      c.notNull().references('sku_custom_attributes.name').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('value', 'text')
    .addPrimaryKeyConstraint('sku_custom_attribute_values_pk', ['marketplace_id', 'seller_sku', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sku_custom_attribute_values',
    'brand_custom_attribute_values',
    'sku_custom_attributes',
    'brand_custom_attributes',
    'brand_notes',
    'brand_watchlist',
  ])
    await db.schema.dropTable(table).execute();
  await sql`drop index brands_name_lower_idx`.execute(db);
  await db.schema.dropIndex('brands_status_idx').execute();
  const columns = [
    ...TEXT,
    ...NUMBERS.map(([name]) => name),
    ...DAYS,
    ...FLAGS,
    ...ROLES,
    ...JSON_LISTS,
    ...JSON_MAPS,
    'ordering_method_id',
    'agreement_type_id',
    'last_success',
  ];
  await sql`alter table brands ${sql.join(columns.map((c) => sql`drop column ${sql.ref(c)}`))}`.execute(db);
}
