import { PERFORMANCE_CHECKLIST_ITEMS } from '@portal/schema';
import type { BrandInventoryQuery, BrandPerformanceQuery } from '../../gql/graphql';

// Typed answers for the brand health and inventory operations (web tests run them through the SDL).

type Performance = BrandPerformanceQuery['brandPerformance'][number];
type InventoryRow = BrandInventoryQuery['brandInventory'][number];

const frame = { start: '2026-09-01', end: '2026-09-30' };

/** A snapshot whose late shipment rate is `lateShipmentRate` and whose checklist fails `failing`. */
export const performanceRow = (
  month: string,
  over: { lateShipmentRate?: number; failing?: string; marketplaceId?: string } = {},
): Performance => ({
  month,
  snapshotDay: month.replace(/-01$/, '-28'),
  marketplaceId: over.marketplaceId ?? 'ATVPDKIKX0DER',
  sellerId: 'A1SELLER',
  accountStatus: 'NORMAL',
  contactResponse: {
    averageResponseTimeInHours: 6.5,
    responseUnder24Hours: 40,
    responseOver24Hours: 2,
    noResponseForContactsOlderThan24Hours: null,
    timeFrame: frame,
  },
  customerExperience: {
    lateShipmentRate: over.lateShipmentRate ?? 0.012,
    preFulfillmentCancellationRate: 0.004,
    refundRate: 0.021,
    orderCount: 1250,
    timeFrame: frame,
  },
  customerService: { customerServiceDissatisfactionRate: 0.08 },
  orderDefects: {
    aToZClaims: { rate: 0.002, orderCount: 3 },
    chargebacks: { rate: 0, orderCount: 0 },
    orderWithDefects: { rate: 0.004, orderCount: 5 },
    negativeFeedbacks: { rate: 0.0016, orderCount: 2 },
  },
  returnDissatisfaction: {
    invalidRejection: { rate: 0.01, returnOrderCount: 1 },
    returnDissatisfaction: { rate: 0.03, returnOrderCount: 3 },
    negativeReturnFeedback: { rate: 0.01, returnOrderCount: 1 },
    lateResponse: { rate: 0.01, returnOrderCount: 1 },
  },
  tracking: { validTrackingRate: 0.985, onTimeDeliveryRate: 0.96, requiredCategories: 'Home, Kitchen' },
  intellectualProperty: { defectCount: 0, timeFrame: frame },
  listingPolicy: { defectCount: 0, timeFrame: frame },
  productAuthenticity: { defectCount: 0, timeFrame: frame },
  productSafety: { defectCount: 0, timeFrame: frame },
  performanceChecklist: PERFORMANCE_CHECKLIST_ITEMS.map((item) => ({
    item,
    status: item === over.failing ? 'Bad' : 'Good',
  })),
});

export const inventoryRow = (sellerSku: string, over: Partial<InventoryRow> = {}): InventoryRow => ({
  sellerSku,
  asin: 'B0TESTASIN',
  productName: `Product ${sellerSku}`,
  marketplaceId: 'ATVPDKIKX0DER',
  date: '2026-11-22',
  doi: 45.5,
  averageDailySales: 2.4,
  salesLast30Days: 1440.5,
  currencyCode: 'USD',
  unitsSoldLast30Days: 72,
  totalUnits: 160,
  inbound: 40,
  available: 109,
  fcTransfer: 3,
  fcProcessing: 2,
  customerOrder: 6,
  unfulfillable: 0,
  recommendedReplenishmentQty: 0,
  recommendedShipDate: null,
  ...over,
});
