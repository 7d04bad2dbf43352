/** The report types the pipeline loads (Selling Partner API names). */
export const REPORT_TYPES = {
  salesAndTraffic: 'GET_SALES_AND_TRAFFIC_REPORT',
  merchantListings: 'GET_MERCHANT_LISTINGS_ALL_DATA',
  catalogItems: 'CATALOG_ITEMS',
  allOrders: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
  customerReturns: 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA',
  fbaInventory: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
  reservedInventory: 'GET_RESERVED_INVENTORY_DATA',
  sellerPerformance: 'GET_V2_SELLER_PERFORMANCE_REPORT',
  ledgerSummary: 'GET_LEDGER_SUMMARY_VIEW_DATA',
  estimatedFees: 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA',
  /** Not a report: the Product Pricing API's getItemOffersBatch answers of one day, as one document. */
  itemOffers: 'ITEM_OFFERS',
  // Not a report: the day's Listings Items API answers and inbound plan problems (ADR 0210).
  listingsItemsIssues: 'LISTINGS_ITEMS_ISSUES',
  /** Not an Amazon report: a rank tracker's observations (docs/decisions/0201). */
  keywordRanks: 'KEYWORD_RANK_OBSERVATIONS',
  /** Not an Amazon report: a product page monitor's alerts of one day (docs/decisions/0251). */
  pageMonitorAlerts: 'PAGE_MONITOR_ALERTS',
} as const;
export type ReportType = (typeof REPORT_TYPES)[keyof typeof REPORT_TYPES];

/**
 * One report document as the connector hands it over: the raw text Amazon (or the simulator)
 * produced, and whose account it is. `generatedAt` says when it was produced: recent days in a
 * document may still be revised by a later one.
 */
export interface ReportDocument {
  reportType: ReportType;
  documentId: string;
  sellerId: string;
  marketplaceId: string;
  generatedAt: string;
  /**
   * The first day the report covers (the report's dataStartTime, a local day). Daily flat files
   * carry no day of their own, and a day without orders is still a day loaded.
   */
  dataStartTime?: string;
  body: string;
}

/** A document the pipeline refuses: nothing of it (or of its batch) is loaded. */
export class ReportDocumentError extends Error {
  constructor(
    readonly documentId: string,
    readonly reason: string,
    /** Where: `line 12, column "price"` for flat files, `salesAndTrafficByAsin[3].sku` for JSON. */
    readonly where?: string,
  ) {
    super(`Report document ${documentId} refused${where ? ` at ${where}` : ''}: ${reason}`);
    this.name = 'ReportDocumentError';
  }
}
