/**
 * Rate and burst of the Selling Partner API operations the portal calls, as Amazon publishes them
 * in its API models (requests per second; the burst is the bucket's size): Listings Items
 * getListingsItem and putListingsItem 5/s burst 10, patchListingsItem, deleteListingsItem and searchListingsItems 5/s
 * burst 5; Catalog Items getCatalogItem 2/s burst 2; Reports createReport 0.0167/s burst 15, getReport 2/s burst 15, getReportDocument
 * 0.0167/s burst 15; Feeds createFeed 0.0083/s burst 15,
 * createFeedDocument 0.5/s burst 15, getFeed 2/s burst 15, getFeedDocument 0.0222/s burst 10 (shared/research, listings anchors §1, §5).
 */
export const SELLING_PARTNER_RATES = {
  'listingsItems.getListingsItem': { perSecond: 5, burst: 10 },
  'listingsItems.putListingsItem': { perSecond: 5, burst: 10 },
  'listingsItems.patchListingsItem': { perSecond: 5, burst: 5 },
  'listingsItems.deleteListingsItem': { perSecond: 5, burst: 5 },
  'listingsItems.searchListingsItems': { perSecond: 5, burst: 5 },
  'catalogItems.getCatalogItem': { perSecond: 2, burst: 2 },
  'definitions.getDefinitionsProductType': { perSecond: 5, burst: 10 },
  'definitions.searchDefinitionsProductTypes': { perSecond: 5, burst: 10 },
  'reports.createReport': { perSecond: 0.0167, burst: 15 },
  'reports.getReport': { perSecond: 2, burst: 15 },
  'reports.getReportDocument': { perSecond: 0.0167, burst: 15 },
  'feeds.createFeed': { perSecond: 0.0083, burst: 15 },
  'feeds.createFeedDocument': { perSecond: 0.5, burst: 15 },
  'feeds.getFeed': { perSecond: 2, burst: 15 },
  'feeds.getFeedDocument': { perSecond: 0.0222, burst: 10 },
} as const satisfies Record<string, TokenBucketRate>;

export interface TokenBucketRate {
  perSecond: number;
  burst: number;
}

export type SellingPartnerOperation = keyof typeof SELLING_PARTNER_RATES;
