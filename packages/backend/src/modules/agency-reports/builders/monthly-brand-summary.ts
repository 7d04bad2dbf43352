import { currencyOf } from '@portal/schema';
import { sql } from 'kysely';
import { dayAfter, type ReportBuilder } from './report-table.ts';

interface Row {
  brand_code: string;
  brand_name: string;
  marketplace_id: string;
  month: string;
  sales: number;
  units: number;
  order_items: number;
  sessions: number;
  page_views: number;
}

/**
 * Per brand, marketplace and month: the brand's daily sales facts summed (brand_daily_sales, the
 * table the commissions and the monthly reports read), so a month's sales here are the
 * commission detail's gross sales of that month for the rule's marketplaces.
 */
export const monthlyBrandSummary: ReportBuilder = async (ctx, range) => {
  const { rows } = await sql<Row>`
    select s.brand_code, b.name as brand_name, s.marketplace_id,
      to_char(date_trunc('month', s.report_date), 'YYYY-MM') as month,
      sum(s.total_sales)::float8 as sales, sum(s.units_ordered)::int as units,
      sum(s.total_order_items)::int as order_items, sum(s.sessions)::int as sessions,
      sum(s.page_views)::int as page_views
    from brand_daily_sales s
    join brands b on b.brand_code = s.brand_code
    where s.report_date >= ${range.from}::date and s.report_date < ${dayAfter(range.to)}::date
    group by 1, 2, 3, 4
    order by 1, 4, 3`.execute(ctx.db);
  return {
    columns: [
      { key: 'brand_code', header: 'Brand code' },
      { key: 'brand_name', header: 'Brand' },
      { key: 'month', header: 'Month' },
      { key: 'marketplace_id', header: 'Marketplace' },
      { key: 'currency', header: 'Currency' },
      { key: 'sales', header: 'Sales' },
      { key: 'units', header: 'Units' },
      { key: 'order_items', header: 'Order items' },
      { key: 'sessions', header: 'Sessions' },
      { key: 'page_views', header: 'Page views' },
    ],
    rows: rows.map((r) => ({
      ...r,
      currency: currencyOf(r.marketplace_id),
      // Summed first, rounded once, as the commissions round a month's sales.
      sales: Math.round(r.sales * 100) / 100,
    })),
  };
};
