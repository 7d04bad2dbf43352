import type { FormattedExecutionResult } from 'graphql';
import type { SessionUser } from '../../app/session/session-types';
import type {
  PerformanceFilterListsQuery,
  PerformanceSkusQuery,
  PerformanceSummaryQuery,
} from '../../gql/graphql';
import { agencyAdmin } from '../../test/fixtures';
import type { MockResolver } from '../../test/mock-link';

type Row = PerformanceSkusQuery['performanceSkus']['rows'][number];

/** An mr brand user with sub brands (mr-sub of the demo). */
export const mrSubUser: SessionUser = {
  ...agencyAdmin,
  userId: '8',
  email: 'mr-sub@demo.test',
  role: 'BRAND_USER',
  brandType: 'MR',
  brandCode: 'MR100',
  brandName: 'Max Results 100',
  subBrandCodes: ['MR100-B'],
};

// __typename as the gateway answers it (Apollo asks for it): the grid's fragment matches by it.
export const skuRow: Row & { __typename: 'PerformanceRow' } = {
  __typename: 'PerformanceRow',
  id: 'SKU-1',
  sellerSku: 'SKU-1',
  asin: 'B000000001',
  productName: 'Garden hose',
  productImage: null,
  brandCode: 'NW001',
  brandName: 'Northwind',
  subBrandCode: null,
  accountManager: 'manager@demo.test',
  skuCount: 1,
  currencyCode: 'USD',
  buyBox: 95.5,
  oldBuyBox: 90,
  session: 1200,
  oldSession: 1000,
  conversion: 12.5,
  oldConversion: 10,
  revenue: 1234.99,
  oldRevenue: 1000,
  units: 150,
  oldUnits: 100,
  pageViewsPercentage: 100,
  oldPageViewsPercentage: 100,
  browserSession: 700,
  oldBrowserSession: 600,
  browserPageViewsPercentage: 100,
  oldBrowserPageViewsPercentage: 100,
  browserConversion: null,
  oldBrowserConversion: null,
  mobileSession: 500,
  oldMobileSession: 400,
  mobileConversion: null,
  oldMobileConversion: null,
  mobilePageViewsPercentage: 100,
  oldMobilePageViewsPercentage: 100,
};

export const summary: PerformanceSummaryQuery = {
  performanceSummary: {
    currencyCode: 'USD',
    buyBox: 95.5,
    oldBuyBox: 90,
    session: 1200,
    oldSession: 1000,
    conversion: 12.5,
    oldConversion: 10,
    revenue: 1234.99,
    oldRevenue: 1000,
    units: 150,
    oldUnits: 100,
  },
};

export const lists: PerformanceFilterListsQuery = {
  brandIds: [
    { brandCode: 'NW001', name: 'Northwind' },
    { brandCode: 'MR100', name: 'Max Results 100' },
    { brandCode: 'MR100-B', name: 'Max Results 100 B' },
  ],
  performanceProductGroups: ['Lawn & Garden'],
  accountManagers: [{ id: '11', email: 'manager@demo.test' }],
};

export const failure = (message: string): FormattedExecutionResult => ({
  data: null,
  errors: [{ message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
});

export const forbidden: FormattedExecutionResult = {
  data: null,
  errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
};

const DEFAULT_ANSWERS: Record<string, FormattedExecutionResult> = {
  PerformanceSkus: { data: { performanceSkus: { count: 1, rows: [skuRow] } } },
  PerformanceSummary: { data: summary },
  // jsdom has no canvas: an empty chart keeps Chart.js quiet where the chart is not under test.
  PerformanceMetric: { data: { performanceMetric: [] } },
  SalesFreshness: { data: { dataFreshness: [] } },
  PerformanceFilterLists: { data: lists },
  SavedTableLayout: { data: { tableLayout: null } },
  RecordPageView: { data: { recordPageView: true } },
};

/** Answers every performance operation with the fixtures above, unless told otherwise by name. */
export function performanceApi(
  overrides: Record<string, FormattedExecutionResult | MockResolver> = {},
): MockResolver {
  return (operation) => {
    const name = operation.operationName ?? '';
    const override = overrides[name];
    if (typeof override === 'function') return override(operation);
    return override ?? DEFAULT_ANSWERS[name] ?? { data: null };
  };
}
