import { AD_METRICS, AD_TABLE_COLUMNS, type AdDisplayType, type AdType, currencyOf } from '@portal/schema';
import type { AdFilterQuery, advertisingContract, RouteBody } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { toCsv } from '../../http/csv.ts';
import { badRequest } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { countGroups, groupRows } from './advertising.repository.ts';
import { performanceChart, performanceSummary, scopeFor } from './advertising.service.ts';
import type { AdFilters } from './advertising.types.ts';
import { resolveAdFilters } from './advertising-filters.ts';

/** More rows than this are refused rather than half exported. */
export const MAX_EXPORT_ROWS = 100_000;

/** A column's header; money columns name the marketplace's currency ('Ad Spend (GBP)'). */
function labelOf(adType: AdType, column: string, currency: string): string {
  if (column === 'name') return 'Name';
  const metric = AD_METRICS[adType].find((m) => m.id === column);
  if (!metric) return column;
  return metric.unit === 'money' ? `${metric.label} (${currency})` : metric.label;
}

type DownloadBody = RouteBody<typeof advertisingContract.download>;

/**
 * The filters of POST advertising/performance-download (spec 1 §7.4): top-level brandCodes,
 * metric and sort win over the same fields inside `filters`; sort is `{ sortBy, sortDirection }`
 * or `[{ field, sort }]`.
 */
export function exportFilters(body: DownloadBody): AdFilters {
  const merged: AdFilterQuery = { ...body.filters };
  if (body.brandCodes !== undefined) merged.brandCodes = body.brandCodes;
  if (body.metric !== undefined) merged.metric = body.metric;
  const sort = Array.isArray(body.sort)
    ? { sortBy: body.sort[0]?.field, sortDirection: body.sort[0]?.sort }
    : (body.sort ?? {});
  if (sort.sortBy !== undefined) merged.sortBy = sort.sortBy;
  if (sort.sortDirection !== undefined) merged.sortDirection = sort.sortDirection;
  return resolveAdFilters(body.adsType, merged);
}

/** The CSV of the current view: every group row (all pages), the summary, or the chart by day. */
export async function buildExportCsv(
  ctx: AppContext,
  principal: Principal,
  filters: AdFilters,
  displayType: AdDisplayType,
): Promise<string> {
  const { adType } = filters;
  const currency = currencyOf(filters.marketplaceId);
  if (displayType === 'summary') {
    const summary = await performanceSummary(ctx, principal, filters);
    return toCsv(
      summary.map((s) => [labelOf(adType, s.metric, currency), s.current, s.previous]),
      { header: true, columns: ['Metric', 'Current', 'Previous'] },
    );
  }
  if (displayType === 'chart') {
    const series = await performanceChart(ctx, principal, filters);
    const metrics = [...new Set(series.map((s) => s.metric))];
    const rows = new Map<string, Record<string, unknown>>();
    for (const s of series) {
      for (const point of s.data) {
        const row = rows.get(`${s.type}:${point.date}`) ?? { period: s.type, date: point.date };
        row[s.metric] = point.value;
        rows.set(`${s.type}:${point.date}`, row);
      }
    }
    return toCsv([...rows.values()], {
      header: true,
      columns: [
        { key: 'period', header: 'Period' },
        { key: 'date', header: 'Date' },
        ...metrics.map((m) => ({ key: m, header: labelOf(adType, m, currency) })),
      ],
    });
  }
  const scope = scopeFor(principal, filters);
  const count = await countGroups(ctx.db, filters, scope);
  if (count > MAX_EXPORT_ROWS) {
    throw badRequest(`The export has ${count} rows, more than ${MAX_EXPORT_ROWS}: narrow the filters`);
  }
  const rows = await groupRows(ctx.db, filters, scope, { limit: MAX_EXPORT_ROWS, offset: 0 });
  const columns = AD_TABLE_COLUMNS[adType];
  return toCsv(rows, {
    header: true,
    columns: columns.map((c) => ({ key: c, header: labelOf(adType, c, currency) })),
  });
}

export const exportFileName = (filters: AdFilters, displayType: AdDisplayType): string =>
  `advertising-performance-${filters.adType}-${displayType}-${filters.from}-to-${filters.to}.csv`;
