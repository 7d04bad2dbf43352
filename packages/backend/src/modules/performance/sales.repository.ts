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

/** The value columns of every answer row, this year's and last year's. */
const VALUE_COLUMNS = sql.raw(SALES_METRICS.flatMap((m) => [`g.${m}`, `g.ly_${m}`]).join(', '));

/**
 * The totals, the periods and the brand-marketplace rows of a range, from one pass over the rollup:
 * one statement whose grouping sets give each kind of row. As three statements the same days were
 * read three times at once (258 ms p50 over all brands at 16× demo data, docs/decisions/0273).
 */
export async function salesFigures(db: Kysely<Database>, scope: SalesScope) {
  const unit = sql.lit(scope.interval);
  const result = await sql<SalesRow & { kind: 'total' | 'period' | 'brand' }>`
    with f as (${factsSql(scope)}),
    g as (
      select case when grouping(period) = 0 then 'period' when grouping(brand_code) = 0 then 'brand' else 'total' end
          as kind,
        period, brand_code, marketplace_id, ${VALUES}
      from (select f.*, to_char(date_trunc(${unit}, d), 'YYYY-MM-DD') as period from f) f
      group by grouping sets ((), (period), (brand_code, marketplace_id))
    ),
    buckets as (
      select to_char(b, 'YYYY-MM-DD') as period from generate_series(
        date_trunc(${unit}, ${scope.from}::date), ${scope.to}::date, ('1 ' || ${unit})::interval) b
    )
    select * from (
      select 'total' as kind, 0::bigint as ord, null::text as period, null::text as brand_code,
        null::text as brand_name, null::text as marketplace_id, null::text as currency_code, ${VALUE_COLUMNS}
      from g where g.kind = 'total'
      union all
      select 'period', row_number() over (order by buckets.period), buckets.period, null, null, null, null,
        ${VALUE_COLUMNS}
      from buckets left join g on g.kind = 'period' and g.period = buckets.period
      union all
      select 'brand', row_number() over (order by g.revenue desc, g.brand_code, g.marketplace_id), null,
        g.brand_code, b.name, g.marketplace_id,
        (select s.currency_code from sku_sales_traffic_daily s where s.marketplace_id = g.marketplace_id limit 1),
        ${VALUE_COLUMNS}
      from g join brands b on b.brand_code = g.brand_code
      where g.kind = 'brand'
    ) answer
    order by kind, ord`.execute(db);
  const of = (kind: 'total' | 'period' | 'brand') => result.rows.filter((row) => row.kind === kind);
  return { totals: of('total')[0] ?? {}, periods: of('period'), rows: of('brand') };
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
