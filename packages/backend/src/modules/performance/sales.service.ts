import { defaultSalesInterval, isoDayRangeLength, todayUtc } from '@portal/schema';
import type { SalesPerformance, SalesQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { askedBrands } from '../../db/brand-scope.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { factsCurrency } from '../seller-data/facts-currency.ts';
import { resolvePerformanceFilters } from './performance.service.ts';
import { salesFigures, salesValuesOf } from './sales.repository.ts';

/**
 * GET performance/sales: the sales view of /performance-sales (docs/decisions/0122), read from the
 * same brand daily rollup as the monthly report, so a month here is that month's report sales.
 */
export async function salesPerformance(
  ctx: AppContext,
  principal: Principal,
  query: SalesQuery,
  today: string = todayUtc(),
): Promise<SalesPerformance> {
  const filters = resolvePerformanceFilters(
    { from: query.from, to: query.to, marketplace: query.marketplace, filterBrands: query.filterBrands },
    today,
  );
  const visible = visibleBrandCodes(principal);
  const brandCodes = askedBrands(visible, filters.brandCodes);
  const interval = query.interval ?? defaultSalesInterval(isoDayRangeLength(filters.current));
  const scope = { ...filters.current, interval, marketplaceIds: filters.marketplaceIds, brandCodes };
  const [figures, currency] = await Promise.all([
    salesFigures(ctx.db, scope),
    factsCurrency(ctx.db, filters.marketplaceIds),
  ]);
  return {
    interval,
    currency_code: currency,
    totals: salesValuesOf(figures.totals),
    periods: figures.periods.map((row) => ({ period: String(row.period), ...salesValuesOf(row) })),
    rows: figures.rows.map((row) => ({
      brand_code: String(row.brand_code),
      brand_name: String(row.brand_name),
      marketplace_id: String(row.marketplace_id),
      currency_code: row.currency_code === null ? null : String(row.currency_code),
      ...salesValuesOf(row),
    })),
  };
}
