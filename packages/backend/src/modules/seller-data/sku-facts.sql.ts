import type { IsoDayRange } from '@portal/schema';
import { type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import { coverPeriod, monthToDateDays } from './period-cover.ts';

/*
 * The SKU sales-and-traffic facts as the analytics read them (docs/decisions/0607): the one place
 * that says which summable parts and figures a SKU-day fact (`sku_sales_traffic_daily`) and a
 * SKU-week of the rollup (`sku_sales_traffic_weekly`, 0272) give, and how a period is read: from the
 * SKU month-to-date rollup (`sku_sales_traffic_month_to_date`, 0627), from the months, weeks and days
 * before it, or from their brand-day rollup (`brand_daily_sales`). The performance grid, totals and daily
 * series read the facts of a scope (`factsSql`), and so does the sales view of /performance-sales
 * (its brand-days, docs/decisions/0613); the ASIN performance reader sums the same figures over its
 * own listing-scoped days (`SKU_DAY_FIGURES`).
 */

/**
 * The performance filters of spec 2 §2 as the SQL reads them: the REST filters validated and
 * resolved by the service (the marketplace default filled in, the compare days paired).
 */
export interface PerformanceFilters {
  current: IsoDayRange;
  /** The previous period, when comparing. */
  compare: IsoDayRange | null;
  marketplaceIds: string[];
  skus: string[];
  /** Brand or sub brand codes asked for; empty means every brand the caller may see. */
  brandCodes: string[];
  productGroups: string[];
  /** Account manager emails; staff only (the service drops them for brand users). */
  accountManagers: string[];
  asins: string[];
}

/** What one query may read after the caller's rights are applied. */
export interface PerformanceScope {
  /** Brand or sub brand codes a row must match; null: no restriction; empty: nothing matches. */
  brandCodes: string[] | null;
  accountManagers: string[];
}

/*
 * Identifiers come only from the whitelists below (never from the caller); every value is a bound
 * parameter.
 */

const inRange = (column: string, range: { from: string; to: string }) =>
  sql`${sql.raw(column)} between ${range.from}::date and ${range.to}::date`;

// ISO days order as text.
const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);

/**
 * The rows a grouping reads: `period`, the facts summed per SKU (seller, marketplace, SKU, ASIN,
 * currency) and period flag, for the grid and the totals; `day`, the SKU-day facts themselves, for the
 * daily series (a day's facts are already one row per SKU: the table's key); `brand-day`, the
 * brand-day rollup's rows (one per brand, marketplace and day: `brandDaysSql`).
 */
export type FactGrain = 'period' | 'day' | 'brand-day';

/** Builds the facts a grouping reads (the repository's seam, so a test can put a reference reading in). */
export type FactsReader = (
  filters: PerformanceFilters,
  scope: PerformanceScope,
  grain: FactGrain,
  options?: FactsOptions,
) => RawBuilder<unknown>;

/** A figure of the facts, as the metric SQL reads it. */
export type FactFigure = keyof ReturnType<typeof figuresOf>;

/** What a grid group is keyed by: a fact's SKU or ASIN, or its brand. */
export type FactGroupKey = 'seller_sku' | 'asin' | 'brand_code';

/**
 * How one read of the period facts is cut down (the grid's two steps, docs/decisions/0637): the
 * figures it sums (all when absent: a figure left out is not a column of the rows), and the groups
 * it keeps (only rows whose grid key is one of `ids`; the scan itself is narrowed to them).
 */
export interface FactsOptions {
  figures?: readonly FactFigure[];
  groups?: { key: FactGroupKey; ids: readonly string[] };
}

/**
 * The summable parts of the facts: a SKU-day's as the daily table gives them, a SKU-week's as the
 * weekly rollup holds their sums (migration 0022, same names).
 */
const PART_NAMES = [
  'ordered_product_sales',
  'units_ordered',
  'browser_sessions',
  'mobile_app_sessions',
  'browser_page_views',
  'mobile_app_page_views',
  'buy_box_sessions',
] as const;
type Parts = Record<(typeof PART_NAMES)[number], string>;

const DAILY_PARTS: Parts = {
  ordered_product_sales: 'f.ordered_product_sales',
  units_ordered: 'f.units_ordered',
  browser_sessions: 'f.browser_sessions',
  mobile_app_sessions: 'f.mobile_app_sessions',
  browser_page_views: 'f.browser_page_views',
  mobile_app_page_views: 'f.mobile_app_page_views',
  // Sessions with the buy box: buy box % is Σ of these / Σ sessions, never an average.
  buy_box_sessions: '(f.browser_sessions + f.mobile_app_sessions) * f.buy_box_percentage / 100.0',
};

/** The parts as columns of a row source (a weekly row, or a union of daily and weekly rows). */
const partColumns = (alias: string) =>
  Object.fromEntries(PART_NAMES.map((name) => [name, `${alias}.${name}`])) as Parts;

/** The figures of the facts, named as the metric SQL reads them, from their parts. */
const figuresOf = (p: Parts) => ({
  revenue: p.ordered_product_sales,
  units: p.units_ordered,
  browser_sessions: p.browser_sessions,
  mobile_app_sessions: p.mobile_app_sessions,
  browser_page_views: p.browser_page_views,
  mobile_app_page_views: p.mobile_app_page_views,
  sessions: `(${p.browser_sessions} + ${p.mobile_app_sessions})`,
  page_views: `(${p.browser_page_views} + ${p.mobile_app_page_views})`,
  buy_box_sessions: p.buy_box_sessions,
});

/**
 * A SKU-day fact's figures (alias `f`): what a reader that sums SKU-days itself, rather than the
 * facts of a scope, selects.
 */
export const SKU_DAY_FIGURES = figuresOf(DAILY_PARTS);

const figuresSql = (
  parts: Parts,
  summed: boolean,
  only?: readonly FactFigure[],
  units: Partial<Record<FactFigure, number>> = {},
) =>
  sql.raw(
    Object.entries(figuresOf(parts))
      .filter(([name]) => !only || only.includes(name as FactFigure))
      .map(([name, expr]) => {
        if (!summed) return `${expr} as ${name}`;
        const unit = units[name as FactFigure];
        return unit ? `sum(${expr}) / ${unit}.0 as ${name}` : `sum(${expr}) as ${name}`;
      })
      .join(', '),
  );

/** The summable parts a figure is made of (figuresOf). */
const PARTS_OF: Record<FactFigure, readonly (typeof PART_NAMES)[number][]> = {
  revenue: ['ordered_product_sales'],
  units: ['units_ordered'],
  browser_sessions: ['browser_sessions'],
  mobile_app_sessions: ['mobile_app_sessions'],
  browser_page_views: ['browser_page_views'],
  mobile_app_page_views: ['mobile_app_page_views'],
  sessions: ['browser_sessions', 'mobile_app_sessions'],
  page_views: ['browser_page_views', 'mobile_app_page_views'],
  buy_box_sessions: ['buy_box_sessions'],
};

/** The parts the figures need, in the parts' order; every part when no figures are named. */
const partsFor = (figures?: readonly FactFigure[]) =>
  figures
    ? PART_NAMES.filter((part) => figures.some((figure) => PARTS_OF[figure].includes(part)))
    : PART_NAMES;

const partsSql = (parts: Parts) => sql.raw(PART_NAMES.map((name) => `${parts[name]} as ${name}`).join(', '));

/** What every read of the facts is narrowed by before any sum: marketplaces, sellers, SKUs, ASINs. */
interface FactScope {
  markets: string[];
  sellers: RawBuilder<unknown>;
  skus: RawBuilder<unknown>;
  asins: RawBuilder<unknown>;
  /** The summable parts a month-to-date read carries (the others are not columns of its rows). */
  parts: readonly string[];
}

const KEY_COLUMNS = 'f.seller_id, f.marketplace_id, f.seller_sku, f.asin, f.currency_code';

/**
 * How a period's SKU sums are read: `month-to-date`, the served reading (docs/decisions/0627), from
 * the SKU month-to-date rollup; `months`, from whole calendar months, ISO weeks and days (0625);
 * `weeks`, from ISO weeks and days (0272). The last two are kept as the references the tests hold
 * the served reading to.
 */
export type PeriodReading = 'month-to-date' | 'months' | 'weeks';

const flagsSql = (flag: 'cur' | 'prev') =>
  sql.raw(flag === 'cur' ? 'true as cur, false as prev' : 'false as cur, true as prev');

/**
 * The month-to-date rollup's whole-number columns (migration 0199) and what each counts in: its rows
 * carry the part's name with the count of that unit, and the sum is divided once per SKU.
 */
const MONTH_TO_DATE_COLUMNS: Record<string, string> = {
  ordered_product_sales: 'ordered_product_sales_hundredths',
  buy_box_sessions: 'buy_box_sessions_ten_thousandths',
};
const MONTH_TO_DATE_UNITS: Partial<Record<FactFigure, number>> = { revenue: 100, buy_box_sessions: 10_000 };

/**
 * One period's facts as summable rows flagged as that period's (`cur` or `prev`), read from the
 * SKU month-to-date rollup (docs/decisions/0627): per SKU, the row at each touched month's last day
 * inside the period, less the row at the day before the period when it starts after a 1st. One
 * range scan of at most k + 2 days for k months; a SKU has no row in a month before its first fact
 * there, which is the 0 the difference needs. `fact_days` carries the sign too, so the period's
 * count of SKU-days with a fact is the sum, and a SKU with none is dropped (`having`).
 */
function monthToDateRows(
  period: IsoDayRange,
  flag: 'cur' | 'prev',
  scope: FactScope,
  parts: readonly string[],
): RawBuilder<unknown> {
  const { ends, before } = monthToDateDays(period);
  const days = before ? [...ends, before] : ends;
  const sign = before ? `case when f.report_date = '${before}'::date then -1 else 1 end` : '1';
  const signed = sql.raw(
    [...parts, 'fact_days']
      .map((name) => `(${sign}) * f.${MONTH_TO_DATE_COLUMNS[name] ?? name} as ${name}`)
      .join(', '),
  );
  return sql`
    select ${sql.raw(KEY_COLUMNS)}, ${flagsSql(flag)}, ${signed}
    from sku_sales_traffic_month_to_date f
    where f.report_date = any(${days}::date[])
      and f.marketplace_id = any(${scope.markets}::text[]) ${scope.sellers} ${scope.skus} ${scope.asins}`;
}

/**
 * One period's facts as summable rows flagged as that period's (`cur` or `prev`): the SKU-month
 * rollup's rows for the calendar months lying wholly inside the period (docs/decisions/0625), the
 * SKU-week rollup's for the ISO weeks wholly inside it and outside those months (0272), the SKU-day
 * facts for its other days; each run of pieces one range, which the keys seek. The cover is the one
 * with the fewest rows per SKU (`coverPeriod`). Each period is read on its own, so overlapping
 * periods each get all of their days. `months: false` is the week-and-day reading of 0272.
 */
function coverRows(
  period: IsoDayRange,
  flag: 'cur' | 'prev',
  scope: FactScope,
  months: boolean,
): RawBuilder<unknown>[] {
  const flags = flagsSql(flag);
  const narrowed = sql`f.marketplace_id = any(${scope.markets}::text[]) ${scope.sellers} ${scope.skus} ${scope.asins}`;
  const cover = coverPeriod(period, { months });
  const rollup = (table: string, column: string) => (range: IsoDayRange) =>
    sql`
      select ${sql.raw(KEY_COLUMNS)}, ${flags}, ${partsSql(partColumns('f'))}
      from ${sql.raw(table)} f
      where ${inRange(`f.${column}`, range)} and ${narrowed}`;
  return [
    ...cover.days.map(
      (run) => sql`
      select ${sql.raw(KEY_COLUMNS)}, ${flags}, ${partsSql(DAILY_PARTS)}
      from sku_sales_traffic_daily f
      where ${inRange('f.report_date', run)} and ${narrowed}`,
    ),
    ...cover.weeks.map(rollup('sku_sales_traffic_weekly', 'week_start')),
    ...cover.months.map(rollup('sku_sales_traffic_monthly', 'month_start')),
  ];
}

/** A period's rows as the reading asks. */
const periodRows = (
  period: IsoDayRange,
  flag: 'cur' | 'prev',
  scope: FactScope,
  reading: PeriodReading,
): RawBuilder<unknown>[] =>
  reading === 'month-to-date'
    ? [monthToDateRows(period, flag, scope, scope.parts)]
    : coverRows(period, flag, scope, reading === 'months');

/**
 * The brand-day rollup of the facts (`brand_daily_sales`, written by the pipeline from the SKU-days:
 * ADR 0520) for the filters' marketplaces and days: one row per brand, marketplace and day with the
 * figures the metric SQL reads, flagged as the current or the compare period's. Each period is its
 * own range scan, as in `periodRows`, so a day in both periods is a row of each. The rollup knows a
 * SKU's catalog brand and nothing finer: the scope matches that brand (not a sub brand), and a SKU,
 * ASIN or product group filter cannot apply, so it is refused rather than ignored. No currency.
 */
function brandDaysSql(filters: PerformanceFilters, scope: PerformanceScope): RawBuilder<unknown> {
  if (filters.skus.length > 0 || filters.asins.length > 0 || filters.productGroups.length > 0)
    throw new Error('The brand-day rollup cannot be narrowed finer than a brand');
  // A manager filter is an attribute of the brand: the rollup's brands meet their managers.
  const managers =
    scope.accountManagers.length > 0
      ? sql`and s.brand_code in (
          select b.brand_code from brands b join users u on u.id = b.account_manager_id
          where u.email = any(${scope.accountManagers}::text[]))`
      : sql``;
  const period = (range: IsoDayRange, flag: 'cur' | 'prev') => sql`
    select s.report_date, s.brand_code, s.marketplace_id,
      ${sql.raw(flag === 'cur' ? 'true as cur, false as prev' : 'false as cur, true as prev')},
      s.total_sales as revenue, s.units_ordered as units,
      s.browser_sessions, s.mobile_app_sessions, s.browser_page_views, s.mobile_app_page_views,
      s.sessions, s.page_views, s.buy_box_sessions
    from brand_daily_sales s
    where s.marketplace_id = any(${filters.marketplaceIds}::text[]) and ${inRange('s.report_date', range)}
      ${managers} and ${inBrandScope(scope.brandCodes, 's.brand_code')}`;
  const { current, compare } = filters;
  return compare
    ? sql`${period(current, 'cur')} union all ${period(compare, 'prev')}`
    : period(current, 'cur');
}

/**
 * The sales-and-traffic facts of the filters' marketplaces and days, each with the brand the
 * pipeline's rollups give it (its catalog brand, or its account's brand for a SKU no listing names),
 * and flags for the current and the compare period. Filtered by the caller's scope and filters.
 *
 * Every grouping and filter is an attribute of the SKU, not of the day: the facts are summed per SKU
 * and period first (grain `period`), and only those sums meet the catalog, the brands and the users
 * (docs/decisions/0270). The period sums are differences of the SKU month-to-date rollup's rows
 * (docs/decisions/0627); a SKU's current and compare sums are separate rows, even where the periods
 * overlap. A fact whose brand is unknown is dropped, as the rollups drop it. Grain `brand-day` reads
 * the brand-day rollup instead (`brandDaysSql`).
 */
export function factsSql(
  filters: PerformanceFilters,
  scope: PerformanceScope,
  grain: FactGrain = 'period',
  options: FactsOptions = {},
): RawBuilder<unknown> {
  return factsOf(filters, scope, grain, 'month-to-date', options);
}

/**
 * The same facts with the periods read from the SKU-week rollup and the SKU-days only, as before
 * the SKU-month rollup (docs/decisions/0272): a reference the tests hold `factsSql` to.
 */
export const weekFactsSql: FactsReader = (filters, scope, grain, options = {}) =>
  factsOf(filters, scope, grain, 'weeks', options);

/** The same facts read from months, weeks and days (docs/decisions/0625): the bench's comparison. */
export const monthFactsSql: FactsReader = (filters, scope, grain, options = {}) =>
  factsOf(filters, scope, grain, 'months', options);

function factsOf(
  filters: PerformanceFilters,
  scope: PerformanceScope,
  grain: FactGrain,
  reading: PeriodReading,
  options: FactsOptions,
): RawBuilder<unknown> {
  if (grain === 'brand-day') {
    if (options.figures || options.groups) throw new Error('The brand-day rollup is read whole');
    return brandDaysSql(filters, scope);
  }
  const { current, compare } = filters;
  const markets = filters.marketplaceIds;
  const codes = scope.brandCodes;
  const groups = options.groups;
  // The sellers that can hold the asked brands' SKUs: the scope's, or (narrower) the page's brands'.
  const sellerCodes = groups?.key === 'brand_code' ? [...groups.ids] : codes;
  // Narrow to the seller accounts that can hold the brands' SKUs before reading any fact. As an
  // array, so the primary key (seller first) seeks them: as `in (…)` the planner guessed six sellers
  // and read the marketplace's whole range instead.
  const sellerArray =
    sellerCodes === null
      ? null
      : sql`array(
          select seller_id from authorized_marketplaces
          where marketplace_id = any(${markets}::text[]) and ${inBrandScope(sellerCodes, 'brand_code')}
          union
          select seller_id from catalog_items
          where marketplace_id = any(${markets}::text[])
            and ${inBrandScope(sellerCodes, 'brand_code', 'sub_brand_code')})`;
  const sellers = sellerArray ? sql`and f.seller_id = any(${sellerArray})` : sql``;
  // The catalog rows the facts can meet are those accounts' too: without this, one brand's facts
  // were joined to a hash of the whole catalog (12,416 items at 16× demo data for ~70 of the brand's).
  const catalogSellers = sellerArray ? sql`and c.seller_id = any(${sellerArray})` : sql``;
  // SKU and ASIN are columns of the fact: they narrow the scan itself. A page's SKUs or ASINs were
  // found under the same filters, so they replace the filter's list.
  const skuList = groups?.key === 'seller_sku' ? [...groups.ids] : filters.skus;
  const asinList = groups?.key === 'asin' ? [...groups.ids] : filters.asins;
  const skus =
    skuList.length > 0 || groups?.key === 'seller_sku'
      ? sql`and f.seller_sku = any(${skuList}::text[])`
      : sql``;
  const asins =
    asinList.length > 0 || groups?.key === 'asin' ? sql`and f.asin = any(${asinList}::text[])` : sql``;
  const conditions: RawBuilder<unknown>[] = [];
  conditions.push(inBrandScope(codes, 'x.brand_code', 'x.sub_brand_code'));
  if (groups?.key === 'brand_code') conditions.push(sql`x.brand_code = any(${[...groups.ids]}::text[])`);
  if (scope.accountManagers.length > 0)
    conditions.push(sql`x.account_manager = any(${scope.accountManagers}::text[])`);
  if (filters.productGroups.length > 0)
    conditions.push(sql`x.product_group = any(${filters.productGroups}::text[])`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const key = sql.raw(KEY_COLUMNS);
  let scan: RawBuilder<unknown>;
  if (grain === 'period') {
    const factScope = { markets, sellers, skus, asins, parts: partsFor(options.figures) };
    const rows = [
      ...periodRows(current, 'cur', factScope, reading),
      ...(compare ? periodRows(compare, 'prev', factScope, reading) : []),
    ];
    // A SKU whose month-to-date rows cancel out had no fact in the period: no row, as the days give.
    const hadFacts = reading === 'month-to-date' ? sql`having sum(f.fact_days) > 0` : sql``;
    scan = sql`
      select ${key}, f.cur, f.prev,
        ${figuresSql(partColumns('f'), true, options.figures, reading === 'month-to-date' ? MONTH_TO_DATE_UNITS : {})}
      from (${sql.join(rows, sql` union all `)}) f
      group by ${key}, f.cur, f.prev ${hadFacts}`;
  } else {
    // One range spanning both periods (what an index can seek), then the two periods themselves.
    const span = compare
      ? { from: min(current.from, compare.from), to: max(current.to, compare.to) }
      : current;
    const days = compare
      ? sql`${inRange('f.report_date', span)} and (${inRange('f.report_date', current)} or ${inRange('f.report_date', compare)})`
      : inRange('f.report_date', current);
    const inCompare = compare ? inRange('f.report_date', compare) : sql`false`;
    scan = sql`
      select f.report_date, ${key},
        ${inRange('f.report_date', current)} as cur, ${inCompare} as prev, ${figuresSql(DAILY_PARTS, false, options.figures)}
      from sku_sales_traffic_daily f
      where f.marketplace_id = any(${markets}::text[]) and ${days} ${sellers} ${skus} ${asins}`;
  }
  return sql`
    select x.* from (
      select s.*, b.brand_code, b.name as brand_name, c.sub_brand_code, c.product_group,
        c.product_name, c.image_url, u.email as account_manager
      from (${scan}) s
      left join catalog_items c
        on c.seller_id = s.seller_id and c.marketplace_id = s.marketplace_id and c.seller_sku = s.seller_sku
          ${catalogSellers}
      -- The account's brand (its first by code) for a SKU no listing names, once per account.
      left join (
        select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces
        where marketplace_id = any(${markets}::text[]) group by seller_id, marketplace_id
      ) a on a.seller_id = s.seller_id and a.marketplace_id = s.marketplace_id
      join brands b on b.brand_code = coalesce(c.brand_code, a.brand_code)
      left join users u on u.id = b.account_manager_id
    ) x ${where}`;
}
