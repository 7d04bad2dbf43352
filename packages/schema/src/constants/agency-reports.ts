/**
 * Agency reports (spec 2 §2 'Agency Reports', §7 reports/agency calls). The spec does not list the
 * types; these are what an agency hands its clients and accountants, built from data the portal has
 * (docs/decisions/0320-agency-reports.md).
 */
export const AGENCY_REPORT_TYPES = [
  'monthly-brand-summary',
  'advertising-by-brand',
  'commissions-by-brand-month',
  'inventory-health',
  'alerts-summary',
] as const;
export type AgencyReportType = (typeof AGENCY_REPORT_TYPES)[number];

export interface AgencyReportTypeInfo {
  label: string;
  /** One line under the label: what the file holds. */
  description: string;
  /**
   * A permission the type needs beyond the page's `agencyReports.view`: the commissions report
   * shows what /commissions shows, so it is for whoever may open /commissions.
   */
  permission?: 'commissions.view';
}

export const AGENCY_REPORT_TYPE_INFO: Record<AgencyReportType, AgencyReportTypeInfo> = {
  'monthly-brand-summary': {
    label: 'Monthly brand summary',
    description: 'Sales, units, order items, sessions and page views per brand, marketplace and month',
  },
  'advertising-by-brand': {
    label: 'Advertising by brand',
    description: 'Sponsored Products and Sponsored Brands totals per brand and marketplace',
  },
  'commissions-by-brand-month': {
    label: 'Commissions by brand and month',
    description: 'Gross sales, waiver, commission and prediction per brand and month',
    permission: 'commissions.view',
  },
  'inventory-health': {
    label: 'Inventory health',
    description:
      'FBA units, days of inventory and replenishment per brand and marketplace, at the latest snapshot',
  },
  'alerts-summary': {
    label: 'Alerts summary',
    description: 'Alerts raised per brand and alert type',
  },
};

/** The longest range a report covers (two years of days), so one job stays bounded. */
export const AGENCY_REPORT_MAX_DAYS = 731;

export const AGENCY_REPORT_MESSAGES = {
  /** Spec 2 §7: POST reports/download-agency-reports answers 200 with this message. */
  downloadAllStarted: 'Report generation in progress, please check your email',
  /** Spec 2 §6: a 401 on download-all. */
  downloadAllUnauthorized: 'You are not authorized to download reports',
  /** One report queued (GET reports/agency/{reportType}); the spec shows no message for it. */
  oneStarted: 'Report generation in progress',
  /** The page's read of earlier reports failed (not in the spec; docs/decisions/0320). */
  unableToGetReports: 'Unable to get reports',
  /** A report job failed or could not start (not in the spec; docs/decisions/0320). */
  unableToGenerate: 'Unable to generate the report',
  typeRefused: 'You do not have permission to download this report',
  rangeTooLong: `A report covers at most ${AGENCY_REPORT_MAX_DAYS} days`,
} as const;

/** The file name of one report of a range: `monthly-brand-summary_2026-05-01_2026-10-31.csv`. */
export const agencyReportFileName = (type: AgencyReportType, from: string, to: string): string =>
  `${type}_${from}_${to}.csv`;

/** The archive of several reports of a range. */
export const agencyReportsArchiveName = (from: string, to: string): string =>
  `agency-reports_${from}_${to}.zip`;
