import { type Insertable, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AccountHealthMonthly } from '../../../generated/database.ts';
import type { SellerPerformanceMetrics } from '../reports/seller-performance.model.ts';
import type { ParsedDocument } from './parse-documents.ts';

type Parsed = Extract<ParsedDocument, { kind: 'sellerPerformance' }>;

const dayOf = (timestamp: string) => timestamp.slice(0, 10);
type Range = { reportingDateFrom: string; reportingDateTo: string };
// Computed keys widen to string in TypeScript; the template type gives them back their names, so
// the row below is checked against the table's columns.
const windowOf = <P extends string>(prefix: P, range: Range) =>
  ({
    [`${prefix}_from`]: dayOf(range.reportingDateFrom),
    [`${prefix}_to`]: dayOf(range.reportingDateTo),
  }) as Record<`${P}_from` | `${P}_to`, string>;

/** The worse of two statuses: a bad channel makes the order defect rate bad. */
const worse = (a?: string, b?: string) => (a === 'BAD' || b === 'BAD' ? 'BAD' : (a ?? b ?? 'NONE'));

/** One account_health_monthly row from a marketplace's metrics (column names of 0013_account_health). */
export function accountHealthRow(
  accountStatus: string,
  m: SellerPerformanceMetrics,
): Omit<Insertable<AccountHealthMonthly>, 'seller_id' | 'marketplace_id' | 'month' | 'snapshot_day'> {
  const { afn, mfn } = m.orderDefectRate;
  const odr = (pick: (o: NonNullable<typeof afn>) => number) => (afn ? pick(afn) : 0) + (mfn ? pick(mfn) : 0);
  const contact = m.contactResponseTime;
  const service = m.customerServiceDissatisfactionRate;
  const returns = m.returnDissatisfactionRate;
  const listing = <P extends string>(
    prefix: P,
    metric: { defectsCount: number; status: string; reportingDateRange: Range },
  ) =>
    ({
      [`${prefix}_defects`]: metric.defectsCount,
      [`${prefix}_status`]: metric.status,
      ...windowOf(prefix, metric.reportingDateRange),
    }) as Record<`${P}_defects`, number> & Record<`${P}_status` | `${P}_from` | `${P}_to`, string>;
  return {
    account_status: accountStatus,
    ahr_status: m.accountHealthRating.ahrStatus,
    contact_count: contact?.contactCount ?? null,
    average_response_time_hours: contact?.averageResponseTimeInHours ?? null,
    response_under_24_hours: contact?.responseUnder24HoursCount ?? null,
    response_over_24_hours: contact?.responseOver24HoursCount ?? null,
    no_response_over_24_hours: contact?.noResponseOver24HoursCount ?? null,
    contact_response_status: contact?.status ?? null,
    contact_from: contact ? dayOf(contact.reportingDateRange.reportingDateFrom) : null,
    contact_to: contact ? dayOf(contact.reportingDateRange.reportingDateTo) : null,
    order_count: m.lateShipmentRate.orderCount,
    late_shipment_count: m.lateShipmentRate.lateShipmentCount,
    late_shipment_status: m.lateShipmentRate.status,
    cancellation_order_count: m.preFulfillmentCancellationRate.orderCount,
    cancellation_count: m.preFulfillmentCancellationRate.cancellationCount,
    cancellation_status: m.preFulfillmentCancellationRate.status,
    ...windowOf('experience', m.lateShipmentRate.reportingDateRange),
    refund_order_count: m.refundRate?.orderCount ?? null,
    refund_count: m.refundRate?.refundCount ?? null,
    cs_response_count: service?.responseCount ?? null,
    cs_dissatisfied_count: service?.dissatisfiedCount ?? null,
    cs_status: service?.status ?? null,
    odr_order_count: odr((o) => o.orderCount),
    odr_defect_count: odr((o) => o.orderWithDefects.count),
    a_z_claims_count: odr((o) => o.claims.count),
    chargebacks_count: odr((o) => o.chargebacks.count),
    negative_feedback_count: odr((o) => o.negativeFeedback.count),
    odr_status: worse(afn?.status, mfn?.status),
    return_order_count: returns?.returnOrderCount ?? null,
    invalid_rejection_count: returns?.invalidRejectionCount ?? null,
    return_dissatisfaction_count: returns?.returnDissatisfactionCount ?? null,
    negative_return_feedback_count: returns?.negativeReturnFeedbackCount ?? null,
    late_response_count: returns?.lateResponseCount ?? null,
    return_status: returns?.status ?? null,
    tracking_shipment_count: m.validTrackingRate.shipmentCount,
    valid_tracking_count: m.validTrackingRate.validTrackingCount,
    valid_tracking_status: m.validTrackingRate.status,
    on_time_shipment_count: m.onTimeDeliveryRate.shipmentCountWithValidTracking,
    on_time_delivery_count: m.onTimeDeliveryRate.onTimeDeliveryCount,
    on_time_delivery_status: m.onTimeDeliveryRate.status,
    required_categories: m.validTrackingRate.requiredCategories?.join(', ') ?? null,
    ...listing('intellectual_property', m.receivedIntellectualPropertyComplaints),
    ...listing('listing_policy', m.listingPolicyViolations),
    ...listing('product_authenticity', m.productAuthenticityCustomerComplaints),
    ...listing('product_safety', m.productSafetyCustomerComplaints),
    other_policy_status: m.otherPolicyViolations?.status ?? null,
  };
}

// ~70 columns a row: 200 rows stay well under PostgreSQL's 65,535 bound parameters.
const CHUNK_ROWS = 200;

/** Each changed month's snapshot replaces the month's earlier one whole. */
export async function writeAccountHealth(trx: Transaction<Database>, docs: Parsed[]): Promise<number> {
  const rows = docs.flatMap((doc) =>
    doc.facts.map((fact) => ({
      seller_id: doc.document.sellerId,
      marketplace_id: doc.document.marketplaceId,
      month: doc.day,
      snapshot_day: doc.snapshotDay,
      ...accountHealthRow(fact.accountStatus, fact.metrics),
    })),
  );
  if (rows.length === 0) return 0;
  const keys = rows.map((r) => ({
    seller_id: r.seller_id,
    marketplace_id: r.marketplace_id,
    month: r.month,
  }));
  await sql`
    delete from account_health_monthly h
    using json_to_recordset(${JSON.stringify(keys)}::json) as k(seller_id text, marketplace_id text, month date)
    where h.seller_id = k.seller_id and h.marketplace_id = k.marketplace_id and h.month = k.month`.execute(
    trx,
  );
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await trx
      .insertInto('account_health_monthly')
      .values(rows.slice(i, i + CHUNK_ROWS))
      .execute();
  }
  return rows.length;
}
