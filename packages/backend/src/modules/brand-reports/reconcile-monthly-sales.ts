import { REPORT_START_MONTH } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Makes report sales agree with the daily advertising data (migration 0003) where it exists: per
 * brand, marketplace and month, sales_total is the sum of brand_daily_sales and ad_spend / sales_ppc
 * the sums of sp + sb cost and revenue. Months without daily data keep their generated figures.
 * Raw SQL on purpose: it must also run (as a no-op) on a database without the advertising tables.
 */
export async function reconcileMonthlySalesWithDailyAds(
  db: Kysely<Database>,
  /** Only this marketplace's months (after one seller account's sync); every marketplace by default. */
  scope: { marketplaceId?: string } = {},
): Promise<number> {
  const exists = await sql<{ ok: boolean }>`
    select to_regclass('brand_daily_sales') is not null and to_regclass('ad_performance_daily') is not null as ok
  `.execute(db);
  if (!exists.rows[0]?.ok) return 0;
  const inScope = scope.marketplaceId ? sql`marketplace_id = ${scope.marketplaceId}` : sql`true`;
  const result = await sql`
    insert into brand_monthly_sales (brand_code, report_month, marketplace_id, sales_total, ad_spend, sales_ppc)
    select d.brand_code, d.month, d.marketplace_id, d.sales_total,
           coalesce(a.ad_spend, 0), least(coalesce(a.sales_ppc, 0), d.sales_total)
    from (
      select brand_code, marketplace_id, to_char(report_date, 'YYYY-MM') as month, sum(total_sales) as sales_total
      from brand_daily_sales where ${inScope} group by 1, 2, 3
    ) d
    left join (
      select brand_code, marketplace_id, to_char(report_date, 'YYYY-MM') as month,
             sum(advertising_cost) as ad_spend, sum(advertising_revenue) as sales_ppc
      from ad_performance_daily where ad_type in ('sp', 'sb') and ${inScope} group by 1, 2, 3
    ) a on a.brand_code = d.brand_code and a.marketplace_id = d.marketplace_id and a.month = d.month
    where d.month >= ${REPORT_START_MONTH}
    on conflict (brand_code, report_month, marketplace_id) do update
      set sales_total = excluded.sales_total, ad_spend = excluded.ad_spend, sales_ppc = excluded.sales_ppc
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
