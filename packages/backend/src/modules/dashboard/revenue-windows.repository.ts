import type { MoversWindow } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope, ofCheckedBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The windows of spec 2 §2 in days. */
export const WINDOW_DAYS: Record<MoversWindow, number> = { '1d': 1, '7d': 7, '30d': 30 };

export interface WindowScope {
  marketplaceId: string;
  /** The last day of every window: the last loaded day, yesterday (UTC) at the latest. */
  through: string;
  /** Brand codes the caller may see; null: every brand. */
  visible: string[] | null;
}

export interface WindowRevenue {
  key: string;
  brand_code: string;
  /** Revenue of the last N days and of the N days before them, by window. */
  current: Record<MoversWindow, number>;
  previous: Record<MoversWindow, number>;
}

export type Grain = 'brand' | 'asin';
const TABLE = { brand: sql.raw('brand_daily_sales'), asin: sql.raw('asin_daily_sales') };
const KEY = { brand: sql.raw('brand_code'), asin: sql.raw('asin') };

// Sums of the rollup over each window and the window before it, in one pass over 60 days.
const windowColumns = (through: string) =>
  sql.join(
    (Object.entries(WINDOW_DAYS) as [MoversWindow, number][]).flatMap(([w, n]) => [
      sql`coalesce(sum(total_sales) filter (where report_date > ${through}::date - ${n}::int), 0) as ${sql.ref(`cur_${w}`)}`,
      sql`coalesce(sum(total_sales) filter (where report_date <= ${through}::date - ${n}::int
        and report_date > ${through}::date - ${2 * n}::int), 0) as ${sql.ref(`prev_${w}`)}`,
    ]),
  );

const scopeOf = (scope: WindowScope, keys: { grain: Grain; values: string[] } | undefined) => sql`
  marketplace_id = ${scope.marketplaceId}
  and report_date <= ${scope.through}::date and report_date > ${scope.through}::date - 60
  and ${inBrandScope(scope.visible, 'brand_code')}
  and ${keys ? sql`${KEY[keys.grain]} = any(${keys.values}::text[])` : sql`true`}`;

export type SumRow = { key: string; brand_code: string } & Record<string, string>;

export const toWindowRevenue = (row: SumRow): WindowRevenue => {
  const pick = (prefix: string) =>
    Object.fromEntries(
      Object.keys(WINDOW_DAYS).map((w) => [w, Number(row[`${prefix}_${w}`] ?? 0)]),
    ) as Record<MoversWindow, number>;
  return { key: row.key, brand_code: row.brand_code, current: pick('cur'), previous: pick('prev') };
};

/**
 * Window revenues of the given brands or ASINs (all of them when `keys` is absent), summed from
 * every day of the 60. The brands' reading; for ASINs the reading before ADR 0628, kept as the
 * reference the month-to-date reading (asin-month-to-date.repository.ts) is tested against.
 */
export async function windowRevenuesFromDays(
  db: Db,
  grain: Grain,
  scope: WindowScope,
  keys?: string[],
): Promise<WindowRevenue[]> {
  if (keys && keys.length === 0) return [];
  const { rows } = await sql<SumRow>`
    select ${KEY[grain]} as key, min(brand_code) as brand_code, ${windowColumns(scope.through)}
    from ${TABLE[grain]}
    where ${scopeOf(scope, keys ? { grain, values: keys } : undefined)}
    group by ${KEY[grain]}`.execute(db);
  return rows.map(toWindowRevenue);
}

/**
 * How far before yesterday the windows may end. The daily sync loads yesterday at 05:00 UTC (and
 * the American marketplaces' days end later); until then the last loaded day is the day before.
 */
export const LOAD_LAG_DAYS = 3;

/**
 * The day the windows end: the last day with sales loaded in the marketplace for the caller's
 * brands, yesterday at the latest. Ending on a day not loaded yet would show every brand falling to
 * nothing between midnight and the morning's sync. A load stalled for longer than LOAD_LAG_DAYS is
 * not hidden: the windows end yesterday and show the gap.
 */
export async function lastLoadedDay(
  db: Db,
  marketplaceId: string,
  yesterday: string,
  visible: string[] | null,
): Promise<string> {
  const { rows } = await sql<{ day: string | null }>`
    select to_char(max(report_date), 'YYYY-MM-DD') as day from brand_daily_sales
    where marketplace_id = ${marketplaceId} and report_date <= ${yesterday}::date
      and report_date > ${yesterday}::date - ${LOAD_LAG_DAYS}::int
      and ${inBrandScope(visible, 'brand_code')}`.execute(db);
  return rows[0]?.day ?? yesterday;
}

/**
 * An ASIN mover is one the ASIN pages can open: listed in the catalog under a brand the caller sees.
 * Sales of a SKU no listing names count for its account's brand, but such an ASIN has no page.
 */
export const listedAsin = (scope: WindowScope, asinColumn: string) => sql`exists (
  select 1 from catalog_items ci join brands b on b.brand_code = ci.brand_code
  where ci.asin = ${sql.ref(asinColumn)} and ${inBrandScope(scope.visible, 'ci.brand_code')})`;

/**
 * The brands or ASINs whose revenue changed most from the window before to the window, summed from
 * every day of both. The brands' reading; for ASINs the reference of the month-to-date reading.
 */
export async function moversFromDays(
  db: Db,
  grain: Grain,
  scope: WindowScope,
  window: MoversWindow,
  direction: 'gainers' | 'losers',
  limit: number,
): Promise<{ key: string; brand_code: string; change: number }[]> {
  const n = WINDOW_DAYS[window];
  const change: RawBuilder<unknown> = sql`
    coalesce(sum(total_sales) filter (where report_date > ${scope.through}::date - ${n}::int), 0)
    - coalesce(sum(total_sales) filter (where report_date <= ${scope.through}::date - ${n}::int), 0)`;
  const { rows } = await sql<{ key: string; brand_code: string; change: string }>`
    select ${KEY[grain]} as key, min(brand_code) as brand_code, ${change} as change
    from ${TABLE[grain]}
    where ${scopeOf(scope, undefined)} and report_date > ${scope.through}::date - ${2 * n}::int
      and ${grain === 'asin' ? listedAsin(scope, 'asin_daily_sales.asin') : sql`true`}
    group by ${KEY[grain]}
    having ${change} ${sql.raw(direction === 'gainers' ? '> 0' : '< 0')}
    order by change ${sql.raw(direction === 'gainers' ? 'desc' : 'asc')}, key
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ key: r.key, brand_code: r.brand_code, change: Number(r.change) }));
}

/** A brand's revenue and units per day over the days ending `through`. */
export async function dailyBrandRevenue(db: Db, scope: WindowScope, brandCode: string, days: number) {
  const { rows } = await sql<{ date: string; revenue: string; units: string }>`
    select to_char(d, 'YYYY-MM-DD') as date, coalesce(sum(s.total_sales), 0) as revenue,
      coalesce(sum(s.units_ordered), 0) as units
    from generate_series(${scope.through}::date - ${days - 1}::int, ${scope.through}::date, interval '1 day') d
    left join brand_daily_sales s
      on s.report_date = d::date and ${ofCheckedBrands(brandCode, 's.brand_code')} and s.marketplace_id = ${scope.marketplaceId}
    group by d order by d`.execute(db);
  return rows.map((r) => ({ date: r.date, revenue: Number(r.revenue), units: Number(r.units) }));
}
