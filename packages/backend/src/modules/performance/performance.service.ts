import {
  DEFAULT_MARKETPLACE_ID,
  MARKETPLACES,
  PERFORMANCE_METRICS,
  PERFORMANCE_PAGE_SIZE,
  PERFORMANCE_ROW_EXTRA_FIELDS,
  QUOTA_MESSAGES,
  todayUtc,
  USER_QUOTAS,
} from '@portal/schema';
import type {
  PerformanceFilterInput,
  PerformanceRow,
  PerformanceSeries,
  PerformanceSkusQuery,
  PerformanceSummary,
  performanceContract,
  RouteBody,
} from '@portal/schema/rest';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { askedBrands } from '../../db/brand-scope.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { checkRequestedDayRange } from '../../http/requested-day-range.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { brandAssetUrl } from '../brand-reports/brand-asset-links.ts';
import type { PerformanceFilters, PerformanceScope } from '../seller-data/sku-facts.sql.ts';
import {
  dailyValues,
  type PerformancePageRequest,
  productGroups,
  type Row,
  totals,
} from './performance.repository.ts';
import { groupPage } from './performance-grid-page.ts';

/**
 * The rules the contract cannot state alone: ranges run forwards and end by today, the compare
 * days come together, and marketplaces are known ones (default ATVPDKIKX0DER, spec 2 §9).
 */
export function resolvePerformanceFilters(
  input: PerformanceFilterInput,
  today: string = todayUtc(),
): PerformanceFilters {
  const current = { from: input.from, to: input.to };
  checkRequestedDayRange(current, today, 'from/to');
  if (Boolean(input.compareFrom) !== Boolean(input.compareTo)) {
    throw badRequest('compareFrom and compareTo must be given together');
  }
  const compare =
    input.compareFrom && input.compareTo ? { from: input.compareFrom, to: input.compareTo } : null;
  if (compare) checkRequestedDayRange(compare, today, 'compareFrom/compareTo');

  const marketplaceIds = input.marketplace?.length ? input.marketplace : [DEFAULT_MARKETPLACE_ID];
  const unknown = marketplaceIds.find((id) => !MARKETPLACES.some((m) => m.marketplaceId === id));
  if (unknown) throw badRequest(`marketplace '${unknown}' is not a known marketplace`);

  return {
    current,
    compare,
    marketplaceIds,
    skus: input.skus ?? [],
    brandCodes: input.filterBrands ?? [],
    productGroups: input.filterProductGroups ?? [],
    accountManagers: input.filterAccountManagers ?? [],
    asins: input.filterAsins ?? [],
  };
}

/** Grouping, sorting and paging of the grid (spec 2 §9: 40 rows, revenue first by default). */
const pageRequestOf = (query: PerformanceSkusQuery): PerformancePageRequest => ({
  groupBy: query.groupBy ?? 'sku',
  sortBy: query.sortBy ?? 'revenue',
  sortDirection: query.sortDirection ?? 'desc',
  page: query.page ?? 0,
  pageSize: query.pageSize ?? PERFORMANCE_PAGE_SIZE,
});

/**
 * What the caller may read, whatever they sent (spec 2 §2): a brand user's brand filter is forced
 * to its brand and sub brands (codes it asks for narrow that, never widen it), and it has no
 * account manager filter; staff read what they ask for, or everything.
 */
export function scopeFor(principal: Principal, filters: PerformanceFilters): PerformanceScope {
  const visible = visibleBrandCodes(principal);
  const brandCodes = askedBrands(visible, filters.brandCodes);
  return { brandCodes, accountManagers: visible === null ? filters.accountManagers : [] };
}

const FIELDS = [...PERFORMANCE_METRICS, ...PERFORMANCE_ROW_EXTRA_FIELDS];
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** The numeric fields of a row; old_ ones are null unless comparing. */
function valuesOf(row: Row, compare: boolean): Record<string, number | null> {
  const values: Record<string, number | null> = {};
  for (const field of FIELDS) {
    values[field] = num(row[field]);
    values[`old_${field}`] = compare ? num(row[`old_${field}`]) : null;
  }
  // Amazon's Sales and Traffic report does not split units by device: no per-device conversion.
  for (const field of ['browser_conversion', 'mobile_conversion']) {
    values[field] = null;
    values[`old_${field}`] = null;
  }
  return values;
}

/** GET performance/skus: one page of groups (spec 2 §3 SKU performance rows). */
export async function performanceSkus(
  ctx: AppContext,
  principal: Principal,
  query: PerformanceSkusQuery,
): Promise<{ count: number; rows: PerformanceRow[] }> {
  const filters = resolvePerformanceFilters(query);
  const page = await groupPage(ctx.db, filters, scopeFor(principal, filters), pageRequestOf(query));
  const compare = filters.compare !== null;
  // One signed logo link per brand on the page (the image is served only with it).
  const logos = new Map<string, string>();
  for (const row of page.rows) {
    const code = text(row.brand_code);
    if (code && row.has_logo && !logos.has(code)) logos.set(code, await brandAssetUrl(ctx, code, 'logo'));
  }
  const rows = page.rows.map(
    (row): PerformanceRow => ({
      id: String(row.id),
      seller_sku: text(row.seller_sku),
      asin: text(row.asin),
      product_name: text(row.product_name),
      product_image: text(row.product_image),
      brand_code: text(row.brand_code),
      brand_name: text(row.brand_name),
      sub_brand_code: text(row.sub_brand_code),
      account_manager: text(row.account_manager),
      logo: logos.get(text(row.brand_code) ?? '') ?? null,
      sku_count: Number(row.sku_count),
      currency_code: text(row.currency_code),
      ...valuesOf(row, compare),
    }),
  );
  return { count: page.count, rows };
}

/** POST performance/summary: the five metrics and their old_ values when comparing. */
export async function performanceSummary(
  ctx: AppContext,
  principal: Principal,
  body: PerformanceFilterInput,
): Promise<PerformanceSummary> {
  const filters = resolvePerformanceFilters(body);
  const row = await totals(ctx.db, filters, scopeFor(principal, filters));
  const compare = filters.compare !== null;
  const summary: Record<string, number | string | null> = { currency_code: text(row.currency_code) };
  for (const metric of PERFORMANCE_METRICS) {
    summary[metric] = num(row[metric]);
    summary[`old_${metric}`] = compare ? num(row[`old_${metric}`]) : null;
  }
  return summary as PerformanceSummary;
}

/** POST performance/metric: a current series per metric, and a previous one when comparing. */
export async function performanceMetric(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof performanceContract.metric>,
): Promise<PerformanceSeries> {
  const filters = resolvePerformanceFilters(body);
  const scope = scopeFor(principal, filters);
  const [current, previous] = await Promise.all([
    dailyValues(ctx.db, filters, scope, filters.current),
    filters.compare ? dailyValues(ctx.db, filters, scope, filters.compare) : Promise.resolve(null),
  ]);
  const series = (type: 'current' | 'previous', days: typeof current) =>
    body.metric.map((metric) => ({
      metric,
      type,
      data: days.map((day) => ({ date: day.date, value: day.values[metric] })),
    }));
  return [...series('current', current), ...(previous ? series('previous', previous) : [])];
}

/** The product groups the caller may filter by. */
export const performanceProductGroups = (ctx: AppContext, principal: Principal): Promise<string[]> =>
  productGroups(ctx.db, visibleBrandCodes(principal));

/** A first-party page view event (ffp and ecom3k brand users; the route's permission says who). */
export async function recordPageView(ctx: AppContext, principal: Principal, path: string): Promise<void> {
  const quota = USER_QUOTAS.pageViewsPerDay;
  // At most `quota` a day per user: counted up to the quota only (index page_view_events_user_idx).
  const recorded = await sql`
    insert into page_view_events (user_id, brand_code, brand_type, path)
    select ${principal.userId}, ${principal.brandCode}, ${principal.brandType ?? ''}, ${path}
    where (select count(*) from (
      select 1 from page_view_events
      where user_id = ${principal.userId} and viewed_at > now() - interval '1 day'
      limit ${quota}) recent) < ${quota}
    returning 1`.execute(ctx.db);
  if (recorded.rows.length === 0) throw new HttpError(429, QUOTA_MESSAGES.pageViews);
}
