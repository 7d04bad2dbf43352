import {
  type IsoDayRange,
  PERFORMANCE_METRICS,
  type PerformanceGroupBy,
  type PerformanceMetric,
} from '@portal/schema';
import type { PerformanceSkusQuery } from '@portal/schema/rest';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import {
  type FactGroupKey,
  type FactsReader,
  factsSql,
  type PerformanceFilters,
  type PerformanceScope,
} from '../seller-data/sku-facts.sql.ts';
import { dailyFactsReader } from './performance-brand-days.sql.ts';

/*
 * The performance statements (grid page and count, totals, daily series, product groups) over the
 * facts of a scope (../seller-data/sku-facts.sql.ts): what they sum and how they group.
 */

export type Row = Record<string, unknown>;

/**
 * The grid's grouping, sort and page: the REST query's own fields with their defaults filled in;
 * sortBy is one of the contract's columns (any text reads as a quoted identifier, never as SQL).
 */
export type PerformancePageRequest = Required<
  Pick<PerformanceSkusQuery, 'groupBy' | 'sortDirection' | 'page' | 'pageSize'>
> & { sortBy: string };

/** `100 × a / b` to 2 decimals, null when b is 0. */
const percent = (a: string, b: string) => `round((100.0 * (${a}) / nullif(${b}, 0))::numeric, 2)::float8`;

/** A column of a grid row: its name and the SQL that makes it from a group's facts. */
export type Column = readonly [name: string, expr: string];

/**
 * The metric values of a group (or of everything) for one period flag (`cur` or `prev`), under the
 * names of the SKU performance row, with an optional `old_` prefix. Ratios come from summed parts.
 */
export function metricColumns(flag: 'cur' | 'prev', prefix: '' | 'old_'): Column[] {
  const sum = (expr: string) => `coalesce(sum(${expr}) filter (where ${flag}), 0)`;
  return [
    [`${prefix}revenue`, `round(${sum('revenue')}::numeric, 2)::float8`],
    [`${prefix}units`, `${sum('units')}::int`],
    [`${prefix}session`, `${sum('sessions')}::int`],
    [`${prefix}buy_box`, percent(sum('buy_box_sessions'), sum('sessions'))],
    [`${prefix}conversion`, percent(sum('units'), sum('sessions'))],
    [`${prefix}browser_session`, `${sum('browser_sessions')}::int`],
    [`${prefix}mobile_session`, `${sum('mobile_app_sessions')}::int`],
    // The split shares need every group's page views: the outer query divides by their total.
    [`${prefix}page_views_part`, `${sum('page_views')}::float8`],
    [`${prefix}browser_page_views_part`, `${sum('browser_page_views')}::float8`],
    [`${prefix}mobile_page_views_part`, `${sum('mobile_app_page_views')}::float8`],
  ];
}

/** Columns as a select list. */
export const columnsSql = (columns: readonly Column[]): RawBuilder<unknown> =>
  sql.raw(columns.map(([name, expr]) => `${expr} as ${name}`).join(',\n        '));

function metricValuesSql(flag: 'cur' | 'prev', prefix: '' | 'old_'): RawBuilder<unknown> {
  return columnsSql(metricColumns(flag, prefix));
}

/** The page views parts a share is made of, and the share's name (spec 2 §3 page_views_percentage). */
export const SHARES = [
  ['page_views_part', 'page_views_percentage'],
  ['browser_page_views_part', 'browser_page_views_percentage'],
  ['mobile_page_views_part', 'mobile_page_views_percentage'],
] as const;

/** A share of a group's part in `total` (all groups' parts), to 2 decimals. */
export const shareOf = (part: string, total: string) =>
  `round((100.0 * ${part} / nullif(${total}, 0))::numeric, 2)::float8`;

/** A page views share of a group: its page views over all groups' (spec 2 §3 page_views_percentage). */
function shareSql(prefix: '' | 'old_'): RawBuilder<unknown> {
  return sql.raw(
    SHARES.map(
      ([part, name]) => `${shareOf(`${prefix}${part}`, `sum(${prefix}${part}) over ()`)} as ${prefix}${name}`,
    ).join(', '),
  );
}

/** Identity columns of a grid row (the rest of spec 2 §3's identity fields are null). */
export type Grouping = { key: FactGroupKey; identity: readonly Column[] };

const ASIN_GROUPING: Grouping = {
  key: 'asin',
  identity: [
    ['seller_sku', 'null::text'],
    ['asin', 'asin'],
    ['product_name', 'min(product_name)'],
    ['product_image', 'min(image_url)'],
    ['brand_code', 'min(brand_code)'],
    ['brand_name', 'min(brand_name)'],
    ['sub_brand_code', 'min(sub_brand_code)'],
    ['account_manager', 'min(account_manager)'],
  ],
};

/** Identity per group-by: a SKU row names its SKU, ASIN and brand; an ASIN row its ASIN and brand. */
export const GROUPINGS: Record<PerformanceGroupBy, Grouping> = {
  sku: {
    key: 'seller_sku',
    identity: [
      ['seller_sku', 'seller_sku'],
      ['asin', 'min(asin)'],
      ['product_name', 'min(product_name)'],
      ['product_image', 'min(image_url)'],
      ['brand_code', 'min(brand_code)'],
      ['brand_name', 'min(brand_name)'],
      ['sub_brand_code', 'min(sub_brand_code)'],
      ['account_manager', 'min(account_manager)'],
    ],
  },
  asin: ASIN_GROUPING,
  // Grouped as by ASIN; the screen expands each row into its SKUs.
  asin_conditions: ASIN_GROUPING,
  brand_code: {
    key: 'brand_code',
    identity: [
      ['seller_sku', 'null::text'],
      ['asin', 'null::text'],
      ['product_name', 'null::text'],
      ['product_image', 'null::text'],
      ['brand_code', 'brand_code'],
      ['brand_name', 'min(brand_name)'],
      ['sub_brand_code', 'null::text'],
      ['account_manager', 'min(account_manager)'],
    ],
  },
};

const groupKeySql = (groupBy: PerformanceGroupBy) => sql.raw(GROUPINGS[groupBy].key);
const groupIdentitySql = (groupBy: PerformanceGroupBy) => columnsSql(GROUPINGS[groupBy].identity);

/** One currency when every fact shares it, else null (the screen then shows plain numbers). */
export const currencySql = sql.raw(
  'case when count(distinct currency_code) = 1 then min(currency_code) end as currency_code',
);

/**
 * The grid page in one statement: every group's whole row, then the page. The served page is made in
 * two steps (performance-grid-page.ts, docs/decisions/0637); this is the reference the tests hold it
 * to, and what bench/performance-plan.ts EXPLAINs beside it.
 */
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
export async function countGroups(
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
