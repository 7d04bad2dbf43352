import type { PerformanceChecklistItem } from '@portal/schema';
import type { brandPerformanceShape } from '@portal/schema/rest';
import type { z } from 'zod';
import type { AccountHealthRow } from './brand-health.repository.ts';

export type RestBrandPerformance = z.output<typeof brandPerformanceShape>;

/** Rates are computed from their counts (never averaged), as fractions; null when not reported. */
const rateOf = (part: number | null, whole: number | null) =>
  part === null || whole === null ? null : whole === 0 ? 0 : part / whole;

/** Amazon's statuses as the portal shows them: 'Good' is green on every screen, anything else red. */
const STATUS_LABELS: Record<string, string> = { GOOD: 'Good', BAD: 'Bad', NONE: 'None' };
const statusOf = (status: string | null) => ({
  status: status === null ? null : (STATUS_LABELS[status] ?? status),
});

/** Which stored status each checklist item of spec 2 §3 reads. */
const CHECKLIST_STATUS: Record<PerformanceChecklistItem, (r: AccountHealthRow) => string | null> = {
  onTimeDelivery: (r) => r.on_time_delivery_status,
  policyViolation: (r) => r.other_policy_status,
  contactResponseTime: (r) => r.contact_response_status,
  listingPolicyStatus: (r) => r.listing_policy_status,
  productSafetyStatus: (r) => r.product_safety_status,
  productAuthenticityStatus: (r) => r.product_authenticity_status,
  intellectualPropertyStatus: (r) => r.intellectual_property_status,
  lateShipmentRate: (r) => r.late_shipment_status,
  validTrackingRate: (r) => r.valid_tracking_status,
  orderDefectRate: (r) => r.odr_status,
  orderCancellationRate: (r) => r.cancellation_status,
  returnDissatisfactionRate: (r) => r.return_status,
  customerServiceDissatisfactionRate: (r) => r.cs_status,
};

const listingData = (defects: number, from: string, to: string) => ({
  defectCount: defects,
  timeFrame: { start: from, end: to },
});

/** The brand performance response of spec 2 §3 from one stored monthly snapshot. */
export function toBrandPerformance(r: AccountHealthRow): RestBrandPerformance {
  const odr = (part: number) => ({ rate: rateOf(part, r.odr_order_count), orderCount: part });
  const returns = (part: number | null) => ({
    rate: rateOf(part, r.return_order_count),
    returnOrderCount: part,
  });
  return {
    month: r.month,
    snapshot_day: r.snapshot_day,
    marketplace_id: r.marketplace_id,
    seller_id: r.seller_id,
    account_status: r.account_status,
    buyer_seller_contact_response_time_metrics: {
      responseTimeMetrics: {
        averageResponseTimeInHours: r.average_response_time_hours,
        responseUnder24Hours: r.response_under_24_hours,
        responseOver24Hours: r.response_over_24_hours,
        noResponseForContactsOlderThan24Hours: r.no_response_over_24_hours,
        timeFrame: { start: r.contact_from, end: r.contact_to },
      },
    },
    customer_experience: {
      customerExperienceMetrics: {
        lateShipment: { rate: rateOf(r.late_shipment_count, r.order_count) },
        preFulfillmentCancellation: { rate: rateOf(r.cancellation_count, r.cancellation_order_count) },
        refunds: { rate: rateOf(r.refund_count, r.refund_order_count) },
        orderCount: r.order_count,
        timeFrame: { start: r.experience_from, end: r.experience_to },
      },
    },
    customer_service: {
      customerServiceMetrics: {
        customerServiceDissatisfaction: { rate: rateOf(r.cs_dissatisfied_count, r.cs_response_count) },
      },
    },
    order_defects: {
      orderDefectMetrics: {
        a_z_claims: odr(r.a_z_claims_count),
        chargebacks: odr(r.chargebacks_count),
        orderWithDefects: odr(r.odr_defect_count),
        negativeFeedbacks: odr(r.negative_feedback_count),
      },
    },
    return_dissatisfaction: {
      returnDissatisfactionMetrics: {
        invalidRejection: returns(r.invalid_rejection_count),
        returnDissatisfaction: returns(r.return_dissatisfaction_count),
        negativeReturnFeedback: returns(r.negative_return_feedback_count),
        lateResponse: returns(r.late_response_count),
      },
    },
    tracking_information: {
      trackingMetrics: {
        validTracking: { rate: rateOf(r.valid_tracking_count, r.tracking_shipment_count) },
        onTimeDelivery: { rate: rateOf(r.on_time_delivery_count, r.on_time_shipment_count) },
        requiredCategories: r.required_categories,
      },
    },
    intellectual_property_data: listingData(
      r.intellectual_property_defects,
      r.intellectual_property_from,
      r.intellectual_property_to,
    ),
    listing_policy_data: listingData(r.listing_policy_defects, r.listing_policy_from, r.listing_policy_to),
    product_authenticity_data: listingData(
      r.product_authenticity_defects,
      r.product_authenticity_from,
      r.product_authenticity_to,
    ),
    product_safety_data: listingData(r.product_safety_defects, r.product_safety_from, r.product_safety_to),
    performance_checklist: Object.fromEntries(
      Object.entries(CHECKLIST_STATUS).map(([item, read]) => [item, statusOf(read(r))]),
    ) as RestBrandPerformance['performance_checklist'],
  };
}
