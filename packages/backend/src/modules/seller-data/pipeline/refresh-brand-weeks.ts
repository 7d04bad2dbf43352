import { addIsoDays } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { weekStartOf } from '../iso-weeks.ts';

/**
 * Rebuilds the sales view's brand-week rollup (brand_weekly_sales, docs/decisions/0619) of the ISO
 * weeks holding some days of a marketplace, for some brands (null: every brand): each week summed
 * again from all of its days in the brand-day sales rollup and the brand-day order rollup, so a week
 * equals the sum of its days whichever of them was replaced. The loading path calls it right after
 * writing either day table, in the same transaction.
 */
export async function refreshBrandWeeks(
  db: Kysely<Database>,
  marketplaceId: string,
  days: readonly string[],
  brandCodes: readonly string[] | null,
): Promise<void> {
  if (days.length === 0 || (brandCodes !== null && brandCodes.length === 0)) return;
  const weeks = [...new Set(days.map(weekStartOf))].sort();
  const first = weeks[0] as string;
  const last = addIsoDays(weeks[weeks.length - 1] as string, 6);
  const ofBrands = (column: string) =>
    brandCodes === null ? sql`` : sql`and ${sql.ref(column)} = any(${[...brandCodes]}::text[])`;
  // The weeks' range finds the days by the index; the list keeps out weeks between them that did not
  // change (a whole-history load is one contiguous run and needs no list).
  const contiguous =
    weeks.length === Math.round((Date.parse(weeks.at(-1) as string) - Date.parse(first)) / 604_800_000) + 1;
  const inWeeks = (column: string) => {
    const week = sql`date_trunc('week', ${sql.ref(column)}::timestamp)::date`;
    return contiguous
      ? sql`${sql.ref(column)} between ${first}::date and ${last}::date`
      : sql`${sql.ref(column)} between ${first}::date and ${last}::date and ${week} = any(${weeks}::date[])`;
  };
  await sql`
    delete from brand_weekly_sales
    where marketplace_id = ${marketplaceId} and week_start = any(${weeks}::date[]) ${ofBrands('brand_code')}`.execute(
    db,
  );
  await sql`
    insert into brand_weekly_sales (brand_code, marketplace_id, week_start, revenue, units, first_sales_day, orders,
      orders_once)
    select brand_code, ${marketplaceId}, week_start, sum(revenue), sum(units), min(sales_day), sum(orders),
      sum(orders_once)
    from (
      select brand_code, date_trunc('week', report_date::timestamp)::date as week_start, total_sales as revenue,
        units_ordered as units, report_date as sales_day, 0 as orders, 0 as orders_once
      from brand_daily_sales
      where marketplace_id = ${marketplaceId} and ${inWeeks('report_date')} ${ofBrands('brand_code')}
      union all
      select brand_code, date_trunc('week', purchase_day::timestamp)::date, 0, 0, null, orders, orders_once
      from brand_daily_orders
      where marketplace_id = ${marketplaceId} and ${inWeeks('purchase_day')} ${ofBrands('brand_code')}
    ) d
    group by brand_code, week_start`.execute(db);
}
