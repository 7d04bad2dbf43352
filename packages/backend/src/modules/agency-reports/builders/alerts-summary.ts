import { sql } from 'kysely';
import { dayAfter, type ReportBuilder } from './report-table.ts';

/** Per brand and alert type: how many alerts were raised in the range, and the latest. */
export const alertsSummary: ReportBuilder = async (ctx, range) => {
  const { rows } = await sql<Record<string, string | number | null>>`
    select a.brand_code, b.name as brand_name, a.alert_type, count(*)::int as alerts,
      count(distinct a.seller_sku)::int as skus,
      to_char(max(a.date_time) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as latest
    from alerts a
    join brands b on b.brand_code = a.brand_code
    where a.date_time >= ${`${range.from}T00:00:00Z`}::timestamptz
      and a.date_time < ${`${dayAfter(range.to)}T00:00:00Z`}::timestamptz
    group by 1, 2, 3
    order by 1, 3`.execute(ctx.db);
  return {
    columns: [
      { key: 'brand_code', header: 'Brand code' },
      { key: 'brand_name', header: 'Brand' },
      { key: 'alert_type', header: 'Alert type' },
      { key: 'alerts', header: 'Alerts' },
      { key: 'skus', header: 'SKUs' },
      { key: 'latest', header: 'Latest (UTC)' },
    ],
    rows,
  };
};
