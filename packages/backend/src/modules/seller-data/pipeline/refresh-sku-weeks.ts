import { addIsoDays, isoDaysBetween } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { weekStartOf } from '../iso-weeks.ts';
import type { AccountKey } from './load-documents.ts';
import { refreshSkuMonthToDate } from './refresh-sku-month-to-date.ts';
import { refreshSkuMonths } from './refresh-sku-months.ts';

/**
 * Rebuilds the SKU-week rollup (`sku_sales_traffic_weekly`, docs/decisions/0272) of the weeks
 * holding the days an account's load changed: each such week is summed again from all of its days'
 * facts, so a week always equals the sum of its days, whichever of them was replaced. Only the
 * account's own rows change: a week's sums depend on its seller's facts alone, not on any brand, so
 * they are kept even for an account no brand holds yet (the reading attributes brands afterwards).
 * The SKU-month rollup (docs/decisions/0625) and the SKU month-to-date rollup (0627) of the same
 * days are rebuilt with it: every caller that keeps the weeks (the loading path, the demo seed
 * through it) keeps the months and the month-to-date sums in the same step.
 */
export async function refreshSkuWeeks(
  db: Kysely<Database>,
  account: AccountKey,
  days: readonly string[],
): Promise<void> {
  if (days.length === 0) return;
  const weeks = [...new Set(days.map(weekStartOf))].sort();
  const first = weeks[0] as string;
  const last = weeks[weeks.length - 1] as string;
  const owner = sql`seller_id = ${account.sellerId} and marketplace_id = ${account.marketplaceId}`;
  // The range lets the primary key (seller, marketplace, day) seek the days; the week list is only
  // needed when weeks between the first and the last did not change.
  const contiguous = isoDaysBetween(first, last) / 7 + 1 === weeks.length;
  const onlyThoseWeeks = contiguous
    ? sql``
    : sql`and date_trunc('week', report_date::timestamp)::date = any(${weeks}::date[])`;
  await sql`delete from sku_sales_traffic_weekly where ${owner} and week_start = any(${weeks}::date[])`.execute(
    db,
  );
  await sql`
    insert into sku_sales_traffic_weekly (seller_id, marketplace_id, week_start, seller_sku, asin, currency_code,
      ordered_product_sales, units_ordered, browser_sessions, mobile_app_sessions, browser_page_views,
      mobile_app_page_views, buy_box_sessions)
    select seller_id, marketplace_id, date_trunc('week', report_date::timestamp)::date, seller_sku, asin,
      currency_code, sum(ordered_product_sales), sum(units_ordered), sum(browser_sessions),
      sum(mobile_app_sessions), sum(browser_page_views), sum(mobile_app_page_views),
      -- Unrounded: the reading sums these with the SKU-days of partial weeks.
      sum((browser_sessions + mobile_app_sessions) * buy_box_percentage / 100.0)
    from sku_sales_traffic_daily
    where ${owner} and report_date between ${first}::date and ${addIsoDays(last, 6)}::date ${onlyThoseWeeks}
    group by 1, 2, 3, 4, 5, 6`.execute(db);
  await refreshSkuMonths(db, account, days);
  await refreshSkuMonthToDate(db, account, days);
}
