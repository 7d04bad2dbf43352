import type { Kysely } from 'kysely';

type ColumnType = 'text' | 'date' | 'integer' | 'numeric(8, 2)';

// Counts, not rates: the screens compute each rate from its parts (docs/decisions/0180), so a rate
// shown always agrees with the counts beside it. Null where the document had no such metric.
const COLUMNS: ReadonlyArray<[name: string, type: ColumnType, required: boolean]> = [
  ['snapshot_day', 'date', true],
  ['account_status', 'text', true],
  ['ahr_status', 'text', true],
  // Buyer-seller contact response time (not in every document).
  ['contact_count', 'integer', false],
  ['average_response_time_hours', 'numeric(8, 2)', false],
  ['response_under_24_hours', 'integer', false],
  ['response_over_24_hours', 'integer', false],
  ['no_response_over_24_hours', 'integer', false],
  ['contact_response_status', 'text', false],
  ['contact_from', 'date', false],
  ['contact_to', 'date', false],
  // Customer experience: late shipment and pre-fulfillment cancellation share the order window.
  ['order_count', 'integer', true],
  ['late_shipment_count', 'integer', true],
  ['late_shipment_status', 'text', true],
  ['cancellation_order_count', 'integer', true],
  ['cancellation_count', 'integer', true],
  ['cancellation_status', 'text', true],
  ['experience_from', 'date', true],
  ['experience_to', 'date', true],
  ['refund_order_count', 'integer', false],
  ['refund_count', 'integer', false],
  // Customer service dissatisfaction.
  ['cs_response_count', 'integer', false],
  ['cs_dissatisfied_count', 'integer', false],
  ['cs_status', 'text', false],
  // Order defects, Amazon- and merchant-fulfilled summed.
  ['odr_order_count', 'integer', true],
  ['odr_defect_count', 'integer', true],
  ['a_z_claims_count', 'integer', true],
  ['chargebacks_count', 'integer', true],
  ['negative_feedback_count', 'integer', true],
  ['odr_status', 'text', true],
  // Return dissatisfaction.
  ['return_order_count', 'integer', false],
  ['invalid_rejection_count', 'integer', false],
  ['return_dissatisfaction_count', 'integer', false],
  ['negative_return_feedback_count', 'integer', false],
  ['late_response_count', 'integer', false],
  ['return_status', 'text', false],
  // Tracking.
  ['tracking_shipment_count', 'integer', true],
  ['valid_tracking_count', 'integer', true],
  ['valid_tracking_status', 'text', true],
  ['on_time_shipment_count', 'integer', true],
  ['on_time_delivery_count', 'integer', true],
  ['on_time_delivery_status', 'text', true],
  ['required_categories', 'text', false],
  // Listing-level defects, each with its own window.
  ...(['intellectual_property', 'listing_policy', 'product_authenticity', 'product_safety'] as const).flatMap(
    (p): Array<[string, ColumnType, boolean]> => [
      [`${p}_defects`, 'integer', true],
      [`${p}_status`, 'text', true],
      [`${p}_from`, 'date', true],
      [`${p}_to`, 'date', true],
    ],
  ),
  ['other_policy_status', 'text', false],
];

// Account health at its natural grain: one seller performance snapshot per seller account,
// marketplace and month (spec 2 §3 'Brand performance response'; docs/decisions/0180).
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  let table = db.schema
    .createTable('account_health_monthly')
    .addColumn('seller_id', 'text', (c) => c.notNull())
    .addColumn('marketplace_id', 'text', (c) => c.notNull())
    .addColumn('month', 'date', (c) => c.notNull());
  for (const [name, type, required] of COLUMNS)
    table = table.addColumn(name, type, (c) => (required ? c.notNull() : c));
  await table
    .addPrimaryKeyConstraint('account_health_monthly_pk', ['seller_id', 'marketplace_id', 'month'])
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema.dropTable('account_health_monthly').execute();
}
