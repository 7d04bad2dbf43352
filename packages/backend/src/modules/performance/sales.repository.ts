import { SALES_METRICS } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type SalesRow = Record<string, unknown>;

export interface SalesScope {
  from: string;
  to: string;
  interval: 'day' | 'week' | 'month';
  marketplaceIds: string[];
  /** null: every brand. */
  brandCodes: string[] | null;
}

/** Sums of a bucket, this year (`cur`) and the same days a year earlier, and the ASP from them. */
const VALUES = sql.raw(
  [
    'round(coalesce(sum(total_sales) filter (where cur), 0)::numeric, 2)::float8 as revenue',
    'coalesce(sum(units_ordered) filter (where cur), 0)::int as units',
    'coalesce(sum(total_order_items) filter (where cur), 0)::int as orders',
    'round((sum(total_sales) filter (where cur) / nullif(sum(units_ordered) filter (where cur), 0))::numeric, 2)::float8 as asp',
    'round(coalesce(sum(total_sales) filter (where not cur), 0)::numeric, 2)::float8 as ly_revenue',
    'coalesce(sum(units_ordered) filter (where not cur), 0)::int as ly_units',
    'coalesce(sum(total_order_items) filter (where not cur), 0)::int as ly_orders',
    'round((sum(total_sales) filter (where not cur) / nullif(sum(units_ordered) filter (where not cur), 0))::numeric, 2)::float8 as ly_asp',
  ].join(', '),
);

/**
 * The brand daily sales rollup (the monthly report's source) of the range and of the same days a
 * year earlier; last year's days are moved forward a year so both fall in the same buckets.
 */
function factsSql(scope: SalesScope): RawBuilder<unknown> {
  const brands = scope.brandCodes === null ? sql`` : sql`and brand_code = any(${scope.brandCodes}::text[])`;
  const where = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
    sql`report_date between ${from} and ${to} and marketplace_id = any(${scope.marketplaceIds}::text[]) ${brands}`;
  const lastYear = (d: string) => sql`(${d}::date - interval '1 year')::date`;
  return sql`
    select brand_code, marketplace_id, report_date as d, total_sales, units_ordered, total_order_items, true as cur
    from brand_daily_sales where ${where(sql`${scope.from}::date`, sql`${scope.to}::date`)}
    union all
    select brand_code, marketplace_id, (report_date + interval '1 year')::date, total_sales, units_ordered,
      total_order_items, false
    from brand_daily_sales where ${where(lastYear(scope.from), lastYear(scope.to))}`;
}

export async function salesFigures(db: Kysely<Database>, scope: SalesScope) {
  const unit = sql.lit(scope.interval);
  const [totals, periods, rows] = await Promise.all([
    sql<SalesRow>`with f as (${factsSql(scope)}) select ${VALUES} from f`.execute(db),
    sql<SalesRow>`
      with f as (${factsSql(scope)}),
      buckets as (
        select to_char(b, 'YYYY-MM-DD') as period from generate_series(
          date_trunc(${unit}, ${scope.from}::date), ${scope.to}::date, ('1 ' || ${unit})::interval) b
      ),
      sums as (select to_char(date_trunc(${unit}, d), 'YYYY-MM-DD') as period, ${VALUES} from f group by 1)
      select buckets.period, sums.* from buckets left join sums using (period) order by buckets.period`.execute(
      db,
    ),
    sql<SalesRow>`
      with f as (${factsSql(scope)})
      select f.brand_code, min(b.name) as brand_name, f.marketplace_id,
        (select s.currency_code from sku_sales_traffic_daily s where s.marketplace_id = f.marketplace_id limit 1)
          as currency_code,
        ${VALUES}
      from f join brands b on b.brand_code = f.brand_code
      group by f.brand_code, f.marketplace_id
      order by revenue desc, f.brand_code, f.marketplace_id`.execute(db),
  ]);
  return { totals: totals.rows[0] ?? {}, periods: periods.rows, rows: rows.rows };
}

/** The marketplaces' currency, when they share one. */
export async function currencyOf(db: Kysely<Database>, marketplaceIds: string[]): Promise<string | null> {
  const result = await sql<{ currency_code: string }>`
    select distinct currency_code from (
      select (select s.currency_code from sku_sales_traffic_daily s where s.marketplace_id = m limit 1) as currency_code
      from unnest(${marketplaceIds}::text[]) m) c where currency_code is not null`.execute(db);
  return result.rows.length === 1 ? (result.rows[0]?.currency_code ?? null) : null;
}

/** The metric values of an answer row, numbers or null. */
export function salesValuesOf(row: SalesRow): Record<string, number | null> {
  const values: Record<string, number | null> = {};
  for (const metric of SALES_METRICS) {
    for (const name of [metric, `ly_${metric}`]) {
      const value = row[name];
      values[name] = value === null || value === undefined ? (metric === 'asp' ? null : 0) : Number(value);
    }
  }
  return values;
}
