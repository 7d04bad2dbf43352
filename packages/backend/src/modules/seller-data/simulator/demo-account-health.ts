import type { PerformanceChecklistItem } from '@portal/schema';
import { addIsoDays } from '@portal/schema';
import { SeededRandom } from '../../../seed/seeded-random.ts';
import { hash, type PlannedAccount } from './demo-catalog-plan.ts';
import type { DemoMarketplaceOptions } from './demo-marketplace.ts';

/**
 * The checklist item a demo brand fails in its two latest months, if any: Blue Harbor Coffee
 * (MR001, the demo brand user's) always fails its late shipment rate; about one brand in four
 * fails an item of its own. Every other month of every brand is good.
 */
export function failingItemOf(brandCode: string): PerformanceChecklistItem | null {
  if (brandCode === 'MR001') return 'lateShipmentRate';
  if (hash(`${brandCode}:health`) % 4 !== 1) return null;
  return FAILABLE[hash(`${brandCode}:failing`) % FAILABLE.length] ?? null;
}
const FAILABLE: readonly PerformanceChecklistItem[] = [
  'orderDefectRate',
  'validTrackingRate',
  'contactResponseTime',
  'listingPolicyStatus',
  'returnDissatisfactionRate',
  'customerServiceDissatisfactionRate',
];
const FAILING_MONTHS = 2;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const rateOf = (part: number, whole: number) => (whole === 0 ? 0 : round4(part / whole));
const window = (to: string, days: number, endOffset = 0) => ({
  reportingDateFrom: `${addIsoDays(to, endOffset - days + 1)}T00:00Z`,
  reportingDateTo: `${addIsoDays(to, endOffset)}T23:59Z`,
});
const below = (rate: number, targetValue: number) => ({
  status: rate < targetValue ? 'GOOD' : 'BAD',
  targetValue,
  targetCondition: 'LESS_THAN',
});
const above = (rate: number, targetValue: number) => ({
  status: rate > targetValue ? 'GOOD' : 'BAD',
  targetValue,
  targetCondition: 'GREATER_THAN',
});

/**
 * One seller performance report (GET_V2_SELLER_PERFORMANCE_REPORT) of an account, as taken on
 * `snapshotDay`. Order counts follow the account's simulated demand over each metric's window, so
 * a busy month has more orders behind its rates; the failing item (see failingItemOf) crosses its
 * target in the latest months only, so the trend shows when it went wrong.
 */
export function sellerPerformanceReport(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  snapshotDay: string,
  monthsAgo: number,
): string {
  const rng = new SeededRandom(
    options.seed ^ hash(`${account.sellerId}:${account.marketplaceId}:${snapshotDay}:health`),
  );
  const between = (min: number, max: number) => min + (max - min) * (rng.int(0, 10_000) / 10_000);
  const fails = (item: PerformanceChecklistItem) =>
    monthsAgo < FAILING_MONTHS && failingItemOf(account.brandCode) === item;
  const averagePrice =
    account.skus.reduce((sum, sku) => sum + sku.price, 0) / Math.max(1, account.skus.length) || 20;
  const ordersOver = (days: number, endOffset = 0) => {
    let demand = 0;
    for (let i = 0; i < days; i += 1)
      demand += options.dailyDemand(account, addIsoDays(snapshotDay, endOffset - i));
    return Math.max(1, Math.round(demand / averagePrice));
  };
  const counted = (count: number) => ({ count, status: 'NONE' });

  const orders30 = ordersOver(30);
  const lateCount = Math.round(
    orders30 * (fails('lateShipmentRate') ? between(0.05, 0.07) : between(0.002, 0.02)),
  );
  const lateRate = rateOf(lateCount, orders30);
  const orders7 = ordersOver(7);
  const cancelCount = Math.round(orders7 * between(0, 0.008));
  const cancelRate = rateOf(cancelCount, orders7);

  const odrOrders = ordersOver(60, -14);
  const channel = (orderCount: number, failing: boolean) => {
    const claims = Math.round(orderCount * (failing ? between(0.008, 0.012) : between(0, 0.003)));
    const chargebacks = Math.round(orderCount * between(0, 0.001));
    const negativeFeedback = Math.round(orderCount * (failing ? between(0.004, 0.006) : between(0, 0.004)));
    // An order counts once however many defects it has: never more than the defects summed.
    const withDefects = Math.max(
      claims,
      chargebacks,
      negativeFeedback,
      claims + chargebacks + negativeFeedback - 1,
    );
    const rate = rateOf(withDefects, orderCount);
    return {
      reportingDateRange: window(snapshotDay, 60, -14),
      orderCount,
      orderWithDefects: { count: withDefects, status: rate < 0.01 ? 'GOOD' : 'BAD' },
      claims: counted(claims),
      chargebacks: counted(chargebacks),
      negativeFeedback: counted(negativeFeedback),
      fulfillmentType: 'afn',
      rate,
      ...below(rate, 0.01),
    };
  };
  const afnOrders = Math.round(odrOrders * 0.85);
  const afn = channel(afnOrders, fails('orderDefectRate'));
  const mfn = { ...channel(odrOrders - afnOrders, false), fulfillmentType: 'mfn' };

  const shipments = Math.max(1, orders30 - afnOrders / 2);
  const tracked = Math.round(
    shipments * (fails('validTrackingRate') ? between(0.88, 0.92) : between(0.965, 1)),
  );
  const trackedRate = rateOf(tracked, Math.round(shipments));
  const onTime = Math.round(tracked * between(0.93, 0.99));
  const onTimeRate = rateOf(onTime, tracked);

  const listing = (item: PerformanceChecklistItem, days: number) => {
    const defectsCount = fails(item) ? rng.int(1, 3) : 0;
    return {
      reportingDateRange: window(snapshotDay, days),
      defectsCount,
      status: defectsCount === 0 ? 'GOOD' : 'BAD',
      targetValue: 0,
      targetCondition: 'EQUALS',
    };
  };

  const contacts = Math.max(1, Math.round(orders30 * between(0.03, 0.06)));
  const over24 = Math.round(
    contacts * (fails('contactResponseTime') ? between(0.12, 0.2) : between(0, 0.06)),
  );
  const noResponse = Math.min(over24, Math.round(over24 * between(0, 0.3)));
  const responses = Math.max(1, Math.round(contacts * between(0.2, 0.4)));
  const dissatisfied = Math.round(
    responses * (fails('customerServiceDissatisfactionRate') ? between(0.26, 0.32) : between(0.02, 0.18)),
  );
  const returnOrders = Math.max(1, Math.round(orders30 * between(0.02, 0.05)));
  const failingReturns = fails('returnDissatisfactionRate');
  const invalidRejection = Math.round(
    returnOrders * (failingReturns ? between(0.05, 0.07) : between(0, 0.02)),
  );
  const negativeReturnFeedback = Math.round(
    returnOrders * (failingReturns ? between(0.04, 0.05) : between(0, 0.03)),
  );
  const lateResponse = Math.round(returnOrders * (failingReturns ? between(0.03, 0.04) : between(0, 0.03)));
  const returnDissatisfaction = invalidRejection + negativeReturnFeedback + lateResponse;
  const returnRate = rateOf(returnDissatisfaction, returnOrders);
  const refunds = Math.round(orders30 * between(0.01, 0.04));

  const metrics = {
    marketplaceId: account.marketplaceId,
    accountHealthRating: {
      ahrStatus: monthsAgo < FAILING_MONTHS && failingItemOf(account.brandCode) ? 'AT_RISK' : 'GREAT',
      reportingDateRange: window(snapshotDay, 180),
    },
    lateShipmentRate: {
      reportingDateRange: window(snapshotDay, 30),
      orderCount: orders30,
      lateShipmentCount: lateCount,
      rate: lateRate,
      ...below(lateRate, 0.04),
    },
    preFulfillmentCancellationRate: {
      reportingDateRange: window(snapshotDay, 7),
      orderCount: orders7,
      cancellationCount: cancelCount,
      rate: cancelRate,
      ...below(cancelRate, 0.025),
    },
    orderDefectRate: { afn, mfn },
    onTimeDeliveryRate: {
      reportingDateRange: window(snapshotDay, 30, -10),
      shipmentCountWithValidTracking: tracked,
      onTimeDeliveryCount: onTime,
      rate: onTimeRate,
      ...above(onTimeRate, 0.9),
    },
    validTrackingRate: {
      reportingDateRange: window(snapshotDay, 30, -10),
      shipmentCount: Math.round(shipments),
      validTrackingCount: tracked,
      rate: trackedRate,
      ...above(trackedRate, 0.95),
      requiredCategories: ['Home', 'Kitchen', 'Sports'],
    },
    listingPolicyViolations: listing('listingPolicyStatus', 180),
    productAuthenticityCustomerComplaints: listing('productAuthenticityStatus', 180),
    productSafetyCustomerComplaints: listing('productSafetyStatus', 180),
    receivedIntellectualPropertyComplaints: listing('intellectualPropertyStatus', 180),
    otherPolicyViolations: listing('policyViolation', 180),
    contactResponseTime: {
      reportingDateRange: window(snapshotDay, 90),
      contactCount: contacts,
      averageResponseTimeInHours: Math.round(between(3, over24 > contacts * 0.1 ? 30 : 14) * 100) / 100,
      responseUnder24HoursCount: contacts - over24,
      responseOver24HoursCount: over24 - noResponse,
      noResponseOver24HoursCount: noResponse,
      status: over24 / contacts < 0.1 ? 'GOOD' : 'BAD',
    },
    customerServiceDissatisfactionRate: {
      reportingDateRange: window(snapshotDay, 30),
      responseCount: responses,
      dissatisfiedCount: dissatisfied,
      rate: rateOf(dissatisfied, responses),
      status: dissatisfied / responses < 0.25 ? 'GOOD' : 'BAD',
    },
    refundRate: { orderCount: orders30, refundCount: refunds, rate: rateOf(refunds, orders30) },
    returnDissatisfactionRate: {
      reportingDateRange: window(snapshotDay, 60),
      returnOrderCount: returnOrders,
      invalidRejectionCount: invalidRejection,
      returnDissatisfactionCount: returnDissatisfaction,
      negativeReturnFeedbackCount: negativeReturnFeedback,
      lateResponseCount: lateResponse,
      rate: returnRate,
      status: returnRate < 0.1 ? 'GOOD' : 'BAD',
    },
    warningStates: [],
  };
  return JSON.stringify({
    accountStatuses: [
      {
        marketplaceId: account.marketplaceId,
        status: metrics.accountHealthRating.ahrStatus === 'GREAT' ? 'NORMAL' : 'AT_RISK',
      },
    ],
    performanceMetrics: [metrics],
  });
}
