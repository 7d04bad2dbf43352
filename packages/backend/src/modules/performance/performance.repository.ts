import { type IsoDayRange, PERFORMANCE_METRICS, type PerformanceMetric } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import {
  currencySql,
  type FactsReader,
  factsSql,
  groupIdentitySql,
  groupKeySql,
  metricValuesSql,
  type PerformanceFilters,
  type PerformancePageRequest,
  type PerformanceScope,
  shareSql,
} from './performance.sql.ts';
import { dailyFactsReader } from './performance-brand-days.sql.ts';

export type Row = Record<string, unknown>;

/** One page of groups with their current and (compare mode) previous values, and the group count. */
export async function groupPage(
  db: Kysely<Database>,
  filters: PerformanceFilters,
  scope: PerformanceScope,
  request: PerformancePageRequest,
): Promise<{ rows: Row[]; count: number }> {
  const result = await groupPageSql(filters, scope, request).execute(db);
  const count = result.rows[0]
    ? Number(result.rows[0].total_count)
    : await countGroups(db, filters, scope, request);
  return { rows: result.rows, count };
}

/** The grid page's statement (exported so bench/performance-plan.ts can EXPLAIN it). */
export function groupPageSql(
  filters: PerformanceFilters,
  scope: PerformanceScope,
  request: PerformancePageRequest,
  facts: FactsReader = factsSql,
): RawBuilder<Row> {
  const key = groupKeySql(request.groupBy);
  const compare = filters.compare !== null;
  const direction = sql.raw(request.sortDirection === 'asc' ? 'asc' : 'desc');
  // sortBy is one of the contract's column names (an enum); quoting keeps it an identifier.
  const sortColumn = sql.raw(`"${request.sortBy.replace(/"/g, '')}"`);
  return sql<Row>`
    with facts as (${facts(filters, scope, 'period')}),
    groups as (
      select ${key} as id, ${groupIdentitySql(request.groupBy)}, count(distinct seller_sku)::int as sku_count,
        ${currencySql}, ${metricValuesSql('cur', '')}
        ${compare ? sql`, ${metricValuesSql('prev', 'old_')}` : sql``}
      from facts group by ${key}
    ),
    shared as (
      select g.*, ${shareSql('')} ${compare ? sql`, ${shareSql('old_')}` : sql``}, count(*) over () as total_count
      from groups g
    )
    select s.*, exists(select 1 from brand_images i where i.brand_code = s.brand_code and i.kind = 'logo') as has_logo
    from shared s
    order by ${sortColumn} ${direction} nulls last, s.id asc
    limit ${request.pageSize} offset ${request.page * request.pageSize}`;
}

/** The group count when the page asked for lies past the last group (its rows carry no count). */
async function countGroups(
  db: Kysely<Database>,
  filters: PerformanceFilters,
  scope: PerformanceScope,
  request: PerformancePageRequest,
): Promise<number> {
  const result = await sql<{ n: number }>`
    with facts as (${factsSql(filters, scope, 'period')})
    select count(distinct ${groupKeySql(request.groupBy)})::int as n from facts`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** The totals of the period (and of the compare period), ratios from summed parts. */
export async function totals(
  db: Kysely<Database>,
  filters: PerformanceFilters,
  scope: PerformanceScope,
  facts: FactsReader = factsSql,
): Promise<Row> {
  const compare = filters.compare !== null;
  const result = await sql<Row>`
    with facts as (${facts(filters, scope, 'period')})
    select ${currencySql}, ${metricValuesSql('cur', '')}
      ${compare ? sql`, ${metricValuesSql('prev', 'old_')}` : sql``}
    from facts`.execute(db);
  return result.rows[0] ?? {};
}

export interface DayValues {
  date: string;
  values: Record<PerformanceMetric, number | null>;
}

/**
 * One entry per day of a period (days without facts count 0; their ratios are null), the facts
 * being daily: Amazon's Sales and Traffic report has no finer grain. Over all brands the days come
 * from the brand-day rollup (ADR 0520).
 */
export async function dailyValues(
  db: Kysely<Database>,
  filters: PerformanceFilters,
  scope: PerformanceScope,
  range: IsoDayRange,
  facts: FactsReader = dailyFactsReader(filters, scope),
): Promise<DayValues[]> {
  // The period asked for is read as the current one, so one query shape serves both series.
  const only = { ...filters, current: range, compare: null };
  const result = await sql<Row>`
    with facts as (${facts(only, scope, 'day')}),
    days as (
      select d::date as report_date
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
    ),
    per_day as (select report_date, ${metricValuesSql('cur', '')} from facts group by report_date)
    select to_char(days.report_date, 'YYYY-MM-DD') as date, per_day.*
    from days left join per_day on per_day.report_date = days.report_date
    order by days.report_date`.execute(db);
  return result.rows.map((row) => ({
    date: String(row.date),
    values: Object.fromEntries(
      PERFORMANCE_METRICS.map((m) => [
        m,
        fieldValue(row, m, m === 'buy_box' || m === 'conversion' ? null : 0),
      ]),
    ) as Record<PerformanceMetric, number | null>,
  }));
}

const fieldValue = (row: Row, field: string, missing: number | null): number | null => {
  const value = row[field];
  return value === null || value === undefined ? missing : Number(value);
};

/** The product groups of the SKUs in scope, for the filter's list. */
export async function productGroups(db: Kysely<Database>, brandCodes: string[] | null): Promise<string[]> {
  let query = db
    .selectFrom('catalog_items')
    .select('product_group')
    .distinct()
    .where('product_group', 'is not', null)
    .orderBy('product_group');
  query = query.where(inBrandScope(brandCodes, 'brand_code', 'sub_brand_code'));
  if (brandCodes !== null && brandCodes.length === 0) return [];
  const rows = await query.execute();
  return rows.map((r) => r.product_group as string);
}
