import { type OrderFact, type OrderItemFact, readAllOrders } from '../reports/all-orders.model.ts';
import { type CatalogFact, readCatalogItems } from '../reports/catalog-items.model.ts';
import { type ReturnFact, readCustomerReturns } from '../reports/customer-returns.model.ts';
import { type FeeEstimateFact, readEstimatedFees } from '../reports/estimated-fees.model.ts';
import { type InventoryFact, readFbaInventory } from '../reports/fba-inventory.model.ts';
import { type ProductOfferFact, readItemOffers } from '../reports/item-offers.model.ts';
import { type KeywordRankFact, readKeywordRanks } from '../reports/keyword-rank.model.ts';
import { type LedgerSummaryFact, readLedgerSummary } from '../reports/ledger-summary.model.ts';
import { type ListingsItemsIssues, readListingsItemsIssues } from '../reports/listings-items-issues.model.ts';
import { type ListingFact, readMerchantListings } from '../reports/merchant-listings.model.ts';
import { type PageMonitorAlertFact, readPageMonitorAlerts } from '../reports/page-monitor-alerts.model.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { type ReservedInventoryFact, readReservedInventory } from '../reports/reserved-inventory.model.ts';
import { readSalesAndTraffic, type SkuDayFact } from '../reports/sales-and-traffic.model.ts';
import { type AccountHealthFact, readSellerPerformance } from '../reports/seller-performance.model.ts';

export type ParsedDocument =
  | { document: ReportDocument; kind: 'salesAndTraffic'; day: string; facts: SkuDayFact[] }
  | { document: ReportDocument; kind: 'merchantListings'; day: string; facts: ListingFact[] }
  | { document: ReportDocument; kind: 'catalogItems'; day: string; facts: CatalogFact[] }
  | {
      document: ReportDocument;
      kind: 'allOrders';
      day: string;
      facts: OrderItemFact[];
      orders: OrderFact[];
    }
  | { document: ReportDocument; kind: 'customerReturns'; day: string; facts: ReturnFact[] }
  | { document: ReportDocument; kind: 'fbaInventory'; day: string; facts: InventoryFact[] }
  | { document: ReportDocument; kind: 'reservedInventory'; day: string; facts: ReservedInventoryFact[] }
  | { document: ReportDocument; kind: 'ledgerSummary'; day: string; facts: LedgerSummaryFact[] }
  | { document: ReportDocument; kind: 'estimatedFees'; day: string; facts: FeeEstimateFact[] }
  | { document: ReportDocument; kind: 'itemOffers'; day: string; facts: ProductOfferFact[] }
  | { document: ReportDocument; kind: 'keywordRanks'; day: string; facts: KeywordRankFact[] }
  | { document: ReportDocument; kind: 'pageMonitorAlerts'; day: string; facts: PageMonitorAlertFact[] }
  /** `day` is the first of the month the snapshot stands for; `snapshotDay` the day it was taken. */
  | {
      document: ReportDocument;
      kind: 'sellerPerformance';
      day: string;
      snapshotDay: string;
      facts: AccountHealthFact[];
    }
  /** `day` is the day the snapshot was taken; it replaces the account's earlier snapshot. */
  | {
      document: ReportDocument;
      kind: 'listingsItemsIssues';
      day: string;
      facts: ListingsItemsIssues['errors'];
      attributes: ListingsItemsIssues['attributes'];
    };

/** Parses and checks one document against our model of its published format (throws if refused). */
export function parseDocument(document: ReportDocument): ParsedDocument {
  const snapshotDay = document.generatedAt.slice(0, 10);
  switch (document.reportType) {
    case REPORT_TYPES.salesAndTraffic: {
      const facts = readSalesAndTraffic(document.documentId, document.body, document.marketplaceId);
      const day = facts[0]?.reportDate ?? dayOfEmptyReport(document);
      return { document, kind: 'salesAndTraffic', day, facts };
    }
    case REPORT_TYPES.merchantListings:
      return {
        document,
        kind: 'merchantListings',
        day: snapshotDay,
        facts: readMerchantListings(document.documentId, document.body),
      };
    case REPORT_TYPES.catalogItems:
      return {
        document,
        kind: 'catalogItems',
        day: snapshotDay,
        facts: readCatalogItems(document.documentId, document.body, document.marketplaceId),
      };
    case REPORT_TYPES.allOrders: {
      const { orders, items } = readAllOrders(document.documentId, document.body);
      return { document, kind: 'allOrders', day: requestedDay(document), facts: items, orders };
    }
    case REPORT_TYPES.customerReturns:
      return {
        document,
        kind: 'customerReturns',
        day: requestedDay(document),
        facts: readCustomerReturns(document.documentId, document.body),
      };
    case REPORT_TYPES.fbaInventory:
      return {
        document,
        kind: 'fbaInventory',
        day: requestedDay(document),
        facts: readFbaInventory(document.documentId, document.body),
      };
    case REPORT_TYPES.reservedInventory:
      return {
        document,
        kind: 'reservedInventory',
        day: requestedDay(document),
        facts: readReservedInventory(document.documentId, document.body),
      };
    case REPORT_TYPES.ledgerSummary: {
      const day = requestedDay(document);
      return {
        document,
        kind: 'ledgerSummary',
        day,
        facts: readLedgerSummary(document.documentId, document.body, day),
      };
    }
    case REPORT_TYPES.estimatedFees:
      return {
        document,
        kind: 'estimatedFees',
        day: requestedDay(document),
        facts: readEstimatedFees(document.documentId, document.body),
      };
    case REPORT_TYPES.itemOffers:
      return {
        document,
        kind: 'itemOffers',
        day: requestedDay(document),
        facts: readItemOffers(document.documentId, document.body, document.marketplaceId),
      };
    case REPORT_TYPES.keywordRanks: {
      const { day, facts } = readKeywordRanks(document.documentId, document.body, document.marketplaceId);
      return { document, kind: 'keywordRanks', day, facts };
    }
    case REPORT_TYPES.pageMonitorAlerts: {
      const read = readPageMonitorAlerts(document.documentId, document.body, document.marketplaceId);
      return { document, kind: 'pageMonitorAlerts', day: read.day, facts: read.facts };
    }
    case REPORT_TYPES.sellerPerformance: {
      // One snapshot per month: a later one of the same month (the current month's) replaces it.
      const takenOn = requestedDay(document);
      return {
        document,
        kind: 'sellerPerformance',
        day: `${takenOn.slice(0, 7)}-01`,
        snapshotDay: takenOn,
        facts: [readSellerPerformance(document.documentId, document.body, document.marketplaceId)],
      };
    }
    case REPORT_TYPES.listingsItemsIssues: {
      const read = readListingsItemsIssues(document.documentId, document.body, document.marketplaceId);
      return {
        document,
        kind: 'listingsItemsIssues',
        day: requestedDay(document),
        facts: read.errors,
        attributes: read.attributes,
      };
    }
  }
}

/**
 * The local day a daily flat file was requested for (its dataStartTime). Inventory snapshots are
 * taken when requested; the connector gives the marketplace day the snapshot closes.
 */
function requestedDay(document: ReportDocument): string {
  const day = document.dataStartTime?.slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new ReportDocumentError(document.documentId, 'a daily report needs its dataStartTime day');
  return day;
}

/** A day without sales or traffic still has its (empty) report: its day is in the specification. */
function dayOfEmptyReport(document: ReportDocument): string {
  const spec = (JSON.parse(document.body) as { reportSpecification: { dataStartTime: string } })
    .reportSpecification;
  return spec.dataStartTime;
}
