import { sql } from 'kysely';
import type { ReportBuilder } from './report-table.ts';

/** Days of inventory under this count as low stock (a month of cover). */
export const LOW_STOCK_DAYS = 30;

/**
 * Per brand and marketplace at each account's latest snapshot: the brand inventory rows that
 * /brand-inventory lists, summed. Inventory is a snapshot, so the report's range does not narrow it;
 * the snapshot day is a column.
 */
export const inventoryHealth: ReportBuilder = async (ctx) => {
  const { rows } = await sql<Record<string, string | number | null>>`
    select i.brand_code, b.name as brand_name, i.marketplace_id,
      to_char(max(i.date), 'YYYY-MM-DD') as snapshot_day,
      count(*)::int as skus, sum(i.total_units)::int as total_units, sum(i.available)::int as available,
      sum(i.inbound)::int as inbound, sum(i.unfulfillable)::int as unfulfillable,
      (count(*) filter (where i.available = 0))::int as out_of_stock_skus,
      (count(*) filter (where i.available > 0 and i.doi < ${LOW_STOCK_DAYS}))::int as low_stock_skus,
      sum(i.units_sold_last_30_days)::int as units_sold_last_30_days,
      sum(i.recommended_replenishment_qty)::int as recommended_replenishment_qty
    from brand_inventory i
    join brands b on b.brand_code = i.brand_code
    group by 1, 2, 3
    order by 1, 3`.execute(ctx.db);
  return {
    columns: [
      { key: 'brand_code', header: 'Brand code' },
      { key: 'brand_name', header: 'Brand' },
      { key: 'marketplace_id', header: 'Marketplace' },
      { key: 'snapshot_day', header: 'Snapshot day' },
      { key: 'skus', header: 'SKUs' },
      { key: 'total_units', header: 'Total units' },
      { key: 'available', header: 'Available' },
      { key: 'inbound', header: 'Inbound' },
      { key: 'unfulfillable', header: 'Unfulfillable' },
      { key: 'out_of_stock_skus', header: 'Out of stock SKUs' },
      { key: 'low_stock_skus', header: `SKUs under ${LOW_STOCK_DAYS} days of inventory` },
      { key: 'units_sold_last_30_days', header: 'Units sold last 30 days' },
      { key: 'recommended_replenishment_qty', header: 'Recommended replenishment' },
    ],
    rows,
  };
};
