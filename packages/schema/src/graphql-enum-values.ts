import { AD_GRAPHQL_ENUMS } from './advertising/graphql-enums.ts';
import { type Inverse, invert } from './case.ts';
import type { ActivitySeverity } from './constants/activity.ts';
import type { AgencyReportType } from './constants/agency-reports.ts';
import type { DriveDeliveryStatus } from './constants/drive-delivery.ts';
import type { JobKind, JobStatus } from './constants/jobs.ts';
import {
  type MoversWindow,
  PERFORMANCE_GROUP_BY,
  PERFORMANCE_INTERVALS,
  PERFORMANCE_METRICS,
  SALES_INTERVALS,
} from './constants/performance.ts';

/** An enum whose GraphQL names are its REST values in capitals (buy_box → BUY_BOX), from its list. */
const capitalized = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [value.toUpperCase(), value])) as {
    readonly [K in V as Uppercase<K>]: K;
  };

/**
 * Every GraphQL enum whose values differ from what the REST contract writes: GraphQL name → REST
 * value. Read by codegen's `enumValues` (resolver types carry the REST values) and registered as
 * the gateway's enum resolvers, so each enum is mapped once, at the GraphQL edge.
 */
export const GRAPHQL_ENUM_VALUES = {
  ...AD_GRAPHQL_ENUMS,
  PerformanceMetric: capitalized(PERFORMANCE_METRICS),
  PerformanceGroupBy: capitalized(PERFORMANCE_GROUP_BY),
  PerformanceInterval: capitalized(PERFORMANCE_INTERVALS),
  PerformanceSeriesType: { CURRENT: 'current', PREVIOUS: 'previous' },
  PerformanceSortDirection: { ASC: 'asc', DESC: 'desc' },
  SalesInterval: capitalized(SALES_INTERVALS),
  ActivitySeverity: { SUCCESS: 'success', WARNING: 'warning', ERROR: 'error' },
  MoversWindow: { D1: '1d', D7: '7d', D30: '30d' },
  ChartInterval: { MINUTE: 'minute', HOUR: 'hour', DAY: 'day' },
  AsinField: { ASIN: 'asin', BRAND_CODE: 'brand_code', ACCOUNT_MANAGER: 'account_manager' },
  ProductErrorField: {
    DATE: 'date',
    SELLER_SKU: 'seller_sku',
    ASIN: 'asin',
    MARKETPLACE_ID: 'marketplace_id',
    DESCRIPTION: 'description',
  },
  AlertField: {
    DATE_TIME: 'dateTime',
    ALERT_TYPE: 'alertType',
    ALERT_SUB_TYPE: 'alertSubType',
    BRAND: 'brand',
    MARKETPLACE: 'marketplace',
    SKU: 'sku',
    ASIN: 'asin',
    PRODUCT_NAME: 'productName',
  },
  AlertFilterOperator: { CONTAINS: 'contains', EQUALS: 'equals' },
  AlertVisibleType: { VISIBLE: 'Visible', HIDDEN: 'Hidden' },
  CsvMatchType: { SKU: 'sku', ASIN: 'asin' },
  ListingsExportType: { LISTINGS: 'listings', ISSUES: 'issues', DIFFERENCES: 'differences' },
  JobKind: {
    INSIGHTS_EXPORT: 'insights-export',
    SELLER_DATA_SYNC: 'seller-data-sync',
    AGENCY_REPORT: 'agency-report',
    BILLING_WEBHOOK: 'billing-webhook',
    LISTINGS_SYNC: 'listings-sync',
    LISTING_SUBMIT: 'listing-submit',
    CSV_UPLOAD_PROCESS: 'csv-upload-process',
    BULK_UPDATE: 'bulk-update',
    LISTINGS_EXPORT: 'listings-export',
    DRIVE_DELIVERY: 'drive-delivery',
  },
  AgencyReportType: {
    MONTHLY_BRAND_SUMMARY: 'monthly-brand-summary',
    ADVERTISING_BY_BRAND: 'advertising-by-brand',
    COMMISSIONS_BY_BRAND_MONTH: 'commissions-by-brand-month',
    INVENTORY_HEALTH: 'inventory-health',
    ALERTS_SUMMARY: 'alerts-summary',
  },
  JobStatus: {
    QUEUED: 'queued',
    RUNNING: 'running',
    SUCCEEDED: 'succeeded',
    FAILED: 'failed',
    CANCELLED: 'cancelled',
  },
  DriveDeliveryStatus: { QUEUED: 'queued', DELIVERED: 'delivered', FAILED: 'failed' },
} as const satisfies {
  ActivitySeverity: Record<string, ActivitySeverity>;
  MoversWindow: Record<string, MoversWindow>;
  JobKind: Record<string, JobKind>;
  AgencyReportType: Record<string, AgencyReportType>;
  JobStatus: Record<string, JobStatus>;
  DriveDeliveryStatus: Record<string, DriveDeliveryStatus>;
} & Record<string, Readonly<Record<string, string>>>;

type EnumValues = typeof GRAPHQL_ENUM_VALUES;

/** REST value → GraphQL enum value, for the web's variables (an address's sortBy=brand → BRAND). */
export const GRAPHQL_ENUM_OF = Object.fromEntries(
  Object.entries(GRAPHQL_ENUM_VALUES).map(([name, values]) => [name, invert(values)]),
) as { readonly [E in keyof EnumValues]: Inverse<EnumValues[E]> };
