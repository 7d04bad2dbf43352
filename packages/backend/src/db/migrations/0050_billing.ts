import { type Kysely, sql } from 'kysely';

// Billing (issue 34, docs/decisions/0420). Two halves that never read each other:
// - `billing_ledger_*`: the local billing ledger, a stand-in for Stripe's own records (products,
//   prices, customers, subscriptions and items, invoices and their lines, setup intents, checkout
//   sessions, promotion codes). Ids and amounts are shaped like Stripe's (cents, unix seconds).
// - `billing_webhook_events` and `brand_subscriptions`: what the portal knows, written only by
//   verified webhook events (idempotent by event id).
// Typed loosely on purpose: migrations must not depend on `Database`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_ledger_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // The plan's own allowance of marketplaces; null for the extra-marketplace add-on.
    .addColumn('max_marketplaces', 'integer')
    .addColumn('is_extra_marketplace', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('billing_ledger_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('billing_ledger_products.id'))
    .addColumn('unit_amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_ledger_customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // The default card: brand, last4, exp_month, exp_year (never a number).
    .addColumn('payment_method', 'jsonb')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_ledger_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('billing_ledger_customers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trial_end', 'bigint')
    .addColumn('current_period_start', 'bigint', (c) => c.notNull())
    .addColumn('current_period_end', 'bigint', (c) => c.notNull())
    .addColumn('canceled_at', 'bigint')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_ledger_subscription_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('billing_ledger_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('price_id', 'text', (c) => c.notNull().references('billing_ledger_prices.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_ledger_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('billing_ledger_customers.id'))
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('billing_ledger_subscriptions.id'))
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('amount_due', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_ledger_invoice_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) =>
      c.notNull().references('billing_ledger_invoices.id').onDelete('cascade'),
    )
    .addColumn('price_id', 'text', (c) => c.notNull().references('billing_ledger_prices.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('proration', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_ledger_intents')
    // A setup intent (seti_) or a checkout session (cs_): what it is for and whether it was used.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('billing_ledger_customers.id'))
    .addColumn('price_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_ledger_promotion_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('brand_subscriptions')
    .addColumn('brand_code', 'text', (c) =>
      c.primaryKey().references('brands.brand_code').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_plan_product_id', 'text')
    .addColumn('plan_max_marketplaces', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_marketplaces', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('current_period_end', 'bigint')
    .addColumn('trial_end', 'bigint')
    .addColumn('items', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('payment_method', 'jsonb')
    // The ordering mark of the state held: the newest applied event's `created` and its sequence.
    .addColumn('state_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The catalogue (docs/decisions/0421): two plans, monthly and yearly, and the extra-marketplace
  // add-on billed per marketplace on the plan's interval.
  await sql`insert into billing_ledger_products (id, name, features, max_marketplaces, is_extra_marketplace) values
    ('prod_standard', 'Standard', '["Listings management","Bulk edit and CSV upload","Up to 3 marketplaces"]'::jsonb, 3, false),
    ('prod_pro', 'Pro', '["Everything in Standard","Reflecting and exports","Up to 10 marketplaces"]'::jsonb, 10, false),
    ('prod_extra_marketplace', 'Extra marketplace', '["One more marketplace"]'::jsonb, null, true)`.execute(
    db,
  );
  await sql`insert into billing_ledger_prices (id, product_id, unit_amount, currency, interval) values
    ('price_standard_monthly', 'prod_standard', 4900, 'usd', 'month'),
    ('price_standard_yearly', 'prod_standard', 49000, 'usd', 'year'),
    ('price_pro_monthly', 'prod_pro', 9900, 'usd', 'month'),
    ('price_pro_yearly', 'prod_pro', 99000, 'usd', 'year'),
    ('price_extra_marketplace_monthly', 'prod_extra_marketplace', 1000, 'usd', 'month'),
    ('price_extra_marketplace_yearly', 'prod_extra_marketplace', 10000, 'usd', 'year')`.execute(db);
  await sql`insert into billing_ledger_promotion_codes (id, code, trial_days) values ('promo_trial14', 'TRIAL14', 14)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'brand_subscriptions',
    'billing_webhook_events',
    'billing_ledger_promotion_codes',
    'billing_ledger_intents',
    'billing_ledger_invoice_lines',
    'billing_ledger_invoices',
    'billing_ledger_subscription_items',
    'billing_ledger_subscriptions',
    'billing_ledger_prices',
    'billing_ledger_customers',
    'billing_ledger_products',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
