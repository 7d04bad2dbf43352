import { AD_METRICS, hasPermission } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { askedBrands, brandVisible } from '../../db/brand-scope.ts';
import { accessSubjectOf } from '../../http/contract-route.ts';
import { forbidden } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { dailySeries, groupPage, totals } from './advertising.repository.ts';
import type {
  AdChartSeries,
  AdFilters,
  AdGroupPage,
  AdQueryScope,
  AdSummaryEntry,
} from './advertising.types.ts';

/**
 * What the caller may read, whatever they sent: a brand user only their brand and sub brands (the
 * codes they ask for narrow that, never widen it); staff what they ask for, or everything.
 * The account-manager filter is for agency staff who may see account managers (spec 1 §6.1):
 * it is ignored for those without the `advertising.staffFilters` permission (brand users and
 * standard agency users).
 */
export function scopeFor(principal: Principal, filters: AdFilters): AdQueryScope {
  const visible = visibleBrandCodes(principal);
  const asked = filters.brandCodes;
  // Naming another brand is refused outright (as the brand reports are), not answered with zeros
  // that read as that brand's real figures.
  if (asked.some((code) => !brandVisible(visible, code))) {
    throw forbidden('You do not have access to this brand');
  }
  const brandCodes = askedBrands(visible, asked);
  const managersAllowed = hasPermission(accessSubjectOf(principal), 'advertising.staffFilters');
  return { brandCodes, accountManagers: managersAllowed ? filters.accountManagers : [] };
}

/** displayType=group: `{ count, rows }`, one page. */
export async function performanceGroup(
  ctx: AppContext,
  principal: Principal,
  filters: AdFilters,
): Promise<AdGroupPage> {
  const scope = scopeFor(principal, filters);
  return groupPage(ctx.db, filters, scope, {
    limit: filters.pageSize,
    offset: filters.page * filters.pageSize,
  });
}

/** displayType=summary: one entry per metric with the current and (compare mode) previous total. */
export async function performanceSummary(
  ctx: AppContext,
  principal: Principal,
  filters: AdFilters,
): Promise<AdSummaryEntry[]> {
  const scope = scopeFor(principal, filters);
  const [current, previous] = await Promise.all([
    totals(ctx.db, filters, scope, { from: filters.from, to: filters.to }),
    filters.compare ? totals(ctx.db, filters, scope, filters.compare) : Promise.resolve(null),
  ]);
  return AD_METRICS[filters.adType].map((m) => ({
    metric: m.id,
    current: current[m.id] ?? null,
    previous: previous ? (previous[m.id] ?? null) : null,
  }));
}

/** displayType=chart: a series per metric by reportDate, current and (compare mode) previous. */
export async function performanceChart(
  ctx: AppContext,
  principal: Principal,
  filters: AdFilters,
): Promise<AdChartSeries[]> {
  const scope = scopeFor(principal, filters);
  const metrics = filters.metrics.length > 0 ? filters.metrics : AD_METRICS[filters.adType].map((m) => m.id);
  const [current, previous] = await Promise.all([
    dailySeries(ctx.db, filters, scope, { from: filters.from, to: filters.to }),
    filters.compare ? dailySeries(ctx.db, filters, scope, filters.compare) : Promise.resolve(null),
  ]);
  const series = (type: AdChartSeries['type'], days: typeof current) =>
    metrics.map((metric) => ({
      type,
      metric,
      data: days.map((day) => ({ date: day.date, value: day.values[metric] ?? null })),
    }));
  return [...series('current', current), ...(previous ? series('previous', previous) : [])];
}
