import { addIsoDays, isoDaysBetween, utcIsoDayOf } from '@portal/schema';
import { SeededRandom } from '../../../seed/seeded-random.ts';
import type { MarketplaceDataConnector, ReportRequest } from '../connector.ts';
import { REPORT_TYPES, type ReportDocument } from '../reports/report-document.ts';
import { sellerPerformanceReport } from './demo-account-health.ts';
import { hash, type PlannedAccount, type PlannedSku } from './demo-catalog-plan.ts';
import { fbaInventoryFile, reservedInventoryFile } from './demo-inventory.ts';
import { listingDocuments } from './demo-listing-documents.ts';
import { estimatedFeesFile, itemOffersAnswers, ledgerSummaryFile } from './demo-market-data.ts';
import { allOrdersFile, customerReturnsFile } from './demo-orders.ts';
import { pageMonitorDocument } from './demo-page-monitor.ts';
import { listingsItemsIssuesDocument } from './demo-product-issues.ts';

export interface DemoMarketplaceOptions {
  seed: number;
  /** When the documents are produced: days close to it are provisional. */
  now: Date;
  accounts: readonly PlannedAccount[];
  /** The account's whole demand of a day, in its currency (seasonality and growth included). */
  dailyDemand: (account: PlannedAccount, day: string) => number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A local stand-in for the Selling Partner API's reports: it writes the documents Amazon would
 * (the merchant listings flat file, Catalog Items answers, one Sales and Traffic report per day
 * by SKU, daily orders, returns and FBA inventory snapshots) for planned accounts,
 * deterministically for a seed.
 */
export function createDemoMarketplace(options: DemoMarketplaceOptions): MarketplaceDataConnector {
  const accounts = new Map(options.accounts.map((a) => [`${a.sellerId}:${a.marketplaceId}`, a]));
  return {
    async *documents(request: ReportRequest): AsyncIterable<ReportDocument> {
      const account = accounts.get(`${request.sellerId}:${request.marketplaceId}`);
      if (!account) return;
      const base = {
        sellerId: account.sellerId,
        marketplaceId: account.marketplaceId,
        generatedAt: options.now.toISOString(),
      };
      if (
        request.reportType === REPORT_TYPES.merchantListings ||
        request.reportType === REPORT_TYPES.catalogItems
      ) {
        yield* listingDocuments(options, account, request);
        return;
      }
      const from = request.from ?? addIsoDays(utcIsoDayOf(options.now), -1);
      const to = request.to ?? from;
      if (request.reportType === REPORT_TYPES.sellerPerformance) {
        yield* monthlySnapshots(options, account, base, from, to);
        return;
      }
      for (let day = from; day <= to; day = addIsoDays(day, 1)) {
        if (request.reportType === REPORT_TYPES.pageMonitorAlerts) {
          yield {
            ...base,
            reportType: request.reportType,
            documentId: `page-monitor-${account.sellerId}-${account.marketplaceId}-${day}`,
            dataStartTime: day,
            body: pageMonitorDocument(options.seed, account, day, utcIsoDayOf(options.now)),
          };
          continue;
        }
        if (request.reportType === REPORT_TYPES.listingsItemsIssues) {
          yield {
            ...base,
            reportType: request.reportType,
            documentId: `listings-issues-${account.sellerId}-${account.marketplaceId}-${day}`,
            dataStartTime: day,
            body: listingsItemsIssuesDocument(options.seed, account, day),
          };
          continue;
        }
        if (request.reportType === REPORT_TYPES.allOrders) {
          yield {
            ...base,
            reportType: request.reportType,
            documentId: `orders-${account.sellerId}-${account.marketplaceId}-${day}`,
            dataStartTime: day,
            body: allOrdersFile(options, account, day, drawSkuDays),
          };
          continue;
        }
        if (
          request.reportType === REPORT_TYPES.fbaInventory ||
          request.reportType === REPORT_TYPES.reservedInventory
        ) {
          // A snapshot of the end of the day, as requested that evening in the marketplace.
          const write =
            request.reportType === REPORT_TYPES.fbaInventory ? fbaInventoryFile : reservedInventoryFile;
          const body = write(options, account, day, drawSkuDays);
          if (body === null) continue;
          const name = request.reportType === REPORT_TYPES.fbaInventory ? 'inventory' : 'reserved';
          yield {
            ...base,
            reportType: request.reportType,
            documentId: `${name}-${account.sellerId}-${account.marketplaceId}-${day}`,
            dataStartTime: day,
            body,
          };
          continue;
        }
        const market = marketDataDocument(options, account, request.reportType, day);
        if (market !== undefined) {
          if (market === null) continue;
          yield { ...base, ...market, reportType: request.reportType, dataStartTime: day };
          continue;
        }
        if (request.reportType === REPORT_TYPES.customerReturns) {
          yield {
            ...base,
            reportType: request.reportType,
            documentId: `returns-${account.sellerId}-${account.marketplaceId}-${day}`,
            dataStartTime: day,
            body: customerReturnsFile(options, account, day, drawSkuDays),
          };
          continue;
        }
        yield {
          ...base,
          reportType: REPORT_TYPES.salesAndTraffic,
          documentId: `sales-traffic-${account.sellerId}-${account.marketplaceId}-${day}`,
          body: JSON.stringify(salesAndTrafficDay(options, account, day)),
        };
      }
    },
  };
}

/**
 * The ASIN screens' documents of one day (ledger, estimated fees, offers answers); undefined for
 * another report type, null for a day outside the simulated stock history.
 */
function marketDataDocument(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  reportType: ReportRequest['reportType'],
  day: string,
): { documentId: string; body: string } | null | undefined {
  const id = (name: string) => `${name}-${account.sellerId}-${account.marketplaceId}-${day}`;
  if (reportType === REPORT_TYPES.ledgerSummary) {
    const body = ledgerSummaryFile(options, account, day, drawSkuDays);
    return body === null ? null : { documentId: id('ledger'), body };
  }
  if (reportType === REPORT_TYPES.estimatedFees)
    return { documentId: id('fees'), body: estimatedFeesFile(account) };
  if (reportType === REPORT_TYPES.itemOffers)
    return { documentId: id('offers'), body: itemOffersAnswers(options, account, day, drawSkuDays) };
  return undefined;
}

/**
 * One seller performance report per month of the range, taken on the month's last day (or on
 * `to` for the month in progress), as an account manager's monthly pull would.
 */
function* monthlySnapshots(
  options: DemoMarketplaceOptions,
  account: PlannedAccount,
  base: Pick<ReportDocument, 'sellerId' | 'marketplaceId' | 'generatedAt'>,
  from: string,
  to: string,
): Generator<ReportDocument> {
  const snapshots: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to; month = addMonth(month)) {
    const lastDay = addIsoDays(addMonth(month), -1);
    snapshots.push(lastDay < to ? lastDay : to);
  }
  for (const [i, snapshotDay] of snapshots.entries()) {
    yield {
      ...base,
      reportType: REPORT_TYPES.sellerPerformance,
      documentId: `performance-${account.sellerId}-${account.marketplaceId}-${snapshotDay.slice(0, 7)}`,
      dataStartTime: snapshotDay,
      body: sellerPerformanceReport(options, account, snapshotDay, snapshots.length - 1 - i),
    };
  }
}

const addMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${mon === 12 ? year + 1 : year}-${String((mon % 12) + 1).padStart(2, '0')}-01`;
};

export interface SkuDay {
  sku: PlannedSku;
  units: number;
  sales: number;
  orderItems: number;
  browserSessions: number;
  mobileSessions: number;
  browserViews: number;
  mobileViews: number;
  buyBox: number;
}

function drawSkuDay(rng: SeededRandom, sku: PlannedSku, demand: number, daysAgo: number): SkuDay | null {
  const u = () => rng.int(0, 10_000) / 10_000;
  const out = sku.stockOut !== null && daysAgo <= sku.stockOut[0] && daysAgo >= sku.stockOut[1];
  const expected = out ? 0 : (demand * sku.weight * (0.7 + 0.6 * u())) / sku.price;
  const units = Math.floor(expected) + (u() < expected - Math.floor(expected) ? 1 : 0);
  const shoppers = units / sku.conversion;
  const sessions = Math.round(shoppers * (out ? 0.5 : 0.8 + 0.4 * u())) + rng.int(0, 3);
  if (sessions === 0 && units === 0) return null;
  const mobileShare = 0.55 + 0.15 * u();
  const mobileSessions = Math.round(sessions * mobileShare);
  const views = Math.round(sessions * (1.1 + 0.4 * u()));
  const mobileViews = Math.round(views * mobileShare);
  return {
    sku,
    units,
    sales: cents(units * sku.price),
    orderItems: units - Math.floor(units * 0.1 * u()),
    browserSessions: sessions - mobileSessions,
    mobileSessions,
    browserViews: views - mobileViews,
    mobileViews,
    buyBox: out ? 0 : Math.min(100, Math.max(0, sku.buyBox + rng.int(-2, 2))),
  };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/**
 * The SKUs' sales and traffic of one account and day, drawn deterministically: the Sales and
 * Traffic report and the day's orders are both written from these draws, so they agree.
 */
export function drawSkuDays(options: DemoMarketplaceOptions, account: PlannedAccount, day: string): SkuDay[] {
  const rng = new SeededRandom(options.seed ^ hash(`${account.sellerId}:${account.marketplaceId}:${day}`));
  const demand = options.dailyDemand(account, day);
  const daysAgo = isoDaysBetween(day, utcIsoDayOf(options.now));
  return account.skus.flatMap((sku) => drawSkuDay(rng, sku, demand, daysAgo) ?? []);
}

/** One day's Sales and Traffic report by SKU, shaped as the published schema. */
function salesAndTrafficDay(options: DemoMarketplaceOptions, account: PlannedAccount, day: string) {
  const rows = drawSkuDays(options, account, day);
  const sum = (pick: (r: SkuDay) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const money = (amount: number) => ({ amount: cents(amount), currencyCode: account.currencyCode });
  const sessions = sum((r) => r.browserSessions + r.mobileSessions);
  const pageViews = sum((r) => r.browserViews + r.mobileViews);
  const units = sum((r) => r.units);
  return {
    reportSpecification: {
      reportType: REPORT_TYPES.salesAndTraffic,
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'SKU' },
      dataStartTime: day,
      dataEndTime: day,
      marketplaceIds: [account.marketplaceId],
    },
    salesAndTrafficByDate: [
      {
        date: day,
        salesByDate: {
          orderedProductSales: money(sum((r) => r.sales)),
          unitsOrdered: units,
          totalOrderItems: sum((r) => r.orderItems),
        },
        trafficByDate: { sessions, pageViews, unitSessionPercentage: percent(units, sessions) },
      },
    ],
    salesAndTrafficByAsin: rows.map((r) => {
      const rowSessions = r.browserSessions + r.mobileSessions;
      const rowViews = r.browserViews + r.mobileViews;
      return {
        parentAsin: r.sku.parentAsin,
        childAsin: r.sku.asin,
        sku: r.sku.sellerSku,
        salesByAsin: {
          unitsOrdered: r.units,
          orderedProductSales: money(r.sales),
          totalOrderItems: r.orderItems,
        },
        trafficByAsin: {
          browserSessions: r.browserSessions,
          mobileAppSessions: r.mobileSessions,
          sessions: rowSessions,
          browserSessionPercentage: percent(r.browserSessions, sessions),
          mobileAppSessionPercentage: percent(r.mobileSessions, sessions),
          sessionPercentage: percent(rowSessions, sessions),
          browserPageViews: r.browserViews,
          mobileAppPageViews: r.mobileViews,
          pageViews: rowViews,
          browserPageViewsPercentage: percent(r.browserViews, pageViews),
          mobileAppPageViewsPercentage: percent(r.mobileViews, pageViews),
          pageViewsPercentage: percent(rowViews, pageViews),
          buyBoxPercentage: r.buyBox,
          unitSessionPercentage: percent(r.units, rowSessions),
        },
      };
    }),
  };
}
