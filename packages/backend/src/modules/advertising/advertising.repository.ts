import { AD_METRICS, type AdType } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  brandDaysAnswer,
  filteredRowsSql,
  groupKeySql,
  groupNameSql,
  partsOf,
  ratioSql,
  ratiosOf,
  readsBrandSales,
  sumsSql,
} from './advertising.sql.ts';
import type { AdFilters, AdGroupRow, AdQueryScope } from './advertising.types.ts';

type Range = { from: string; to: string };
/**
 * What a read sums: the rollups where they answer the filters exactly (the default), or the daily
 * facts only (the answer the rollups are held to, docs/decisions/0617).
 */
export type AdReading = 'rollups' | 'facts';

/**
 * The rows groups, counts and totals sum: the period's whole weeks from the entity-week rollup over
 * all brands (or an account manager's); a list of brands keeps reading its few entity-days, whose
 * plan the rollup's union would only slow (PostgreSQL gathers its arms in parallel workers: MC001's
 * 90-day summary 15.7 ms against 1.6 ms run alone, docs/decisions/0617).
 */
const periodSource = (scope: AdQueryScope, reading: AdReading) =>
  reading === 'rollups' && scope.brandCodes === null ? 'weeks' : 'facts';
type Values = Record<string, number | null>;

const hasSales = readsBrandSales;

/** The type's ratios (acos, tacos, …) from the summed values, as the metric table declares them. */
function ratiosSql(adType: AdType, alias: string): RawBuilder<unknown> {
  const ratios = ratiosOf(adType).map(
    (r) => `, ${ratioSql(`${alias}.${r.numerator}`, `${alias}.${r.denominator}`, r.factor)} as ${r.id}`,
  );
  return sql.raw(ratios.join(''));
}

/**
 * One brand's sales over the range (`brand`, an SQL expression naming it), as a scalar subquery:
 * its own range of the brand index (brand, marketplace, day). As `= any(array)` the index compared
 * each of a range's rows with every code in turn (180 ms for 200 brands over 30 days at 16× demo
 * data); as a join to the set of codes, the planner read every brand's days of the range and kept
 * one brand's (39 ms of a 54 ms group page for one brand at 16×, docs/decisions/0621).
 */
const brandSalesSql = (filters: AdFilters, range: Range, brand: RawBuilder<unknown>) => sql`(
  select sum(s.total_sales) from brand_daily_sales s
  where s.brand_code = ${brand} and s.marketplace_id = ${filters.marketplaceId}
    and s.report_date between ${range.from}::date and ${range.to}::date)`;

/** The brands' whole sales over the range, for the brand codes of `t` (one row), as `total_sales`. */
function salesSql(filters: AdFilters, range: Range): RawBuilder<unknown> {
  return sql`,
    total_sales as (
      select round(coalesce(sum(${brandSalesSql(filters, range, sql`c.code`)}), 0), 2)::float8 as revenue
      from (select distinct unnest(t.brand_codes) as code from t) c)`;
}

/**
 * The brands' whole sales per group (`id`) of `g`, summed over each group's brand codes: each
 * brand's days once, then a join. A subquery per group read every brand's days of the range
 * once per group row (12 groups of one brand: 300 ms at 16× demo data).
 */
function salesPerGroupSql(filters: AdFilters, range: Range): RawBuilder<unknown> {
  return sql`,
    group_brands as (select g.id, unnest(g.brand_codes) as brand_code from g),
    brand_sales as (
      select c.brand_code, ${brandSalesSql(filters, range, sql`c.brand_code`)} as total
      from (select distinct brand_code from group_brands) c),
    group_sales as (
      select gb.id, round(coalesce(sum(bs.total), 0), 2)::float8 as revenue
      from group_brands gb left join brand_sales bs on bs.brand_code = gb.brand_code
      group by gb.id)`;
}

/** Picks the metrics of the ad type, in their spec order, from a result row. */
function metricsOf(adType: AdType, row: Record<string, unknown>): Values {
  return Object.fromEntries(
    AD_METRICS[adType].map((m) => [
      m.id,
      row[m.id] === null || row[m.id] === undefined ? null : Number(row[m.id]),
    ]),
  );
}

/** One page of group rows, sorted by the chosen column (nulls last), then by name. */
export async function groupRows(
  db: Kysely<Database>,
  filters: AdFilters,
  scope: AdQueryScope,
  paging: { limit: number; offset: number },
  reading: AdReading = 'rollups',
): Promise<AdGroupRow[]> {
  const { adType } = filters;
  const range = { from: filters.from, to: filters.to };
  const direction = sql.raw(filters.sortDirection === 'asc' ? 'asc' : 'desc');
  // sortBy is validated against the metric ids of the type; quoting keeps it an identifier.
  const sortColumn = sql.raw(`"${filters.sortBy.replace(/"/g, '')}"`);
  const result = await sql<Record<string, unknown>>`
    with g as (
      select ${groupKeySql(filters.groupBy)}::text as id, max(${groupNameSql(filters.groupBy)}) as name,
        ${sumsSql(partsOf(adType))}, array_agg(distinct p.brand_code) as brand_codes
      from ${filteredRowsSql(filters, scope, range, periodSource(scope, reading))}
      group by 1
    ) ${hasSales(adType) ? salesPerGroupSql(filters, range) : sql``}, r as (
      ${hasSales(adType) ? sql`select g.*, gs.revenue from g join group_sales gs on gs.id = g.id` : sql`select g.* from g`}
    )
    select r.* ${ratiosSql(adType, 'r')} from r
    order by ${sortColumn} ${direction} nulls last, name asc, id asc
    limit ${paging.limit} offset ${paging.offset}`.execute(db);
  return result.rows.map((row) => ({
    id: String(row.id),
    name: String(row.name ?? ''),
    ...metricsOf(adType, row),
  }));
}

/** How many groups the filters produce (the table's count). */
export async function countGroups(
  db: Kysely<Database>,
  filters: AdFilters,
  scope: AdQueryScope,
  reading: AdReading = 'rollups',
): Promise<number> {
  const range = { from: filters.from, to: filters.to };
  const result = await sql<{ count: string | number }>`
    select count(distinct ${groupKeySql(filters.groupBy)}) as count
    from ${filteredRowsSql(filters, scope, range, periodSource(scope, reading))}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** Totals of every metric over a range: sums of parts, ratios of the sums. */
export async function totals(
  db: Kysely<Database>,
  filters: AdFilters,
  scope: AdQueryScope,
  range: Range,
  reading: AdReading = 'rollups',
): Promise<Values> {
  const { adType } = filters;
  const result = await sql<Record<string, unknown>>`
    with t as (
      select ${sumsSql(partsOf(adType))}, array_agg(distinct p.brand_code) as brand_codes
      from ${filteredRowsSql(filters, scope, range, periodSource(scope, reading))}
    ) ${hasSales(adType) ? salesSql(filters, range) : sql``}, r as (
      ${hasSales(adType) ? sql`select t.*, ts.revenue from t cross join total_sales ts` : sql`select t.* from t`}
    )
    select r.* ${ratiosSql(adType, 'r')} from r`.execute(db);
  return metricsOf(adType, result.rows[0] ?? {});
}

/** Every metric per day of the range (days without data: additive 0, ratios null). */
export async function dailySeries(
  db: Kysely<Database>,
  filters: AdFilters,
  scope: AdQueryScope,
  range: Range,
  reading: AdReading = 'rollups',
): Promise<Array<{ date: string; values: Values }>> {
  const { adType } = filters;
  const parts = partsOf(adType);
  const filled = parts.map((part) => `coalesce(a.${part}, 0)::float8 as ${part}`).join(', ');
  // A brand-scoped caller's codes as a constant too (the rows' brands are among them): the planner
  // then seeks those brands' days by the brand index instead of reading every brand's days of the
  // range and joining (21 of 27 ms for one brand's 90 days at 16× demo data).
  const scopedSales =
    scope.brandCodes !== null && scope.brandCodes.length > 0
      ? sql`and s.brand_code = any(${scope.brandCodes}::text[])`
      : sql``;
  const sales = hasSales(adType)
    ? sql`, sales as (
        select s.report_date, sum(s.total_sales) as total from brand_daily_sales s
        where s.marketplace_id = ${filters.marketplaceId}
          and s.report_date between ${range.from}::date and ${range.to}::date
          and s.brand_code in (select distinct brand_code from f) ${scopedSales}
        group by s.report_date)`
    : sql.raw('');
  const salesJoin = hasSales(adType)
    ? sql.raw(', round(coalesce(sales.total, 0), 2)::float8 as revenue')
    : sql.raw('');
  const salesFrom = hasSales(adType)
    ? sql.raw('left join sales on sales.report_date = days.day')
    : sql.raw('');
  // One row per brand and day from the brand-day rollup when it answers the filters (no entity
  // name searched), else the entity-days (docs/decisions/0617).
  const source = reading === 'rollups' && brandDaysAnswer(filters) ? 'brand-days' : 'facts';
  const result = await sql<Record<string, unknown>>`
    with f as (
      select p.* from ${filteredRowsSql(filters, scope, range, source)}
    ), a as (
      select f.report_date, ${sumsSql(parts, 'f')} from f group by f.report_date
    ) ${sales}, days as (
      select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
    ), r as (
      select days.day, ${sql.raw(filled)} ${salesJoin}
      from days left join a on a.report_date = days.day ${salesFrom}
    )
    select to_char(r.day, 'YYYY-MM-DD') as date, r.* ${ratiosSql(adType, 'r')} from r order by r.day`.execute(
    db,
  );
  return result.rows.map((row) => ({ date: String(row.date), values: metricsOf(adType, row) }));
}
