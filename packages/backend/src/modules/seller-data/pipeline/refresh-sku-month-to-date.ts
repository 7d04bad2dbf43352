import { addIsoDays } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AccountKey } from './load-documents.ts';
import { monthStartOf } from './refresh-sku-months.ts';

/** The last day of the month a 1st starts. */
const monthEndOf = (first: string): string => addIsoDays(`${addIsoDays(first, 31).slice(0, 8)}01`, -1);

/**
 * Rebuilds the SKU month-to-date rollup (`sku_sales_traffic_month_to_date`, docs/decisions/0627) of
 * an account from each changed month's first changed day to that month's end: a row there sums the
 * month's facts up to its day, so a changed day changes its own and every later row of its month,
 * and nothing in another month (a correction rewrites at most a month, never the history after it).
 * Each SKU's rows run from its first fact in the month to the month's last day, a day without a fact
 * carrying the sums before it, so a period's end (or the day before its start) always finds its row. Only the
 * account's own rows change, in the load's transaction (called with the weeks and months).
 */
export async function refreshSkuMonthToDate(
  db: Kysely<Database>,
  account: AccountKey,
  days: readonly string[],
): Promise<void> {
  const firstChanged = new Map<string, string>();
  for (const day of days) {
    const month = monthStartOf(day);
    const known = firstChanged.get(month);
    if (!known || day < known) firstChanged.set(month, day);
  }
  for (const [month, from] of [...firstChanged].sort()) {
    const end = monthEndOf(month);
    const owner = sql`seller_id = ${account.sellerId} and marketplace_id = ${account.marketplaceId}`;
    await sql`
      delete from sku_sales_traffic_month_to_date
      where ${owner} and report_date between ${from}::date and ${end}::date`.execute(db);
    // The month's facts read once (the primary key seeks seller, marketplace and days) and summed in
    // day order per SKU; each fact's sums hold from its day to the day before the SKU's next fact in
    // the month, or to the month's end. Written in day order, so a day's rows lie together.
    await sql`
      insert into sku_sales_traffic_month_to_date (seller_id, marketplace_id, report_date, seller_sku, asin,
        currency_code, ordered_product_sales_hundredths, units_ordered, browser_sessions, mobile_app_sessions,
        browser_page_views, mobile_app_page_views, buy_box_sessions_ten_thousandths, fact_days)
      with sums as (
        select c.seller_sku, c.asin, c.currency_code, d.day::date as report_date, c.ordered_product_sales,
          c.units_ordered, c.browser_sessions, c.mobile_app_sessions, c.browser_page_views,
          c.mobile_app_page_views, c.buy_box_sessions, c.fact_days
        from (
          select seller_sku, asin, currency_code, report_date,
            -- Whole hundredths and ten-thousandths (migration 0199): exact, and summed as integers.
            (sum(ordered_product_sales) over w * 100)::bigint as ordered_product_sales,
            sum(units_ordered) over w as units_ordered,
            sum(browser_sessions) over w as browser_sessions, sum(mobile_app_sessions) over w as mobile_app_sessions,
            sum(browser_page_views) over w as browser_page_views,
            sum(mobile_app_page_views) over w as mobile_app_page_views,
            (sum((browser_sessions + mobile_app_sessions) * buy_box_percentage) over w * 100)::bigint
              as buy_box_sessions,
            count(*) over w as fact_days,
            coalesce(lead(report_date) over w - 1, ${end}::date) as last_day
          from sku_sales_traffic_daily
          where ${owner} and report_date between ${month}::date and ${end}::date
          window w as (partition by seller_sku, asin, currency_code order by report_date)
        ) c
        cross join lateral generate_series(c.report_date::timestamp, c.last_day::timestamp, interval '1 day') d(day)
      )
      select ${account.sellerId}, ${account.marketplaceId}, report_date, seller_sku, asin, currency_code,
        ordered_product_sales, units_ordered, browser_sessions, mobile_app_sessions, browser_page_views,
        mobile_app_page_views, buy_box_sessions, fact_days
      from sums where report_date >= ${from}::date order by report_date`.execute(db);
  }
}
