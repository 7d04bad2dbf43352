import { PERFORMANCE_CHECKLIST_ITEMS } from '@portal/schema';
import type { brandHealthContract, RouteAnswerBody } from '@portal/schema/rest';
import type { BrandInventoryRow, BrandPerformance } from '../../generated/resolvers-types.ts';

type RestPerformance = RouteAnswerBody<typeof brandHealthContract.performance>[number];
type RestInventoryRow = RouteAnswerBody<typeof brandHealthContract.inventory>[number];

/** GET brand-performance's snake_case, nested sections as the camelCase BrandPerformance type. */
export function toBrandPerformance(r: RestPerformance): BrandPerformance {
  const contact = r.buyer_seller_contact_response_time_metrics.responseTimeMetrics;
  const experience = r.customer_experience.customerExperienceMetrics;
  const defects = r.order_defects.orderDefectMetrics;
  const returns = r.return_dissatisfaction.returnDissatisfactionMetrics;
  const tracking = r.tracking_information.trackingMetrics;
  return {
    month: r.month,
    snapshotDay: r.snapshot_day,
    marketplaceId: r.marketplace_id,
    sellerId: r.seller_id,
    accountStatus: r.account_status,
    contactResponse: contact,
    customerExperience: {
      lateShipmentRate: experience.lateShipment.rate,
      preFulfillmentCancellationRate: experience.preFulfillmentCancellation.rate,
      refundRate: experience.refunds.rate,
      orderCount: experience.orderCount,
      timeFrame: experience.timeFrame,
    },
    customerService: {
      customerServiceDissatisfactionRate:
        r.customer_service.customerServiceMetrics.customerServiceDissatisfaction.rate,
    },
    orderDefects: {
      aToZClaims: defects.a_z_claims,
      chargebacks: defects.chargebacks,
      orderWithDefects: defects.orderWithDefects,
      negativeFeedbacks: defects.negativeFeedbacks,
    },
    returnDissatisfaction: returns,
    tracking: {
      validTrackingRate: tracking.validTracking.rate,
      onTimeDeliveryRate: tracking.onTimeDelivery.rate,
      requiredCategories: tracking.requiredCategories,
    },
    intellectualProperty: r.intellectual_property_data,
    listingPolicy: r.listing_policy_data,
    productAuthenticity: r.product_authenticity_data,
    productSafety: r.product_safety_data,
    performanceChecklist: PERFORMANCE_CHECKLIST_ITEMS.map((item) => ({
      item,
      status: r.performance_checklist[item].status,
    })),
  };
}

export const toBrandInventoryRow = (r: RestInventoryRow): BrandInventoryRow => ({
  sellerSku: r.seller_sku,
  asin: r.asin,
  productName: r.product_name,
  marketplaceId: r.marketplace_id,
  date: r.date,
  doi: r.doi,
  averageDailySales: r.average_daily_sales,
  salesLast30Days: r.sales_last_30_days,
  currencyCode: r.currency_code,
  unitsSoldLast30Days: r.units_sold_last_30_days,
  totalUnits: r.total_units,
  inbound: r.inbound,
  available: r.available,
  fcTransfer: r.fc_transfer,
  fcProcessing: r.fc_processing,
  customerOrder: r.customer_order,
  unfulfillable: r.unfulfillable,
  recommendedReplenishmentQty: r.recommended_replenishment_qty,
  recommendedShipDate: r.recommended_ship_date,
});
