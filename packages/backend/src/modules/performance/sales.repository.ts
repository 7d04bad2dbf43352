import { type IsoDayRange, SALES_METRICS } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { factsSql, type PerformanceFilters } from '../seller-data/sku-facts.sql.ts';
import { lastYearPieces, salesWeekSplit, yearEarlier } from './sales-weeks.ts';

export type SalesRow = Record<string, unknown>;

export interface SalesScope {
  from: string;
  to: string;
  interval: 'day' | 'week' | 'month';
  marketplaceIds: string[];
  /** null: every brand. */
  brandCodes: string[] | null;
}

/**
 * `weeks`: this year's whole weeks from the brand-week rollup where the buckets allow
 * (docs/decisions/0619; the default over every brand); `days`: every row from the brand-day tables,
 * the reading the rollup is held to (its tests and bench compare the two).
 */
export type SalesReading = 'weeks' | 'days';

/**
 * Orders of a bucket: distinct order keys where the rows come from the order lines, else the sum of
 * the brand-day order rollup's counts, per brand row its `brand_orders` and for a total or period
 * `all_orders` (see `orderCounting`). Each source leaves the other's columns empty.
 */
const ordersOf = (cur: boolean, counting: OrderCounting) => {
  const when = sql.raw(cur ? 'cur' : 'not cur');
  const summed = sql`coalesce(case when grouping(brand_code) = 0
      then sum(brand_orders) filter (where ${when}) else sum(all_orders) filter (where ${when}) end, 0)`;
  // A distinct count only where there are order keys: it makes the grouping sets sort the rows
  // once per set, where sums alone are hashed (the every-brand sales view at 16×: ADR 0619).
  return counting === 'lines'
    ? sql`(count(distinct order_key) filter (where ${when}) + ${summed})::int`
    : sql`${summed}::int`;
};

/**
 * Sums of a bucket, this year (`cur`) and the same days a year earlier, and the ASP from them.
 * Orders count once in each scope they hold a line of (decision 0290: cancelled or not, as the
 * insights count them); `orders_known` is false when a bucket holds a day before the marketplace's
 * order history, whose orders cannot be counted.
 */
const valuesOf = (counting: OrderCounting) =>
  sql.join(
    [
      sql.raw('round(coalesce(sum(total_sales) filter (where cur), 0)::numeric, 2)::float8 as revenue'),
      sql.raw('coalesce(sum(units_ordered) filter (where cur), 0)::int as units'),
      sql`${ordersOf(true, counting)} as orders`,
      sql.raw('coalesce(bool_and(known) filter (where cur), true) as orders_known'),
      sql.raw(
        'round((sum(total_sales) filter (where cur) / nullif(sum(units_ordered) filter (where cur), 0))::numeric, 2)::float8 as asp',
      ),
      sql.raw(
        'round(coalesce(sum(total_sales) filter (where not cur), 0)::numeric, 2)::float8 as ly_revenue',
      ),
      sql.raw('coalesce(sum(units_ordered) filter (where not cur), 0)::int as ly_units'),
      sql`${ordersOf(false, counting)} as ly_orders`,
      // A week of last year whose first sales day is the next bucket's `spills`: not the period's.
      sql.raw(`coalesce(case when grouping(period) = 0 then bool_and(known) filter (where not cur and not spills)
        else bool_and(known) filter (where not cur) end, true) as ly_orders_known`),
      sql.raw(
        'round((sum(total_sales) filter (where not cur) / nullif(sum(units_ordered) filter (where not cur), 0))::numeric, 2)::float8 as ly_asp',
      ),
    ],
    sql`, `,
  );

/**
 * Where a scope's orders are counted exactly (ADR 0618). The brand-day order rollup kept by the
 * loading path holds each brand's distinct orders of a day (`orders`) and each order once under its
 * first brand (`orders_once`), so it answers every brand (rows: `orders`, totals: `orders_once`) and
 * one brand (`orders` throughout). A total of some brands cannot be summed from it (an order's first
 * brand may be outside them): those scopes fold the order lines of their brands.
 */
export type OrderCounting = 'lines' | 'orders' | 'orders_once';

export function orderCounting(brandCodes: string[] | null): OrderCounting {
  if (brandCodes === null) return 'orders_once';
  return brandCodes.length > 1 ? 'lines' : 'orders';
}

/**
 * One row per brand, marketplace, day and order of the range and of the same days a year earlier:
 * the sales are the facts of the scope at the brand-day grain (the brand daily sales rollup, the
 * monthly report's source, read by ../seller-data/sku-facts.sql.ts with last year as the compare
 * period); the orders, with no sales, come from the brand-day order rollup or the order lines (the
 * insights' sources, as `orderCounting` says), so that they count exactly in every grouping. Last year's days are moved forward a year so both
 * fall in the same buckets; a sales day before the order history (`history`, the latest first order
 * day of the marketplaces) is not `known`.
 */
function dayRowsSql(scope: SalesScope): RawBuilder<unknown> {
  const current = { from: scope.from, to: scope.to };
  const lastYear = { from: yearEarlier(scope.from), to: yearEarlier(scope.to) };
  const filters: PerformanceFilters = {
    current,
    compare: lastYear,
    marketplaceIds: scope.marketplaceIds,
    skus: [],
    brandCodes: [],
    productGroups: [],
    accountManagers: [],
    asins: [],
  };
  const facts = factsSql(filters, { brandCodes: scope.brandCodes, accountManagers: [] }, 'brand-day');
  const orders = (range: IsoDayRange, cur: boolean) =>
    orderDaysSql(scope, sql`${range.from}::date`, sql`${range.to}::date`, cur);
  return sql`
    select brand_code, marketplace_id, (report_date + case when cur then interval '0' else interval '1 year' end)::date as d,
      revenue as total_sales, units as units_ordered, null::text as order_key, null::int as brand_orders,
      null::int as all_orders, report_date >= coalesce((select first_day from history), 'infinity'::date) as known, cur,
      false as spills
    from (${facts}) s
    union all ${orders(current, true)} union all ${orders(lastYear, false)}`;
}

const shift = (cur: boolean) => (cur ? sql`interval '0'` : sql`interval '1 year'`);

/**
 * The order rows of some days (from and to, SQL dates), as `orderCounting` says: the distinct order
 * keys of the lines, or the brand-day order rollup's counts; with no sales, and moved a year
 * forward when last year's (`cur` false).
 */
function orderDaysSql(scope: SalesScope, from: RawBuilder<unknown>, to: RawBuilder<unknown>, cur: boolean) {
  const counting = orderCounting(scope.brandCodes);
  return counting === 'lines'
    ? sql`
    select distinct brand_code, marketplace_id, (purchase_day + ${shift(cur)})::date, 0::numeric, 0,
      seller_id || ' ' || amazon_order_id, null::int, null::int, true, ${sql.lit(cur)}, false
    from order_lines
    where purchase_day between ${from} and ${to}
      and marketplace_id = any(${scope.marketplaceIds}::text[]) and ${inBrandScope(scope.brandCodes, 'brand_code')}`
    : sql`
    select brand_code, marketplace_id, (purchase_day + ${shift(cur)})::date, 0::numeric, 0, null::text,
      orders, ${sql.ref(counting)}, true, ${sql.lit(cur)}, false
    from brand_daily_orders
    where purchase_day between ${from} and ${to}
      and marketplace_id = any(${scope.marketplaceIds}::text[]) and ${inBrandScope(scope.brandCodes, 'brand_code')}`;
}

/**
 * The sales rows of some days from the brand-day sales rollup, as `factsSql`'s grain `brand-day`
 * reads them for the sales view (its brands, no manager filter), moved a year forward when last
 * year's.
 */
function salesDaysSql(scope: SalesScope, from: RawBuilder<unknown>, to: RawBuilder<unknown>, cur: boolean) {
  return sql`
    select brand_code, marketplace_id, (report_date + ${shift(cur)})::date, total_sales, units_ordered, null::text,
      null::int, null::int, report_date >= coalesce((select first_day from history), 'infinity'::date),
      ${sql.lit(cur)}, false
    from brand_daily_sales
    where marketplace_id = any(${scope.marketplaceIds}::text[]) and report_date between ${from} and ${to}
      and ${inBrandScope(scope.brandCodes, 'brand_code')}`;
}

/**
 * The rows of `dayRowsSql` with this year's whole weeks from the brand-week rollup
 * (docs/decisions/0619; `salesWeekSplit` says which weeks fit the buckets): a week row sums its
 * days, and lands in the bucket its days do (a week bucket's Monday, or the one month holding it).
 * Exact because each bucket, each brand row and the total sum the same days either way:
 * - `orders_known` is a flag of the sales rows (a day before the order history is not known), and
 *   their `bool_and` is whether the first of them is known: a week's is its first sales day's
 *   (`first_sales_day`; a week of orders only is known, as its order rows are).
 * - Several brands count their orders from the lines (`orderCounting`): their orders stay at day
 *   grain and only the weeks' sales come from the rollup, from weeks holding sales.
 * - Last year stays at day grain: its days move forward a year into this year's buckets, and a year
 *   earlier is not week-aligned (an ISO week of last year lands in two of this year's weeks).
 * Null when no whole week fits.
 */
function weekRowsSql(scope: SalesScope): RawBuilder<unknown> | null {
  const split = salesWeekSplit({ from: scope.from, to: scope.to }, scope.interval);
  if (!split) return null;
  const lastYear = { from: yearEarlier(scope.from), to: yearEarlier(scope.to) };
  const counting = orderCounting(scope.brandCodes);
  const lines = counting === 'lines';
  const day = (value: string) => sql`${value}::date`;
  const parts = [
    sql`
    select brand_code, marketplace_id, week_start as d, revenue as total_sales, units as units_ordered,
      null::text as order_key,
      ${lines ? sql`null::int as brand_orders, null::int` : sql`orders::int as brand_orders, ${sql.ref(counting)}::int`}
        as all_orders,
      coalesce(first_sales_day >= coalesce((select first_day from history), 'infinity'::date), true) as known,
      true as cur, false as spills
    from brand_weekly_sales
    where marketplace_id = any(${scope.marketplaceIds}::text[]) and week_start = any(${split.mondays}::date[])
      and ${inBrandScope(scope.brandCodes, 'brand_code')} ${lines ? sql`and first_sales_day is not null` : sql``}`,
    ...split.days.map((run) => salesDaysSql(scope, day(run.from), day(run.to), true)),
    ...(lines
      ? [orderDaysSql(scope, day(scope.from), day(scope.to), true)]
      : split.days.map((run) => orderDaysSql(scope, day(run.from), day(run.to), true))),
    ...lastYearRowsSql(scope, interval(scope.interval)),
    ...(lines ? [orderDaysSql(scope, day(lastYear.from), day(lastYear.to), false)] : []),
  ];
  return sql.join(parts, sql` union all `);
}

/** The bucket unit of a reading from weeks (a day bucket holds no week: `weekRowsSql` is null). */
const interval = (unit: SalesScope['interval']) => (unit === 'month' ? 'month' : 'week');

/**
 * Last year's rows of `weekRowsSql` (`lastYearPieces`), each landing in its bucket's first day
 * (`d`): whole weeks from the brand-week rollup, the other days from the brand-day tables, and the
 * days a week holds that are the next bucket's moved, summed over brands, from its bucket to the
 * next (a row without a brand taking them off one and one adding them to the other: the periods'
 * sums; a brand's and the total's are the weeks' and days'). Exact as this year's weeks are
 * (numeric sums). `known` is the flag of a row's first sales day; a week whose first sales day is
 * a moved one `spills`: the brands and the total count its flag, the periods do not (the moved
 * day's row counts it in the next bucket). Several brands (`orderCounting` 'lines') read their
 * orders from the lines at day grain (`weekRowsSql`), so only the weeks holding sales are read.
 */
function lastYearRowsSql(scope: SalesScope, unit: 'week' | 'month'): RawBuilder<unknown>[] {
  const { weeks, days, moved } = lastYearPieces({ from: scope.from, to: scope.to }, unit);
  const counting = orderCounting(scope.brandCodes);
  const lines = counting === 'lines';
  const first = sql`coalesce((select first_day from history), 'infinity'::date)`;
  const markets = sql`any(${scope.marketplaceIds}::text[])`;
  const parts: RawBuilder<unknown>[] = [];
  if (weeks.length > 0)
    parts.push(sql`
    select w.brand_code, w.marketplace_id, p.bucket, w.revenue, w.units, null::text,
      ${lines ? sql`null::int, null::int` : sql`w.orders::int, w.${sql.ref(counting)}::int`},
      coalesce(w.first_sales_day >= ${first}, true), false, coalesce(w.first_sales_day > p.last, false)
    from unnest(${weeks.map((w) => w.monday)}::date[], ${weeks.map((w) => w.bucket)}::date[],
      ${weeks.map((w) => w.last)}::date[]) p(monday, bucket, last)
    join brand_weekly_sales w on w.week_start = p.monday
    where w.marketplace_id = ${markets} and w.week_start = any(${weeks.map((w) => w.monday)}::date[])
      and ${inBrandScope(scope.brandCodes, 'w.brand_code')} ${lines ? sql`and w.first_sales_day is not null` : sql``}`);
  const dayRows = (list: { day: string }[]) => sql`any(${list.map((d) => d.day)}::date[])`;
  if (days.length > 0) {
    const pieces = sql`unnest(${days.map((d) => d.day)}::date[], ${days.map((d) => d.bucket)}::date[]) p(day, bucket)`;
    parts.push(sql`
    select s.brand_code, s.marketplace_id, p.bucket, s.total_sales, s.units_ordered, null::text, null::int,
      null::int, s.report_date >= ${first}, false, false
    from ${pieces} join brand_daily_sales s on s.report_date = p.day
    where s.marketplace_id = ${markets} and s.report_date = ${dayRows(days)}
      and ${inBrandScope(scope.brandCodes, 's.brand_code')}`);
    if (!lines)
      parts.push(sql`
    select o.brand_code, o.marketplace_id, p.bucket, 0::numeric, 0, null::text, o.orders, o.${sql.ref(counting)},
      true, false, false
    from ${pieces} join brand_daily_orders o on o.purchase_day = p.day
    where o.marketplace_id = ${markets} and o.purchase_day = ${dayRows(days)}
      and ${inBrandScope(scope.brandCodes, 'o.brand_code')}`);
  }
  if (moved.length > 0) {
    // Each moved day's sums over brands, once taken off (-1) and once added (1).
    const sums = sql`
      select day, sum(total_sales) as total_sales, sum(units_ordered) as units, sum(orders) as orders,
        sum(counted) as counted, bool_and(known) as known
      from (
        select report_date as day, total_sales, units_ordered, 0 as orders, 0 as counted,
          report_date >= ${first} as known
        from brand_daily_sales
        where marketplace_id = ${markets} and report_date = ${dayRows(moved)}
          and ${inBrandScope(scope.brandCodes, 'brand_code')}
        ${
          lines
            ? sql``
            : sql`union all
        select purchase_day, 0, 0, orders, ${sql.ref(counting)}, null
        from brand_daily_orders
        where marketplace_id = ${markets} and purchase_day = ${dayRows(moved)}
          and ${inBrandScope(scope.brandCodes, 'brand_code')}`
        }) d
      group by day`;
    parts.push(sql`
    select null, null, case when p.sign = 1 then t.later else t.earlier end, p.sign * m.total_sales, p.sign * m.units,
      null::text, null::int, ${lines ? sql`null::int` : sql`(p.sign * m.counted)::int`},
      case when p.sign = 1 then m.known end, false, false
    from unnest(${moved.map((m) => m.day)}::date[], ${moved.map((m) => m.from)}::date[],
      ${moved.map((m) => m.to)}::date[]) t(day, earlier, later)
    cross join (values (-1), (1)) p(sign)
    join (${sums}) m on m.day = t.day`);
  }
  return parts;
}

/** The rows the buckets group: `weekRowsSql` where weeks fit, else `dayRowsSql`. */
const salesRowsSql = (scope: SalesScope, reading: SalesReading) =>
  (reading === 'weeks' ? weekRowsSql(scope) : null) ?? dayRowsSql(scope);

/** The first day of the order history shared by the marketplaces (null: no orders loaded). */
const historySql = (scope: SalesScope) => sql`
  select max((select min(l.purchase_day) from order_lines l where l.marketplace_id = m)) as first_day
  from unnest(${scope.marketplaceIds}::text[]) m`;

/** The value columns of every answer row, this year's and last year's. */
const VALUE_COLUMNS = sql.raw(
  [...SALES_METRICS.flatMap((m) => [`g.${m}`, `g.ly_${m}`]), 'g.orders_known', 'g.ly_orders_known'].join(
    ', ',
  ),
);

/**
 * The totals, the periods and the brand-marketplace rows of a range, from one pass over the rollup:
 * one statement whose grouping sets give each kind of row. As three statements the same days were
 * read three times at once (258 ms p50 over all brands at 16× demo data, docs/decisions/0273).
 */
export async function salesFigures(
  db: Kysely<Database>,
  scope: SalesScope,
  // Every brand reads the weeks; one brand's few hundred brand-days gained nothing from them (ADR 0619).
  reading: SalesReading = scope.brandCodes === null ? 'weeks' : 'days',
) {
  const result = await salesFiguresSql(scope, reading).execute(db);
  const of = (kind: 'total' | 'period' | 'brand') => result.rows.filter((row) => row.kind === kind);
  return { totals: of('total')[0] ?? {}, periods: of('period'), rows: of('brand') };
}

/** The one statement of `salesFigures` (a bench plans it). */
export function salesFiguresSql(scope: SalesScope, reading: SalesReading) {
  const unit = sql.lit(scope.interval);
  return sql<SalesRow & { kind: 'total' | 'period' | 'brand' }>`
    with history as (${historySql(scope)}),
    f as (${salesRowsSql(scope, reading)}),
    g as (
      select case when grouping(period) = 0 then 'period' when grouping(brand_code) = 0 then 'brand' else 'total' end
          as kind,
        period, brand_code, marketplace_id, ${valuesOf(orderCounting(scope.brandCodes))}
      -- Grouped by the bucket's first day as a date, formatted once per bucket below: grouping ~100,000
      -- brand-day rows by their text was a quarter of the statement over all brands at 10× (ADR 0618).
      from (select f.*, date_trunc(${unit}, d)::date as period from f) f
      group by grouping sets ((), (period), (brand_code, marketplace_id))
    ),
    buckets as (
      select b::date as period from generate_series(
        date_trunc(${unit}, ${scope.from}::date), ${scope.to}::date, ('1 ' || ${unit})::interval) b
    )
    select * from (
      select 'total' as kind, 0::bigint as ord, null::text as period, null::text as brand_code,
        null::text as brand_name, null::text as marketplace_id, null::text as currency_code, ${VALUE_COLUMNS}
      from g where g.kind = 'total'
      union all
      select 'period', row_number() over (order by buckets.period), to_char(buckets.period, 'YYYY-MM-DD'), null,
        null, null, null,
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
    order by kind, ord`;
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
  // Orders of days before the order history are unknown, not zero.
  if (row.orders_known === false) values.orders = null;
  if (row.ly_orders_known === false) values.ly_orders = null;
  return values;
}
