import { AD_METRICS, AD_TABLE_COLUMNS, type AdType, MARKETPLACES } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { toCsv } from '../../http/csv.ts';
import { badRequest } from '../../http/http-error.ts';
import { bodyOf } from '../../http/validate.ts';
import type { Principal } from '../auth/principal.ts';
import { type DisplayType, parseAdFilters, parseAdType, parseDisplayType } from './advertising.params.ts';
import { countGroups, groupRows } from './advertising.repository.ts';
import { performanceChart, performanceSummary, scopeFor } from './advertising.service.ts';
import type { AdFilters } from './advertising.types.ts';

/** More rows than this are refused rather than half exported. */
export const MAX_EXPORT_ROWS = 100_000;

const labelOf = (adType: AdType, column: string): string =>
  column === 'name' ? 'Name' : (AD_METRICS[adType].find((m) => m.id === column)?.label ?? column);

/**
 * The body of POST advertising/performance-download (spec 1 §7.4): `filters` (the filter state),
 * adsType, displayType, marketplaceName, metric, sort and brandCodes. Top-level fields win over
 * the same fields inside `filters`; sort is `{ sortBy, sortDirection }` or `[{ field, sort }]`.
 */
export function parseExportRequest(raw: unknown): {
  filters: AdFilters;
  displayType: DisplayType;
} {
  const body = bodyOf(raw);
  const nested = bodyOf(body.filters);
  // The client sends the marketplace's display name beside its id; a name we do not know is a
  // client mistake, refused before anything is written.
  if (body.marketplaceName !== undefined && !MARKETPLACES.some((m) => m.name === body.marketplaceName)) {
    throw badRequest('marketplaceName must be the name of one of the 20 marketplaces');
  }
  const adType = parseAdType(body.adsType ?? nested.adsType);
  const displayType = body.displayType === undefined ? 'group' : parseDisplayType(body.displayType);
  const merged: Record<string, unknown> = { ...nested };
  if (body.brandCodes !== undefined) merged.brandCodes = body.brandCodes;
  if (body.metric !== undefined) merged.metric = body.metric;
  const sort = Array.isArray(body.sort)
    ? bodyOf(body.sort[0])
    : body.sort === undefined
      ? {}
      : bodyOf(body.sort);
  if (sort.sortBy !== undefined || sort.field !== undefined) merged.sortBy = sort.sortBy ?? sort.field;
  if (sort.sortDirection !== undefined || sort.sort !== undefined) {
    merged.sortDirection = sort.sortDirection ?? sort.sort;
  }
  return { filters: parseAdFilters(adType, merged), displayType };
}

/** The CSV of the current view: every group row (all pages), the summary, or the chart by day. */
export async function buildExportCsv(
  ctx: AppContext,
  principal: Principal,
  filters: AdFilters,
  displayType: DisplayType,
): Promise<string> {
  const { adType } = filters;
  if (displayType === 'summary') {
    const summary = await performanceSummary(ctx, principal, filters);
    return toCsv(
      summary.map((s) => [labelOf(adType, s.metric), s.current, s.previous]),
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
        ...metrics.map((m) => ({ key: m, header: labelOf(adType, m) })),
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
    columns: columns.map((c) => ({ key: c, header: labelOf(adType, c) })),
  });
}

export const exportFileName = (filters: AdFilters, displayType: DisplayType): string =>
  `advertising-performance-${filters.adType}-${displayType}-${filters.from}-to-${filters.to}.csv`;
