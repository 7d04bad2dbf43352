import { AD_METRICS, type AdType } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type AdEntitySource,
  brandDaysAnswer,
  entityRowsSql,
  filteredRowsSql,
  partsOf,
  ratioSql,
  ratiosOf,
  readsBrandSales,
  sumsSql,
} from './advertising.sql.ts';
import type { AdFilters, AdGroupRow, AdQueryScope } from './advertising.types.ts';

type Range = { from: string; to: string };
/**
 * What a read sums: the rollups where they answer the filters exactly (the default: groups, counts
 * and totals from the entity month-to-date rollup, charts from the brand-day rollup,
 * docs/decisions/0638); `weeks`, the reading before it (the period's whole weeks from the
 * entity-week rollup and its other days from the facts, 0617); or the daily facts only. `weeks` and
 * `facts` are the answers the default is held to in tests and the bench.
 */
export type AdReading = 'rollups' | 'weeks' | 'facts';

/**
 * The rows groups, counts and totals sum: over all brands (or an account manager's), each entity's
 * month-to-date rows at the period's month ends less the day before it (or, read `weeks`, the
 * period's whole weeks and edge days); a list of brands keeps reading its few entity-days, whose
 * plan the rollups' union would only slow (PostgreSQL gathers its arms in parallel workers: MC001's
 * 90-day summary 15.7 ms against 1.6 ms run alone, docs/decisions/0617).
 */
const periodSource = (scope: AdQueryScope, reading: AdReading): AdEntitySource =>
  reading === 'facts' || scope.brandCodes !== null
    ? 'facts'
    : reading === 'weeks'
      ? 'weeks'
      : 'month-to-date';
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

/** The brands' whole sales over the range, for the brand codes of `x` (one row), as `revenue`. */
function salesSql(filters: AdFilters, range: Range): RawBuilder<unknown> {
  return sql`,
    total_sales as (
      select round(coalesce(sum(${brandSalesSql(filters, range, sql`c.code`)}), 0), 2)::float8 as revenue
      from (select distinct x.brand_code as code from x) c)`;
}

/**
 * The brands' whole sales per group (`id`) of `x`, summed over each group's brand codes: the
 * distinct (group, brand) pairs of the entity rows, hashed (an `array_agg(distinct …)` beside the
 * sums sorted every row by the group key: ~50 ms of the every-brand group page at 16× demo data,
 * docs/decisions/0629); each brand's days once, then a join. A subquery per group read every
 * brand's days of the range once per group row (12 groups of one brand: 300 ms at 16× demo data).
 */
function salesPerGroupSql(filters: AdFilters, range: Range): RawBuilder<unknown> {
  return sql`,
    group_brands as (select distinct x.id, x.brand_code from x),
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

/**
 * One page of group rows, sorted by the chosen column (nulls last), then by name, and how many
 * groups the filters produce, from one statement: the count is the groups the page is cut from
 * (counting them in a second statement read every row of the range again, docs/decisions/0629).
 */
export async function groupPage(
  db: Kysely<Database>,
  filters: AdFilters,
  scope: AdQueryScope,
  paging: { limit: number; offset: number },
  reading: AdReading = 'rollups',
): Promise<{ rows: AdGroupRow[]; count: number }> {
  const { adType } = filters;
  const range = { from: filters.from, to: filters.to };
  const direction = sql.raw(filters.sortDirection === 'asc' ? 'asc' : 'desc');
  // sortBy is validated against the metric ids of the type; quoting keeps it an identifier.
  const sortColumn = sql.raw(`"${filters.sortBy.replace(/"/g, '')}"`);
  const result = await sql<Record<string, unknown>>`
    with x as (${entityRowsSql(filters, scope, range, periodSource(scope, reading))}),
    g as (
      select x.id, max(x.name) as name, ${sumsSql(partsOf(adType), 'x')} from x group by x.id
    ) ${hasSales(adType) ? salesPerGroupSql(filters, range) : sql``}, r as (
      ${hasSales(adType) ? sql`select g.*, gs.revenue from g join group_sales gs on gs.id = g.id` : sql`select g.* from g`}
    )
    select r.* ${ratiosSql(adType, 'r')}, (select count(*) from g)::int as group_count from r
    order by ${sortColumn} ${direction} nulls last, name asc, id asc
    limit ${paging.limit} offset ${paging.offset}`.execute(db);
  const rows = result.rows.map((row) => ({
    id: String(row.id),
    name: String(row.name ?? ''),
    ...metricsOf(adType, row),
  }));
  // A page past the last group has no row to carry the count.
  const first = result.rows[0];
  const count = first
    ? Number(first.group_count)
    : paging.offset > 0
      ? await countGroups(db, filters, scope, reading)
      : 0;
  return { rows, count };
}

/** One page of group rows, sorted by the chosen column (nulls last), then by name. */
export async function groupRows(
  db: Kysely<Database>,
  filters: AdFilters,
  scope: AdQueryScope,
  paging: { limit: number; offset: number },
  reading: AdReading = 'rollups',
): Promise<AdGroupRow[]> {
  return (await groupPage(db, filters, scope, paging, reading)).rows;
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
    select count(distinct x.id) as count
    from (${entityRowsSql(filters, scope, range, periodSource(scope, reading))}) x`.execute(db);
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
    with x as (${entityRowsSql(filters, scope, range, periodSource(scope, reading))}),
    t as (select ${sumsSql(partsOf(adType), 'x')} from x) ${hasSales(adType) ? salesSql(filters, range) : sql``}, r as (
      ${hasSales(adType) ? sql`select t.*, ts.revenue from t cross join total_sales ts` : sql`select t.* from t`}
    )
    select r.* ${ratiosSql(adType, 'r')} from r`.execute(db);
  return metricsOf(adType, result.rows[0] ?? {});
}

/**
 * The brands' whole sales per day of the range, for the brands of the series' rows (`f`'s brand
 * rows): each brand's days from its own range of the brand index (`offset 0` keeps the subquery
 * per brand). Joining the brands to the marketplace's days read every brand's days of the range
 * (58,880 for 640 brands over 92 days at 16× demo data, 205 of them with sp rows) to keep a third.
 */
function salesPerDaySql(filters: AdFilters, range: Range): RawBuilder<unknown> {
  return sql`, sales as (
    select s.report_date, sum(s.total_sales) as total
    from f c cross join lateral (
      select s.report_date, s.total_sales from brand_daily_sales s
      where s.brand_code = c.brand_code and s.marketplace_id = ${filters.marketplaceId}
        and s.report_date between ${range.from}::date and ${range.to}::date
      offset 0) s
    where c.kind = 'brand'
    group by s.report_date)`;
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
  const withSales = hasSales(adType);
  const sales = withSales ? salesPerDaySql(filters, range) : sql``;
  const salesJoin = withSales ? sql.raw(', round(coalesce(sales.total, 0), 2)::float8 as revenue') : sql``;
  const salesFrom = withSales ? sql.raw('left join sales on sales.report_date = days.day') : sql``;
  // One row per brand and day from the brand-day rollup when it answers the filters (no entity
  // name searched), else the entity-days (docs/decisions/0617).
  const source = reading !== 'facts' && brandDaysAnswer(filters) ? 'brand-days' : 'facts';
  // The days' sums and, for the TACoS base, the brands with rows in the range, from one pass over
  // the rows (two grouping sets hashed together): materializing the rows to read them twice cost
  // as much as summing them (docs/decisions/0629).
  const rows = filteredRowsSql(filters, scope, range, source);
  const rowsOf = withSales
    ? sql`select p.report_date, p.brand_code,
          case when grouping(p.brand_code) = 1 then 'day' else 'brand' end as kind, ${sumsSql(parts)}
        from ${rows} group by grouping sets ((p.report_date), (p.brand_code))`
    : sql`select p.report_date, 'day' as kind, ${sumsSql(parts)} from ${rows} group by p.report_date`;
  const result = await sql<Record<string, unknown>>`
    with f as (${rowsOf}),
    a as (select * from f where f.kind = 'day') ${sales}, days as (
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
