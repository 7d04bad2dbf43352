import type { FormattedExecutionResult } from 'graphql';
import type { SessionUser } from '../../app/session/session-types';
import type {
  AdFilterAccountManagersQuery,
  AdFilterBrandsQuery,
  AdPerformanceChartQuery,
  AdPerformanceGroupQuery,
  AdPerformanceSummaryQuery,
  DownloadAdPerformanceMutation,
} from '../../gql/graphql';
import { agencyAdmin } from '../../test/fixtures';
import type { MockResolver } from '../../test/mock-link';

type GroupRow = AdPerformanceGroupQuery['adPerformanceGroup']['rows'][number];

/** A standard agency user: agency staff without the brand and account-manager filters. */
export const standardAgencyUser: SessionUser = {
  ...agencyAdmin,
  userId: '3',
  email: 'standard@demo.test',
  name: 'Stan Dard',
  role: 'STANDARD_AGENCY_USER',
};

export const campaignRow: GroupRow = {
  id: 'c1',
  name: 'Summer Launch',
  impressions: 12000,
  clicks: 340,
  advertisingCost: 210.5,
  advertisingRevenue: 980,
  orders: 21,
  acos: 21.48,
  tacos: null,
  revenue: null,
  clickThroughs: 55,
  dpv: 120,
  atc: 14,
  purchases: 6,
  totalPurchases: 9,
  unitSold: 7,
  totalUnitSold: 10,
  totalProductSales: 455,
  totalCost: 88,
  roas: 4.66,
  ctr: 2.83,
  cpc: 0.62,
  cvr: 6.18,
};

export const groupPage = (count = 1, rows: GroupRow[] = [campaignRow]): AdPerformanceGroupQuery => ({
  adPerformanceGroup: { count, rows },
});

export const summary: AdPerformanceSummaryQuery = {
  adPerformanceSummary: [{ metric: 'IMPRESSIONS', current: 12000, previous: 9000 }],
};

export const chartWithPoints: AdPerformanceChartQuery = {
  adPerformanceChart: [
    { type: 'CURRENT', metric: 'IMPRESSIONS', data: [{ date: '2024-03-01', value: 400 }] },
  ],
};

export const emptyChart: AdPerformanceChartQuery = { adPerformanceChart: [] };

export const brands: AdFilterBrandsQuery = { brandIds: [{ brandCode: 'NW001', name: 'Northwind' }] };

export const accountManagers: AdFilterAccountManagersQuery = {
  accountManagers: [{ id: '11', email: 'manager@demo.test' }],
};

export const downloaded: DownloadAdPerformanceMutation = {
  downloadAdPerformance: { status: true, message: 'https://files.demo.test/ads.csv?token=t' },
};

/** A GraphQL error as the gateway answers a failed upstream call. */
export const failure = (message: string): FormattedExecutionResult => ({
  data: null,
  errors: [{ message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
});

const DEFAULT_ANSWERS: Record<string, FormattedExecutionResult> = {
  AdPerformanceGroup: { data: groupPage() },
  AdPerformanceSummary: { data: summary },
  // jsdom has no canvas: an empty chart keeps Chart.js quiet where the chart is not under test.
  AdPerformanceChart: { data: emptyChart },
  AdFilterBrands: { data: brands },
  AdFilterAccountManagers: { data: accountManagers },
  SavedTableLayout: { data: { tableLayout: null } },
  DownloadAdPerformance: { data: downloaded },
};

/** Answers every advertising operation with the fixtures above, unless told otherwise by name. */
export function advertisingApi(
  overrides: Record<string, FormattedExecutionResult | MockResolver> = {},
): MockResolver {
  return (operation) => {
    const name = operation.operationName ?? '';
    const override = overrides[name];
    if (typeof override === 'function') return override(operation);
    return override ?? DEFAULT_ANSWERS[name] ?? { data: null };
  };
}
