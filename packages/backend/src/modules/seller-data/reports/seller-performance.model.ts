import { z } from 'zod';
import { parseJsonDocument } from './json-document.ts';
import { ReportDocumentError } from './report-document.ts';

// Our model of the seller performance report (GET_V2_SELLER_PERFORMANCE_REPORT, JSON), after the
// published schema (accountHealthReport-2020-11-18.json): per requested marketplace, each metric
// with its reporting window, counts, rate (a fraction, 0.009 = 0.9 %), status and target. The
// metrics the portal reads are required; the others (invoice defects, warning states…) pass
// through. Contact response time, customer service dissatisfaction, return dissatisfaction and
// refunds are not in the V2 schema (they were in the V1 report): read when present, else N/A
// (docs/decisions/0180).

const count = z.number().int().nonnegative();
const rate = z.number().min(0).max(1);
const status = z.enum(['GOOD', 'BAD', 'NONE']);
const window = z.looseObject({ reportingDateFrom: z.string().min(10), reportingDateTo: z.string().min(10) });
const target = {
  status,
  targetValue: z.number(),
  targetCondition: z.enum(['GREATER_THAN', 'LESS_THAN', 'EQUALS']),
};
const counted = z.looseObject({ count, status });

const listingLevel = z.looseObject({ reportingDateRange: window, defectsCount: count, ...target });
const orderDefects = z.looseObject({
  reportingDateRange: window,
  orderCount: count,
  orderWithDefects: counted,
  claims: counted,
  chargebacks: counted,
  negativeFeedback: counted,
  rate,
  ...target,
});

const performanceMetrics = z.looseObject({
  marketplaceId: z.string().min(1),
  accountHealthRating: z.looseObject({ ahrStatus: z.string().min(1), reportingDateRange: window }),
  lateShipmentRate: z.looseObject({
    reportingDateRange: window,
    orderCount: count,
    lateShipmentCount: count,
    rate,
    ...target,
  }),
  preFulfillmentCancellationRate: z.looseObject({
    reportingDateRange: window,
    orderCount: count,
    cancellationCount: count,
    rate,
    ...target,
  }),
  orderDefectRate: z.looseObject({ afn: orderDefects.optional(), mfn: orderDefects.optional() }),
  onTimeDeliveryRate: z.looseObject({
    reportingDateRange: window,
    shipmentCountWithValidTracking: count,
    onTimeDeliveryCount: count,
    rate,
    ...target,
  }),
  validTrackingRate: z.looseObject({
    reportingDateRange: window,
    shipmentCount: count,
    validTrackingCount: count,
    rate,
    ...target,
    // Not in the published schema: the categories where valid tracking is required.
    requiredCategories: z.array(z.string().min(1)).optional(),
  }),
  listingPolicyViolations: listingLevel,
  productAuthenticityCustomerComplaints: listingLevel,
  productSafetyCustomerComplaints: listingLevel,
  receivedIntellectualPropertyComplaints: listingLevel,
  otherPolicyViolations: listingLevel.optional(),
  // Beyond the V2 schema (see above): optional.
  contactResponseTime: z
    .looseObject({
      reportingDateRange: window,
      contactCount: count,
      averageResponseTimeInHours: z.number().nonnegative(),
      responseUnder24HoursCount: count,
      responseOver24HoursCount: count,
      noResponseOver24HoursCount: count,
      status,
    })
    .optional(),
  customerServiceDissatisfactionRate: z
    .looseObject({ reportingDateRange: window, responseCount: count, dissatisfiedCount: count, rate, status })
    .optional(),
  refundRate: z.looseObject({ orderCount: count, refundCount: count, rate }).optional(),
  returnDissatisfactionRate: z
    .looseObject({
      reportingDateRange: window,
      returnOrderCount: count,
      invalidRejectionCount: count,
      returnDissatisfactionCount: count,
      negativeReturnFeedbackCount: count,
      lateResponseCount: count,
      rate,
      status,
    })
    .optional(),
});

export const sellerPerformanceReportModel = z.looseObject({
  accountStatuses: z.array(
    z.looseObject({
      marketplaceId: z.string().min(1),
      status: z.enum(['NORMAL', 'AT_RISK', 'DEACTIVATED', 'SUSPENDED']),
    }),
  ),
  performanceMetrics: z.array(performanceMetrics).min(1),
});
export type SellerPerformanceMetrics = z.output<typeof performanceMetrics>;

/** One seller account's performance in one marketplace, as of one monthly snapshot. */
export interface AccountHealthFact {
  accountStatus: string;
  metrics: SellerPerformanceMetrics;
}

// Amazon rounds the rates it prints; a rate further than this from its own counts is not a rounding.
const RATE_TOLERANCE = 0.0005;

function checkRate(documentId: string, where: string, part: number, whole: number, printed: number): void {
  const computed = whole === 0 ? 0 : part / whole;
  if (Math.abs(computed - printed) > RATE_TOLERANCE)
    throw new ReportDocumentError(
      documentId,
      `rate ${printed} disagrees with its counts (${part} of ${whole})`,
      `${where}.rate`,
    );
}

/**
 * Reads the marketplace's part of a seller performance report. The rates must agree with the counts
 * they are made of, so a garbled document that still parses is refused whole, not half-loaded.
 */
export function readSellerPerformance(
  documentId: string,
  body: string,
  marketplaceId: string,
): AccountHealthFact {
  const report = parseJsonDocument(documentId, body, sellerPerformanceReportModel);
  const index = report.performanceMetrics.findIndex((m) => m.marketplaceId === marketplaceId);
  const metrics = report.performanceMetrics[index];
  if (!metrics)
    throw new ReportDocumentError(
      documentId,
      `no metrics for marketplace ${marketplaceId}`,
      'performanceMetrics',
    );
  const at = `performanceMetrics[${index}]`;
  const late = metrics.lateShipmentRate;
  checkRate(documentId, `${at}.lateShipmentRate`, late.lateShipmentCount, late.orderCount, late.rate);
  const cancel = metrics.preFulfillmentCancellationRate;
  checkRate(
    documentId,
    `${at}.preFulfillmentCancellationRate`,
    cancel.cancellationCount,
    cancel.orderCount,
    cancel.rate,
  );
  const tracking = metrics.validTrackingRate;
  checkRate(
    documentId,
    `${at}.validTrackingRate`,
    tracking.validTrackingCount,
    tracking.shipmentCount,
    tracking.rate,
  );
  const onTime = metrics.onTimeDeliveryRate;
  checkRate(
    documentId,
    `${at}.onTimeDeliveryRate`,
    onTime.onTimeDeliveryCount,
    onTime.shipmentCountWithValidTracking,
    onTime.rate,
  );
  for (const channel of ['afn', 'mfn'] as const) {
    const odr = metrics.orderDefectRate[channel];
    if (odr)
      checkRate(
        documentId,
        `${at}.orderDefectRate.${channel}`,
        odr.orderWithDefects.count,
        odr.orderCount,
        odr.rate,
      );
  }
  const returns = metrics.returnDissatisfactionRate;
  if (returns)
    checkRate(
      documentId,
      `${at}.returnDissatisfactionRate`,
      returns.returnDissatisfactionCount,
      returns.returnOrderCount,
      returns.rate,
    );
  const accountStatus = report.accountStatuses.find((s) => s.marketplaceId === marketplaceId)?.status;
  if (!accountStatus)
    throw new ReportDocumentError(
      documentId,
      `no account status for marketplace ${marketplaceId}`,
      'accountStatuses',
    );
  return { accountStatus, metrics };
}
