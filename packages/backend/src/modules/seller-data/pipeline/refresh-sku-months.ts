import { addIsoDays } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AccountKey } from './load-documents.ts';

/** The first day of an ISO day's calendar month: PostgreSQL's `date_trunc('month', day)`. */
export const monthStartOf = (day: string): string => `${day.slice(0, 8)}01`;

/** The 1st of the month after the one a 1st starts. */
const nextMonth = (first: string): string => monthStartOf(addIsoDays(first, 31));

/**
 * Rebuilds the SKU-month rollup (`sku_sales_traffic_monthly`, docs/decisions/0625) of the months
 * holding the days an account's load changed, as `refreshSkuWeeks` does the weeks (and beside it, in
 * the load's transaction): each such month is summed again from all of its days' facts, so a month
 * always equals the sum of its days. Only the account's own rows change.
 */
export async function refreshSkuMonths(
  db: Kysely<Database>,
  account: AccountKey,
  days: readonly string[],
): Promise<void> {
  if (days.length === 0) return;
  const months = [...new Set(days.map(monthStartOf))].sort();
  const first = months[0] as string;
  const last = months[months.length - 1] as string;
  const owner = sql`seller_id = ${account.sellerId} and marketplace_id = ${account.marketplaceId}`;
  // The range lets the primary key (seller, marketplace, day) seek the days; the month list is only
  // needed when months between the first and the last did not change.
  let expected = first;
  let count = 1;
  while (expected < last) {
    expected = nextMonth(expected);
    count++;
  }
  const onlyThoseMonths =
    count === months.length
      ? sql``
      : sql`and date_trunc('month', report_date::timestamp)::date = any(${months}::date[])`;
  await sql`delete from sku_sales_traffic_monthly where ${owner} and month_start = any(${months}::date[])`.execute(
    db,
  );
  await sql`
    insert into sku_sales_traffic_monthly (seller_id, marketplace_id, month_start, seller_sku, asin, currency_code,
      ordered_product_sales, units_ordered, browser_sessions, mobile_app_sessions, browser_page_views,
      mobile_app_page_views, buy_box_sessions)
    select seller_id, marketplace_id, date_trunc('month', report_date::timestamp)::date, seller_sku, asin,
      currency_code, sum(ordered_product_sales), sum(units_ordered), sum(browser_sessions),
      sum(mobile_app_sessions), sum(browser_page_views), sum(mobile_app_page_views),
      -- Unrounded: the reading sums these with the weeks' and days'.
      sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0)
    from sku_sales_traffic_daily
    where ${owner} and report_date between ${first}::date and ${addIsoDays(nextMonth(last), -1)}::date
      ${onlyThoseMonths}
    group by 1, 2, 3, 4, 5, 6`.execute(db);
}
