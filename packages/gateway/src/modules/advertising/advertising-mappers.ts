import type { AdGroupBy as AdGroupByName, AdType as AdTypeName } from '@portal/schema';
import type { adChartShape, adFilterQuery, adGroupPageShape, adSummaryShape } from '@portal/schema/rest';
import type { z } from 'zod';
import type {
  AdChartSeries,
  AdDisplayType,
  AdGroupBy,
  AdPerformanceFilter,
  AdPerformanceRow,
  AdType,
} from '../../generated/resolvers-types.ts';

/** The REST answers of GET advertising/performance/{adsType}, as the contract declares them. */
export type RestAdPage = z.output<typeof adGroupPageShape>;
export type RestAdRow = RestAdPage['rows'][number];
export type RestAdSummary = z.output<typeof adSummaryShape>[number];
export type RestAdSeries = z.output<typeof adChartShape>[number];
/** The filter fields as the contract reads them from a query or the download's `filters`. */
export type RestAdFilter = z.input<typeof adFilterQuery>;

export const adTypeToRest: Record<AdType, AdTypeName> = {
  SP: 'sp',
  SB: 'sb',
  ATTRIBUTION: 'attribution',
  DSP: 'dsp',
};

const groupByToRest: Record<AdGroupBy, AdGroupByName> = {
  CAMPAIGN: 'campaign',
  AD_GROUP: 'adGroup',
  KEYWORD: 'keyword',
  TARGET: 'target',
  ADVERTISER: 'advertiser',
  BRAND: 'brand',
};

export const displayTypeToRest: Record<AdDisplayType, 'group' | 'summary' | 'chart'> = {
  GROUP: 'group',
  SUMMARY: 'summary',
  CHART: 'chart',
};

/** The filter as REST query fields (snake_case marketplace_id, the spec's names otherwise). */
export function toRestFilter(filter: AdPerformanceFilter | null | undefined): RestAdFilter {
  if (!filter) return {};
  const out: RestAdFilter = {};
  type TextField =
    | 'from'
    | 'to'
    | 'compareFrom'
    | 'compareTo'
    | 'preset'
    | 'marketplace_id'
    | 'searchStr'
    | 'sortBy';
  const text = (key: TextField, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  };
  const list = (
    key: 'brandCodes' | 'accountManagers' | 'metric',
    value: readonly string[] | null | undefined,
  ) => {
    if (value && value.length > 0) out[key] = value.join(',');
  };
  list('brandCodes', filter.brandCodes);
  text('from', filter.from);
  text('to', filter.to);
  text('compareFrom', filter.compareFrom);
  text('compareTo', filter.compareTo);
  text('preset', filter.preset);
  text('marketplace_id', filter.marketplaceId);
  text('searchStr', filter.searchStr);
  list('accountManagers', filter.accountManagers);
  if (filter.groupBy) out.groupBy = groupByToRest[filter.groupBy];
  list('metric', filter.metrics);
  text('sortBy', filter.sortBy);
  if (filter.sortDirection) out.sortDirection = filter.sortDirection.toLowerCase();
  if (filter.page !== null && filter.page !== undefined) out.page = String(filter.page);
  if (filter.pageSize !== null && filter.pageSize !== undefined) out.pageSize = String(filter.pageSize);
  return out;
}

const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

export function toAdRow(row: RestAdRow): AdPerformanceRow {
  return {
    id: String(row.id),
    name: String(row.name ?? ''),
    impressions: num(row.impressions),
    clicks: num(row.clicks),
    revenue: num(row.revenue),
    advertisingRevenue: num(row.advertising_revenue),
    advertisingCost: num(row.advertising_cost),
    acos: num(row.acos),
    tacos: num(row.tacos),
    orders: num(row.orders),
    clickThroughs: num(row.click_throughs),
    dpv: num(row.dpv),
    atc: num(row.atc),
    purchases: num(row.purchases),
    totalPurchases: num(row.total_purchases),
    unitSold: num(row.unit_sold),
    totalUnitSold: num(row.total_unit_sold),
    totalProductSales: num(row.total_product_sales),
    totalCost: num(row.total_cost),
  };
}

export function toAdSeries(series: RestAdSeries): AdChartSeries {
  return {
    type: series.type === 'previous' ? 'PREVIOUS' : 'CURRENT',
    metric: series.metric,
    data: series.data.map((p) => ({ date: p.date, value: num(p.value) })),
  };
}
