import { z } from 'zod';
import { parseJsonDocument } from './json-document.ts';
import { REPORT_TYPES, ReportDocumentError } from './report-document.ts';

// Our model of the Seller Sales and Traffic report (GET_SALES_AND_TRAFFIC_REPORT, JSON), after
// the published schema (sellerSalesAndTrafficReport.json): the fields the portal reads are
// required as the schema requires them; the others (B2B splits, refunds…) are allowed through.

const day = z.iso.date();
const count = z.number().int().nonnegative();
const percentage = z.number().min(0).max(100);
const amount = z.looseObject({ amount: z.number().nonnegative(), currencyCode: z.string().length(3) });

const salesByAsin = z.looseObject({
  unitsOrdered: count,
  orderedProductSales: amount,
  totalOrderItems: count,
});
const trafficByAsin = z.looseObject({
  browserSessions: count,
  mobileAppSessions: count,
  sessions: count,
  browserPageViews: count,
  mobileAppPageViews: count,
  pageViews: count,
  buyBoxPercentage: percentage,
  unitSessionPercentage: z.number().nonnegative(),
});

export const salesAndTrafficReportModel = z.looseObject({
  reportSpecification: z.looseObject({
    reportType: z.literal(REPORT_TYPES.salesAndTraffic),
    reportOptions: z.looseObject({
      dateGranularity: z.enum(['DAY', 'WEEK', 'MONTH']).optional(),
      asinGranularity: z.enum(['PARENT', 'CHILD', 'SKU']).optional(),
    }),
    dataStartTime: day,
    dataEndTime: day,
    marketplaceIds: z.array(z.string().min(1)).min(1),
  }),
  salesAndTrafficByDate: z.array(
    z.looseObject({
      date: day,
      salesByDate: z.looseObject({
        orderedProductSales: amount,
        unitsOrdered: count,
        totalOrderItems: count,
      }),
      trafficByDate: z.looseObject({ sessions: count, pageViews: count }),
    }),
  ),
  salesAndTrafficByAsin: z.array(
    z.looseObject({
      parentAsin: z.string().min(1),
      childAsin: z.string().min(1),
      sku: z.string().min(1),
      salesByAsin,
      trafficByAsin,
    }),
  ),
});
export type SalesAndTrafficReport = z.output<typeof salesAndTrafficReportModel>;

/** One SKU's day, as the fact table keeps it. */
export interface SkuDayFact {
  reportDate: string;
  sellerSku: string;
  asin: string;
  parentAsin: string;
  orderedProductSales: number;
  currencyCode: string;
  unitsOrdered: number;
  totalOrderItems: number;
  browserSessions: number;
  mobileAppSessions: number;
  browserPageViews: number;
  mobileAppPageViews: number;
  buyBoxPercentage: number;
}

const cents = (value: number) => Math.round(value * 100);

/**
 * Reads a one-day, SKU-granular report (the portal requests one per day: the by-ASIN part of a
 * longer report is one total for the whole range, which has no daily grain). The by-date total
 * must equal the sum of the SKU rows, so a truncated row list is refused, not half-loaded.
 */
export function readSalesAndTraffic(documentId: string, body: string, marketplaceId: string): SkuDayFact[] {
  const report = parseJsonDocument(documentId, body, salesAndTrafficReportModel);
  const spec = report.reportSpecification;
  if (spec.dataStartTime !== spec.dataEndTime) {
    throw new ReportDocumentError(
      documentId,
      'a daily fact needs a one-day document',
      'reportSpecification.dataEndTime',
    );
  }
  if (spec.reportOptions.asinGranularity !== 'SKU') {
    throw new ReportDocumentError(
      documentId,
      'asinGranularity must be SKU',
      'reportSpecification.reportOptions',
    );
  }
  if (!spec.marketplaceIds.includes(marketplaceId)) {
    throw new ReportDocumentError(
      documentId,
      `not a report of marketplace ${marketplaceId}`,
      'reportSpecification.marketplaceIds',
    );
  }
  const reportDate = spec.dataStartTime;
  const facts = report.salesAndTrafficByAsin.map((row) => ({
    reportDate,
    sellerSku: row.sku,
    asin: row.childAsin,
    parentAsin: row.parentAsin,
    orderedProductSales: row.salesByAsin.orderedProductSales.amount,
    currencyCode: row.salesByAsin.orderedProductSales.currencyCode,
    unitsOrdered: row.salesByAsin.unitsOrdered,
    totalOrderItems: row.salesByAsin.totalOrderItems,
    browserSessions: row.trafficByAsin.browserSessions,
    mobileAppSessions: row.trafficByAsin.mobileAppSessions,
    browserPageViews: row.trafficByAsin.browserPageViews,
    mobileAppPageViews: row.trafficByAsin.mobileAppPageViews,
    buyBoxPercentage: row.trafficByAsin.buyBoxPercentage,
  }));
  const skus = new Set(facts.map((f) => f.sellerSku));
  if (skus.size !== facts.length) {
    throw new ReportDocumentError(documentId, 'a SKU appears twice', 'salesAndTrafficByAsin');
  }
  const total = report.salesAndTrafficByDate.find((d) => d.date === reportDate);
  const summed = facts.reduce((sum, f) => sum + cents(f.orderedProductSales), 0);
  const units = facts.reduce((sum, f) => sum + f.unitsOrdered, 0);
  if (
    !total ||
    cents(total.salesByDate.orderedProductSales.amount) !== summed ||
    total.salesByDate.unitsOrdered !== units
  ) {
    throw new ReportDocumentError(
      documentId,
      'the SKU rows do not add up to the day total (truncated or inconsistent document)',
      'salesAndTrafficByDate',
    );
  }
  return facts;
}
