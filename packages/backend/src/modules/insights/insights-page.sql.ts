import { type Kysely, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import {
  type InsightScope,
  type OrderSums,
  type Period,
  type PromoMetrics,
  type RollupCounting,
  returns,
  rollupDays,
} from './insights.sql.ts';

// The insights page asks for the same rows in several shapes at once (ADR 0608): the totals and the
// per-brand rows of one rollup, the returns in total, per brand, per reason and per disposition.
// Each reading here answers those shapes from one pass over the rows (grouping sets) instead of one
// scan per card; the figures are those of the single readings in insights.sql.ts, which stay the
// reference the tests compare them with.

/** Units returned in total, per brand, per reason and per disposition: what the page's cards show. */
export interface ReturnSummary {
  total: Map<string, number>;
  brand: Map<string, number>;
  reason: Map<string, number>;
  disposition: Map<string, number>;
}

type ReturnSummaryRow = {
  brand_code: string | null;
  reason: string | null;
  disposition: string | null;
  units: number;
  by: number;
};

/**
 * The four readings of `returnedUnits` the page makes for a period. Every brand's from the returns
 * rollups (ADR 0630): the brands' units from brand_daily_returns, the reasons' and dispositions'
 * from marketplace_daily_return_reasons; any other scope from one pass over the period's returns
 * joined to their brands. Every return in scope has a brand, so the total is the brands' sum.
 */
export async function returnSummary(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
): Promise<ReturnSummary> {
  const rows =
    scope.codes === null && scope.sellerSku === undefined
      ? await returnSummaryRowsFromRollups(db, scope, period)
      : await returnSummaryRowsFromLines(db, scope, period);
  const summary: ReturnSummary = {
    total: new Map(),
    brand: new Map(),
    reason: new Map(),
    disposition: new Map(),
  };
  // grouping(): one bit per column the row's set leaves out (brand 4, reason 2, disposition 1).
  for (const row of rows) {
    if (row.by === 0b011 && row.brand_code !== null) summary.brand.set(row.brand_code, row.units);
    else if (row.by === 0b101 && row.reason !== null) summary.reason.set(row.reason, row.units);
    else if (row.by === 0b110 && row.disposition !== null)
      summary.disposition.set(row.disposition, row.units);
  }
  if (summary.brand.size > 0)
    summary.total.set(
      'total',
      [...summary.brand.values()].reduce((a, b) => a + b, 0),
    );
  return summary;
}

/** The summary's rows from the period's returns lines, grouped three ways in one pass. */
async function returnSummaryRowsFromLines(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
): Promise<ReturnSummaryRow[]> {
  const result = await sql<ReturnSummaryRow>`
    select brand_code, reason, detailed_disposition as disposition, sum(quantity)::int as units,
      grouping(brand_code, reason, detailed_disposition)::int as by
    from (${returns(scope, period)}) r
    group by grouping sets ((brand_code), (reason), (detailed_disposition))`.execute(db);
  return result.rows;
}

/**
 * The summary's rows for every brand from the rollups, numbered as the lines' grouping() numbers
 * them: ~22,000 brand-days and ~2,700 reason-days for 90 days at 16× instead of ~53,000 lines joined
 * to their listings (ADR 0630).
 */
async function returnSummaryRowsFromRollups(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
): Promise<ReturnSummaryRow[]> {
  const days = sql`marketplace_id = ${scope.marketplace}
    and return_day between ${period.from}::date and ${period.to}::date`;
  const result = await sql<ReturnSummaryRow>`
    select brand_code, null::text as reason, null::text as disposition, sum(units)::int as units, ${sql.lit(0b011)} as by
    from brand_daily_returns where ${days} and ${inBrandScope(scope.codes, 'brand_code')}
    group by brand_code
    union all
    select null, reason, detailed_disposition, sum(units)::int,
      (${sql.lit(0b100)} + grouping(reason, detailed_disposition))::int
    from marketplace_daily_return_reasons where ${days}
    group by grouping sets ((reason), (detailed_disposition))`.execute(db);
  return result.rows;
}

/** The order sums in total and per brand, each counted as its `rollupCounting` says. */
export interface OrderSumsTogether {
  total: Map<string, OrderSums>;
  brand: Map<string, OrderSums>;
}

type SumsRow = {
  brand_code: string | null;
  by: number;
  revenue: number;
  units: number;
  orders: number | null;
  orders_once: number | null;
  sns_orders: number | null;
  sns_orders_once: number | null;
  sns_revenue: number;
};

/**
 * brand_daily_orders summed in total and per brand in one pass (as `orderSumsFromRollups` for each
 * group): a group shows when it has orders by its own count.
 */
export async function orderSumsTogether(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  counting: { total: RollupCounting; brand: RollupCounting },
): Promise<OrderSumsTogether> {
  const result = await sql<SumsRow>`
    select brand_code, grouping(brand_code)::int as by, coalesce(round(sum(revenue), 2), 0)::float8 as revenue,
      coalesce(sum(units), 0)::int as units, sum(orders)::int as orders, sum(orders_once)::int as orders_once,
      sum(sns_orders)::int as sns_orders, sum(sns_orders_once)::int as sns_orders_once,
      coalesce(round(sum(sns_revenue), 2), 0)::float8 as sns_revenue
    from brand_daily_orders where ${rollupDays(scope, period)}
    group by grouping sets ((), (brand_code))`.execute(db);
  const sums = (row: SumsRow, once: RollupCounting): OrderSums => ({
    revenue: row.revenue,
    units: row.units,
    orders: (once === 'orders' ? row.orders : row.orders_once) ?? 0,
    snsOrders: (once === 'orders' ? row.sns_orders : row.sns_orders_once) ?? 0,
    snsRevenue: row.sns_revenue,
  });
  const together: OrderSumsTogether = { total: new Map(), brand: new Map() };
  for (const row of result.rows) {
    const total = row.by === 1;
    const figures = sums(row, total ? counting.total : counting.brand);
    if (figures.orders <= 0) continue;
    if (total) together.total.set('total', figures);
    else if (row.brand_code !== null) together.brand.set(row.brand_code, figures);
  }
  return together;
}

/** Promotion figures per code and per brand. */
export interface PromoTogether {
  code: Map<string, PromoMetrics>;
  brand: Map<string, PromoMetrics>;
}

/**
 * brand_daily_promotions summed per code (orders counted as the total's `rollupCounting` says) and
 * per brand (`orders_of_brand`) in one pass, as `promoMetrics` reads each: only keys with orders.
 */
export async function promoTogether(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  codeCounting: RollupCounting,
): Promise<PromoTogether> {
  const result = await sql<{
    promotion_code: string | null;
    brand_code: string | null;
    by: number;
    orders: number;
    orders_once: number;
    orders_of_brand: number;
    units: number;
    discount: number;
  }>`
    select promotion_code, brand_code, grouping(promotion_code, brand_code)::int as by,
      sum(orders)::int as orders, sum(orders_once)::int as orders_once,
      sum(orders_of_brand)::int as orders_of_brand, sum(units)::int as units,
      round(sum(discount), 2)::float8 as discount
    from brand_daily_promotions where ${rollupDays(scope, period)}
    group by grouping sets ((promotion_code), (brand_code))`.execute(db);
  const together: PromoTogether = { code: new Map(), brand: new Map() };
  for (const row of result.rows) {
    const figures = (orders: number) => ({ orders, units: row.units, discount: row.discount });
    // A code's rows over all brands may all be another code's first: only keys with orders show.
    if (row.by === 0b01 && row.promotion_code !== null) {
      const orders = codeCounting === 'orders' ? row.orders : row.orders_once;
      if (orders > 0) together.code.set(row.promotion_code, figures(orders));
    } else if (row.by === 0b10 && row.brand_code !== null && row.orders_of_brand > 0)
      together.brand.set(row.brand_code, figures(row.orders_of_brand));
  }
  return together;
}
