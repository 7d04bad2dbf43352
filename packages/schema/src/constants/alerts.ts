/** Alerts constants of spec 2 §2, §4 and §9, and the alert texts of spec 2 §5 and §8. */

/** The alert type whose sub types are the 14 fixed entries of spec 2 §9. */
export const ADDITIONAL_AM_ALERT_TYPE = 'Additional AM AlertType';

/** The 'Additional AM AlertType' sub types (spec 2 §9), in the spec's order. */
export const ADDITIONAL_AM_ALERT_SUB_TYPES = [
  'Lost Best Seller Badge',
  'No Cart Button',
  'Product Listing Suspension',
  'marketplace Suspension',
  'Adult-Flag',
  'Out of Stock',
  'Low on Stock',
  'Search Result Suppression',
  'Star Rating Dropped',
  'Review Count Drop',
  'Lost Amazon Choice Badge',
  'Lost Prime Badge',
  'Prime Badge Recovered',
  'Search Result Suppression Lifted',
] as const;

/** The buy box alert type and its sub types (docs/decisions/0170). */
export const BUY_BOX_ALERT_TYPE = 'Buy Box';
export const BUY_BOX_ALERT_SUB_TYPES = ['Buy Box Lost', 'Buy Box Recovered'] as const;

/** The classification tab that holds every alert type; the screen's default (spec 2 §9). */
export const ALL_ALERTS_CLASSIFICATION = 'All';

/** The visibility options of the Visible/Hidden checkboxes (spec 2 §4); default Visible. */
export const ALERT_VISIBLE_TYPES = ['Visible', 'Hidden'] as const;
export type AlertVisibleType = (typeof ALERT_VISIBLE_TYPES)[number];
export const DEFAULT_ALERT_VISIBLE_TYPES: readonly AlertVisibleType[] = ['Visible'];

/** The four tabs of the alerts page (spec 2 §2); the last three are hidden for brand users. */
export const ALERT_TABS = ['All Alerts', 'Late FBM Shipments', 'Deleted SKUs', 'Parent Changes'] as const;
export type AlertTab = (typeof ALERT_TABS)[number];

/** Spec 2 §9: page size 40 on every tab, row height 108, newest first. */
export const ALERTS_PAGE_SIZE = 40;
export const ALERTS_ROW_HEIGHT = 108;
export const ALERTS_DEFAULT_SORT = { field: 'dateTime', order: 'desc' } as const;
/** Column layouts of the alerts grid are saved under this table name (spec 2 §2). */
export const ALERTS_LAYOUT_TABLE = 'alerts';

export const ALERT_FILTER_OPERATORS = ['contains', 'equals'] as const;

/** Columns the late FBM, deleted SKU and missing parent tabs sort and filter by. */
export const LATE_FBM_FIELDS = [
  'orderId',
  'sku',
  'promiseDate',
  'daysPastPromise',
  'status',
  'brand',
] as const;
export const DELETED_SKU_FIELDS = ['sku', 'asin', 'brandName', 'date', 'status'] as const;
export const MISSING_PARENT_FIELDS = [
  'sku',
  'asin',
  'brandName',
  'parentAsin',
  'prevParentAsin',
  'date',
  'status',
] as const;

/** Alert texts of spec 2 §5 and §8, written once. */
export const ALERT_MESSAGES = {
  unableToGetClassifications: 'Unable to get classifications',
  unableToGetAlertTypes: 'Unable to get alert types',
  unableToGetAlerts: 'Unable to get alerts',
  hideAlertFailed: 'Something went wrong hiding the alert. Please try again later',
  hideAlertsFailed: 'Something went wrong hiding the alerts. Please try again later',
  bulkNeedsOneVisibility: 'Hide/Show Action is available on one option of Visible or Hidden.',
  alertStatusChanged: 'Alert status changed successfully!',
  successfullyHidden: 'Successfully hide!',
  hideSelected: 'Hide selected',
  showSelected: 'Show selected',
  hideAlert: 'Hide Alert',
  showAlert: 'Show Alert',
} as const;

/** 'Alert hidden from tab {tab}' (spec 2 §8). */
export const alertHiddenFromTab = (tab: string): string => `Alert hidden from tab ${tab}`;
/** 'Set {n} Alerts as [Visible|Hidden] on tab {tab}' (spec 2 §8). */
export const alertsSetOnTab = (n: number, visibility: AlertVisibleType, tab: string): string =>
  `Set ${n} Alerts as ${visibility} on tab ${tab}`;
/** The export file name '{type} Alerts.csv' (spec 2 §9). */
export const alertsExportFileName = (type: string): string => `${type} Alerts.csv`;
