/**
 * The thresholds of the alert rules (docs/decisions/0170). Each alert is raised from a seller fact
 * the pipeline loaded; none is invented.
 */
export const ALERT_RULES = {
  /** Days back from the latest fact the generator looks at for day-over-day changes. */
  windowDays: 30,
  /** Days of inventory below this raise 'Low on Stock' (the rollup's latest snapshot). */
  lowStockDays: 14,
  /** A buy box share crossing this line between consecutive days is lost or recovered. */
  buyBoxLine: 80,
  /** An FBM order must ship within this many days of its purchase day (its promise date). */
  fbmHandlingDays: 1,
} as const;

/** The collections (rule families) alerts belong to; hide calls name them. */
export const ALERT_COLLECTIONS = {
  stock: 'inventory-alerts',
  buyBox: 'buy-box-alerts',
  /** Badges, cart button, suppressions, ratings: written by a product page monitor (ADR 0251). */
  pageMonitor: 'page-monitor-alerts',
} as const;
