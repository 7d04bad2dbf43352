import type { IsoDay } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { changedMonths } from '../month-to-date.ts';

/**
 * Rebuilds the ASIN month-to-date rollup (asin_daily_sales_month_to_date, docs/decisions/0628) of a
 * marketplace's months holding some changed days, for some brands (null: every brand): in each
 * month, every row from its first changed day through the month's last day is summed again from
 * the month's ASIN-days. Whoever rewrites asin_daily_sales calls it right after, in the same
 * transaction, with the days and brands it rewrote.
 */
export async function refreshAsinMonthToDate(
  db: Kysely<Database>,
  marketplaceId: string,
  days: readonly IsoDay[],
  brandCodes: readonly string[] | null,
): Promise<void> {
  if (days.length === 0 || (brandCodes !== null && brandCodes.length === 0)) return;
  const months = changedMonths(days);
  const ofBrands = brandCodes === null ? sql`` : sql`and brand_code = any(${[...brandCodes]}::text[])`;
  // Each month's rows from its first changed day; and, to sum them, each month's ASIN-days whole.
  const rebuilt = sql.join(
    months.map((m) => sql`report_date between ${m.firstChanged}::date and ${m.monthEnd}::date`),
    sql` or `,
  );
  const whole = sql.join(
    months.map((m) => sql`report_date between ${m.monthStart}::date and ${m.monthEnd}::date`),
    sql` or `,
  );
  await sql`
    delete from asin_daily_sales_month_to_date
    where marketplace_id = ${marketplaceId} ${ofBrands} and (${rebuilt})`.execute(db);
  // Every day of an ASIN's month from its first row (a generated series, the month's rows left-joined
  // to it), summed by a running window; only the days from the month's first change are written. The
  // days are materialized: joined straight from the series, the planner merged on the ASIN alone
  // (the series' order) and rescanned an ASIN's every day for each day, 12 M rows for one brand's
  // history.
  await sql`
    with src as materialized (
      select brand_code, asin, report_date, total_sales, units_ordered, total_order_items, sessions,
        page_views, buy_box_sessions
      from asin_daily_sales
      where marketplace_id = ${marketplaceId} ${ofBrands} and (${whole})
    ),
    firsts as (
      select brand_code, asin, date_trunc('month', report_date::timestamp) as month_start,
        min(report_date) as first_day
      from src group by 1, 2, 3
    ),
    days as materialized (
      select f.brand_code, f.asin, f.month_start, d.day::date as day
      from firsts f
      cross join lateral generate_series(f.first_day::timestamp,
        f.month_start + interval '1 month' - interval '1 day', interval '1 day') as d(day)
    ),
    running as (
      select d.brand_code, d.asin, d.day,
        sum(s.total_sales) over w as total_sales, sum(s.units_ordered) over w as units_ordered,
        sum(s.total_order_items) over w as total_order_items, sum(s.sessions) over w as sessions,
        sum(s.page_views) over w as page_views, sum(s.buy_box_sessions) over w as buy_box_sessions,
        count(s.report_date) over w as fact_days
      from days d
      left join src s on s.brand_code = d.brand_code and s.asin = d.asin and s.report_date = d.day
      window w as (partition by d.brand_code, d.asin, d.month_start order by d.day)
    )
    insert into asin_daily_sales_month_to_date (brand_code, marketplace_id, asin, report_date, total_sales,
      units_ordered, total_order_items, sessions, page_views, buy_box_sessions, fact_days)
    select brand_code, ${marketplaceId}, asin, day, total_sales, units_ordered, total_order_items, sessions,
      page_views, buy_box_sessions, fact_days
    from running
    where ${sql.join(
      months.map((m) => sql`day between ${m.firstChanged}::date and ${m.monthEnd}::date`),
      sql` or `,
    )}`.execute(db);
}
