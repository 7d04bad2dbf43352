import { addIsoDays, type IsoDayRange, type MoversWindow } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { monthToDateTerms } from '../seller-data/month-to-date.ts';
import {
  listedAsin,
  type SumRow,
  toWindowRevenue,
  WINDOW_DAYS,
  type WindowRevenue,
  type WindowScope,
} from './revenue-windows.repository.ts';

// The ASIN windows read from the ASIN month-to-date rollup (docs/decisions/0628): each window and
// the window before it are a few signed rows per ASIN instead of each of their days. They answer
// exactly as the day readings (windowRevenuesFromDays, moversFromDays) do: the tests hold them to it.

type Db = Kysely<Database>;

/** The N days ending `through`, and the N before them. */
const windowOf = (through: string, n: number): { current: IsoDayRange; previous: IsoDayRange } => ({
  current: { from: addIsoDays(through, 1 - n), to: through },
  previous: { from: addIsoDays(through, 1 - 2 * n), to: addIsoDays(through, -n) },
});

/**
 * A signed sum of ranges of a column within one (brand, ASIN) group: each month-to-date row read once,
 * times its coefficient — +1 at a range's `plus` days, −1 at its `minus` day, by the range's sign —
 * so a window less the window before is one sum (one aggregate per row instead of one per term).
 */
function signedSum(
  column: 'total_sales' | 'fact_days',
  ranges: Array<{ range: IsoDayRange; sign: 1 | -1 }>,
): RawBuilder<unknown> {
  const coefficients = new Map<string, number>();
  for (const { range, sign } of ranges) {
    const { plus, minus } = monthToDateTerms(range);
    for (const day of plus) coefficients.set(day, (coefficients.get(day) ?? 0) + sign);
    for (const day of minus) coefficients.set(day, (coefficients.get(day) ?? 0) - sign);
  }
  const cases = [...coefficients]
    .filter(([, c]) => c !== 0)
    .map(([day, c]) => sql`when ${day}::date then ${c}::int`);
  if (cases.length === 0) return sql`0`;
  return sql`coalesce(sum(${sql.ref(column)} * case report_date ${sql.join(cases, sql` `)} else 0 end), 0)`;
}
const rangeSum = (column: 'total_sales' | 'fact_days', range: IsoDayRange) =>
  signedSum(column, [{ range, sign: 1 }]);

/** Every day whose rows some range reads. */
const rowDays = (ranges: IsoDayRange[]) =>
  [...new Set(ranges.flatMap((r) => Object.values(monthToDateTerms(r)).flat()))].sort();

const rowsOf = (scope: WindowScope, ranges: IsoDayRange[]) => sql`
  marketplace_id = ${scope.marketplaceId} and report_date = any(${rowDays(ranges)}::date[])
  and ${inBrandScope(scope.visible, 'brand_code')}`;

/** Window revenues of the given ASINs (every ASIN with a sale-day in the 60 when `keys` is absent). */
export async function asinWindowRevenuesFromMonthToDate(
  db: Db,
  scope: WindowScope,
  keys?: string[],
): Promise<WindowRevenue[]> {
  if (keys && keys.length === 0) return [];
  const windows = (Object.entries(WINDOW_DAYS) as [MoversWindow, number][]).map(
    ([w, n]) => [w, windowOf(scope.through, n)] as const,
  );
  // The 60 days: an ASIN shows when it has an ASIN-day among them, as the day reading groups them.
  const span = { from: addIsoDays(scope.through, -59), to: scope.through };
  const perBrand = windows.flatMap(([w, r]) => [
    sql`${rangeSum('total_sales', r.current)} as ${sql.ref(`cur_${w}`)}`,
    sql`${rangeSum('total_sales', r.previous)} as ${sql.ref(`prev_${w}`)}`,
  ]);
  const perAsin = windows.flatMap(([w]) =>
    [`cur_${w}`, `prev_${w}`].map((c) => sql`sum(${sql.ref(c)}) as ${sql.ref(c)}`),
  );
  const { rows } = await sql<SumRow>`
    select asin as key, min(brand_code) as brand_code, ${sql.join(perAsin)}
    from (
      select brand_code, asin, ${sql.join(perBrand)}, ${rangeSum('fact_days', span)} as fact_days
      from asin_daily_sales_month_to_date
      where ${rowsOf(scope, [span, ...windows.flatMap(([, r]) => [r.current, r.previous])])}
        and ${keys ? sql`asin = any(${keys}::text[])` : sql`true`}
      group by brand_code, asin
    ) per_brand
    where fact_days > 0
    group by asin`.execute(db);
  return rows.map(toWindowRevenue);
}

/** The ASINs whose revenue changed most from the window before to the window. */
export async function asinMoversFromMonthToDate(
  db: Db,
  scope: WindowScope,
  window: MoversWindow,
  direction: 'gainers' | 'losers',
  limit: number,
): Promise<{ key: string; brand_code: string; change: number }[]> {
  const { current, previous } = windowOf(scope.through, WINDOW_DAYS[window]);
  const both = { from: previous.from, to: current.to };
  const change = signedSum('total_sales', [
    { range: current, sign: 1 },
    { range: previous, sign: -1 },
  ]);
  const { rows } = await sql<{ key: string; brand_code: string; change: string }>`
    select asin as key, min(brand_code) as brand_code, sum(change) as change
    from (
      select brand_code, asin, ${change} as change, ${rangeSum('fact_days', both)} as fact_days
      from asin_daily_sales_month_to_date
      where ${rowsOf(scope, [current, previous, both])}
      group by brand_code, asin
    ) per_brand
    where fact_days > 0 and ${listedAsin(scope, 'per_brand.asin')}
    group by asin
    having sum(change) ${sql.raw(direction === 'gainers' ? '> 0' : '< 0')}
    order by change ${sql.raw(direction === 'gainers' ? 'desc' : 'asc')}, key
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ key: r.key, brand_code: r.brand_code, change: Number(r.change) }));
}
